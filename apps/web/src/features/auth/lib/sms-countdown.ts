import { smsRules } from '@app/contracts/account-rules';

/**
 * The SMS code button (spec section 4): ready -> sending -> a countdown in seconds until the
 * server's `expirationTime` (polled every 500 ms, 60 displayed at first) -> ready again. Pure:
 * the hook in use-sms-countdown.ts feeds it the clock.
 */
export type SmsButtonState =
  | { status: 'ready' }
  | { status: 'sending' }
  | { status: 'countdown'; until: number; remaining: number };

export type SmsButtonEvent =
  | { type: 'send' }
  | { type: 'sent'; expirationTime: number }
  | { type: 'failed'; retryAfterSeconds?: number | null; now?: number }
  | { type: 'tick'; now: number };

/** Spec 9: "SMS countdown tick 500 ms; displayed default 60". */
export const smsTickMs = 500;
export const smsInitialSeconds = smsRules.resendSeconds;

export const smsReady: SmsButtonState = { status: 'ready' };

export function smsButtonReducer(state: SmsButtonState, event: SmsButtonEvent): SmsButtonState {
  switch (event.type) {
    case 'send':
      return state.status === 'ready' ? { status: 'sending' } : state;
    case 'sent':
      if (state.status !== 'sending') return state;
      return { status: 'countdown', until: event.expirationTime, remaining: smsInitialSeconds };
    case 'failed':
      if (state.status !== 'sending') return state;
      // A resend refused as too early still counts down, to the wait the server named.
      if (event.retryAfterSeconds && event.retryAfterSeconds > 0 && event.now !== undefined) {
        return {
          status: 'countdown',
          until: event.now + event.retryAfterSeconds * 1000,
          remaining: event.retryAfterSeconds,
        };
      }
      return smsReady;
    case 'tick': {
      if (state.status !== 'countdown') return state;
      const remaining = Math.max(0, Math.ceil((state.until - event.now) / 1000));
      if (remaining === 0) return smsReady;
      return remaining === state.remaining ? state : { ...state, remaining };
    }
  }
}

/**
 * Spec 5: "Getting an SMS code first validates the mobile number"; the code request proceeds only
 * when it is valid and the button is ready.
 */
export function canRequestCode(state: SmsButtonState, mobileValid: boolean): boolean {
  return state.status === 'ready' && mobileValid;
}
