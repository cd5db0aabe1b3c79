import type { FastifyInstance } from 'fastify';
import type { AppDatabase } from '../../db/create-db';
import type { EndpointRegistrar } from '../../http/endpoint-routes';
import { createAccountRepository } from '../../repositories/account-repository';
import { createBankCardRepository } from '../../repositories/bank-card-repository';
import { createDepositRepository } from '../../repositories/deposit-repository';
import { createMemberProfileRepository } from '../../repositories/member-profile-repository';
import { createPaymentPasswordRepository } from '../../repositories/payment-password-repository';
import { createTransactionRecordRepository } from '../../repositories/transaction-record-repository';
import { createWithdrawalRepository } from '../../repositories/withdrawal-repository';
import type { AuditService } from '../../services/audit-service';
import type { BonusService } from '../../services/bonus-service';
import { createBankCardService } from '../../services/bank-card-service';
import { createCashDeskService } from '../../services/cash-desk-service';
import { createDepositService, type DepositUrls } from '../../services/deposit-service';
import type { HttpTransport } from '../../services/http-transport';
import { createPaymentPasswordService } from '../../services/payment-password-service';
import { createPspClient } from '../../services/psp-client';
import type { SmsCodeService } from '../../services/sms-code-service';
import { createTransactionRecordService } from '../../services/transaction-record-service';
import { createWithdrawalService, type DailyLimits } from '../../services/withdrawal-service';
import type { Core } from '../core';
import { cashierRoutes } from './cashier-routes';
import { registerPspWebhookRoute } from './psp-webhook-route';

export type CashierOptions = {
  sms: SmsCodeService;
  audit: AuditService;
  transport: HttpTransport;
  /** Where the platform reaches the payment gateway's API (server to server). */
  pspBaseUrl: string;
  /** Where the payment gateway reaches the platform (its webhooks). */
  platformBaseUrl: string;
  /** A member's daily withdrawal limits: VIP levels raise the cashier's (issue 14). */
  withdrawalLimits?: (memberId: number, base: DailyLimits) => Promise<DailyLimits>;
  /** Deposit bonuses: credited with their deposit, locked for withdrawals (issue 16). */
  bonuses?: Pick<BonusService, 'creditWithDeposit' | 'lockedMinor' | 'bonusLockOn' | 'wagering'>;
};

/** The cashier (issue 13): deposits, withdrawals, bank cards, payment password, the record. */
export function createCashierServices(db: AppDatabase, core: Core, options: CashierOptions) {
  const { clock } = core;
  const settings = async () => (await core.operatorSettings.readAll()).cashier;
  const pspSettings = async () => (await core.operatorSettings.readAll()).psp;
  const currency = async () => (await core.currency()).code;
  const profiles = createMemberProfileRepository(db);
  const payeeNameOf = async (memberId: number) =>
    (await profiles.findById(memberId))?.payeeName ?? null;
  const depositRepo = createDepositRepository(db);
  const withdrawalRepo = createWithdrawalRepository(db);

  const paymentPasswords = createPaymentPasswordService({
    repo: createPaymentPasswordRepository(db),
    accounts: createAccountRepository(db),
    passwords: core.passwords,
    sms: options.sms,
    clock,
  });
  const cards = createBankCardService({
    repo: createBankCardRepository(db),
    settings,
    payeeNameOf,
    clock,
  });
  const deposits = createDepositService({
    protections: core.protections,
    repo: depositRepo,
    bind: createDepositRepository,
    wallets: core.wallets,
    settings,
    currency,
    psp: createPspClient({
      baseUrl: options.pspBaseUrl,
      apiKey: async () => (await pspSettings()).apiKey,
      transport: options.transport,
    }),
    webhookSecret: async () => (await pspSettings()).webhookSecret,
    clock,
    ...(options.bonuses ? { bonuses: options.bonuses } : {}),
  });
  const withdrawals = createWithdrawalService({
    repo: withdrawalRepo,
    bind: createWithdrawalRepository,
    wallets: core.wallets,
    cards,
    paymentPasswords,
    settings,
    currency,
    payeeNameOf,
    ...(options.withdrawalLimits ? { dailyLimits: options.withdrawalLimits } : {}),
    ...(options.bonuses
      ? {
          lockedMinor: options.bonuses.lockedMinor,
          bonusLockOn: options.bonuses.bonusLockOn,
          wagering: options.bonuses.wagering,
        }
      : {}),
    clock,
  });
  return {
    paymentPasswords,
    cards,
    deposits,
    withdrawals,
    records: createTransactionRecordService({
      repo: createTransactionRecordRepository(db),
      clock,
    }),
    cashDesk: createCashDeskService({
      deposits,
      depositRepo,
      withdrawals,
      withdrawalRepo,
      audit: options.audit,
      settings,
      currency,
    }),
    /** The URLs of a deposit made from a browser at `playerOrigin`. */
    depositUrls: (playerOrigin: string): DepositUrls => ({
      playerOrigin,
      notifyUrl: `${options.platformBaseUrl}/wps/psp/webhook`,
      // The simulator runs in this server: the player reaches its page where they reach us.
      pspPublicBase: playerOrigin,
    }),
    /** The expiry sweeper's timer (main.ts); returns a stop function. */
    startExpirySweeper(intervalMs = 60_000): () => void {
      const timer = setInterval(() => void deposits.expireDue().catch(() => undefined), intervalMs);
      timer.unref();
      return () => clearInterval(timer);
    },
  };
}
export type CashierServices = ReturnType<typeof createCashierServices>;

export function registerCashierArea(
  app: FastifyInstance,
  endpoints: EndpointRegistrar,
  cashier: CashierServices,
): void {
  endpoints.add(cashierRoutes(cashier));
  registerPspWebhookRoute(app, cashier.deposits);
}
