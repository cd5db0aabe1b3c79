import { useTranslation } from '@/shared/i18n/use-translation';
import { RowSkeleton } from '@/shared/ui/row-skeleton';
import { useBankCards } from '../../api/bank-card-list';
import { useWithdrawInfo } from '../../api/withdraw-info';
import { LoadFailed } from '../cashier-ui/load-failed';
import { BankCardPicker } from '../withdraw/bank-card-picker';
import { PaymentPasswordActions } from '../withdraw/payment-password-actions';
import { PaymentPasswordForm } from '../withdraw/payment-password-form';
import styles from '../withdraw/withdraw.module.css';

/**
 * The security centre's payment password (issue 14), with the withdraw screen's own forms: set
 * one (6 digits) when there is none; otherwise change it, or reset it by SMS, each in its sheet.
 */
export function PaymentPasswordView({
  hasPassword,
  onChanged,
}: {
  hasPassword: boolean;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  return (
    <section
      className={styles.section}
      aria-labelledby="security-payment-title"
      data-testid="security-payment-password"
    >
      <h2 id="security-payment-title" className={styles.sectionTitle}>
        {t('security.payment.title')}
      </h2>
      {hasPassword ? (
        <>
          <p className={styles.intro}>{t('security.payment.isSet')}</p>
          <PaymentPasswordActions />
        </>
      ) : (
        <>
          <p className={styles.intro}>{t('security.payment.intro')}</p>
          <PaymentPasswordForm mode="set" onDone={onChanged} />
        </>
      )}
    </section>
  );
}

/**
 * The security centre's bank cards (issue 14): the withdraw screen's card list without the "to
 * card" choice: each card masked, remove (with a confirm), add (the payee name first if unset).
 */
export function BankCardsView({ onChanged }: { onChanged: () => void }) {
  const { t } = useTranslation();
  const cards = useBankCards();
  const info = useWithdrawInfo();
  let body;
  if (cards.isError)
    body = (
      <LoadFailed testId="security-cards-failed" title={t('withdraw.loadFailed')} query={cards} />
    );
  else if (info.isError)
    body = (
      <LoadFailed testId="security-cards-failed" title={t('withdraw.loadFailed')} query={info} />
    );
  else if (!cards.data || !info.data) body = <RowSkeleton count={3} />;
  else
    body = (
      <BankCardPicker
        list={cards.data}
        payeeName={info.data.payeeName}
        legend={t('security.cards.listLabel')}
        onAdded={onChanged}
        onRemoved={onChanged}
      />
    );
  return (
    <section
      className={styles.section}
      aria-labelledby="security-cards-title"
      data-testid="security-bank-cards"
    >
      <h2 id="security-cards-title" className={styles.sectionTitle}>
        {t('security.cards.title')}
      </h2>
      <p className={styles.intro}>{t('security.cards.intro')}</p>
      {body}
    </section>
  );
}
