import { useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import type { FieldError } from 'react-hook-form';
import { encodeFormMessage, readFormMessage } from '@app/contracts/form-messages';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { TranslationKey } from '@/shared/i18n/translator';
import { cx } from '@/shared/lib/cx';
import { EyeIcon } from '@/shared/ui/icons/eye';
import { EyeOffIcon } from '@/shared/ui/icons/eye-off';
import styles from './withdraw.module.css';

/**
 * The cashier forms' fields. A rule's message travels in react-hook-form's `message` as a
 * translation key (with its values), translated at render so a language switch re-renders it.
 */
export function ruleMessage(key: TranslationKey, values?: Record<string, string | number>) {
  return encodeFormMessage({ key, ...(values ? { values } : {}) });
}

/** The translated text of a field's error (a rule's key, or a server message set as one). */
export function useFieldErrorText() {
  const { t } = useTranslation();
  return (error: FieldError | undefined): string | null => {
    const message = readFormMessage(error?.message);
    return message ? t(message.key as TranslationKey, message.values ?? {}) : null;
  };
}

type InputProps = InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };

/** A labelled input; the error and hint describe it and aria-invalid marks a broken rule. */
export function TextField({
  id,
  label,
  error,
  hint,
  trailing,
  input,
}: {
  id: string;
  label: string;
  error?: FieldError;
  hint?: string;
  trailing?: ReactNode;
  input: InputProps;
}) {
  const errorText = useFieldErrorText()(error);
  const describedBy = [errorText ? `${id}-error` : null, hint ? `${id}-hint` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={cx(styles.control, errorText !== null && styles.controlInvalid)}>
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
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {errorText && (
        <p id={`${id}-error`} className={styles.error}>
          {errorText}
        </p>
      )}
    </div>
  );
}

/** Only digits, at most `max` of them (a PIN, an account number, an SMS code as typed). */
export function digitsOnly(value: string, max: number): string {
  return value.replace(/\D/g, '').slice(0, max);
}

/**
 * The 6-digit payment password: masked, numeric keypad, digits only, never offered to the
 * password manager as the login password; a toggle shows what was typed.
 */
export function PinField({
  id,
  label,
  error,
  hint,
  input,
}: {
  id: string;
  label: string;
  error?: FieldError;
  hint?: string;
  input: InputProps;
}) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const { onChange } = input;
  return (
    <TextField
      id={id}
      label={label}
      error={error}
      hint={hint}
      input={{
        ...input,
        type: visible ? 'text' : 'password',
        inputMode: 'numeric',
        pattern: '[0-9]*',
        maxLength: 6,
        autoComplete: 'off',
        spellCheck: false,
        className: cx(styles.input, styles.pin),
        onChange: (event) => {
          event.target.value = digitsOnly(event.target.value, 6);
          return onChange?.(event);
        },
      }}
      trailing={
        <button
          type="button"
          className={styles.iconButton}
          aria-label={visible ? t('withdraw.pin.hide') : t('withdraw.pin.show')}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? <EyeOffIcon size={20} /> : <EyeIcon size={20} />}
        </button>
      }
    />
  );
}

/** A form-level message: a server refusal with no field of its own (empty: takes no room). */
export function FormAlert({ text }: { text: string | null }) {
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
          {t('withdraw.submitting')}
        </>
      ) : (
        children
      )}
    </button>
  );
}
