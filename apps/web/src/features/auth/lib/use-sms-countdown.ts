import { useCallback, useEffect, useReducer } from 'react';
import type { SmsResult } from '@app/contracts/account';
import { isApiError } from '@/shared/api/client';
import { canRequestCode, smsButtonReducer, smsReady, smsTickMs } from './sms-countdown';

type RequestOutcome = { ok: true } | { ok: false; error: unknown } | { ok: false; skipped: true };

/**
 * The SMS code button's state and its `request`: shared by the login SMS tab, the register mobile
 * tab and set-password-by-phone. `validateMobile` runs first (and shows the field's error); the
 * call is made only when it answers true.
 */
export function useSmsCountdown(
  send: () => Promise<SmsResult>,
  validateMobile: () => Promise<boolean> | boolean,
) {
  const [state, dispatch] = useReducer(smsButtonReducer, smsReady);

  useEffect(() => {
    if (state.status !== 'countdown') return;
    const timer = setInterval(() => dispatch({ type: 'tick', now: Date.now() }), smsTickMs);
    return () => clearInterval(timer);
  }, [state.status]);

  const request = useCallback(async (): Promise<RequestOutcome> => {
    const valid = await validateMobile();
    if (!canRequestCode(state, valid)) return { ok: false, skipped: true };
    dispatch({ type: 'send' });
    try {
      const result = await send();
      dispatch({ type: 'sent', expirationTime: result.expirationTime });
      return { ok: true };
    } catch (error) {
      const details = isApiError(error) ? (error.details as { retryAfterSeconds?: unknown }) : null;
      const retry =
        isApiError(error) &&
        error.errorCode === 'RATE_LIMITED' &&
        typeof details?.retryAfterSeconds === 'number'
          ? details.retryAfterSeconds
          : null;
      dispatch({ type: 'failed', retryAfterSeconds: retry, now: Date.now() });
      return { ok: false, error };
    }
  }, [send, validateMobile, state]);

  return { state, request };
}
