import { paymentPasswordPattern } from '@app/contracts/cashier';
import type { AccountRepository } from '../repositories/account-repository';
import type { PaymentPasswordRepository } from '../repositories/payment-password-repository';
import type { Clock } from './clock';
import { DomainError } from './domain-error';
import { maskMobile } from './member-info-service';
import type { PasswordService } from './password-service';
import type { SmsCodeService } from './sms-code-service';

/** Issue 13: 5 wrong answers lock the payment password for 15 minutes. */
export const PAYMENT_PASSWORD_MAX_ATTEMPTS = 5;
export const PAYMENT_PASSWORD_LOCK_MS = 15 * 60_000;

/**
 * The payment password (issue 13): six digits, hashed with argon2id, never the login password,
 * checked before money leaves. Wrong answers are counted in the database; the fifth locks it.
 */
export function createPaymentPasswordService(deps: {
  repo: PaymentPasswordRepository;
  accounts: AccountRepository;
  passwords: PasswordService;
  sms: SmsCodeService;
  clock: Clock;
}) {
  const { repo, passwords, clock } = deps;

  /** A new password's rules: format, confirmation, not the login password. */
  async function checkNew(memberId: number, next: string, confirm: string): Promise<void> {
    if (!paymentPasswordPattern.test(next))
      throw new DomainError('PAYMENT_PASSWORD_FORMAT', 'The payment password is 6 digits');
    if (next !== confirm)
      throw new DomainError('PASSWORD_MISMATCH', 'The confirmation does not match');
    const account = await deps.accounts.findById(memberId);
    if (account && (await passwords.verify(account.passwordHash, next)))
      throw new DomainError(
        'PAYMENT_PASSWORD_SAME_AS_LOGIN',
        'The payment password must not be the login password',
      );
  }

  async function phoneOf(memberId: number) {
    const account = await deps.accounts.findById(memberId);
    if (!account?.mobileNum || !account.countryDialingCode)
      throw new DomainError('MOBILE_REQUIRED', 'The account has no mobile number');
    return { countryDialingCode: account.countryDialingCode, mobileNum: account.mobileNum };
  }

  /** PAYMENT_PASSWORD_WRONG (tries left) or _LOCKED (until when) unless `pin` is right. */
  async function verify(memberId: number, pin: string): Promise<void> {
    const stored = await repo.find(memberId);
    if (!stored) throw new DomainError('PAYMENT_PASSWORD_REQUIRED', 'Set a payment password first');
    const now = clock();
    if (stored.lockedUntil && stored.lockedUntil > now)
      throw new DomainError('PAYMENT_PASSWORD_LOCKED', 'The payment password is locked', {
        until: stored.lockedUntil.toISOString(),
      });
    if (await passwords.verify(stored.hash, pin)) {
      if (stored.failedAttempts > 0 || stored.lockedUntil) await repo.clearFailures(memberId);
      return;
    }
    const after = await repo.recordFailure(
      memberId,
      PAYMENT_PASSWORD_MAX_ATTEMPTS,
      new Date(now.getTime() + PAYMENT_PASSWORD_LOCK_MS),
    );
    if (after.lockedUntil && after.lockedUntil > now)
      throw new DomainError('PAYMENT_PASSWORD_LOCKED', 'The payment password is locked', {
        until: after.lockedUntil.toISOString(),
      });
    throw new DomainError('PAYMENT_PASSWORD_WRONG', 'Wrong payment password', {
      attemptsLeft: PAYMENT_PASSWORD_MAX_ATTEMPTS - after.failedAttempts,
    });
  }

  return {
    verify,

    async has(memberId: number): Promise<boolean> {
      return (await repo.find(memberId)) !== null;
    },

    /** Sets the first one, or changes it when the old one is given and right. */
    async set(
      memberId: number,
      input: { oldPassword?: string | undefined; newPassword: string; confirmPassword: string },
    ): Promise<void> {
      if (await repo.find(memberId)) {
        if (!input.oldPassword)
          throw new DomainError('PAYMENT_PASSWORD_WRONG', 'Give the current payment password', {
            attemptsLeft: PAYMENT_PASSWORD_MAX_ATTEMPTS,
          });
        await verify(memberId, input.oldPassword);
        if (input.oldPassword === input.newPassword)
          throw new DomainError('SAME_PASSWORD', 'The new payment password is the same');
      }
      await checkNew(memberId, input.newPassword, input.confirmPassword);
      await repo.save(memberId, await passwords.hash(input.newPassword));
    },

    /** Sends a reset code to the member's own mobile number. */
    async sendResetCode(
      memberId: number,
    ): Promise<{ expirationTime: number; maskedMobile: string }> {
      const phone = await phoneOf(memberId);
      const sent = await deps.sms.request('payPassword', phone, true);
      return {
        expirationTime: sent.expirationTime,
        maskedMobile: maskMobile(phone.mobileNum) ?? '',
      };
    },

    async reset(
      memberId: number,
      input: { verificationCode: string; newPassword: string; confirmPassword: string },
    ): Promise<void> {
      await checkNew(memberId, input.newPassword, input.confirmPassword);
      await deps.sms.verify('payPassword', await phoneOf(memberId), input.verificationCode);
      await repo.save(memberId, await passwords.hash(input.newPassword));
    },
  };
}
export type PaymentPasswordService = ReturnType<typeof createPaymentPasswordService>;
