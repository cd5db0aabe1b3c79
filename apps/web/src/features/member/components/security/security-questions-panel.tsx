import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { SECURITY_ANSWER_MAX } from '@app/contracts/security-constants';
import { isApiError } from '@/shared/api/client';
import { useTranslation } from '@/shared/i18n/use-translation';
import { toastDurations } from '@/shared/lib/timings';
import buttonStyles from '@/shared/ui/button.module.css';
import { FormAlert, SecretField, TextField } from '@/shared/ui/form-field';
import fieldStyles from '@/shared/ui/form-field.module.css';
import { RowSkeleton } from '@/shared/ui/row-skeleton';
import { SubmitButton } from '@/shared/ui/submit-button';
import { showToast } from '@/shared/ui/toast';
import { useMyQuestions, useSecurityQuestions, useSetQuestions } from '../../api/security';
import { errorText, formatDay } from './security-format';
import styles from './security.module.css';

type Values = {
  q0: string;
  a0: string;
  q1: string;
  a1: string;
  q2: string;
  a2: string;
  password: string;
};
const slots = [0, 1, 2] as const;
type Slot = (typeof slots)[number];
const qKey = (i: Slot) => `q${i}` as const;
const aKey = (i: Slot) => `a${i}` as const;

/**
 * Security questions (issue 14): which ones the member has answered (never the answers), and a
 * form to set 2 or 3 (each question once, answers of 1 to 64 characters) with the login
 * password; saving replaces the ones before.
 */
