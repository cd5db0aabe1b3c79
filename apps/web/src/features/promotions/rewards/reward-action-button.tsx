import { Link } from 'react-router';
import type { RewardItem } from '@app/contracts/rewards';
import { useTranslation } from '@/shared/i18n/use-translation';
import { cx } from '@/shared/lib/cx';
import { actionView } from './reward-rules';
import { checkInBusyKey, type RewardActions } from './use-reward-actions';
import styles from './rewards.module.css';

/**
 * The one action an item's state allows (reward-rules.ts `actionView`), or nothing. A link for
 * the screens it opens (deposit with the bonus chosen, the rain, the invite screen), a button
 * for what happens here (claim or apply, check in, forfeit). Its name is what it does; the card
 * around it (an article named by the reward's title) tells which reward.
 */
export function RewardActionButton({
  item,
  actions,
  wide = false,
}: {
  item: RewardItem;
  actions: RewardActions;
  /** Full width (the promotion detail's button area). */
  wide?: boolean;
}) {
  const { t } = useTranslation();
  const view = actionView(item);
  if (!view) return null;
  if (view.kind === 'link')
    return (
      <Link
        to={view.to}
        className={cx(styles.action, wide && styles.wide)}
        data-testid="reward-action"
        data-action={item.action ?? 'INVITE'}
      >
        {t(view.labelKey)}
      </Link>
    );
  const busy =
    view.action === 'CHECK_IN' ? actions.busyKey === checkInBusyKey : actions.busyKey === item.key;
  const onClick = () => {
    if (view.action === 'CLAIM') actions.claim(item);
    else if (view.action === 'CHECK_IN') actions.checkIn();
    else actions.forfeit(item);
  };
  return (
    <button
      type="button"
      className={cx(
        view.action === 'FORFEIT' ? styles.forfeit : styles.action,
        wide && styles.wide,
      )}
      disabled={actions.busyKey !== null}
      aria-busy={busy || undefined}
      onClick={onClick}
      data-testid="reward-action"
      data-action={view.action}
    >
      {busy ? t('common.loading') : t(view.labelKey)}
    </button>
  );
}
