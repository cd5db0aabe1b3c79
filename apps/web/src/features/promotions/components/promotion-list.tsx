import { useTranslation } from '@/shared/i18n/use-translation';
import { Link } from 'react-router';
import { paths } from '@/shared/lib/paths';
import { ChevronRightIcon } from '@/shared/ui/icons/chevron-right';
import { ClockIcon } from '@/shared/ui/icons/clock';
import { usePromotions } from '../api/get-promotions';
import { coverImage, formatListDate, promotionPeriod } from '../lib/promotion-rules';
import {
  PromotionLoadError,
  PromotionNotice,
  PromotionPicture,
  PromotionSkeleton,
} from './promotion-parts';
import styles from './promotions.module.css';

/**
 * The promotion list (/m/activity; spec section 2, "Activity detail"): each promotion's cover
 * (image sequence 1), title and dates as YYYY/MM/DD (or long term); a tap opens its detail. An
 * empty list shows a placeholder.
 */
export function PromotionList() {
  const { t } = useTranslation();
  const { promotions, isPending, isError, refetch } = usePromotions();

  if (!promotions) {
    if (isError) return <PromotionLoadError onRetry={() => void refetch()} />;
    if (isPending) return <PromotionSkeleton count={3} />;
  }
  if (!promotions || promotions.length === 0)
    return (
      <PromotionNotice
        testId="promotions-empty"
        title={t('promotions.emptyTitle')}
        body={t('promotions.emptyBody')}
      />
    );

  return (
    <ul className={styles.list} aria-label={t('promotions.listLabel')}>
      {promotions.map((item, index) => {
        const period = promotionPeriod(item, formatListDate);
        return (
          <li key={item.id}>
            <Link
              to={paths.activityDetail({ id: item.id })}
              className={styles.card}
              data-testid="promotion-card"
              data-id={item.id}
            >
              <PromotionPicture url={coverImage(item)} eager={index === 0} />
              <span className={styles.cardBody}>
                <span className={styles.cardTitle}>{item.title}</span>
                <span className={styles.cardFoot}>
                  <span className={styles.period} data-testid="promotion-period">
                    <ClockIcon size={14} />
                    {t('promotions.dateRange', {
                      start: period.start,
                      end: period.end === 'longTerm' ? t('promotions.longTerm') : period.end,
                    })}
                  </span>
                  <span className={styles.more}>
                    {t('promotions.viewDetails')}
                    <ChevronRightIcon size={16} />
                  </span>
                </span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
