import { MAX_IMAGES_PER_FORM } from '@app/contracts/upload-constants';
import { useTranslation } from '@/shared/i18n/use-translation';
import fieldStyles from '@/shared/ui/form-field.module.css';
import { AttachmentThumbs } from '@/shared/uploads/attachment-thumbs';
import type { ImageAttachments } from '@/shared/uploads/use-image-attachments';
import styles from './feedback.module.css';

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
  images: ImageAttachments;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.images} aria-describedby="feedback-images-hint">
      <legend className={fieldStyles.label}>
        {t('feedback.images')}{' '}
        <span className={fieldStyles.optional}>{t('feedback.optionalImages')}</span>
      </legend>
      <AttachmentThumbs
        attachments={images}
        disabled={disabled}
        testId="feedback"
        labels={{
          alt: (n) => t('feedback.imageAlt', { n }),
          uploading: t('feedback.uploading'),
          remove: (n) => t('feedback.removeImage', { n }),
          add: t('feedback.addImage'),
        }}
      />
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
