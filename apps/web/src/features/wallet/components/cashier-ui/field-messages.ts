import type { FieldError } from 'react-hook-form';
import { encodeFormMessage, readFormMessage } from '@app/contracts/form-messages';
import type { TranslationKey } from '@/shared/i18n/translator';
import { useTranslation } from '@/shared/i18n/use-translation';

/**
 * The cashier forms' messages. A rule's message travels in react-hook-form's `message` as a
 * translation key (with its values), translated at render so a language switch re-renders it.
 */
export type Message = { key: TranslationKey; values?: Record<string, string | number> };

/** A broken rule's message, as react-hook-form's `validate` returns it. */
export function ruleMessage(key: TranslationKey, values?: Record<string, string | number>) {
  return encodeFormMessage({ key, ...(values ? { values } : {}) });
}

/** A rule's verdict for `validate`: true when nothing is wrong, else the problem's message. */
export function ruleVerdict(problem: Message | null): string | true {
  return problem ? ruleMessage(problem.key, problem.values) : true;
}

/** The translated text of a field's error (a rule's key, or a server message set as one). */
export function useFieldErrorText() {
  const { t } = useTranslation();
  return (error: FieldError | undefined): string | null => {
    const message = readFormMessage(error?.message);
    return message ? t(message.key as TranslationKey, message.values ?? {}) : null;
  };
}
