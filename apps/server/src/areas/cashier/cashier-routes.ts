import { defaultLanguage } from '@app/contracts/languages';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { EndpointHandlers, RowsOfArea } from '../../http/endpoint-routes';
import type { BankCardService } from '../../services/bank-card-service';
import type { DepositService, DepositUrls } from '../../services/deposit-service';
import type { PaymentPasswordService } from '../../services/payment-password-service';
import type { TransactionRecordService } from '../../services/transaction-record-service';
import type { WithdrawalService } from '../../services/withdrawal-service';

export type CashierRouteServices = {
  deposits: DepositService;
  withdrawals: WithdrawalService;
  cards: BankCardService;
  paymentPasswords: PaymentPasswordService;
  records: TransactionRecordService;
  depositUrls: (playerOrigin: string) => DepositUrls;
};

/** Money answers are personal and change with every movement: never cached. */
const noStore = (reply: FastifyReply) => void reply.header('cache-control', 'no-store');

/** The origin the player's browser is on (behind a proxy, per TRUST_PROXY). */
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/**
 * The cashier's rows (issue 13; spec section 7, Member and wallet): HTTP only, the rules are in
 * the services. Every row is realMoney (trial accounts get TRIAL_NOT_ALLOWED) except the type
 * names, which anyone may read.
 */
export function cashierRoutes(s: CashierRouteServices): EndpointHandlers<RowsOfArea<'cashier'>> {
  return {
    depositMethods: async ({ query, reply }) => {
      noStore(reply);
      return s.deposits.methods(query.language ?? defaultLanguage);
    },
    depositPromos: async ({ auth, query, reply }) => {
      noStore(reply);
      return s.deposits.promos(auth.memberId, query.language ?? defaultLanguage);
    },
    depositAcceptPromo: async ({ auth, body }) => s.deposits.acceptPromo(auth.memberId, body),
    depositCreate: async ({ auth, body, request }) =>
      s.deposits.create(
        auth.memberId,
        { ...body, language: body.language ?? defaultLanguage },
        s.depositUrls(originOf(request)),
      ),
    deposit: async ({ auth, params, query, reply }) => {
      noStore(reply);
      return s.deposits.get(auth.memberId, params.id, query.language ?? defaultLanguage);
    },
    depositTransfer: async ({ auth, params, body }) =>
      s.deposits.reportTransfer(auth.memberId, params.id, body, defaultLanguage),
    depositReport: async ({ auth, query, reply }) => {
      noStore(reply);
      return s.deposits.page(
        auth.memberId,
        query.pageNo,
        query.pageSize,
        query.language ?? defaultLanguage,
      );
    },

    withdrawInfo: async ({ auth, query, reply }) => {
      noStore(reply);
      return s.withdrawals.info(auth.memberId, query.language ?? defaultLanguage);
    },
    withdraw: async ({ auth, body }) => s.withdrawals.request(auth.memberId, body),
    withdrawReport: async ({ auth, query, reply }) => {
      noStore(reply);
      return s.withdrawals.page(auth.memberId, query.pageNo, query.pageSize);
    },

    bankCards: async ({ auth, reply }) => {
      noStore(reply);
      return s.cards.list(auth.memberId);
    },
    bankCardAdd: async ({ auth, body }) => s.cards.add(auth.memberId, body),
    bankCardRemove: async ({ auth, params }) => s.cards.remove(auth.memberId, params.id),

    hasWithdrawalPassword: async ({ auth, reply }) => {
      noStore(reply);
      return { hasWithdrawalPassword: await s.paymentPasswords.has(auth.memberId) };
    },
    paymentPasswordSet: async ({ auth, body }) => {
      await s.paymentPasswords.set(auth.memberId, body);
      return { done: true as const };
    },
    paymentPasswordResetSms: async ({ auth }) => s.paymentPasswords.sendResetCode(auth.memberId),
    paymentPasswordReset: async ({ auth, body }) => {
      await s.paymentPasswords.reset(auth.memberId, body);
      return { done: true as const };
    },

    txCodes: async ({ query }) => s.records.codes(query.language ?? defaultLanguage),
    memberTransactions: async ({ auth, query, reply }) => {
      noStore(reply);
      return s.records.page(auth.memberId, query);
    },
  };
}
