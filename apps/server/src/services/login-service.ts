import { randomInt } from 'node:crypto';
import type { FreePlayResult, LoginResult } from '@app/contracts/account';
import { memberTypes } from '@app/contracts/member-types';
import type { AccountRepository, AccountRow } from '../repositories/account-repository';
import { uniqueViolation } from '../repositories/account-repository';
import type { RateEventRepository } from '../repositories/rate-event-repository';
import type { CaptchaService } from './captcha-service';
import { addSeconds, type Clock } from './clock';
import { DomainError } from './domain-error';
import type { AccountSettings } from './account-settings';
import type { PasswordService } from './password-service';
import type { SessionService } from './session-service';
import type { PhoneNumber, SmsCodeService } from './sms-code-service';
import type { ThrottleService, ThrottleState } from './throttle-service';

/** What the accounts flows need of the wallet module (services.wallets). */
export type WalletHooks = {
  openWallet(memberId: number): Promise<void>;
  grantPlayMoney(memberId: number): Promise<void>;
};

export type ClientContext = { ip: string; device: string | null };

export type CaptchaInput = { captcha?: string | undefined; captchaId?: string | undefined };

/**
 * Free play: at most this many trial accounts per address per hour. Generous because many phones
 * share one carrier address (CGNAT); it only has to stop a script filling the members table.
 */
export const FREE_PLAY_PER_ADDRESS_PER_HOUR = 30;

const failureDetails = (captchaOn: boolean, state: ThrottleState) => ({
  captcha: captchaOn && state.captcha,
  retryAfterSeconds: state.retryAfterSeconds,
});

/**
 * Logging in (by password or SMS code), free play, and the session every successful flow ends
 * with (login result of spec section 3).
 */
