import { useTranslation } from '@/shared/i18n/use-translation';
import type { SmsButtonState } from '../lib/sms-countdown';
import styles from './auth.module.css';

/** The get-code link of spec 2/4: "Get code", "Sending…", then "Resend in N s" until ready. */
export function SmsCodeButton({
  state,
  onRequest,
}: {
  state: SmsButtonState;
  onRequest: () => void;
}) {
  const { t } = useTranslation();
  const label =
    state.status === 'sending'
      ? t('auth.sms.sending')
      : state.status === 'countdown'
        ? t('auth.sms.resendIn', { seconds: state.remaining })
        : t('auth.sms.getCode');
  return (
    <button
      type="button"
      className={styles.codeButton}
      onClick={onRequest}
      disabled={state.status !== 'ready'}
      aria-live="polite"
    >
      {label}
    </button>
  );
}
