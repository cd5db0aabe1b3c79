import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { SmsResult } from '@app/contracts/account';
import { isApiError } from '@/shared/api/client';
import { toastDurations } from '@/shared/lib/timings';
import { showToast } from '@/shared/ui/toast';
import { apiErrorMessage } from './api-error-message';
import type { FormMessage } from './form-message';
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

/**
 * The "get code" action of a form: validates the mobile number, sends (a mutation), confirms with
 * the SMS-sent toast (1.5 s, spec 9) or hands the translated error to the form's mobile field.
 */
export function useSmsCodeRequest(options: {
  send: () => Promise<SmsResult>;
  validateMobile: () => Promise<boolean> | boolean;
  onStart: () => void;
  onError: (message: FormMessage) => void;
}) {
  const { t } = useTranslation();
  const { mutateAsync } = useMutation({ mutationFn: options.send });
  const sms = useSmsCountdown(mutateAsync, options.validateMobile);
  async function requestCode() {
    options.onStart();
    const outcome = await sms.request();
    if (outcome.ok) {
      showToast({
        message: t('auth.sms.sent'),
        kind: 'success',
        durationMs: toastDurations.smsSent,
      });
    } else if ('error' in outcome) {
      options.onError(apiErrorMessage(outcome.error));
    }
  }
  return { state: sms.state, requestCode };
}