export function createLoginService(deps: {
  accounts: AccountRepository;
  sessions: SessionService;
  passwords: PasswordService;
  throttle: ThrottleService;
  captchas: CaptchaService;
  sms: SmsCodeService;
  rateEvents: RateEventRepository;
  settings: AccountSettings;
  wallets: WalletHooks;
  clock: Clock;
}) {
  /** Starts a session for an account that proved who it is. */
  async function logIn(
    account: AccountRow,
    remember: boolean,
    client: ClientContext,
  ): Promise<LoginResult> {
    const session = await deps.sessions.start({
      memberId: account.id,
      remember,
      device: client.device,
      ip: client.ip,
    });
    const firstTimeLogin = await deps.accounts.markLoggedIn(account.id);
    return {
      token: session.token,
      userName: account.username,
      type: account.type,
      firstTimeLogin,
      merchantCode: await deps.settings.merchantCode(),
      expiresAt: session.expiresAt.toISOString(),
    };
  }

  /** Refuses while a delay runs, and without the right captcha once one is demanded. */
  async function gate(subject: string, client: ClientContext, input: CaptchaInput) {
    const captchaOn = await deps.settings.isModuleOn('CAPTCHA3');
    const state = await deps.throttle.state(subject, client.ip);
    if (state.retryAfterSeconds !== null)
      throw new DomainError('RATE_LIMITED', 'Too many failed attempts; wait and try again', {
        captcha: captchaOn,
        retryAfterSeconds: state.retryAfterSeconds,
      });
    if (captchaOn && state.captcha && !(await deps.captchas.check(input.captchaId, input.captcha)))
      throw new DomainError('CAPTCHA_INVALID', 'The image code is wrong', {
        captcha: true,
        retryAfterSeconds: null,
      });
    return captchaOn;
  }

  async function fail(
    code: 'WRONG_CREDENTIALS' | 'VERIFICATION_CODE_INVALID',
    subject: string,
    client: ClientContext,
    captchaOn: boolean,
  ): Promise<never> {
    await deps.throttle.recordFailure(subject, client.ip);
    const state = await deps.throttle.state(subject, client.ip);
    const message =
      code === 'WRONG_CREDENTIALS' ? 'Wrong username or password' : 'Verification code is invalid';
    throw new DomainError(code, message, failureDetails(captchaOn, state));
  }

  return {
    logIn,

    async hasMobile(phone: PhoneNumber): Promise<boolean> {
      return (await deps.accounts.findByMobile(phone.countryDialingCode, phone.mobileNum)) !== null;
    },

    async withPassword(
      input: { username: string; password: string; remember: boolean } & CaptchaInput,
      client: ClientContext,
    ): Promise<LoginResult> {
      const username = input.username.trim().toLowerCase();
      const captchaOn = await gate(username, client, input);
      const account = await deps.accounts.findByUsername(username);
      // Unknown users and trial accounts (no password) cost the same argon2 work as a real one.
      const valid = await deps.passwords.verify(account?.passwordHash ?? null, input.password);
      if (!account || !valid) return fail('WRONG_CREDENTIALS', username, client, captchaOn);
      if (account.disabled) throw new DomainError('ACCOUNT_DISABLED', 'Account disabled');
      await deps.throttle.recordSuccess(username);
      return logIn(account, input.remember, client);
    },

    async withSmsCode(
      input: PhoneNumber & { verificationCode: string; remember: boolean } & CaptchaInput,
      client: ClientContext,
    ): Promise<LoginResult> {
      const phone = { countryDialingCode: input.countryDialingCode, mobileNum: input.mobileNum };
      const subject = `sms:${phone.countryDialingCode}${phone.mobileNum}`;
      const captchaOn = await gate(subject, client, input);
      try {
        await deps.sms.verify('noLogin', phone, input.verificationCode);
      } catch (error) {
        if (error instanceof DomainError)
          return fail('VERIFICATION_CODE_INVALID', subject, client, captchaOn);
        throw error;
      }
      const account = await deps.accounts.findByMobile(phone.countryDialingCode, phone.mobileNum);
      if (!account) return fail('VERIFICATION_CODE_INVALID', subject, client, captchaOn);
      if (account.disabled) throw new DomainError('ACCOUNT_DISABLED', 'Account disabled');
      await deps.throttle.recordSuccess(subject);
      return logIn(account, input.remember, client);
    },

    /** A trial account (type 4) with 2,000.00 of play money and a session. */
    async freePlay(client: ClientContext): Promise<FreePlayResult> {
      if (!(await deps.settings.isModuleOn('FREEPLAY3')))
        throw new DomainError('NO_PERMISSION', 'Free play is not available');
      const now = deps.clock();
      const bucket = 'freeplay:address';
      const recent = await deps.rateEvents.summary(bucket, client.ip, addSeconds(now, -3600));
      if (recent.count >= FREE_PLAY_PER_ADDRESS_PER_HOUR)
        throw new DomainError('RATE_LIMITED', 'Too many trial accounts from this address', {
          captcha: false,
          retryAfterSeconds: 3600,
        });
      await deps.rateEvents.record(bucket, client.ip, now);
      let memberId: number | null = null;
      let username = '';
      for (let attempt = 0; memberId === null; attempt += 1) {
        username = `trial${randomInt(10_000_000, 100_000_000)}`;
        try {
          memberId = await deps.accounts.insert({
            username,
            type: memberTypes.trial,
            passwordHash: null,
            registerMethod: client.device,
          });
        } catch (error) {
          if (uniqueViolation(error) === null || attempt >= 4) throw error;
        }
      }
      await deps.wallets.grantPlayMoney(memberId);
      const session = await deps.sessions.start({
        memberId,
        remember: false,
        device: client.device,
        ip: client.ip,
      });
      await deps.accounts.markLoggedIn(memberId);
      return {
        token: session.token,
        userName: username,
        customerType: 4,
        merchantCode: await deps.settings.merchantCode(),
        expiresAt: session.expiresAt.toISOString(),
      };
    },
  };
}
export type LoginService = ReturnType<typeof createLoginService>;
