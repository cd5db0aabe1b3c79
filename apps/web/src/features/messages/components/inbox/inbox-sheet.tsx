import { useId, useState } from 'react';
import type { InboxItem } from '@app/contracts/messages';
import { useTranslation } from '@/shared/i18n/use-translation';
import { formatDateTime } from '@/shared/lib/date-time';
import { CloseButton } from '@/shared/ui/close-button';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { HtmlContent } from '@/shared/ui/html-content';
import { TrashIcon } from '@/shared/ui/icons/trash';
import { Overlay } from '@/shared/ui/overlay';
import styles from './inbox.module.css';

/**
 * One inbox message in a bottom sheet (a native dialog): its title, date and content (HTML the
 * server sanitised, sanitised again here by html-content), and Delete, which asks first.
 */
export function InboxSheet({
  item,
  open,
  onClose,
  onDelete,
  deleting,
}: {
  /** The message shown (kept while the sheet closes). */
  item: InboxItem | null;
  open: boolean;
  onClose: () => void;
  onDelete: (item: InboxItem) => void;
  deleting: boolean;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const [confirming, setConfirming] = useState(false);
  // The question closes with the sheet (after the delete, or Back).
  if (confirming && !open) setConfirming(false);

  return (
    <>
      <Overlay open={open} onClose={onClose} labelledBy={titleId} variant="sheet">
        <article className={styles.sheet} data-testid="inbox-message" data-id={item?.id ?? ''}>
          <div className={styles.sheetHead}>
            <h2 id={titleId} className={styles.sheetTitle}>
              {item?.title ?? t('messages.inbox.title')}
            </h2>
            <CloseButton onClick={onClose} />
          </div>
          {item && (
            <>
              <time className={styles.sheetDate} dateTime={item.createdAt}>
                {formatDateTime(item.createdAt)}
              </time>
              <div className={styles.sheetBody} data-testid="inbox-message-content">
                <HtmlContent html={item.content} className={styles.content} />
              </div>
              <button type="button" className={styles.delete} onClick={() => setConfirming(true)}>
                <TrashIcon size={18} />
                {t('messages.inbox.delete')}
              </button>
            </>
          )}
        </article>
      </Overlay>
      <ConfirmDialog
        open={confirming}
        title={t('messages.inbox.deleteTitle')}
        message={t('messages.inbox.deleteBody')}
        confirmLabel={t('messages.inbox.delete')}
        danger
        busy={deleting}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          if (item) onDelete(item);
        }}
      />
    </>
  );
}
