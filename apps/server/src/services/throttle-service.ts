import { randomInt } from 'node:crypto';
import type { RateEventRepository } from '../repositories/rate-event-repository';
import { addSeconds, type Clock } from './clock';

/**
 * Login throttling (issue 3): stops guessing without letting an attacker lock a real user out.
 * Failures are rows in the database (every instance sees them), per account and per address.
 *
 * - Captcha: demanded after 3 failures of the account, or 10 from the address, in 15 minutes.
 * - Delay: after the 5th failure of the account within an hour, the next attempt must wait 2,
 *   4, 8, 16, 32, then 40 seconds after the latest failure. An address starts its delays only
 *   after 20 failures: many phones share one carrier address (CGNAT), and one careless player
 *   must not slow everyone else on it. 40 s keeps an account under
 *   100 failed attempts in any hour (5 + 5 + 3,540 / 40 = 98) and never locks it for longer.
 * - A successful login clears the account's failures (not the address's).
 */
export const CAPTCHA_AFTER_ACCOUNT_FAILURES = 3;
export const CAPTCHA_AFTER_ADDRESS_FAILURES = 10;
export const CAPTCHA_WINDOW_SECONDS = 15 * 60;
export const DELAY_AFTER_FAILURES = 5;
export const DELAY_AFTER_ADDRESS_FAILURES = 20;
export const MAX_DELAY_SECONDS = 40;
const DELAY_WINDOW_SECONDS = 60 * 60;

/** Seconds to wait after the latest of `failures` failures in the last hour. */
export function delayAfter(failures: number, threshold: number = DELAY_AFTER_FAILURES): number {
  if (failures < threshold) return 0;
  return Math.min(2 ** (failures - threshold + 1), MAX_DELAY_SECONDS);
}

export type ThrottleState = { captcha: boolean; retryAfterSeconds: number | null };

/**
 * `prefix` keeps counts apart: members' logins (`login`) and the operator console's
 * (`ops-login`) are throttled by the same rules, each on its own.
 */
export function createThrottleService(repo: RateEventRepository, clock: Clock, prefix = 'login') {
  const ACCOUNT = `${prefix}:account`;
  const ADDRESS = `${prefix}:address`;

  async function waitFor(
    bucket: string,
    subject: string,
    now: Date,
    threshold: number,
  ): Promise<number> {
    const { count, last } = await repo.summary(
      bucket,
      subject,
      addSeconds(now, -DELAY_WINDOW_SECONDS),
    );
    if (!last) return 0;
    const until = last.getTime() + delayAfter(count, threshold) * 1000;
    return Math.max(0, Math.ceil((until - now.getTime()) / 1000));
  }

  return {
    /** Where a login for `account` from `address` stands right now. */
    async state(account: string, address: string): Promise<ThrottleState> {
      const now = clock();
      const since = addSeconds(now, -CAPTCHA_WINDOW_SECONDS);
      const [accountRecent, addressRecent, accountWait, addressWait] = await Promise.all([
        repo.summary(ACCOUNT, account, since),
        repo.summary(ADDRESS, address, since),
        waitFor(ACCOUNT, account, now, DELAY_AFTER_FAILURES),
        waitFor(ADDRESS, address, now, DELAY_AFTER_ADDRESS_FAILURES),
      ]);
      const wait = Math.max(accountWait, addressWait);
      return {
        captcha:
          accountRecent.count >= CAPTCHA_AFTER_ACCOUNT_FAILURES ||
          addressRecent.count >= CAPTCHA_AFTER_ADDRESS_FAILURES,
        retryAfterSeconds: wait > 0 ? wait : null,
      };
    },

    async recordFailure(account: string, address: string): Promise<void> {
      const now = clock();
      await repo.record(ACCOUNT, account, now);
      await repo.record(ADDRESS, address, now);
      if (randomInt(0, 100) === 0) await repo.pruneBefore(addSeconds(now, -24 * 60 * 60));
    },

    async recordSuccess(account: string): Promise<void> {
      await repo.clear(ACCOUNT, account);
    },
  };
}
export type ThrottleService = ReturnType<typeof createThrottleService>;
