import type { Withdrawal, WithdrawalStatus, WithdrawInfo } from '@app/contracts/cashier';
import { defaultLanguage, type Language } from '@app/contracts/languages';
import { feeOfMinor } from '@app/contracts/money';
import type { QueryHandle } from '../repositories/wallet-repository';
import type { WithdrawalRepository, WithdrawalRow } from '../repositories/withdrawal-repository';
import type { BankCardService } from './bank-card-service';
import { maskAccountNumber } from './bank-card-service';
import {
  amountMinorOf,
  checkWithin,
  newReference,
  percentOf,
  startOfCashierDay,
} from './cashier-rules';
import type { CashierSettings } from './cashier-settings';
import type { Clock } from './clock';
import { DomainError } from './domain-error';
import { toMajorUnits } from './money';
import type { PaymentPasswordService } from './payment-password-service';
import type { WalletService } from './wallet-service';

/** Withdrawals a member may make a day: how many and how much (minor units). */
export type DailyLimits = { dailyCount: number; dailyAmountMinor: number };

/**
 * Withdrawals (issue 13). Requesting one moves the money from the wallet to
 * house:withdrawals-pending at once (the request row and the ledger post commit together, after
 * the daily limits are checked under a lock on the member); the cash desk then pays it (the held
 * money leaves the platform) or rejects it (the held money comes back). A member cannot cancel.
 */