export function SecurityQuestionsPanel() {
  const { t } = useTranslation();
  const mine = useMyQuestions();
  const [editing, setEditing] = useState(false);
  const list = mine.data?.list;
  return (
    <section className={styles.panel} aria-labelledby="security-questions-title">
      <h2 id="security-questions-title" className={styles.panelTitle}>
        {t('security.questions.title')}
      </h2>
      <p className={styles.intro}>{t('security.questions.intro')}</p>
      {list === undefined ? (
        mine.isError ? (
          <FormAlert text={errorText(t, mine.error)} />
        ) : (
          <RowSkeleton count={2} />
        )
      ) : list.length === 0 ? (
        <p className={styles.note}>{t('security.questions.none')}</p>
      ) : (
        <>
          <h3 className={styles.subTitle}>{t('security.questions.current')}</h3>
          <ul className={styles.list} data-testid="my-security-questions">
            {list.map((q) => (
              <li key={q.questionId} className={styles.item}>
                <span className={styles.itemText}>
                  <span className={styles.itemTitle}>{q.text}</span>
                  <span className={styles.itemMeta}>
                    {t('security.questions.setOn', { date: formatDay(q.updatedAt) })}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
      {editing ? (
        <QuestionsForm onDone={() => setEditing(false)} />
      ) : (
        list !== undefined && (
          <button
            type="button"
            className={list.length === 0 ? buttonStyles.primary : buttonStyles.secondary}
            onClick={() => setEditing(true)}
          >
            {list.length === 0 ? t('security.questions.setUp') : t('security.questions.replace')}
          </button>
        )
      )}
    </section>
  );
}

function QuestionsForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const questions = useSecurityQuestions();
  const save = useSetQuestions();
  const [count, setCount] = useState<2 | 3>(2);
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, formState, getValues, setValue, setError, trigger } =
    useForm<Values>({
      mode: 'onSubmit',
      reValidateMode: 'onChange',
      defaultValues: { q0: '', a0: '', q1: '', a1: '', q2: '', a2: '', password: '' },
    });
  const shown = slots.slice(0, count);

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await save.mutateAsync({
        password: values.password,
        answers: shown.map((i) => ({
          questionId: Number(values[qKey(i)]),
          answer: values[aKey(i)].trim(),
        })),
      });
      showToast({
        message: t('security.questions.saved'),
        kind: 'success',
        durationMs: toastDurations.success,
      });
      onDone();
    } catch (error) {
      const message = errorText(t, error);
      if (isApiError(error) && error.errorCode === 'WRONG_CREDENTIALS') {
        setValue('password', '');
        setError(
          'password',
          { type: 'server', message: t('security.questions.wrongPassword') },
          { shouldFocus: true },
        );
      } else {
        setServerError(message);
      }
    }
  });

  if (questions.data === undefined)
    return questions.isError ? (
      <FormAlert text={errorText(t, questions.error)} />
    ) : (
      <RowSkeleton count={3} />
    );
  const options = questions.data.list;

  return (
    <form
      className={styles.form}
      onSubmit={onSubmit}
      noValidate
      aria-label={t('security.questions.title')}
    >
      {shown.map((i) => {
        const questionError = formState.errors[qKey(i)]?.message ?? null;
        const selectId = `security-question-${i}`;
        return (
          <fieldset key={i} className={styles.fieldset}>
            <div className={fieldStyles.field}>
              <label htmlFor={selectId} className={fieldStyles.label}>
                {t('security.questions.question', { n: i + 1 })}
              </label>
              <div className={fieldStyles.control}>
                <select
                  id={selectId}
                  className={fieldStyles.select}
                  aria-required
                  aria-invalid={questionError !== null}
                  aria-describedby={questionError ? `${selectId}-error` : undefined}
                  {...register(qKey(i), {
                    validate: (value: string) => {
                      if (value === '') return t('security.validation.question');
                      const others = shown.filter((j) => j !== i).map((j) => getValues(qKey(j)));
                      return !others.includes(value) || t('security.validation.questionTwice');
                    },
                    onChange: () => {
                      // The other choices may now be fine (or clash): check them again.
                      if (formState.isSubmitted)
                        void trigger(shown.filter((j) => j !== i).map(qKey));
                    },
                  })}
                >
                  <option value="">{t('security.questions.choose')}</option>
                  {options.map((q) => (
                    <option key={q.id} value={String(q.id)}>
                      {q.text}
                    </option>
                  ))}
                </select>
              </div>
              {questionError && (
                <p id={`${selectId}-error`} className={fieldStyles.error}>
                  {questionError}
                </p>
              )}
            </div>
            <TextField
              id={`security-answer-${i}`}
              label={t('security.questions.answer', { n: i + 1 })}
              error={formState.errors[aKey(i)]?.message ?? null}
              input={{
                type: 'text',
                autoComplete: 'off',
                maxLength: SECURITY_ANSWER_MAX,
                'aria-required': true,
                ...register(aKey(i), {
                  validate: (value: string) =>
                    value.trim() === ''
                      ? t('security.validation.answer')
                      : value.trim().length <= SECURITY_ANSWER_MAX ||
                        t('security.validation.answerTooLong', { max: SECURITY_ANSWER_MAX }),
                }),
              }}
            />
          </fieldset>
        );
      })}
      <button
        type="button"
        className={styles.textButton}
        onClick={() => {
          if (count === 3) {
            setValue('q2', '');
            setValue('a2', '');
          }
          setCount(count === 2 ? 3 : 2);
        }}
      >
        {count === 2 ? t('security.questions.addThird') : t('security.questions.removeThird')}
      </button>
      <SecretField
        id="security-questions-password"
        label={t('security.questions.password')}
        hint={t('security.questions.passwordHint')}
        error={formState.errors.password?.message ?? null}
        showLabel={t('auth.showPassword')}
        hideLabel={t('auth.hidePassword')}
        input={{
          autoComplete: 'current-password',
          'aria-required': true,
          ...register('password', {
            validate: (value: string) => value !== '' || t('security.validation.password'),
          }),
        }}
      />
      <FormAlert text={serverError} />
      <SubmitButton busy={formState.isSubmitting} busyLabel={t('common.loading')}>
        {t('security.questions.submit')}
      </SubmitButton>
      <button type="button" className={styles.textButton} onClick={onDone}>
        {t('security.twoFactor.cancel')}
      </button>
    </form>
  );
}
