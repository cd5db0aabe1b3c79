import {
  SecurityCenterPage,
  type CashierSecurityViews,
} from '@/features/member/components/security-center-page';
import {
  BankCardsView,
  PaymentPasswordView,
} from '@/features/wallet/components/security/cashier-security-views';

/**
 * The security centre (/m/securityCenter, issue 14): the member feature's page with the wallet
 * feature's payment password and bank card views in it (features do not import each other; the
 * app joins them, as the home route does).
 */
const cashier: CashierSecurityViews = {
  paymentPassword: ({ config, onChanged }) => (
    <PaymentPasswordView hasPassword={config.paymentPassword} onChanged={onChanged} />
  ),
  bankCards: ({ onChanged }) => <BankCardsView onChanged={onChanged} />,
};

export function SecurityCenterRoute() {
  return <SecurityCenterPage cashier={cashier} />;
}
