import { useState, type ReactNode } from 'react';
import type { RewardItem } from '@app/contracts/rewards';
import { errorText } from '@/shared/api/error-text';
import { useTranslation } from '@/shared/i18n/use-translation';
import { toastDurations } from '@/shared/lib/timings';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { showToast } from '@/shared/ui/toast';
import {
  useBonusForfeit,
  useRefreshAfterReward,
  useRewardCheckIn,
  useRewardClaim,
} from './reward-api';
import { useRewardMoney } from './reward-money';
import styles from './rewards.module.css';

export type RewardActions = {
  /** Claims (or applies for) the item. */
  claim: (item: RewardItem) => void;
  checkIn: () => void;
  /** Asks first: the dialog says what is removed. */
  forfeit: (item: RewardItem) => void;
  /** The key of the item whose action is running ('check-in' for a check-in), or null. */
  busyKey: string | null;
  /** The forfeit confirmation, to render once where the actions are used. */
  dialog: ReactNode;
};

export const checkInBusyKey = 'check-in';

/**
 * The reward centre's button actions: each calls its row, says what happened in a toast (the
 * amount paid, "applied", the bonus removed, or the translated refusal), then asks the rewards,
 * the balances and the withdrawable amount again (which also sets the footer's dot).
 */
export function useRewardActions(currency: string | undefined): RewardActions {
  const { t } = useTranslation();
  const { money } = useRewardMoney(currency);
  const claimRow = useRewardClaim();
  const checkInRow = useRewardCheckIn();
  const forfeitRow = useBonusForfeit();
  const refresh = useRefreshAfterReward();
  const [busyKey, setBusyKey] = useState<string | null>(null);
  const [forfeiting, setForfeiting] = useState<RewardItem | null>(null);

  const success = (message: string) =>
    showToast({ message, kind: 'success', durationMs: toastDurations.short });
  const failure = (error: unknown) =>
    showToast({ message: errorText(error), kind: 'error', durationMs: toastDurations.short });

  async function run(key: string, action: () => Promise<void>) {
    if (busyKey !== null) return;
    setBusyKey(key);
    try {
      await action();
    } catch (error) {
      failure(error);
    } finally {
      setBusyKey(null);
      // Paid, refused or gone: the states changed either way.
      void refresh();
    }
  }

  const claim = (item: RewardItem) =>
    void run(item.key, async () => {
      const after = await claimRow.mutateAsync(item.key);
      const amount = after.amount ?? item.amount;
      if (after.status === 'APPLYING') success(t('rewards.toast.applied'));
      else
        success(
          amount !== null
            ? t('rewards.toast.claimed', { amount: money(amount) })
            : t('rewards.toast.claimedNoAmount'),
        );
    });

  const checkIn = () =>
    void run(checkInBusyKey, async () => {
      const result = await checkInRow.mutateAsync();
      success(t('rewards.toast.checkedIn', { amount: money(result.amount) }));
    });

  const confirmForfeit = () => {
    const item = forfeiting;
    if (!item || item.bonusId === null) return;
    const bonusId = item.bonusId;
    void run(item.key, async () => {
      try {
        const { removed } = await forfeitRow.mutateAsync(bonusId);
        success(t('rewards.toast.forfeited', { amount: money(removed) }));
      } finally {
        setForfeiting(null);
      }
    });
  };

  const dialog = (
    <ConfirmDialog
      open={forfeiting !== null}
      title={t('rewards.forfeit.title')}
      message={
        forfeiting && (
          <div className={styles.dialogText}>
            <p>
              {forfeiting.amount !== null
                ? t('rewards.forfeit.message', {
                    title: forfeiting.title,
                    amount: money(forfeiting.amount),
                  })
                : t('rewards.forfeit.messageNoAmount', { title: forfeiting.title })}
            </p>
            <p>{t('rewards.forfeit.keeps')}</p>
          </div>
        )
      }
      confirmLabel={t('rewards.forfeit.confirm')}
      danger
      busy={forfeiting !== null && busyKey === forfeiting.key}
      onConfirm={confirmForfeit}
      onCancel={() => setForfeiting(null)}
    />
  );

  return {
    claim,
    checkIn,
    forfeit: (item) => setForfeiting(item),
    busyKey,
    dialog,
  };
}
