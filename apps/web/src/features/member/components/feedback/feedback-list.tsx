import { useMemo } from 'react';
import type { FeedbackItem } from '@app/contracts/feedback';
import { useTranslation } from '@/shared/i18n/use-translation';
import { ChatIcon } from '@/shared/ui/icons/chat';
import { CheckCircleIcon } from '@/shared/ui/icons/check-circle';
import { ClockIcon } from '@/shared/ui/icons/clock';
import { infiniteSource, PagedList } from '@/shared/ui/paged-list';
import { RowSkeleton } from '@/shared/ui/row-skeleton';
import { useMemberFileUrl } from '@/shared/uploads/member-files';
import { useMyFeedback } from './feedback-api';
import styles from './feedback.module.css';

const pad = (n: number) => String(n).padStart(2, '0');

/** "2026/05/01 14:30" in the device's time zone (the spec's YYYY/MM/DD of lists). */
export function formatFeedbackTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${date.getFullYear()}/${pad(date.getMonth() + 1)}/${pad(date.getDate())} ${pad(
    date.getHours(),
  )}:${pad(date.getMinutes())}`;
}

/** "My feedback": what the member sent, newest first, with its status and when it was handled. */
export function FeedbackList() {
  const { t } = useTranslation();
  const query = useMyFeedback();
  const items = useMemo(() => query.data?.pages.flatMap((p) => p.list), [query.data]);
  return (
    <section className={styles.section} aria-labelledby="my-feedback-title">
      <h2 id="my-feedback-title" className={styles.sectionTitle}>
        {t('feedback.mine')}
      </h2>
      <PagedList<FeedbackItem>
        source={infiniteSource(query, items)}
        testId="my-feedback"
        label={t('feedback.mine')}
        skeleton={<RowSkeleton count={3} />}
        labels={{ end: null }}
        empty={{
          title: t('feedback.mineEmpty'),
          body: t('feedback.mineEmptyBody'),
          icon: <ChatIcon size={28} />,
        }}
        getKey={(item) => item.id}
        renderItem={(item) => <FeedbackRow item={item} />}
      />
    </section>
  );
}

function FeedbackRow({ item }: { item: FeedbackItem }) {
  const { t } = useTranslation();
  const handled = item.status === 'HANDLED';
  return (
    <article className={styles.row} data-testid="my-feedback-item" data-status={item.status}>
      <div className={styles.rowHead}>
        <span className={styles.rowCategory}>{t(`feedback.categories.${item.category}`)}</span>
        <span className={styles.badge} data-tone={handled ? 'success' : 'pending'}>
          {handled ? <CheckCircleIcon size={14} /> : <ClockIcon size={14} />}
          {t(`feedback.status.${item.status}`)}
        </span>
      </div>
      <p className={styles.rowText}>{item.text}</p>
      {item.remark && (
        <p className={styles.rowRemark}>{t('feedback.remarkValue', { remark: item.remark })}</p>
      )}
      {item.fileIds.length > 0 && (
        <ul className={styles.rowThumbs}>
          {item.fileIds.map((fileId, index) => (
            <li key={fileId}>
              <StoredThumb fileId={fileId} n={index + 1} />
            </li>
          ))}
        </ul>
      )}
      <p className={styles.rowMeta}>
        <span>{t('feedback.sentAt', { time: formatFeedbackTime(item.createdAt) })}</span>
        {item.handledAt && (
          <span data-testid="my-feedback-handled">
            {t('feedback.handledAt', { time: formatFeedbackTime(item.handledAt) })}
          </span>
        )}
      </p>
    </article>
  );
}

/** One of the member's stored images (private: fetched with the session, shown by object URL). */
function StoredThumb({ fileId, n }: { fileId: string; n: number }) {
  const { t } = useTranslation();
  const url = useMemberFileUrl(fileId);
  const alt = t('feedback.imageAlt', { n });
  return url ? (
    <img src={url} alt={alt} width={48} height={48} className={styles.rowThumb} />
  ) : (
    <span className={styles.rowThumbPlaceholder} role="img" aria-label={alt} />
  );
}
