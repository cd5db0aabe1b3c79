import { useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { cx } from '@/shared/lib/cx';
import { EyeIcon } from '@/shared/ui/icons/eye';
import { EyeOffIcon } from '@/shared/ui/icons/eye-off';
import styles from './form-field.module.css';

export type FieldInputProps = InputHTMLAttributes<HTMLInputElement> & {
  ref?: Ref<HTMLInputElement>;
};

export type TextFieldProps = {
  id: string;
  label: string;
  /** The broken rule or the server's reason, translated; marks the input invalid. */
  error?: string | null;
  hint?: ReactNode;
  /** Said after the label, muted: "(optional)". */
  optionalLabel?: string;
  /** Inside the control, before the input (a currency, a dialling code). */
  leading?: ReactNode;
  /** Inside the control, after the input (show password, get a code, "All"). */
  trailing?: ReactNode;
  /** The input's own attributes; a `className` is added to the field's. */
  input: FieldInputProps;
};

/**
 * A labelled input: the label names it, the error and hint describe it (aria-describedby), and
 * aria-invalid marks a broken rule. Each form translates its own messages and passes the text.
 */
export function TextField({
  id,
  label,
  error,
  hint,
  optionalLabel,
  leading,
  trailing,
  input,
}: TextFieldProps) {
  const errorText = error || null;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [errorText ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  const { className, ...attributes } = input;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {optionalLabel && <span className={styles.optional}> {optionalLabel}</span>}
      </label>
      <div className={cx(styles.control, errorText !== null && styles.controlInvalid)}>
        {leading}
        <input
          id={id}
          className={cx(styles.input, className)}
          aria-invalid={errorText !== null}
          aria-describedby={describedBy || undefined}
          {...attributes}
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

/**
 * A secret typed behind dots (a password, a payment PIN) with a toggle that shows it; the
 * toggle's name says what it will do and aria-pressed whether the secret is shown.
 */
export function SecretField({
  showLabel,
  hideLabel,
  iconSize,
  ...field
}: Omit<TextFieldProps, 'trailing'> & { showLabel: string; hideLabel: string; iconSize?: number }) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...field}
      input={{ ...field.input, type: visible ? 'text' : 'password' }}
      trailing={
        <button
          type="button"
          className={styles.iconButton}
          aria-label={visible ? hideLabel : showLabel}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? <EyeOffIcon size={iconSize} /> : <EyeIcon size={iconSize} />}
        </button>
      }
    />
  );
}

/**
 * A form-level message: a server refusal with no field of its own. Always in the page, so
 * screen readers hear it change; while empty it takes no room.
 */
export function FormAlert({ text, testId }: { text: string | null; testId?: string }) {
  return (
    <p
      role="alert"
      className={cx(styles.formAlert, !text && styles.formAlertEmpty)}
      data-testid={testId}
    >
      {text}
    </p>
  );
}
