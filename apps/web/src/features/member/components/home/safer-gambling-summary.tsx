import { Link } from 'react-router';
import { useSaferGamblingState } from '@/shared/api/safer-gambling';
import { useTranslation } from '@/shared/i18n/use-translation';
import { formatDateTime } from '@/shared/lib/date-time';
import { signedMoney } from '@/shared/lib/money-text';
import { paths } from '@/shared/lib/paths';
import styles from './safer-gambling-summary.module.css';

const sign = (amount: number) => (amount > 0 ? 'up' : amount < 0 ? 'down' : 'even');

/**
 * The member home's banner while a time-out or a self-exclusion runs (issue 18): until when,
 * and that withdrawing still works. Nothing for trial accounts (no real money), while the state
 * is not in, or when play is open.
 */
export function BreakBanner() {
  const { t } = useTranslation();
  const block = useSaferGamblingState().data?.block;
  if (!block || (block.kind !== 'TIME_OUT' && block.kind !== 'SELF_EXCLUSION')) return null;
  return (
    <section
      className={styles.banner}
      aria-labelledby="member-home-break"
      data-testid="member-home-break"
      data-kind={block.kind}
    >
      <h2 id="member-home-break" className={styles.bannerTitle}>
        {t(`playSession.blocked.${block.kind}`)}
      </h2>
      <p>
        {block.until === null
          ? t('playSession.blocked.permanent')
          : t('playSession.blocked.until', { until: formatDateTime(block.until) })}
      </p>
      <p>{t('playSession.blocked.stillWithdraw')}</p>
      <Link to={paths.withdraw()} className={styles.bannerLink}>
        {t('memberHome.entries.withdraw')}
      </Link>
    </section>
  );
}

/** Today's net win or loss on the member home (issue 18: the operator's day, the server's sum). */
export function TodayNetLine({ symbol }: { symbol: string }) {
  const { t } = useTranslation();
  const today = useSaferGamblingState().data?.net.today;
  if (today === undefined) return null;
  return (
    <p className={styles.net} data-testid="member-home-net">
      <span>{t('playSession.todayNet')}</span>
      <strong data-sign={sign(today)}>{signedMoney(today, symbol)}</strong>
    </p>
  );
}
