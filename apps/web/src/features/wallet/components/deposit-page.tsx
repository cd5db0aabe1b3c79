import { useLocation } from 'react-router';
import { useConsolidatedSettings } from '@/shared/api/get-consolidated-settings';
import { useTranslation } from '@/shared/i18n/use-translation';
import { getLayoutRule } from '@/shared/lib/layout-rules';
import { urlField, useUrlState } from '@/shared/lib/use-url-state';
import { BackHeader } from '@/shared/ui/back-header';
import { BalanceWidget } from './balance-widget';
import { DepositFollow } from './deposit/deposit-follow';
import { DepositForm } from './deposit/deposit-form';
import { DepositLimitNote } from './deposit/deposit-limit-note';
import { RecentDeposits } from './deposit/recent-deposits';
import styles from './deposit/deposit.module.css';

/**
 * `?deposit=<id>`: the deposit the screen follows (the gateway returns the player here).
 * `?promo=<id>`: the deposit bonus to choose when it is offered (the reward centre's DEPOSIT).
 */
const depositUrl = {
  deposit: urlField.integer(1, 2_147_483_647),
  promo: urlField.integer(1, 2_147_483_647),
};

/**
 * Deposit (/m/voucherCenter, issue 13): the balance, then either the form (methods, amount,
 * promotion, pay) with the newest deposits under it, or one deposit followed until it is final.
 * Trial accounts never get here: the route is real-money only (route-access.ts, free_reject).
 */
export function DepositPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const rule = getLayoutRule(pathname);
  const { data: settings } = useConsolidatedSettings();
  const symbol = settings?.currency.symbol ?? '';
  const [{ deposit, promo }, setUrl] = useUrlState(depositUrl);
  // The chosen bonus went with the deposit: coming back to the form starts afresh.
  const follow = (id: number) => setUrl({ deposit: id, promo: null }, { history: 'push' });
  const backToForm = () => setUrl({ deposit: null }, { history: 'push' });
  return (
    <>
      {rule.header === 'page' && <BackHeader variant="page" />}
      <main id="main" className={styles.main}>
        <h1 className="visually-hidden">{t(rule.titleKey)}</h1>
        <BalanceWidget currencySymbol={symbol} className={styles.balance} />
        {deposit === null ? (
          <>
            <DepositLimitNote currencySymbol={symbol} />
            <DepositForm currencySymbol={symbol} onCreated={follow} preselectPromoId={promo} />
            <RecentDeposits currencySymbol={symbol} onOpen={follow} />
          </>
        ) : (
          <DepositFollow key={deposit} id={deposit} currencySymbol={symbol} onAgain={backToForm} />
        )}
      </main>
    </>
  );
}
