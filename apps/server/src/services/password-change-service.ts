import type { LoginAnswer } from '@app/contracts/account';
import type { AccountRepository } from '../repositories/account-repository';
import type { EmailResetRepository } from '../repositories/email-reset-repository';
import type { RateEventRepository } from '../repositories/rate-event-repository';
import { addSeconds, type Clock } from './clock';
import { DomainError } from './domain-error';
import type { ClientContext, LoginService } from './login-service';
import type { MessageSender } from './message-sender';
import { assertAcceptablePassword, type PasswordService } from './password-service';
import type { SessionService } from './session-service';
import type { PhoneNumber, SmsCodeService } from './sms-code-service';
import { newToken, sha256Hex } from './tokens';

export const EMAIL_RESET_TTL_SECONDS = 30 * 60;
/** Reset emails per account per hour (the call itself always answers success). */
const EMAIL_RESETS_PER_HOUR = 5;

/**
 * Changing a password (logged in, old password required), setting one by SMS code (then logged
 * in) and resetting one from an emailed link. Changes end every other session; resets end all.
 */
export function createPasswordChangeService(deps: {
  accounts: AccountRepository;
  passwords: PasswordService;
  sessions: SessionService;
  sms: SmsCodeService;
  login: LoginService;
  resets: EmailResetRepository;
  rateEvents: RateEventRepository;
  sender: MessageSender;
  publicUrl: string;
  clock: Clock;
}) {
  async function setPassword(memberId: number, password: string): Promise<void> {
    await deps.accounts.setPassword(memberId, await deps.passwords.hash(password), deps.clock());
  }

  return {
    async change(
      auth: { memberId: number; sessionId: number },
      input: { oldPassword: string; newPassword: string; confirmNewPassword: string },
    ): Promise<void> {
      const account = await deps.accounts.findById(auth.memberId);
      if (!(await deps.passwords.verify(account?.passwordHash ?? null, input.oldPassword)))
        throw new DomainError('WRONG_CREDENTIALS', 'Old password is wrong', {
          captcha: false,
          retryAfterSeconds: null,
        });
      if (input.newPassword !== input.confirmNewPassword)
        throw new DomainError('PASSWORD_MISMATCH', 'Passwords do not match');
      if (input.newPassword === input.oldPassword)
        throw new DomainError('SAME_PASSWORD', 'New password equals the old one');
      assertAcceptablePassword(input.newPassword);
      await setPassword(auth.memberId, input.newPassword);
      await deps.sessions.endOthers(auth.memberId, auth.sessionId);
    },

    /**
     * Set password by phone: the SMS code proves the number; ends all sessions, logs in anew. With
     * two-factor login on, the password is set and the answer is the two-factor challenge: the
     * session starts after the code (POST /wps/session/login/twoFactor), as at login.
     */
    async setByPhone(
      input: PhoneNumber & { verificationCode: string; newPassword: string },
      client: ClientContext,
    ): Promise<LoginAnswer> {
      assertAcceptablePassword(input.newPassword);
      const phone = { countryDialingCode: input.countryDialingCode, mobileNum: input.mobileNum };
      await deps.sms.verify('noLogin', phone, input.verificationCode);
      const account = await deps.accounts.findByMobile(phone.countryDialingCode, phone.mobileNum);
      if (!account)
        throw new DomainError('VERIFICATION_CODE_INVALID', 'Verification code is invalid');
      if (account.disabled) throw new DomainError('ACCOUNT_DISABLED', 'Account disabled');
      if (
        account.passwordHash !== null &&
        (await deps.passwords.verify(account.passwordHash, input.newPassword))
      )
        throw new DomainError('SAME_PASSWORD', 'New password equals the old one');
      await setPassword(account.id, input.newPassword);
      await deps.sessions.endAll(account.id);
      return deps.login.proceed(account, false, client, account.username.toLowerCase());
    },

    /** Always succeeds (no enumeration); mails a reset link only when name and address match. */
    async requestEmailReset(input: { username: string; email: string }): Promise<void> {
      const account = await deps.accounts.findByUsername(input.username.trim().toLowerCase());
      const email = input.email.trim().toLowerCase();
      if (!account || account.email === null || account.email.toLowerCase() !== email) return;
      if (account.disabled) return;
      const now = deps.clock();
      const bucket = 'reset:email';
      const subject = String(account.id);
      const recent = await deps.rateEvents.summary(bucket, subject, addSeconds(now, -3600));
      if (recent.count >= EMAIL_RESETS_PER_HOUR) return;
      await deps.rateEvents.record(bucket, subject, now);
      const token = newToken();
      await deps.resets.insert({
        tokenHash: sha256Hex(token),
        memberId: account.id,
        createdAt: now,
        expiresAt: addSeconds(now, EMAIL_RESET_TTL_SECONDS),
      });
      const link = `${deps.publicUrl}/m/forget?resetToken=${encodeURIComponent(token)}`;
      await deps.sender.send({
        channel: 'email',
        recipient: account.email,
        subject: 'Reset your password',
        body: `Hello ${account.username},\n\nOpen this link within 30 minutes to choose a new password:\n${link}\n\nIf you did not ask for this, ignore this email.`,
        code: token,
      });
    },

    /** Completes the emailed link: sets the password and ends every session. */
    async resetByEmail(input: {
      token: string;
      newPassword: string;
      confirmNewPassword: string;
    }): Promise<void> {
      if (input.newPassword !== input.confirmNewPassword)
        throw new DomainError('PASSWORD_MISMATCH', 'Passwords do not match');
      assertAcceptablePassword(input.newPassword);
      const tokenHash = sha256Hex(input.token);
      const now = deps.clock();
      // Checked before use, so a mistyped or weak password does not burn the link.
      if (!(await deps.resets.isLive(tokenHash, now)))
        throw new DomainError('VERIFICATION_CODE_INVALID', 'Reset link is invalid or expired');
      const memberId = await deps.resets.consume(tokenHash, now);
      if (memberId === null)
        throw new DomainError('VERIFICATION_CODE_INVALID', 'Reset link is invalid or expired');
      await setPassword(memberId, input.newPassword);
      await deps.sessions.endAll(memberId);
    },
  };
}
export type PasswordChangeService = ReturnType<typeof createPasswordChangeService>;
