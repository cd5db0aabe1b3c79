import { randomInt, timingSafeEqual } from 'node:crypto';
import { smsRules } from '@app/contracts/account-rules';
import type { SmsResult } from '@app/contracts/account';
import type { RateEventRepository } from '../repositories/rate-event-repository';
import type { SmsCodeRepository } from '../repositories/sms-code-repository';
import { addSeconds, type Clock } from './clock';
import { DomainError } from './domain-error';
import type { MessageSender } from './message-sender';
import { sha256Hex } from './tokens';

/** `noLogin`: login by code and password reset by phone; `register`: the mobile sign-up tab;
 * `payPassword`: the payment-password reset (issue 13). */
export type SmsPurpose = 'noLogin' | 'register' | 'payPassword';
export type PhoneNumber = { countryDialingCode: string; mobileNum: string };

const SENDS_BUCKET = 'sms:number';

/** The SMS recipient: dialing code and number, digits only (e.g. 855123456789). */
export const smsRecipient = (p: PhoneNumber) => `${p.countryDialingCode}${p.mobileNum}`;

const codeMatches = (storedHash: string, code: string) =>
  timingSafeEqual(Buffer.from(storedHash), Buffer.from(sha256Hex(code)));

/**
 * SMS verification codes (spec section 4, SMS code button; smsRules): 6 digits, valid 5 minutes,
 * a new one only after 60 seconds, 5 wrong tries end a code, 5 sends per number per hour.
 */
export function createSmsCodeService(deps: {
  codes: SmsCodeRepository;
  rateEvents: RateEventRepository;
  sender: MessageSender;
  clock: Clock;
}) {
  return {
    /**
     * Issues a code. `deliver: false` (an unknown number on the no-login call) goes through the
     * same steps and limits without sending, so the answer reveals nothing.
     */
    async request(purpose: SmsPurpose, phone: PhoneNumber, deliver: boolean): Promise<SmsResult> {
      const now = deps.clock();
      const current = await deps.codes.findCurrent({ purpose, ...phone });
      if (current && current.resendAt > now) {
        const wait = Math.ceil((current.resendAt.getTime() - now.getTime()) / 1000);
        throw new DomainError('RATE_LIMITED', 'Please wait before requesting a new code', {
          captcha: false,
          retryAfterSeconds: wait,
        });
      }
      const recipient = smsRecipient(phone);
      const hourAgo = addSeconds(now, -3600);
      const sends = await deps.rateEvents.summary(SENDS_BUCKET, recipient, hourAgo);
      if (sends.count >= smsRules.maxSendsPerNumberPerHour) {
        // The oldest send in the window decides; the newest is a safe upper bound without it.
        const wait = sends.last
          ? Math.ceil((sends.last.getTime() + 3_600_000 - now.getTime()) / 1000)
          : 3600;
        throw new DomainError('RATE_LIMITED', 'Too many codes requested for this number', {
          captcha: false,
          retryAfterSeconds: Math.max(1, wait),
        });
      }
      const code = String(randomInt(0, 10 ** smsRules.codeLength)).padStart(
        smsRules.codeLength,
        '0',
      );
      const resendAt = addSeconds(now, smsRules.resendSeconds);
      const expiresAt = addSeconds(now, smsRules.codeTtlSeconds);
      await deps.codes.issue(
        { purpose, ...phone },
        { codeHash: sha256Hex(code), createdAt: now, resendAt, expiresAt },
      );
      await deps.rateEvents.record(SENDS_BUCKET, recipient, now);
      if (deliver) {
        await deps.sender.send({
          channel: 'sms',
          recipient,
          subject: 'Verification code',
          body: `Your verification code is ${code}. It expires in ${smsRules.codeTtlSeconds / 60} minutes.`,
          code,
        });
      }
      return { expirationTime: resendAt.getTime(), codeExpiresAt: expiresAt.getTime() };
    },

    /** Checks and uses up the code; VERIFICATION_CODE_INVALID when wrong, used or expired. */
    async verify(purpose: SmsPurpose, phone: PhoneNumber, code: string): Promise<void> {
      const now = deps.clock();
      const current = await deps.codes.findCurrent({ purpose, ...phone });
      const invalid = new DomainError('VERIFICATION_CODE_INVALID', 'Verification code is invalid');
      if (!current || current.expiresAt <= now) throw invalid;
      if (!codeMatches(current.codeHash, code.trim())) {
        await deps.codes.recordWrongTry(current.id, smsRules.maxAttemptsPerCode, now);
        throw invalid;
      }
      if (!(await deps.codes.consume(current.id, now))) throw invalid;
    },
  };
}
export type SmsCodeService = ReturnType<typeof createSmsCodeService>;
