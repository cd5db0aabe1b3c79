import type { ReferralSummary } from '@app/contracts/referral';
import { useTranslation } from '@/shared/i18n/use-translation';
import { formatAmount } from './invite-link';
import styles from './invite.module.css';

/** Friends registered, friends with a first deposit and the total earned. */
export function ReferralStats({
  summary,
  currencySymbol,
  showEarned = true,
}: {
  summary: ReferralSummary;
  currencySymbol: string;
  showEarned?: boolean;
}) {
  const { t } = useTranslation();
  const stats = [
    { key: 'friends', label: t('invite.statFriends'), value: String(summary.friends) },
    {
      key: 'deposited',
      label: t('invite.statDeposited'),
      value: String(summary.depositedFriends),
    },
    ...(showEarned
      ? [
          {
            key: 'earned',
            label: t('invite.statEarned'),
            value: formatAmount(summary.earned, currencySymbol),
          },
        ]
      : []),
  ];
  return (
    <dl className={styles.stats} data-testid="referral-stats">
      {stats.map((s) => (
        <div key={s.key} className={styles.stat} data-testid={`referral-stat-${s.key}`}>
          <dt className={styles.statLabel}>{s.label}</dt>
          <dd className={styles.statValue}>{s.value}</dd>
        </div>
      ))}
    </dl>
  );
}
