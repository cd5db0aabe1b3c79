import { useTranslation } from '@/shared/i18n/use-translation';
import type { InputHTMLAttributes, Ref } from 'react';
import type { Captcha } from '@app/contracts/account';
import type { FormMessage } from '../lib/form-message';
import styles from './auth.module.css';
import spinnerStyles from '@/shared/ui/spinner.module.css';
import { RefreshIcon } from '@/shared/ui/icons/refresh';
import { TextField } from './form-parts';

type Props = {
  id: string;
  /** The image query of the screen (`useCaptcha`); its captchaId is sent with the answer. */
  captcha: { data?: Captcha; isFetching: boolean; isError: boolean };
  onRefresh: () => void;
  error?: FormMessage | null;
  input: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };
};

/**
 * The captcha (spec 2, 5, 9): a numeric answer of at most 6 digits next to the arithmetic image,
 * which is a button: a tap fetches a new image.
 */
export function CaptchaField({ id, captcha, onRefresh, error, input }: Props) {
  const { t } = useTranslation();
  const { data, isFetching, isError } = captcha;
  return (
    <TextField
      id={id}
      label={t('auth.fields.captcha')}
      hint={t('auth.captchaHint')}
      error={error}
      input={{
        type: 'text',
        inputMode: 'numeric',
        autoComplete: 'off',
        placeholder: t('auth.placeholders.captcha'),
        ...input,
      }}
      trailing={
        <button
          type="button"
          className={styles.captchaButton}
          onClick={onRefresh}
          aria-label={t('auth.refreshCaptcha')}
          disabled={isFetching}
          data-testid="captcha-image"
        >
          {data && !isFetching ? (
            <img src={data.image} alt={t('auth.captchaImage')} className={styles.captchaImage} />
          ) : isError ? (
            <RefreshIcon />
          ) : (
            <span className={spinnerStyles.spinner} aria-hidden="true" />
          )}
        </button>
      }
    />
  );
}
