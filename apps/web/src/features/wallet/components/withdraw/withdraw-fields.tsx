import type { FieldError } from 'react-hook-form';
import { useTranslation } from '@/shared/i18n/use-translation';
import { SecretField, type FieldInputProps } from '@/shared/ui/form-field';
import { useFieldErrorText } from '../cashier-ui/field-messages';
import styles from './withdraw.module.css';

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
  input: FieldInputProps;
}) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText()(error);
  const { onChange } = input;
  return (
    <SecretField
      id={id}
      label={label}
      error={errorText}
      hint={hint}
      showLabel={t('withdraw.pin.show')}
      hideLabel={t('withdraw.pin.hide')}
      iconSize={20}
      input={{
        ...input,
        inputMode: 'numeric',
        pattern: '[0-9]*',
        maxLength: 6,
        autoComplete: 'off',
        spellCheck: false,
        className: styles.pin,
        onChange: (event) => {
          event.target.value = digitsOnly(event.target.value, 6);
          return onChange?.(event);
        },
      }}
    />
  );
}
