import { useTranslation } from '@/shared/i18n/use-translation';
import { cx } from '@/shared/lib/cx';
import { EyeIcon } from '@/shared/ui/icons/eye';
import { EyeOffIcon } from '@/shared/ui/icons/eye-off';
import { RefreshIcon } from '@/shared/ui/icons/refresh';
import { useWallet } from '../api/get-wallet';
import { formatBalance, isHiddenChoice, isMasked, maskDigits } from '../lib/balance-display';
import { useBalanceDisplayStore } from '../lib/balance-display-store';
import styles from './balance-widget.module.css';

/** The balance text: 2 decimals, digits masked when hidden or refreshing. */
export function BalanceAmount({
  currencySymbol,
  className,
}: {
  currencySymbol: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const { data, isError } = useWallet();
  const display = useBalanceDisplayStore((s) => s.display);
  const masked = isMasked(display);
  const text = data ? formatBalance(data.sumBalance) : isError ? '--' : '0.00';
  const shown = masked || !data ? maskDigits(text) : text;
  const spoken = masked
    ? display.kind === 'refreshing'
      ? t('common.loading')
      : t('account.balanceHidden')
    : data
      ? `${currencySymbol}${text}`
      : isError
        ? t('account.balanceUnavailable')
        : t('common.loading');
  return (
    <span
      className={cx(styles.amount, className)}
      data-testid="balance-amount"
      data-masked={masked}
    >
      <span aria-hidden="true">
        <span className={styles.symbol}>{currencySymbol}</span>
        {shown}
      </span>
      <span className="visually-hidden">{spoken}</span>
    </span>
  );
}

/**
 * Wallet balance widget (spec section 2): currency symbol, total with 2 decimals, a refresh button
 * and a hide/show toggle; masked with asterisks while hidden or refreshing (spec section 4:
 * shown, hidden or refreshing).
 */
export function BalanceWidget({
  currencySymbol,
  className,
}: {
  currencySymbol: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const { refetch } = useWallet();
  const display = useBalanceDisplayStore((s) => s.display);
  const send = useBalanceDisplayStore((s) => s.send);
  const hidden = isHiddenChoice(display);
  const refreshing = display.kind === 'refreshing';

  async function refresh() {
    if (refreshing) return;
    send('refresh');
    try {
      await refetch();
    } finally {
      send('refreshed');
    }
  }

  return (
    <div className={cx(styles.widget, className)} role="group" aria-label={t('account.balance')}>
      <span className={styles.label}>{t('account.balance')}</span>
      <BalanceAmount currencySymbol={currencySymbol} className={styles.big} />
      <span className={styles.buttons}>
        <button
          type="button"
          className={styles.iconButton}
          aria-label={t('account.refreshBalance')}
          aria-busy={refreshing}
          onClick={() => void refresh()}
        >
          <RefreshIcon size={20} className={cx(refreshing && styles.spin)} />
        </button>
        <button
          type="button"
          className={styles.iconButton}
          aria-label={hidden ? t('account.showBalance') : t('account.hideBalance')}
          aria-pressed={hidden}
          onClick={() => send('toggle')}
        >
          {hidden ? <EyeOffIcon size={20} /> : <EyeIcon size={20} />}
        </button>
      </span>
    </div>
  );
}
