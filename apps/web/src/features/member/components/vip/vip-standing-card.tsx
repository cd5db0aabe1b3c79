import type { VipInfo } from '@app/contracts/vip';
import { useTranslation } from '@/shared/i18n/use-translation';
import { TrophyIcon } from '@/shared/ui/icons/trophy';
import { formatDay } from '../../lib/vip-format';
import { VipLevelBadge } from './vip-level-badge';
import { VipProgressBar } from './vip-progress-bar';
import styles from './vip-page.module.css';

/**
 * The member's level, the qualifying period, and the progress towards the next level's two
 * thresholds (deposits and valid turnover), or the top-level note.
 */
export function VipStandingCard({ info, symbol }: { info: VipInfo; symbol: string }) {
  const { t } = useTranslation();
  const { standing, period } = info;
  const { next } = standing;
  return (
    <section
      className={styles.standing}
      aria-labelledby="vip-standing-title"
      data-testid="vip-standing"
    >
      <div className={styles.standingHead}>
        <VipLevelBadge level={standing.level} size="l" />
        <div className={styles.standingText}>
          <p className={styles.eyebrow}>{t('vip.yourLevel')}</p>
          <h2 id="vip-standing-title" className={styles.standingTitle}>
            <span data-testid="vip-current-label">{standing.label ?? t('vip.noVip')}</span>
            <span className={styles.standingName}>{standing.name}</span>
          </h2>
          <p className={styles.period} data-testid="vip-period">
            {t('vip.period', { days: period.days, date: formatDay(period.start) })}
          </p>
        </div>
      </div>
      {next ? (
        <div className={styles.next}>
          <h3 className={styles.nextTitle}>
            {t('vip.nextLevel', {
              label: t('vip.levelLabel', { level: next.level }),
              name: next.name,
            })}
          </h3>
          {/* A threshold of 0 asks nothing: only what the next level really needs is shown. */}
          {next.deposit.required > 0 && (
            <VipProgressBar
              label={t('vip.deposits')}
              progress={next.deposit}
              symbol={symbol}
              testId="vip-progress-deposit"
            />
          )}
          {next.turnover.required > 0 && (
            <VipProgressBar
              label={t('vip.turnover')}
              progress={next.turnover}
              symbol={symbol}
              testId="vip-progress-turnover"
            />
          )}
          {next.deposit.required > 0 && next.turnover.required > 0 && (
            <p className={styles.hint}>{t('vip.bothNeeded')}</p>
          )}
        </div>
      ) : (
        <p className={styles.top} data-testid="vip-top-level">
          <TrophyIcon size={20} />
          {t('vip.topLevel')}
        </p>
      )}
    </section>
  );
}
