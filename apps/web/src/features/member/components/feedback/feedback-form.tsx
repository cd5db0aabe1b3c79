import { useRef, useState, type FormEvent } from 'react';
import {
  FEEDBACK_MAX_CHARS,
  FEEDBACK_MAX_WORDS,
  FEEDBACK_MIN_WORDS,
  FEEDBACK_REMARK_MAX,
  countWords,
  feedbackCategories,
  type FeedbackCategory,
} from '@app/contracts/feedback-constants';
import { isApiError } from '@/shared/api/client';
import { useTranslation } from '@/shared/i18n/use-translation';
import { cx } from '@/shared/lib/cx';
import { FormAlert } from '@/shared/ui/form-field';
import fieldStyles from '@/shared/ui/form-field.module.css';
import { SubmitButton } from '@/shared/ui/submit-button';
import { useSendFeedback } from './feedback-api';
import { feedbackErrorMessage } from './feedback-error';
import { FeedbackImages } from './feedback-images';
import { useFeedbackImages } from './use-feedback-images';
import styles from './feedback.module.css';

/** Where the word count stands against the bounds (the counter's colour). */
export function wordCountState(words: number): 'under' | 'within' | 'over' {
  if (words < FEEDBACK_MIN_WORDS) return 'under';
  return words > FEEDBACK_MAX_WORDS ? 'over' : 'within';
}

const bounds = { min: FEEDBACK_MIN_WORDS, max: FEEDBACK_MAX_WORDS };

/**
 * The feedback form (spec section 5): a topic, the text with a live word counter (5 to 500
 * words, counted like the server counts, so Khmer without spaces counts right), an optional
 * remark of at most 140 characters with its counter, and up to 3 images uploaded as they are
 * picked. A refusal keeps everything typed; success says thank you and empties the form.
 */
export function FeedbackForm() {
  const { t } = useTranslation();
  const send = useSendFeedback();
  const images = useFeedbackImages();
  const [category, setCategory] = useState<FeedbackCategory | ''>('');
  const [text, setText] = useState('');
  const [remark, setRemark] = useState('');
  // Which rules broke at the last submit (shown until the field is right).
  const [checked, setChecked] = useState(false);
  const [serverError, setServerError] = useState<unknown>(null);
  const [waitForUploads, setWaitForUploads] = useState(false);
  const [sent, setSent] = useState(false);
  const categoryRef = useRef<HTMLSelectElement>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);

  const words = countWords(text);
  const countState = wordCountState(words);
  const categoryError = checked && category === '' ? t('feedback.categoryRequired') : null;
  const wordsRefused = isApiError(serverError) && serverError.errorCode === 'FEEDBACK_WORDS';
  const textError =
    (checked && countState !== 'within') || wordsRefused
      ? t('memberErrors.feedbackWords', bounds)
      : null;
  const alertText =
    waitForUploads && images.uploading
      ? t('feedback.waitForUploads')
      : serverError && !wordsRefused
        ? feedbackErrorMessage(serverError)
        : null;

  /** Typing again: the last answer (thanks, or the refusal) no longer describes the form. */
  const edited = () => {
    setSent(false);
    setServerError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    setChecked(true);
    setServerError(null);
    setSent(false);
    if (category === '') {
      categoryRef.current?.focus();
      return;
    }
    if (countState !== 'within') {
      textRef.current?.focus();
      return;
    }
    if (images.uploading) {
      setWaitForUploads(true);
      return;
    }
    setWaitForUploads(false);
    try {
      await send.mutateAsync({
        category,
        text: text.trim(),
        ...(remark.trim() ? { remark: remark.trim() } : {}),
        fileIds: images.fileIds,
      });
      setCategory('');
      setText('');
      setRemark('');
      setChecked(false);
      images.clear();
      setSent(true);
    } catch (error) {
      setServerError(error);
      if (isApiError(error) && error.errorCode === 'FEEDBACK_WORDS') textRef.current?.focus();
    }
  };

  return (
    <form
      className={styles.form}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t('feedback.formLabel')}
      data-testid="feedback-form"
    >
      <div className={fieldStyles.field}>
        <label htmlFor="feedback-category" className={fieldStyles.label}>
          {t('feedback.category')}
        </label>
        <div className={cx(fieldStyles.control, categoryError && fieldStyles.controlInvalid)}>
          <select
            ref={categoryRef}
            id="feedback-category"
            className={fieldStyles.select}
            value={category}
            aria-required
            aria-invalid={categoryError !== null}
            aria-describedby={categoryError ? 'feedback-category-error' : undefined}
            onChange={(e) => {
              setCategory(e.target.value as FeedbackCategory | '');
              edited();
            }}
          >
            <option value="">{t('feedback.categoryPlaceholder')}</option>
            {feedbackCategories.map((c) => (
              <option key={c} value={c}>
                {t(`feedback.categories.${c}`)}
              </option>
            ))}
          </select>
        </div>
        {categoryError && (
          <p id="feedback-category-error" className={fieldStyles.error}>
            {categoryError}
          </p>
        )}
      </div>

      <div className={fieldStyles.field}>
        <label htmlFor="feedback-text" className={fieldStyles.label}>
          {t('feedback.text')}
        </label>
        <div className={cx(fieldStyles.control, textError && fieldStyles.controlInvalid)}>
          <textarea
            ref={textRef}
            id="feedback-text"
            className={cx(fieldStyles.input, styles.textarea)}
            value={text}
            rows={6}
            maxLength={FEEDBACK_MAX_CHARS}
            placeholder={t('feedback.textPlaceholder')}
            aria-required
            aria-invalid={textError !== null}
            aria-describedby={cx('feedback-text-count', textError && 'feedback-text-error')}
            onChange={(e) => {
              setText(e.target.value);
              edited();
            }}
          />
        </div>
        <p
          id="feedback-text-count"
          className={styles.counter}
          data-state={text.trim() === '' ? 'empty' : countState}
          data-testid="feedback-word-count"
        >
          {t('feedback.wordCount', { count: words, ...bounds })}
        </p>
        {textError && (
          <p id="feedback-text-error" className={fieldStyles.error}>
            {textError}
          </p>
        )}
      </div>

      <div className={fieldStyles.field}>
        <label htmlFor="feedback-remark" className={fieldStyles.label}>
          {t('feedback.remark')}{' '}
          <span className={fieldStyles.optional}>{t('feedback.optional')}</span>
        </label>
        <div className={fieldStyles.control}>
          <input
            id="feedback-remark"
            className={fieldStyles.input}
            type="text"
            value={remark}
            maxLength={FEEDBACK_REMARK_MAX}
            placeholder={t('feedback.remarkPlaceholder')}
            aria-describedby="feedback-remark-count"
            autoComplete="off"
            onChange={(e) => {
              setRemark(e.target.value);
              edited();
            }}
          />
        </div>
        <p
          id="feedback-remark-count"
          className={styles.counter}
          data-state={remark.length >= FEEDBACK_REMARK_MAX ? 'full' : 'empty'}
          data-testid="feedback-remark-count"
        >
          {t('feedback.charCount', { count: remark.length, max: FEEDBACK_REMARK_MAX })}
        </p>
      </div>

      <FeedbackImages images={images} disabled={send.isPending} />

      <FormAlert text={alertText} testId="feedback-alert" />
      <p
        role="status"
        className={sent ? styles.sent : 'visually-hidden'}
        data-testid="feedback-sent"
      >
        {sent ? t('feedback.sent') : ''}
      </p>
      <SubmitButton busy={send.isPending} busyLabel={t('feedback.sending')}>
        {t('feedback.submit')}
      </SubmitButton>
    </form>
  );
}
