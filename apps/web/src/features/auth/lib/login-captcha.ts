/**
 * Login captcha state (spec sections 2 and 4): the field and image appear only after a failed
 * login whose response asks for one (`details.captcha`), and the image is refreshed on a tap and
 * on a tab switch. `version` keys the captcha query: a new version fetches a new image.
 */
export type { LoginMethod } from '@app/contracts/account-form-fields';

export type CaptchaState = { required: boolean; version: number };

export type CaptchaEvent =
  { type: 'failed'; details: unknown } | { type: 'refresh' } | { type: 'tabSwitch' };

export const initialCaptchaState: CaptchaState = { required: false, version: 0 };

/** Reads `{ captcha: true }` from a failed login's error details. */
export function asksForCaptcha(details: unknown): boolean {
  return (
    typeof details === 'object' &&
    details !== null &&
    (details as { captcha?: unknown }).captcha === true
  );
}

/** Seconds to wait from a RATE_LIMITED answer's details; null when none is named. */
export function retryAfterSeconds(details: unknown): number | null {
  const value =
    typeof details === 'object' && details !== null
      ? (details as { retryAfterSeconds?: unknown }).retryAfterSeconds
      : null;
  return typeof value === 'number' && value > 0 ? Math.ceil(value) : null;
}

export function captchaReducer(state: CaptchaState, event: CaptchaEvent): CaptchaState {
  switch (event.type) {
    case 'failed':
      // A failure that asks shows (or refreshes: captchas are single use) the captcha.
      if (asksForCaptcha(event.details)) return { required: true, version: state.version + 1 };
      // A failure after the captcha was used still needs a fresh one.
      return state.required ? { ...state, version: state.version + 1 } : state;
    case 'refresh':
    case 'tabSwitch':
      return state.required ? { ...state, version: state.version + 1 } : state;
  }
}
