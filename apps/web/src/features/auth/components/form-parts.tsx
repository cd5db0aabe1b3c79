import { useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { cx } from '@/shared/lib/cx';
import type { FormMessage } from '../lib/form-message';
import styles from './auth.module.css';
import { EyeIcon } from '@/shared/ui/icons/eye';
import { EyeOffIcon } from '@/shared/ui/icons/eye-off';

/** Translates a rule or server message (keys resolved at render, so a language switch re-renders). */
export function useMessageText() {
  const { t } = useTranslation();
  return (message: FormMessage | null | undefined): string | null =>
    message ? t(message.key, message.values ?? {}) : null;
}

type InputProps = InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };

type TextFieldProps = {
  id: string;
  label: string;
  error?: FormMessage | null;
  hint?: string;
  optional?: boolean;
  /** Before the input (dialing code select). */
  leading?: ReactNode;
  /** After the input (show password, get code, captcha image). */
  trailing?: ReactNode;
  input: InputProps;
};

/**
 * A labelled input: the label names it, the error and hint describe it (aria-describedby), and
 * aria-invalid marks a failed rule. Controls inside are at least 44 px tall.
 */
export function TextField({
  id,
  label,
  error,
  hint,
  optional,
  leading,
  trailing,
  input,
}: TextFieldProps) {
  const { t } = useTranslation();
  const text = useMessageText();
  const errorText = text(error);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [errorText ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {optional && <span className={styles.optional}> {t('auth.optional')}</span>}
      </label>
      <div className={cx(styles.control, errorText !== null && styles.controlInvalid)}>
        {leading}
        <input
          id={id}
          className={styles.input}
          aria-invalid={errorText !== null}
          aria-describedby={describedBy || undefined}
          {...input}
        />
        {trailing}
      </div>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {errorText && (
        <p id={errorId} className={styles.error}>
          {errorText}
        </p>
      )}
    </div>
  );
}

/** A password input with a show/hide toggle; `autoComplete` tells the password manager which. */
export function PasswordField(props: Omit<TextFieldProps, 'trailing'>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      input={{ ...props.input, type: visible ? 'text' : 'password', spellCheck: false }}
      trailing={
        <button
          type="button"
          className={styles.iconButton}
          aria-label={visible ? t('auth.hidePassword') : t('auth.showPassword')}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      }
    />
  );
}

/** A form-level message (server refusal with no field of its own). */
export function FormAlert({ message }: { message: FormMessage | null }) {
  const text = useMessageText()(message);
  return (
    <p role="alert" className={cx(styles.formAlert, !text && styles.formAlertEmpty)}>
      {text}
    </p>
  );
}

/** The primary button; while busy it says so and ignores taps (no double submit). */
export function SubmitButton({
  busy,
  disabled,
  children,
}: {
  busy: boolean;
  disabled?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <button type="submit" className={styles.primary} disabled={disabled || busy} aria-busy={busy}>
      {busy ? (
        <>
          <span className={styles.spinner} aria-hidden="true" />
          {t('auth.submitting')}
        </>
      ) : (
        children
      )}
    </button>
  );
}
