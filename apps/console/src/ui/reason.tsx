import { useI18n, type MessageKey } from '../i18n/i18n';
import { Field } from './field';

/** The server's rule for reasons (contracts/operator.ts): 3 to 500 characters after trimming. */
export function reasonError(reason: string): MessageKey | null {
  const length = reason.trim().length;
  if (length < 3) return 'form.reasonShort';
  if (length > 500) return 'form.reasonLong';
  return null;
}

export function ReasonField({
  value,
  onChange,
  max = 500,
  hint,
}: {
  value: string;
  onChange: (value: string) => void;
  /** A shorter limit than the audit log's (a reason the member reads). */
  max?: number;
  hint?: string;
}) {
  const { t } = useI18n();
  return (
    <Field label={t('form.reason')} hint={hint ?? t('form.reasonHint')}>
      <textarea
        name="reason"
        rows={3}
        maxLength={max}
        required
        minLength={3}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </Field>
  );
}
