import type { VipLevel } from '@app/contracts/vip';
import { useTranslation } from '@/shared/i18n/use-translation';
import { cx } from '@/shared/lib/cx';
import { formatPercent, formatVipAmount } from '../../lib/vip-format';
import { VipLevelBadge } from './vip-level-badge';
import styles from './vip-page.module.css';

/** Every level with what it needs and what it gives; the member's own level highlighted. */
export function VipLevelList({
  levels,
  current,
  symbol,
}: {
  levels: readonly VipLevel[];
  current: number;
  symbol: string;
}) {
  const { t } = useTranslation();
  const amount = (n: number) => (n > 0 ? formatVipAmount(n, symbol) : '—');
  /** What the level needs; a threshold of 0 asks nothing and is left out. */
  const requirement = ({ deposit, turnover }: VipLevel) => {
    const values = {
      deposit: formatVipAmount(deposit, symbol),
      turnover: formatVipAmount(turnover, symbol),
    };
    if (deposit > 0 && turnover > 0) return t('vip.requirement', values);
    if (deposit > 0) return t('vip.requirementDeposit', values);
    if (turnover > 0) return t('vip.requirementTurnover', values);
    return t('vip.noRequirement');
  };
  return (
    <ol className={styles.levels} data-testid="vip-levels">
      {levels.map((level) => {
        const mine = level.level === current;
        const label = level.level > 0 ? t('vip.levelLabel', { level: level.level }) : level.name;
        return (
          <li
            key={level.level}
            className={cx(styles.level, mine && styles.mine)}
            aria-current={mine ? 'true' : undefined}
            data-testid={`vip-level-${level.level}`}
          >
            <div className={styles.levelHead}>
              <VipLevelBadge level={level.level} size="m" />
              <div className={styles.levelTitle}>
                <h3 className={styles.levelName}>
                  {label}
                  {level.level > 0 && <span className={styles.levelTier}>{level.name}</span>}
                </h3>
                <p className={styles.requirement}>{requirement(level)}</p>
              </div>
              {mine && <span className={styles.currentBadge}>{t('vip.current')}</span>}
            </div>
            <dl className={styles.benefits}>
              <div>
                <dt>{t('vip.rebate')}</dt>
                <dd>{level.rebatePercent > 0 ? formatPercent(level.rebatePercent) : '—'}</dd>
              </div>
              <div>
                <dt>{t('vip.birthdayBonus')}</dt>
                <dd>{amount(level.birthdayBonus)}</dd>
              </div>
              <div>
                <dt>{t('vip.levelUpBonus')}</dt>
                <dd>{amount(level.levelUpBonus)}</dd>
              </div>
              <div>
                <dt>{t('vip.withdrawals')}</dt>
                <dd>{t('vip.times', { count: level.dailyWithdrawCount })}</dd>
              </div>
              <div className={styles.wide}>
                <dt>{t('vip.withdrawLimit')}</dt>
                <dd>{formatVipAmount(level.dailyWithdrawAmount, symbol)}</dd>
              </div>
            </dl>
          </li>
        );
      })}
    </ol>
  );
}