export function createWithdrawalService(deps: {
  repo: WithdrawalRepository;
  bind: (db: QueryHandle) => WithdrawalRepository;
  wallets: WalletService;
  cards: BankCardService;
  paymentPasswords: PaymentPasswordService;
  settings: () => Promise<CashierSettings>;
  currency: () => Promise<string>;
  payeeNameOf: (memberId: number) => Promise<string | null>;
  /** Bonus money still locked by wagering (the rewards issue); none until then. */
  lockedMinor?: (memberId: number) => Promise<number>;
  /**
   * The bonuses under wagering inside a request's transaction (`db`), after its hold locked
   * the wallet (issue 16): the hold may not reach into them.
   */
  bonusLockOn?: (
    db: QueryHandle,
    memberId: number,
  ) => Promise<{ balanceMinor: number; openMinor: number }>;
  /** The withdraw screen's progress of each bonus under wagering (issue 16). */
  wagering?: (memberId: number, language: Language) => Promise<WithdrawInfo['wagering']>;
  /**
   * The member's daily limits from the cashier's (`base`): a VIP level may raise them (issue
   * 14); the cashier's own when absent.
   */
  dailyLimits?: (memberId: number, base: DailyLimits) => Promise<DailyLimits>;
  clock: Clock;
}) {
  const { repo, clock } = deps;
  const locked = deps.lockedMinor ?? (async () => 0);
  const bonusLockOn = deps.bonusLockOn ?? (async () => ({ balanceMinor: 0, openMinor: 0 }));
  const wageringOf = deps.wagering ?? (async () => []);
  /** A request above balance - locked: the locked and the withdrawable amounts, major units. */
  const bonusLocked = (balanceMinor: number, openMinor: number) => {
    const lockedNow = Math.min(Math.max(0, balanceMinor), openMinor);
    return new DomainError('BONUS_LOCKED', 'Bonus money under wagering cannot be withdrawn', {
      locked: toMajorUnits(lockedNow),
      withdrawable: toMajorUnits(Math.max(0, balanceMinor - lockedNow)),
    });
  };
  const dailyLimitsOf = deps.dailyLimits ?? (async (_memberId: number, base: DailyLimits) => base);
  /** The cashier's withdrawal settings with the member's own daily limits. */
  async function limitsFor(memberId: number, settings: CashierSettings) {
    const w = settings.withdrawal;
    const daily = await dailyLimitsOf(memberId, {
      dailyCount: w.dailyCount,
      dailyAmountMinor: w.dailyAmountMinor,
    });
    return { ...w, ...daily };
  }

  async function dto(row: WithdrawalRow): Promise<Withdrawal> {
    const banks = (await deps.settings()).banks;
    return {
      id: row.id,
      reference: row.reference,
      amount: toMajorUnits(row.amountMinor),
      fee: toMajorUnits(row.feeMinor),
      payout: toMajorUnits(row.amountMinor - row.feeMinor),
      status: row.status as WithdrawalStatus,
      bankName: banks.find((b) => b.code === row.bankCode)?.name ?? row.bankCode,
      maskedNumber: maskAccountNumber(row.accountNumber),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      reason: row.reason,
    };
  }

  async function info(
    memberId: number,
    language: Language = defaultLanguage,
  ): Promise<WithdrawInfo> {
    const settings = await deps.settings();
    const w = await limitsFor(memberId, settings);
    // First: bonuses past their time expire here, and take their money with them.
    const lockedMinor = await locked(memberId);
    const [balance, wagering, used, hasPassword, payeeName] = await Promise.all([
      deps.wallets.balanceMinor(memberId, 'REAL'),
      wageringOf(memberId, language),
      repo.usedSince(memberId, startOfCashierDay(clock(), settings.utcOffsetMinutes)),
      deps.paymentPasswords.has(memberId),
      deps.payeeNameOf(memberId),
    ]);
    // A bonus forfeited or expired between the two reads (by the member on another device, or
    // the sweeper) is gone from the list: never show more locked than the listed bonuses hold.
    const listedMinor = wagering.reduce((sum, g) => sum + Math.round(g.bonus * 100), 0);
    const shownLockedMinor = Math.min(lockedMinor, listedMinor);
    return {
      currency: await deps.currency(),
      balance: toMajorUnits(balance),
      withdrawable: toMajorUnits(Math.max(0, balance - shownLockedMinor)),
      locked: toMajorUnits(Math.min(balance, shownLockedMinor)),
      wagering,
      min: toMajorUnits(w.minMinor),
      max: toMajorUnits(w.maxMinor),
      feePercent: percentOf(w.feeBps),
      dailyCountLimit: w.dailyCount,
      dailyCountLeft: Math.max(0, w.dailyCount - used.count),
      dailyAmountLimit: toMajorUnits(w.dailyAmountMinor),
      dailyAmountLeft: toMajorUnits(Math.max(0, w.dailyAmountMinor - used.amountMinor)),
      hasWithdrawalPassword: hasPassword,
      payeeName,
    };
  }

  /** Moves a request between states with its ledger post, once; REQUEST_SETTLED otherwise. */
  async function settle(
    id: number,
    from: readonly WithdrawalStatus[],
    to: WithdrawalStatus,
    patch: { handledBy: string; reason: string | null },
  ): Promise<WithdrawalRow> {
    const before = await repo.findById(id);
    if (!before) throw new DomainError('NOT_FOUND', 'No such withdrawal');
    const row = await deps.wallets.atomically(deps.bind, async (post, tx, postHouse) => {
      const moved = await tx.transition(id, from, to, patch);
      if (!moved) return null;
      if (to === 'REJECTED')
        await post({
          idempotencyKey: `withdrawal:${id}:return`,
          memberId: moved.memberId,
          walletKind: 'REAL',
          amountMinor: moved.amountMinor,
          kind: 'WITHDRAWAL_RETURN',
          memo: moved.reference,
        });
      if (to === 'PAID')
        await postHouse({
          idempotencyKey: `withdrawal:${id}:paid`,
          kind: 'WITHDRAWAL_PAYOUT',
          memo: moved.reference,
          entries: [
            { houseAccount: 'house:withdrawals-pending', amountMinor: -moved.amountMinor },
            {
              houseAccount: 'house:withdrawals-paid',
              amountMinor: moved.amountMinor - moved.feeMinor,
            },
            { houseAccount: 'house:withdrawal-fees', amountMinor: moved.feeMinor },
          ],
        });
      return moved;
    });
    if (!row) throw new DomainError('REQUEST_SETTLED', `Already ${before.status}`);
    return row;
  }

  return {
    info,
    dto,

    async request(
      memberId: number,
      input: { requestId: string; amount: string; bankCardId: number; paymentPassword: string },
    ): Promise<Withdrawal> {
      const retried = await repo.findByRequest(memberId, input.requestId);
      if (retried) return dto(retried);
      const amountMinor = amountMinorOf(input.amount);
      const settings = await deps.settings();
      const w = await limitsFor(memberId, settings);
      checkWithin(amountMinor, w.minMinor, w.maxMinor);
      const card = await deps.cards.own(memberId, input.bankCardId);
      await deps.paymentPasswords.verify(memberId, input.paymentPassword);
      // Expires bonuses past their time first; the check below is inside the transaction.
      await locked(memberId);
      const now = clock();
      const dayStart = startOfCashierDay(now, settings.utcOffsetMinutes);
      await deps.wallets.openWallet(memberId);
      const bind = (db: QueryHandle) => ({ tx: deps.bind(db), db });
      const row = await deps.wallets.atomically(bind, async (post, { tx, db }) => {
        await tx.lockMember(memberId);
        const again = await tx.findByRequest(memberId, input.requestId);
        if (again) return again;
        const used = await tx.usedSince(memberId, dayStart);
        if (used.count + 1 > w.dailyCount)
          throw new DomainError('DAILY_COUNT_EXCEEDED', 'No withdrawals left today', {
            count: w.dailyCount,
          });
        if (used.amountMinor + amountMinor > w.dailyAmountMinor)
          throw new DomainError('DAILY_AMOUNT_EXCEEDED', 'Over the daily amount', {
            remaining: toMajorUnits(Math.max(0, w.dailyAmountMinor - used.amountMinor)),
          });
        const inserted = await tx.insert({
          memberId,
          requestId: input.requestId,
          reference: newReference('W'),
          amountMinor,
          feeMinor: feeOfMinor(amountMinor, w.feeBps),
          status: 'PENDING',
          bankCardId: card.id,
          bankCode: card.bankCode,
          accountNumber: card.accountNumber,
          payeeName: card.payeeName,
          createdAt: now,
          updatedAt: now,
        });
        if (!inserted) throw new Error('withdrawal: request id raced past the lock');
        // The hold: INSUFFICIENT_BALANCE rolls the request back with it.
        const held = await post({
          idempotencyKey: `withdrawal:${inserted.id}:hold`,
          memberId,
          walletKind: 'REAL',
          amountMinor: -amountMinor,
          kind: 'WITHDRAWAL',
          memo: inserted.reference,
        }).catch(async (error: unknown) => {
          // Above the balance while bonus money is locked: name the lock, not the balance.
          if (error instanceof DomainError && error.code === 'INSUFFICIENT_BALANCE') {
            const lock = await bonusLockOn(db, memberId);
            if (lock.openMinor > 0) throw bonusLocked(lock.balanceMinor, lock.openMinor);
          }
          throw error;
        });
        // Bonus money under wagering stays (issue 16): the hold may not reach into it. Read
        // under the hold's wallet lock, so a bonus credited meanwhile counts.
        const { openMinor } = await bonusLockOn(db, memberId);
        if (held.balanceMinor < openMinor)
          throw bonusLocked(held.balanceMinor + amountMinor, openMinor);
        return inserted;
      });
      return dto(row);
    },

    async page(memberId: number, pageNo: number, pageSize: number) {
      const { rows, total } = await repo.pageForMember(memberId, pageNo, pageSize);
      return {
        list: await Promise.all(rows.map(dto)),
        pageNum: pageNo,
        totalPages: Math.max(1, Math.ceil(total / pageSize)),
        total,
      };
    },

    approve: (id: number, handledBy: string, reason: string | null) =>
      settle(id, ['PENDING'], 'APPROVED', { handledBy, reason }),
    reject: (id: number, handledBy: string, reason: string) =>
      settle(id, ['PENDING', 'APPROVED'], 'REJECTED', { handledBy, reason }),
    pay: (id: number, handledBy: string, reason: string | null) =>
      settle(id, ['APPROVED'], 'PAID', { handledBy, reason }),
  };
}
export type WithdrawalService = ReturnType<typeof createWithdrawalService>;
