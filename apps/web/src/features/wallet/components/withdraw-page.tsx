import { useLocation } from 'react-router';
import type { WithdrawInfo } from '@app/contracts/cashier';
import { useTranslation } from '@/shared/i18n/use-translation';
import { getLayoutRule } from '@/shared/lib/layout-rules';
import { BackHeader } from '@/shared/ui/back-header';
import { RowSkeleton } from '@/shared/ui/row-skeleton';
import { useBankCards } from '../api/bank-card-list';
import { useWithdrawInfo } from '../api/withdraw-info';
import { LoadFailed } from './cashier-ui/load-failed';
import { BonusWagering } from './withdraw/bonus-wagering';
import { PaymentPasswordActions } from './withdraw/payment-password-actions';
import { PaymentPasswordForm } from './withdraw/payment-password-form';
import { RecentWithdrawals } from './withdraw/recent-withdrawals';
import { WithdrawForm } from './withdraw/withdraw-form';
import { WithdrawNotice } from './withdraw/withdraw-notice';
import { WithdrawSummary } from './withdraw/withdraw-summary';
import styles from './withdraw/withdraw.module.css';

/**
 * Withdraw (/m/withdraw, issue 13): what may be withdrawn and the limits; a payment password is
 * set here first when there is none; then the form (card, amount, payment password) with the
 * bank cards, the note that a request cannot be cancelled, and the latest requests.
 */
export function WithdrawPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const rule = getLayoutRule(pathname);
  const info = useWithdrawInfo();
  return (
    <>
      {rule.header === 'page' && <BackHeader variant="page" />}
      <main id="main" className={styles.main}>
        <h1 className="visually-hidden">{t(rule.titleKey)}</h1>
        {info.isPending ? (
          <div aria-busy="true" aria-label={t('common.loading')}>
            <RowSkeleton count={4} />
          </div>
        ) : info.isError ? (
          <LoadFailed testId="withdraw-load-failed" title={t('withdraw.loadFailed')} query={info} />
        ) : (
          <WithdrawContent info={info.data} />
        )}
      </main>
    </>
  );
}

function WithdrawContent({ info }: { info: WithdrawInfo }) {
  const { t } = useTranslation();
  return (
    <>
      <WithdrawSummary info={info} />
      <BonusWagering info={info} />
      {info.hasWithdrawalPassword ? (
        <section className={styles.section} aria-labelledby="withdraw-form-title">
          <h2 id="withdraw-form-title" className={styles.sectionTitle}>
            {t('withdraw.form.title')}
          </h2>
          <FormWithCards info={info} />
          <PaymentPasswordActions />
        </section>
      ) : (
        <section className={styles.section} aria-labelledby="withdraw-set-pin-title">
          <h2 id="withdraw-set-pin-title" className={styles.sectionTitle}>
            {t('withdraw.setPassword.title')}
          </h2>
          <p className={styles.intro}>{t('withdraw.setPassword.intro')}</p>
          <PaymentPasswordForm mode="set" />
        </section>
      )}
      <WithdrawNotice />
      <RecentWithdrawals currency={info.currency} />
    </>
  );
}

/** The form waits for the member's cards (its "to card" choice). */
function FormWithCards({ info }: { info: WithdrawInfo }) {
  const { t } = useTranslation();
  const cards = useBankCards();
  if (cards.isPending) return <RowSkeleton count={3} />;
  if (cards.isError)
    return (
      <LoadFailed
        testId="withdraw-cards-failed"
        title={t('withdraw.cards.loadFailed')}
        query={cards}
      />
    );
  return <WithdrawForm info={info} cards={cards.data} />;
}
