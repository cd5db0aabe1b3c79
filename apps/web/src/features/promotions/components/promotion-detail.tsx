import { useTranslation } from '@/shared/i18n/use-translation';
import { Link } from 'react-router';
import { paths } from '@/shared/lib/paths';
import { selectIsLoggedIn, useSessionStore } from '@/shared/lib/session-store';
import { HtmlContent } from '@/shared/ui/html-content';
import { ClockIcon } from '@/shared/ui/icons/clock';
import { usePromotions } from '../api/get-promotions';
import { PromotionReward } from '../rewards/promotion-reward';
import {
  detailImage,
  formatDetailDate,
  parsePromotionId,
  promotionPeriod,
  showsButtonArea,
} from '../lib/promotion-rules';
import {
  PromotionLoadError,
  PromotionNotice,
  PromotionPicture,
  PromotionSkeleton,
} from './promotion-parts';
import styles from './promotions.module.css';

/**
 * One promotion (spec section 2, "Activity detail"): title, the image with sequence 2, dates as
 * MM/DD/YYYY (the end as long term when noExpiry), and the HTML content, sanitised by
 * html-content. Spec 3: with a promotionType and a logged-in user, a button area shows the
 * promotion's reward (its status and action, rewards/promotion-reward.tsx), or leads to the
 * reward centre when it has none (decision 0032).
 * `rawId` is the id from the address; an unknown or malformed id shows a not-found state.
 */
export function PromotionDetail({ rawId }: { rawId: string | null | undefined }) {
  const { t } = useTranslation();
  const loggedIn = useSessionStore(selectIsLoggedIn);
  const { promotions, isPending, isError, refetch } = usePromotions();
  const id = parsePromotionId(rawId);

  if (!promotions && (isError || isPending))
    return (
      <>
        <h1 className="visually-hidden">{t('titles.activityDetail')}</h1>
        {isError ? (
          <PromotionLoadError onRetry={() => void refetch()} />
        ) : (
          <PromotionSkeleton count={1} />
        )}
      </>
    );
  const item = id === null ? undefined : promotions?.find((p) => p.id === id);
  if (!item)
    return (
      <PromotionNotice
        testId="promotion-not-found"
        level="h1"
        title={t('promotions.notFoundTitle')}
        body={t('promotions.notFoundBody')}
        action={
          <Link to={paths.activity()} className={styles.primaryButton}>
            {t('promotions.backToList')}
          </Link>
        }
      />
    );

  const period = promotionPeriod(item, formatDetailDate);
  return (
    <article className={styles.detail} data-testid="promotion-detail" data-id={item.id}>
      <h1 className={styles.detailTitle}>{item.title}</h1>
      <PromotionPicture url={detailImage(item)} eager />
      <p className={styles.detailPeriod}>
        <ClockIcon size={16} />
        <span className={styles.periodLabel}>{t('promotions.period')}</span>
        <span data-testid="promotion-period">
          {t('promotions.dateRange', {
            start: period.start,
            end: period.end === 'longTerm' ? t('promotions.longTerm') : period.end,
          })}
        </span>
      </p>
      <div className={styles.content} data-testid="activity-content">
        <HtmlContent html={item.content} />
      </div>
      {showsButtonArea(item, loggedIn) && (
        <div className={styles.buttonArea} data-testid="promotion-button-area">
          <PromotionReward
            promotionId={item.id}
            fallback={
              <>
                <p className={styles.buttonHint}>{t('promotions.joinHint')}</p>
                <Link to={paths.rewardCenter()} className={styles.primaryButton}>
                  {t('promotions.join')}
                </Link>
              </>
            }
          />
        </div>
      )}
    </article>
  );
}
