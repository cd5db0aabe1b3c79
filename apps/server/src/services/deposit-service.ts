import type {
  Deposit,
  DepositCreated,
  DepositMethods,
  DepositPromo,
  DepositStatus,
} from '@app/contracts/cashier';
import { depositGroups } from '@app/contracts/cashier';
import { feeOfMinor } from '@app/contracts/money';
import type { Language } from '@app/contracts/languages';
import { z } from 'zod';
import type {
  DepositPromotionRow,
  DepositRepository,
  DepositRow,
} from '../repositories/deposit-repository';
import type { QueryHandle } from '../repositories/wallet-repository';
import { amountMinorOf, checkWithin, newReference, percentOf } from './cashier-rules';
import type { CashierSettings, DepositMethodSetting } from './cashier-settings';
import type { Clock } from './clock';
import { DomainError } from './domain-error';
import { toMajorUnits } from './money';
import type { PspClient } from './psp-client';
import type { SaferGamblingGuard } from './safer-gambling-guard';
import type { PostInput, PostResult, WalletService } from './wallet-service';
import { verifyWebhook, type SignatureCheck } from './webhook-signature';

/** Where the player and the PSP reach the platform, worked out per request by the route. */
export type DepositUrls = {
  /** The origin the player's browser uses (the gateway sends them back there). */
  playerOrigin: string;
  /** Where the PSP posts its webhooks. */
  notifyUrl: string;
  /** Prefix of the PSP's hosted page for the player's browser. */
  pspPublicBase: string;
};

const webhookSchema = z.object({
  id: z.string(),
  type: z.enum(['payment.succeeded', 'payment.failed', 'payment.cancelled', 'payment.expired']),
  data: z.object({
    paymentId: z.string(),
    merchantReference: z.string(),
    amountMinor: z.number().int(),
    currency: z.string(),
  }),
});

export type WebhookOutcome =
  | { kind: 'refused'; reason: SignatureCheck | 'malformed' }
  | { kind: 'ignored'; reason: string }
  | { kind: 'applied'; depositId: number; status: DepositStatus };

const localized = (value: unknown, language: Language): string => {
  const names = value as Partial<Record<Language, string>>;
  return names[language] ?? names.en ?? '';
};

/**
 * Deposits (issue 13): by payment gateway (the PSP's hosted page and its signed webhook) or by
 * bank transfer (the member reports it; the cash desk approves). A deposit credits the member
 * once: the state change and the ledger post (key `deposit:<id>`) commit together, and only from
 * an expected state, however many webhooks, replays or clicks arrive.
 */
