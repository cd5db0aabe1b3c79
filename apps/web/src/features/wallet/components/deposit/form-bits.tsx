import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { cx } from '@/shared/lib/cx';
import type { Message } from './deposit-rules';
import styles from './deposit.module.css';

/** A rule's message kept as text in react-hook-form's error (JSON), read back at render. */
export function encodeMessage(message: Message | null): string | true {
  return message ? JSON.stringify(message) : true;
}

export function decodeMessage(text: string | undefined): Message | null {
  if (!text) return null;
  try {
    return JSON.parse(text) as Message;
  } catch {
    return null;
  }
}

type InputProps = InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };

/** A labelled input whose error (and hint) describe it; controls are at least 44 px tall. */
export function Field({
  id,
  label,
  error,
  hint,
  leading,
  input,
}: {
  id: string;
  label: string;
  error: Message | null;
  hint?: ReactNode;
  leading?: ReactNode;
  input: InputProps;
}) {
  const { t } = useTranslation();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={cx(styles.control, error && styles.controlInvalid)}>
        {leading}
        <input
          id={id}
          className={styles.input}
          aria-invalid={error !== null}
          aria-describedby={describedBy || undefined}
          {...input}
        />
      </div>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {t(error.key, error.values ?? {})}
        </p>
      )}
    </div>
  );
}

/** The server's refusal beside the form (always in the page, so screen readers hear it change). */
export function FormAlert({ message, testId }: { message: string | null; testId?: string }) {
  return (
    <p
      role="alert"
      className={cx(styles.alert, !message && styles.alertEmpty)}
      data-testid={testId}
    >
      {message}
    </p>
  );
}

/** The primary button; while busy it says so and ignores taps (no double submit). */
export function PrimaryButton({
  busy,
  busyLabel,
  disabled,
  children,
}: {
  busy: boolean;
  busyLabel: string;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <button type="submit" className={styles.primary} disabled={disabled || busy} aria-busy={busy}>
      {busy ? (
        <>
          <span className={styles.spinner} aria-hidden="true" />
          {busyLabel}
        </>
      ) : (
        children
      )}
    </button>
  );
}
