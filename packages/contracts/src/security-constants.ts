import type { LoginAnswer, TwoFactorChallenge } from './account';

/**
 * Zod-free constants of the security centre (issue 14), for the web app at run time (the
 * schemas in security.ts build zod and stay out of the browser bundle, decision 0019).
 */

/** Authenticator codes: 6 digits (RFC 6238's usual profile, services/totp.ts). */
export const TWO_FACTOR_CODE_DIGITS = 6;
export const twoFactorCodePattern = /^\d{6}$/;
/** One-time recovery codes shown when two-factor login is turned on (xxxxx-xxxxx). */
export const MEMBER_RECOVERY_CODE_COUNT = 10;
/** The longest code field: a recovery code typed with spaces or dashes. */
export const TWO_FACTOR_CODE_MAX = 20;
/** The second login step must come within this many seconds of the password. */
export const LOGIN_CHALLENGE_SECONDS = 5 * 60;

/** Login history shows this many days. */
export const LOGIN_HISTORY_DAYS = 90;

/** A member sets 2 or 3 security questions at once, each answered in 1 to 64 characters. */
export const SECURITY_QUESTIONS_MIN = 2;
export const SECURITY_QUESTIONS_MAX = 3;
export const SECURITY_ANSWER_MAX = 64;

/** Why a login attempt failed (login history). */
export const loginFailureReasons = ['PASSWORD', 'SMS_CODE', 'TWO_FACTOR', 'DISABLED'] as const;
export type LoginFailureReason = (typeof loginFailureReasons)[number];

/** A login answer that is a two-factor challenge (no session yet; account.ts). */
export const isTwoFactorChallenge = (answer: LoginAnswer): answer is TwoFactorChallenge =>
  'twoFactorRequired' in answer;
