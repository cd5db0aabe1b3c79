import { MAX_IMAGES_PER_FORM } from '@app/contracts/upload-constants';
import { useTranslation } from '@/shared/i18n/use-translation';
import { PlusIcon } from '@/shared/ui/icons/plus';
import { CloseIcon } from '@/shared/ui/icons/close';
import fieldStyles from '@/shared/ui/form-field.module.css';
import spinnerStyles from '@/shared/ui/spinner.module.css';
import type { useFeedbackImages } from './use-feedback-images';
import styles from './feedback.module.css';

const THUMB = 72;

/**
 * The images of the feedback form: thumbnails of the picked files (a spinner while each
 * uploads, a remove button on each) and an "Add image" tile while fewer than 3 are attached.
 * The file input is a real, labelled control (visually hidden), so a keyboard and a test can
 * use it.
 */
export function FeedbackImages({
  images,
  disabled,
}: {
  images: ReturnType<typeof useFeedbackImages>;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.images} aria-describedby="feedback-images-hint">
      <legend className={fieldStyles.label}>
        {t('feedback.images')}{' '}
        <span className={fieldStyles.optional}>{t('feedback.optionalImages')}</span>
      </legend>
      <ul className={styles.thumbs} data-testid="feedback-thumbs">
        {images.items.map((item, index) => (
          <li key={item.key} className={styles.thumb} aria-busy={item.fileId === null}>
            <img
              src={item.previewUrl}
              alt={t('feedback.imageAlt', { n: index + 1 })}
              width={THUMB}
              height={THUMB}
              className={styles.thumbImage}
            />
            {item.fileId === null && (
              <span className={styles.thumbBusy} role="status">
                <span className={spinnerStyles.spinner} aria-hidden="true" />
                <span className="visually-hidden">{t('feedback.uploading')}</span>
              </span>
            )}
            <button
              type="button"
              className={styles.thumbRemove}
              aria-label={t('feedback.removeImage', { n: index + 1 })}
              onClick={() => images.remove(item.key)}
              disabled={disabled}
            >
              <CloseIcon size={14} />
            </button>
          </li>
        ))}
        {!images.full && (
          <li>
            <label className={styles.addTile} aria-disabled={disabled}>
              <PlusIcon size={22} />
              <span>{t('feedback.addImage')}</span>
              <input
                type="file"
                accept="image/png,image/jpeg"
                multiple
                className="visually-hidden"
                data-testid="feedback-file-input"
                disabled={disabled}
                onChange={(event) => {
                  const files = [...(event.target.files ?? [])];
                  // The same file may be picked again after a remove.
                  event.target.value = '';
                  if (files.length > 0) images.add(files);
                }}
              />
            </label>
          </li>
        )}
      </ul>
      <p id="feedback-images-hint" className={fieldStyles.hint}>
        {t('feedback.imagesHint', { max: MAX_IMAGES_PER_FORM })}
      </p>
      {images.problems.length > 0 && (
        <ul className={styles.problems} role="alert" data-testid="feedback-image-problems">
          {images.problems.map((problem, i) => (
            <li key={i}>{problem}</li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
