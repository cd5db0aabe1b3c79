import type { CSSProperties } from 'react';
import { CloseIcon } from '@/shared/ui/icons/close';
import { PlusIcon } from '@/shared/ui/icons/plus';
import spinnerStyles from '@/shared/ui/spinner.module.css';
import type { ImageAttachments } from './use-image-attachments';
import styles from './attachment-thumbs.module.css';

export type AttachmentLabels = {
  /** The alt text of the n-th image (1-based). */
  alt: (n: number) => string;
  uploading: string;
  remove: (n: number) => string;
  add: string;
};

/**
 * The picked images of a form (identity documents, feedback): thumbnails with a spinner while
 * each uploads and a remove button, and an "add" tile while there is room. The file input is a
 * real, labelled control (visually hidden), so a keyboard and a test can use it; `testId` names
 * the list (`<testId>-thumbs`) and the input (`<testId>-file-input`).
 */
export function AttachmentThumbs({
  attachments,
  disabled,
  labels,
  testId,
  size = 72,
}: {
  attachments: ImageAttachments;
  disabled: boolean;
  labels: AttachmentLabels;
  testId: string;
  size?: number;
}) {
  return (
    <ul
      className={styles.thumbs}
      data-testid={`${testId}-thumbs`}
      style={{ '--thumb-size': `${size}px` } as CSSProperties}
    >
      {attachments.items.map((item, index) => (
        <li key={item.key} className={styles.thumb} aria-busy={item.fileId === null}>
          <img
            src={item.previewUrl}
            alt={labels.alt(index + 1)}
            width={size}
            height={size}
            className={styles.thumbImage}
          />
          {item.fileId === null && (
            <span className={styles.thumbBusy} role="status">
              <span className={spinnerStyles.spinner} aria-hidden="true" />
              <span className="visually-hidden">{labels.uploading}</span>
            </span>
          )}
          <button
            type="button"
            className={styles.remove}
            aria-label={labels.remove(index + 1)}
            onClick={() => attachments.remove(item.key)}
            disabled={disabled}
          >
            <CloseIcon size={14} />
          </button>
        </li>
      ))}
      {!attachments.full && (
        <li>
          <label className={styles.addTile} aria-disabled={disabled}>
            <PlusIcon size={22} />
            <span>{labels.add}</span>
            <input
              type="file"
              accept="image/png,image/jpeg"
              multiple
              className="visually-hidden"
              data-testid={`${testId}-file-input`}
              disabled={disabled}
              onChange={(event) => {
                const files = [...(event.target.files ?? [])];
                // The same file may be picked again after a remove.
                event.target.value = '';
                if (files.length > 0) attachments.add(files);
              }}
            />
          </label>
        </li>
      )}
    </ul>
  );
}
