import type { ReactNode } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import {
  FormAlert as AlertText,
  SecretField,
  TextField as Field,
  type TextFieldProps as FieldProps,
} from '@/shared/ui/form-field';
import { SubmitButton as Submit } from '@/shared/ui/submit-button';
import type { FormMessage } from '../lib/form-message';

/** Translates a rule or server message (keys resolved at render, so a language switch re-renders). */
export function useMessageText() {
  const { t } = useTranslation();
  return (message: FormMessage | null | undefined): string | null =>
    message ? t(message.key, message.values ?? {}) : null;
}

type TextFieldProps = Omit<FieldProps, 'error' | 'optionalLabel'> & {
  error?: FormMessage | null;
  optional?: boolean;
};

/**
 * The auth forms' fields (shared/ui/form-field) with their messages: a rule's or the server's,
 * translated here, and "(optional)" after the label of a field that may stay empty.
 */
export function TextField({ error, optional, ...field }: TextFieldProps) {
  const { t } = useTranslation();
  const errorText = useMessageText()(error);
  return (
    <Field {...field} error={errorText} optionalLabel={optional ? t('auth.optional') : undefined} />
  );
}

/** A password input with a show/hide toggle; `autoComplete` tells the password manager which. */
export function PasswordField({ error, optional, ...field }: Omit<TextFieldProps, 'trailing'>) {
  const { t } = useTranslation();
  const errorText = useMessageText()(error);
  return (
    <SecretField
      {...field}
      error={errorText}
      optionalLabel={optional ? t('auth.optional') : undefined}
      input={{ ...field.input, spellCheck: false }}
      showLabel={t('auth.showPassword')}
      hideLabel={t('auth.hidePassword')}
    />
  );
}

/** A form-level message (server refusal with no field of its own). */
export function FormAlert({ message }: { message: FormMessage | null }) {
  return <AlertText text={useMessageText()(message)} />;
}

/** The primary button; while busy it says so and ignores taps (no double submit). */
export function SubmitButton(props: { busy: boolean; disabled?: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  return <Submit {...props} busyLabel={t('auth.submitting')} />;
}
