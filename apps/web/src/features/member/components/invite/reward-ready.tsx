import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { paths } from '@/shared/lib/paths';
import { GiftIcon } from '@/shared/ui/icons/gift';
import buttons from '@/shared/ui/button.module.css';
import { formatAmount } from './invite-link';
import styles from './invite.module.css';

/**
 * Referral rewards earned and not claimed yet (issue 16): the amount, and the way to the reward
 * centre, where each friend's reward is claimed.
 */
export function RewardReady({
  amount,
  currencySymbol,
}: {
  amount: number;
  currencySymbol: string;
}) {
  const { t } = useTranslation();
  return (
    <section
      className={styles.reward}
      aria-labelledby="referral-reward-title"
      data-testid="referral-reward"
    >
      <div className={styles.rewardHead}>
        <span className={styles.rewardIcon} aria-hidden="true">
          <GiftIcon size={26} />
        </span>
        <div className={styles.rewardText}>
          <h2 id="referral-reward-title" className={styles.rewardTitle}>
            {t('invite.rewardReadyTitle')}
          </h2>
          <p className={styles.rewardAmount}>
            <span className={styles.rewardAmountLabel}>{t('invite.rewardReadyAmount')}</span>{' '}
            <strong data-testid="referral-reward-amount">
              {formatAmount(amount, currencySymbol)}
            </strong>
          </p>
        </div>
      </div>
      <p className={styles.rewardBody}>{t('invite.rewardReadyBody')}</p>
      <Link to={paths.rewardCenter()} className={buttons.primary}>
        {t('invite.rewardReadyAction')}
      </Link>
    </section>
  );
}