export function createDepositService(deps: {
  repo: DepositRepository;
  bind: (db: QueryHandle) => DepositRepository;
  wallets: WalletService;
  settings: () => Promise<CashierSettings>;
  currency: () => Promise<string>;
  psp: PspClient;
  webhookSecret: () => Promise<string>;
  clock: Clock;
  /** Safer gambling (issue 18): breaks and deposit limits, checked atomically with the insert. */
  protections: Pick<SaferGamblingGuard, 'context' | 'checkDeposit' | 'assertNoBreak' | 'onBreak'>;
  /**
   * Deposit bonuses (issue 16): credits the deposit's bonus and its wagering grant inside the
   * credit's transaction (`db`), after the DEPOSIT post; none until then.
   */
  bonuses?: {
    creditWithDeposit(
      db: QueryHandle,
      post: (input: PostInput) => Promise<PostResult>,
      deposit: DepositRow,
    ): Promise<unknown>;
  };
}) {
  const { repo, clock } = deps;

  async function methodOf(code: string): Promise<DepositMethodSetting> {
    const method = (await deps.settings()).deposit.methods.find(
      (m) => m.code === code && m.enabled,
    );
    if (!method) throw new DomainError('METHOD_NOT_FOUND', 'No such deposit method');
    return method;
  }

  function promoOf(row: DepositPromotionRow, language: Language): DepositPromo {
    return {
      id: row.id,
      kind: row.kind as DepositPromo['kind'],
      title: localized(row.title, language),
      summary: localized(row.summary, language),
      bonusPercent: percentOf(row.bonusBps),
      maxBonus: toMajorUnits(row.maxBonusMinor),
      minDeposit: toMajorUnits(row.minDepositMinor),
      wagerMultiplier: row.wagerMultiplier,
    };
  }

  /** The promotion when this member may take it for this amount, else PROMO_NOT_ELIGIBLE. */
  async function eligiblePromo(
    memberId: number,
    promoId: number,
    amountMinor: number,
  ): Promise<DepositPromotionRow> {
    const promo = await repo.findPromotion(promoId);
    const refuse = (min?: number) =>
      new DomainError(
        'PROMO_NOT_ELIGIBLE',
        'This promotion is not available for this deposit',
        min !== undefined ? { min } : null,
      );
    if (!promo || !promo.enabled) throw refuse();
    if (promo.kind === 'WELCOME' && (await repo.countSuccessful(memberId)) > 0) throw refuse();
    if (amountMinor < promo.minDepositMinor) throw refuse(toMajorUnits(promo.minDepositMinor));
    return promo;
  }

  const bonusOf = (promo: DepositPromotionRow, amountMinor: number) =>
    Math.min(feeOfMinor(amountMinor, promo.bonusBps), promo.maxBonusMinor);

  /**
   * A deposit as the member sees it. `promos` carries the promotions already read for a list, so
   * a page of deposits reads each promotion once.
   */
  async function dto(
    row: DepositRow,
    language: Language,
    promos = new Map<number, Promise<DepositPromotionRow | null>>(),
  ): Promise<Deposit> {
    const settings = await deps.settings();
    const method = settings.deposit.methods.find((m) => m.code === row.methodCode);
    let promo: DepositPromotionRow | null = null;
    if (row.promoId) {
      let pending = promos.get(row.promoId);
      if (!pending) {
        pending = repo.findPromotion(row.promoId);
        promos.set(row.promoId, pending);
      }
      promo = await pending;
    }
    return {
      id: row.id,
      reference: row.reference,
      methodCode: row.methodCode,
      methodName: method ? localized(method.name, language) : row.methodCode,
      flow: row.flow as Deposit['flow'],
      amount: toMajorUnits(row.amountMinor),
      fee: toMajorUnits(row.feeMinor),
      status: row.status as DepositStatus,
      promoId: row.promoId,
      promoTitle: promo ? localized(promo.title, language) : null,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      expiresAt: row.status === 'PENDING' ? (row.expiresAt?.toISOString() ?? null) : null,
      receivingAccount:
        row.flow === 'TRANSFER' && (row.status === 'PENDING' || row.status === 'SUBMITTED')
          ? settings.deposit.receivingAccount
          : null,
      payerBank: row.payerBank,
      payerAccountName: row.payerAccountName,
      transferredAt: row.transferredAt?.toISOString() ?? null,
      reason: row.reason,
    };
  }

  /** A PENDING deposit past its time is EXPIRED, on read as well as by the sweeper. */
  async function fresh(row: DepositRow): Promise<DepositRow> {
    if (row.status !== 'PENDING' || !row.expiresAt || row.expiresAt > clock()) return row;
    return (
      (await repo.transition(row.id, ['PENDING'], 'EXPIRED')) ??
      (await repo.findById(row.id)) ??
      row
    );
  }

  /** Credits a deposit and marks it SUCCESS in one transaction; false when already settled. */
  async function credit(
    id: number,
    from: readonly DepositStatus[],
    patch: { handledBy?: string; reason?: string | null } = {},
  ): Promise<DepositRow | null> {
    const found = await repo.findById(id);
    if (!found) return null;
    await deps.wallets.openWallet(found.memberId);
    // A member on a break gets the money but no promotion (decision 0042). Read before the
    // transaction: on PGlite a query outside it would wait for it to end.
    const promotionsStopped = await deps.protections.onBreak(found.memberId);
    const bind = (db: QueryHandle) => ({ tx: deps.bind(db), db });
    return deps.wallets.atomically(bind, async (post, { tx, db }) => {
      const row = await tx.transition(id, from, 'SUCCESS', patch);
      if (!row) return null;
      await post({
        idempotencyKey: `deposit:${row.id}`,
        memberId: row.memberId,
        walletKind: 'REAL',
        amountMinor: row.amountMinor - row.feeMinor,
        kind: 'DEPOSIT',
        memo: row.reference,
      });
      // The bonus and its lock commit with the deposit, or neither does (decision 0039).
      if (row.promoId !== null && deps.bonuses && !promotionsStopped)
        await deps.bonuses.creditWithDeposit(db, post, row);
      return row;
    });
  }

  /**
   * A pending gateway deposit without its payment gets one from the gateway (its page is where
   * the member pays). When the gateway cannot be reached the deposit fails, and the error goes on.
   */
  async function withPayment(
    row: DepositRow,
    language: Language,
    urls: DepositUrls,
  ): Promise<DepositRow> {
    if (row.flow !== 'GATEWAY' || row.pspPaymentId || row.status !== 'PENDING') return row;
    try {
      const method = await methodOf(row.methodCode);
      const payment = await deps.psp.createPayment({
        amountMinor: row.amountMinor,
        currency: await deps.currency(),
        merchantReference: row.reference,
        channel: method.channel,
        returnUrl: `${urls.playerOrigin}/m/voucherCenter?deposit=${row.id}`,
        notifyUrl: urls.notifyUrl,
        language,
      });
      return { ...row, pspPaymentId: await repo.setPspPayment(row.id, payment.id) };
    } catch (error) {
      await repo.transition(row.id, ['PENDING'], 'FAILED', {
        reason: 'The payment gateway could not be reached',
      });
      throw error;
    }
  }

  function redirectOf(row: DepositRow, urls: DepositUrls): string | null {
    return row.flow === 'GATEWAY' && row.pspPaymentId && row.status === 'PENDING'
      ? `${urls.pspPublicBase}/psp/pay/${row.pspPaymentId}`
      : null;
  }

  return {
    async methods(language: Language): Promise<DepositMethods> {
      const settings = await deps.settings();
      const enabled = settings.deposit.methods.filter((m) => m.enabled);
      return {
        currency: await deps.currency(),
        groups: depositGroups
          .map((group) => ({
            group,
            methods: enabled
              .filter((m) => m.group === group)
              .map((m) => ({
                code: m.code,
                group: m.group,
                flow: m.flow,
                name: localized(m.name, language),
                min: toMajorUnits(m.minMinor),
                max: toMajorUnits(m.maxMinor),
                feePercent: percentOf(m.feeBps),
                etaMinutes: m.etaMinutes,
                presets: m.presetsMinor.map(toMajorUnits),
              })),
          }))
          .filter((g) => g.methods.length > 0),
      };
    },

    /** The promotions this member may take now (a welcome bonus only before a first deposit). */
    async promos(memberId: number, language: Language): Promise<DepositPromo[]> {
      // No deposit promotions offered during a time-out or self-exclusion (issue 18).
      if (await deps.protections.onBreak(memberId)) return [];
      const first = (await repo.countSuccessful(memberId)) === 0;
      return (await repo.enabledPromotions())
        .filter((p) => p.kind !== 'WELCOME' || first)
        .map((p) => promoOf(p, language));
    },

    async acceptPromo(
      memberId: number,
      input: { promoId: number | null; methodCode: string; amount: string },
    ): Promise<{ promoId: number | null; bonus: number }> {
      const amountMinor = amountMinorOf(input.amount);
      const method = await methodOf(input.methodCode);
      checkWithin(amountMinor, method.minMinor, method.maxMinor);
      await deps.protections.assertNoBreak(memberId);
      if (input.promoId === null) return { promoId: null, bonus: 0 };
      const promo = await eligiblePromo(memberId, input.promoId, amountMinor);
      return { promoId: promo.id, bonus: toMajorUnits(bonusOf(promo, amountMinor)) };
    },

    async create(
      memberId: number,
      input: {
        requestId: string;
        methodCode: string;
        amount: string;
        promoId: number | null;
        language: Language;
      },
      urls: DepositUrls,
    ): Promise<DepositCreated> {
      const retried = await repo.findByRequest(memberId, input.requestId);
      if (retried) {
        // A crash between the row and its gateway payment left it without a page: open it now.
        const row = await withPayment(retried, input.language, urls);
        return { deposit: await dto(row, input.language), redirectUrl: redirectOf(row, urls) };
      }
      const amountMinor = amountMinorOf(input.amount);
      const method = await methodOf(input.methodCode);
      checkWithin(amountMinor, method.minMinor, method.maxMinor);
      if (input.promoId !== null) await eligiblePromo(memberId, input.promoId, amountMinor);
      const settings = await deps.settings();
      const guard = await deps.protections.context();
      const now = guard.now;
      // The safer-gambling check and the insert in one transaction under the member's lock, so
      // two deposits (or a deposit and a limit change) cannot both pass the same remaining limit.
      const bind = (db: QueryHandle) => ({ tx: deps.bind(db), db });
      const inserted = await deps.wallets.atomically(bind, async (_post, { tx, db }) => {
        await deps.protections.checkDeposit(db, memberId, amountMinor, guard);
        return tx.insert({
          memberId,
          requestId: input.requestId,
          reference: newReference('D'),
          methodCode: method.code,
          flow: method.flow,
          amountMinor,
          feeMinor: feeOfMinor(amountMinor, method.feeBps),
          status: 'PENDING',
          promoId: input.promoId,
          expiresAt: new Date(now.getTime() + settings.deposit.pendingMinutes * 60_000),
          createdAt: now,
          updatedAt: now,
        });
      });
      // Two identical requests at once: the second finds the first's row.
      let row = inserted ?? (await repo.findByRequest(memberId, input.requestId));
      if (!row) throw new Error('deposit: request vanished');
      if (inserted) row = await withPayment(row, input.language, urls);
      return { deposit: await dto(row, input.language), redirectUrl: redirectOf(row, urls) };
    },

    async get(memberId: number, id: number, language: Language): Promise<Deposit> {
      const row = await repo.findById(id);
      if (!row || row.memberId !== memberId)
        throw new DomainError('DEPOSIT_NOT_FOUND', 'No such deposit');
      return dto(await fresh(row), language);
    },

    /** The member reports their bank transfer; the deposit waits for the cash desk. */
    async reportTransfer(
      memberId: number,
      id: number,
      input: { payerBank: string; payerAccountName: string; transferredAt: string },
      language: Language,
    ): Promise<Deposit> {
      const row = await repo.findById(id);
      if (!row || row.memberId !== memberId || row.flow !== 'TRANSFER')
        throw new DomainError('DEPOSIT_NOT_FOUND', 'No such bank-transfer deposit');
      const current = await fresh(row);
      if (current.status === 'SUBMITTED') return dto(current, language);
      const moved = await repo.transition(id, ['PENDING'], 'SUBMITTED', {
        payerBank: input.payerBank,
        payerAccountName: input.payerAccountName,
        transferredAt: new Date(input.transferredAt),
        expiresAt: null,
      });
      if (!moved) throw new DomainError('DEPOSIT_NOT_FOUND', 'This deposit is no longer pending');
      return dto(moved, language);
    },

    async page(memberId: number, pageNo: number, pageSize: number, language: Language) {
      const { rows, total } = await repo.pageForMember(memberId, pageNo, pageSize);
      const promos = new Map<number, Promise<DepositPromotionRow | null>>();
      return {
        list: await Promise.all(rows.map(async (r) => dto(await fresh(r), language, promos))),
        pageNum: pageNo,
        totalPages: Math.max(1, Math.ceil(total / pageSize)),
        total,
      };
    },

    /**
     * A PSP notification: signature and timestamp checked over the raw bytes; then the deposit
     * of that PSP payment moves once. Replays and late duplicates change nothing.
     */
    async handleWebhook(rawBody: string, signature: string | undefined): Promise<WebhookOutcome> {
      const check = verifyWebhook(await deps.webhookSecret(), rawBody, signature, clock());
      if (check !== 'valid') return { kind: 'refused', reason: check };
      let event: z.infer<typeof webhookSchema>;
      try {
        event = webhookSchema.parse(JSON.parse(rawBody));
      } catch {
        return { kind: 'refused', reason: 'malformed' };
      }
      const row = await repo.findByPspPaymentId(event.data.paymentId);
      if (!row) return { kind: 'ignored', reason: 'unknown payment' };
      if (
        row.reference !== event.data.merchantReference ||
        row.amountMinor !== event.data.amountMinor
      )
        return { kind: 'ignored', reason: 'does not match the deposit' };
      if (event.type === 'payment.succeeded') {
        // The PSP's word that the money arrived outranks our own timer (decision 0036).
        const done = await credit(row.id, ['PENDING', 'EXPIRED']);
        return done
          ? { kind: 'applied', depositId: row.id, status: 'SUCCESS' }
          : { kind: 'ignored', reason: `already ${row.status}` };
      }
      const to: DepositStatus =
        event.type === 'payment.failed'
          ? 'FAILED'
          : event.type === 'payment.cancelled'
            ? 'CANCELLED'
            : 'EXPIRED';
      const moved = await repo.transition(row.id, ['PENDING'], to);
      return moved
        ? { kind: 'applied', depositId: row.id, status: to }
        : { kind: 'ignored', reason: `already ${row.status}` };
    },

    /** The cash desk: a reported transfer is credited once, or rejected with a reason. */
    async approve(id: number, handledBy: string, reason: string | null): Promise<DepositRow> {
      const row = await repo.findById(id);
      if (!row || row.flow !== 'TRANSFER') throw new DomainError('NOT_FOUND', 'No such deposit');
      const done = await credit(id, ['SUBMITTED'], { handledBy, reason });
      if (!done) throw new DomainError('REQUEST_SETTLED', `Already ${row.status}`);
      return done;
    },

    async reject(id: number, handledBy: string, reason: string): Promise<DepositRow> {
      const row = await repo.findById(id);
      if (!row || row.flow !== 'TRANSFER') throw new DomainError('NOT_FOUND', 'No such deposit');
      const moved = await repo.transition(id, ['SUBMITTED', 'PENDING'], 'REJECTED', {
        handledBy,
        reason,
      });
      if (!moved) throw new DomainError('REQUEST_SETTLED', `Already ${row.status}`);
      return moved;
    },

    /** Pending deposits past their time become EXPIRED (the sweeper's tick). */
    async expireDue(limit = 100): Promise<number> {
      let expired = 0;
      for (const row of await repo.dueToExpire(clock(), limit))
        if (await repo.transition(row.id, ['PENDING'], 'EXPIRED')) expired += 1;
      return expired;
    },
  };
}
export type DepositService = ReturnType<typeof createDepositService>;
