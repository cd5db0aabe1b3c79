import type { ReactNode } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { cdnUrl } from '@/shared/lib/cdn';
import { GiftIcon } from '@/shared/ui/icons/gift';
import { ListState } from '@/shared/ui/list-state';
import styles from './promotions.module.css';

/** Intrinsic size of the seeded promotion artwork (750 x 300); the box reserves this ratio. */
export const promotionImageWidth = 750;
export const promotionImageHeight = 300;

/**
 * A promotion picture in a box of reserved size (no layout shift while it loads); without a
 * picture the box shows a gift on the theme's surface. Decorative: the title beside it names it.
 */
export function PromotionPicture({ url, eager = false }: { url: string | null; eager?: boolean }) {
  return (
    <div className={styles.picture} data-testid="promotion-picture">
      {url ? (
        <img
          src={cdnUrl(url)}
          alt=""
          width={promotionImageWidth}
          height={promotionImageHeight}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          {...(eager ? { fetchPriority: 'high' as const } : {})}
        />
      ) : (
        <GiftIcon size={48} className={styles.pictureFallback} />
      )}
    </div>
  );
}

/** A centred notice card (empty list, not found): the shared state card with the gift icon. */
export function PromotionNotice({
  title,
  body,
  action,
  testId,
  level = 'h2',
}: {
  title: string;
  body: string;
  action?: ReactNode;
  testId: string;
  /** h1 where the notice is the whole screen (the detail's not-found state). */
  level?: 'h1' | 'h2';
}) {
  return (
    <ListState
      icon={<GiftIcon size={32} />}
      title={title}
      body={body}
      action={action}
      testId={testId}
      level={level}
    />
  );
}

/** Load failure with a retry (spec 8: "load failed, tap to retry"). */
export function PromotionLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.error} role="alert" data-testid="promotions-error">
      <p>{t('promotions.loadError')}</p>
      <button type="button" className={styles.secondaryButton} onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}

/** Placeholder cards of the real cards' size while the list loads. */
export function PromotionSkeleton({ count }: { count: number }) {
  const { t } = useTranslation();
  return (
    <div className={styles.skeletons} data-testid="promotions-loading">
      <p className="visually-hidden" role="status">
        {t('common.loading')}
      </p>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={styles.skeletonCard} aria-hidden="true">
          <div className={styles.picture} />
          <div className={styles.skeletonLine} />
          <div className={styles.skeletonLineShort} />
        </div>
      ))}
    </div>
  );
}
