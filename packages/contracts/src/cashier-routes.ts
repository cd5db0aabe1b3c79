import { get, named, send } from './routes';

const wps = '/wps';
const relay = '/wps/relay/';

/**
 * The cashier's rows of the endpoint table (issue 13; spec section 7, Member and wallet): a
 * module of their own, like dev-routes.ts, so the home page, which imports routes.ts, does not
 * carry them (decision 0026's first-load budget); the cashier screens import these.
 */
export const cashierRoutes = named({
  /** One seamless wallet here: answers the balance and moves nothing (decision 0036). */
  walletTransfer: send('POST', `${relay}GCS_walletTransfer`, 'realMoney', 'json'),

  depositMethods: get(`${relay}MCS2_depositBanksByVendor`, 'realMoney'),
  depositPromos: get(`${relay}MCS2_depositPromoList`, 'realMoney'),
  depositAcceptPromo: send('POST', `${relay}MCS2_acceptPromo`, 'realMoney', 'json'),
  /** The spec names the methods but no path to pay by; these deposit paths are ours. */
  depositCreate: send('POST', `${wps}/transaction/deposit`, 'realMoney', 'json'),
  deposit: get(`${wps}/transaction/deposit/:id`, 'realMoney'),
  depositTransfer: send('POST', `${wps}/transaction/deposit/:id/transfer`, 'realMoney', 'json'),
  depositReport: get(`${relay}MCS2_depositTransactioNReport`, 'realMoney'),
  /** Ours: the withdraw screen's limits, what is left today and the withdrawable amount. */
  withdrawInfo: get(`${wps}/transaction/withdraw/info`, 'realMoney'),
  withdraw: send('POST', `${wps}/transaction/withdraw`, 'realMoney', 'encrypted'),
  withdrawReport: get(`${relay}MCS2_WithdrawTransactionReport`, 'realMoney'),
  bankCards: get(`${relay}MCS2_bankCards`, 'realMoney'),
  bankCardAdd: send('POST', `${wps}/member/bankCard`, 'realMoney', 'json'),
  bankCardRemove: send('DELETE', `${wps}/member/bankCard/:id`, 'realMoney', 'none'),
  hasWithdrawalPassword: get(`${wps}/member/hasWithdrawalPassword`, 'realMoney'),
  paymentPasswordSet: send('POST', `${wps}/member/paymentPassword`, 'realMoney', 'encrypted'),
  /** Ours: sends the reset code to the member's own mobile number. */
  paymentPasswordResetSms: send(
    'POST',
    `${wps}/member/paymentPassword/reset/sms`,
    'realMoney',
    'none',
  ),
  paymentPasswordReset: send(
    'POST',
    `${wps}/member/paymentPassword/reset`,
    'realMoney',
    'encrypted',
  ),
  txCodes: get(`${relay}GLS2_TxCodeList`, 'guest'),
  memberTransactions: get(`${relay}ODS2_MemberTransaction`, 'realMoney'),
});
