import { Link } from 'react-router';
import type { WithdrawInfo } from '@app/contracts/cashier';
import { useTranslation } from '@/shared/i18n/use-translation';
import { paths } from '@/shared/lib/paths';
import { LockIcon } from '@/shared/ui/icons/lock';
import { ProgressBar } from '@/shared/ui/progress-bar';
import { formatDateTime } from '../../lib/date-time';
import { useMoneyText } from '../cashier-ui/use-money-text';
import styles from './withdraw.module.css';

/**
 * Bonus money under wagering (issue 16): how much of the balance is locked, and each bonus's
 * requirement (its title, the valid turnover done of what it needs, until when). Meeting it
 * releases the bonus; the reward centre is where a bonus can be given up.
 */
export function BonusWagering({ info }: { info: WithdrawInfo }) {
  const { t } = useTranslation();
  const money = useMoneyText(info.currency);
  if (info.locked <= 0 && info.wagering.length === 0) return null;
  return (
    <section
      className={styles.section}
      aria-labelledby="withdraw-wagering-title"
      data-testid="withdraw-wagering"
    >
      <h2 id="withdraw-wagering-title" className={styles.sectionTitle}>
        {t('rewards.withdraw.title')}
      </h2>
      <p className={styles.lockedRow} data-testid="withdraw-locked">
        <LockIcon size={18} />
        <span>{t('rewards.withdraw.locked')}</span>
        <strong>{money(info.locked)}</strong>
      </p>
      <p className={styles.intro}>{t('rewards.withdraw.lockedNote')}</p>
      {info.wagering.length > 0 && (
        <ul className={styles.wageringList}>
          {info.wagering.map((bonus) => {
            const progress = t('rewards.wagering.progress', {
              done: money(bonus.done),
              required: money(bonus.required),
            });
            return (
              <li
                key={bonus.bonusId}
                className={styles.wageringItem}
                data-testid="withdraw-wagering-item"
              >
                <div className={styles.wageringHead}>
                  <span className={styles.wageringTitle}>{bonus.title}</span>
                  <span className={styles.wageringBonus}>
                    {t('rewards.withdraw.bonus', { amount: money(bonus.bonus) })}
                  </span>
                </div>
                <ProgressBar
                  value={bonus.done}
                  max={bonus.required}
                  label={t('rewards.withdraw.progressLabel', { title: bonus.title })}
                  valueText={progress}
                />
                <div className={styles.wageringHead}>
                  <span className={styles.wageringFigures}>{progress}</span>
                  <span className={styles.wageringExpiry}>
                    {t('rewards.wagering.expires', { date: formatDateTime(bonus.expiresAt) })}
                  </span>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <Link to={paths.rewardCenter()} className={styles.recordLink}>
        {t('rewards.withdraw.toCentre')}
      </Link>
    </section>
  );
}
