import { useState, type FormEvent } from 'react';
import { accountRules } from '@app/contracts/account-rules';
import { useTranslation } from '@/shared/i18n/use-translation';
import { toastDurations } from '@/shared/lib/timings';
import { FormAlert, TextField } from '@/shared/ui/form-field';
import { SubmitButton } from '@/shared/ui/submit-button';
import { showToast } from '@/shared/ui/toast';
import { useSaveProfileField, type ProfileField } from '../../api/my-account';
import { TitledSheet } from '@/shared/ui/titled-sheet';
import { BIRTHDAY_MIN, checkField, localToday, type Problem } from './field-rules';
import { memberErrorMessage } from './member-error';
import styles from './my-account.module.css';

/** What each field's input is: type, autocomplete, length. */
const inputs: Record<
  ProfileField,
  { type: string; autoComplete: string; maxLength?: number; inputMode?: 'email' }
> = {
  nickname: { type: 'text', autoComplete: 'nickname', maxLength: accountRules.nicknameMax },
  email: {
    type: 'email',
    autoComplete: 'email',
    maxLength: accountRules.emailMax,
    inputMode: 'email',
  },
  payeeName: { type: 'text', autoComplete: 'name', maxLength: accountRules.payeeNameMax },
  birthday: { type: 'date', autoComplete: 'bday' },
};

/** Fields that can be saved once only: the sheet says so before saving. */
export const onceFields: readonly ProfileField[] = ['payeeName', 'birthday'];

/** The field being edited (kept while the sheet closes), and which opening this is. */
export type Editing = { field: ProfileField; initial: string; opening: number };

/**
 * One field of my account, edited in a bottom sheet: checked on the device, then saved; the
 * server's refusal is shown under it and what was typed stays. Each opening starts from the
 * saved value (the form is keyed by the opening).
 */
export function EditFieldSheet({
  editing,
  open,
  onClose,
}: {
  editing: Editing | null;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <TitledSheet
      open={open}
      title={editing ? t(`myAccount.edit.${editing.field}`) : ''}
      onClose={onClose}
      testId={editing ? `edit-${editing.field}` : undefined}
    >
      {editing && (
        <EditFieldForm
          key={editing.opening}
          field={editing.field}
          initial={editing.initial}
          onSaved={onClose}
        />
      )}
    </TitledSheet>
  );
}

function EditFieldForm({
  field,
  initial,
  onSaved,
}: {
  field: ProfileField;
  initial: string;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveProfileField();
  const [value, setValue] = useState(initial);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [serverError, setServerError] = useState<unknown>(null);
  const once = onceFields.includes(field);
  const input = inputs[field];
  const id = `my-account-${field}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const trimmed = value.trim();
    const found = checkField(field, trimmed);
    setProblem(found);
    setServerError(null);
    if (found) return;
    try {
      await save.mutateAsync({ field, value: trimmed });
      showToast({
        message: t('myAccount.saved'),
        kind: 'success',
        durationMs: toastDurations.success,
      });
      onSaved();
    } catch (error) {
      setServerError(error);
    }
  };

  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
      <TextField
        id={id}
        label={t(`myAccount.field.${field}`)}
        hint={t(`myAccount.hint.${field}`)}
        error={problem ? t(problem.key, problem.values) : null}
        input={{
          type: input.type,
          name: field,
          autoComplete: input.autoComplete,
          inputMode: input.inputMode,
          maxLength: input.maxLength,
          // The date input's own picker keeps to the range the server takes.
          ...(field === 'birthday' ? { min: BIRTHDAY_MIN, max: localToday() } : {}),
          placeholder: t(`myAccount.placeholder.${field}`),
          value,
          'aria-required': true,
          onChange: (e) => {
            setValue(e.target.value);
            if (problem) setProblem(null);
          },
        }}
      />
      {once && (
        <p className={styles.warning} data-testid="once-warning">
          {t('myAccount.onceWarning')}
        </p>
      )}
      <FormAlert text={serverError ? memberErrorMessage(serverError) : null} />
      <SubmitButton busy={save.isPending} busyLabel={t('myAccount.saving')}>
        {t('myAccount.save')}
      </SubmitButton>
    </form>
  );
}
