import type { VipThresholdProgress } from '@app/contracts/vip';
import { useTranslation } from '@/shared/i18n/use-translation';
import { CheckCircleIcon } from '@/shared/ui/icons/check-circle';
import { formatVipMoney } from '../../lib/vip-format';
import styles from './vip-progress-bar.module.css';

/**
 * One threshold of the next level: what the member has of what is needed, a bar, and what is
 * still missing in money (or that it is reached).
 */
export function VipProgressBar({
  label,
  progress,
  symbol,
  testId,
}: {
  label: string;
  progress: VipThresholdProgress;
  symbol: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const money = (amount: number) => formatVipMoney(amount, symbol);
  return (
    <div className={styles.row} data-testid={testId}>
      <div className={styles.top}>
        <span className={styles.label}>{label}</span>
        <span className={styles.figures}>
          <strong>{money(progress.current)}</strong> / {money(progress.required)}
        </span>
      </div>
      <div
        className={styles.track}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.percent}
        aria-valuetext={`${progress.percent}%`}
      >
        <span
          className={styles.fill}
          data-met={progress.met}
          style={{ width: `${Math.max(progress.percent, progress.percent > 0 ? 3 : 0)}%` }}
        />
      </div>
      <div className={styles.bottom}>
        {progress.met ? (
          <span className={styles.met}>
            <CheckCircleIcon size={14} />
            {t('vip.met')}
          </span>
        ) : (
          <span className={styles.missing}>
            {t('vip.missing', { amount: money(progress.missing) })}
          </span>
        )}
        <span className={styles.percent}>{progress.percent}%</span>
      </div>
    </div>
  );
}
