import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/create-db';
import {
  games,
  ledgerEntries,
  lotteryOrders,
  lotterySubOrders,
  operatorSettings,
  wallets,
} from '../db/schema';

/** A settled draw as stored in lottery_orders.result. */
export type StoredDrawResult = { number: string; twoD: string };

export type SubOrderRow = {
  id: number;
  subOrderId: string;
  play: string;
  pick: string;
  stakeMinor: number;
  oddsX100: number;
  status: string;
  payoutMinor: number;
};

export type LotteryOrderRow = {
  id: number;
  orderId: string;
  memberId: number;
  gameId: number;
  gameName: string;
  vendor: string;
  gameType: string;
  walletKind: 'REAL' | 'PLAY';
  numero: string;
  closeAt: Date;
  stakeMinor: number;
  payoutMinor: number;
  refundMinor: number;
  status: string;
  result: StoredDrawResult | null;
  createdAt: Date;
  settledAt: Date | null;
  subOrders: SubOrderRow[];
};

/** The order's head under a row lock: what settling or cancelling needs to decide. */
export type LockedOrder = {
  id: number;
  orderId: string;
  memberId: number;
  walletKind: 'REAL' | 'PLAY';
  status: string;
  closeAt: Date;
  /** The game's type (LOTT or ELOTT): the agent centre's turnover per type. */
  gameType: string;
};

export type NewLotteryOrder = {
  orderId: string;
  requestId: string;
  memberId: number;
  gameId: number;
  numero: string;
  closeAt: Date;
  stakeMinor: number;
  createdAt: Date;
};

export type NewSubOrder = {
  subOrderId: string;
  play: string;
  pick: string;
  stakeMinor: number;
  oddsX100: number;
};

/** The operator_settings key of the draws' HMAC secret (never read by the settings service). */
const DRAW_SECRET_KEY = 'lotteryDrawSecret';

/**
 * The wallet an order was paid from: the member entry of its stake's ledger transaction (the
 * order row itself does not name it; the bet is always posted with the order).
 */
const walletKindOfOrder = sql<string>`(select ${wallets.kind} from ${ledgerEntries}
  join ${wallets} on ${wallets.id} = ${ledgerEntries.walletId}
  where ${ledgerEntries.transactionId} = ${lotteryOrders.betTransactionId} limit 1)`;

const orderColumns = {
  id: lotteryOrders.id,
  orderId: lotteryOrders.orderId,
  memberId: lotteryOrders.memberId,
  gameId: lotteryOrders.gameId,
  gameName: games.name,
  vendor: games.vendor,
  gameType: games.gameType,
  walletKind: walletKindOfOrder,
  numero: lotteryOrders.numero,
  closeAt: lotteryOrders.closeAt,
  stakeMinor: lotteryOrders.stakeMinor,
  payoutMinor: lotteryOrders.payoutMinor,
  refundMinor: lotteryOrders.refundMinor,
  status: lotteryOrders.status,
  result: lotteryOrders.result,
  createdAt: lotteryOrders.createdAt,
  settledAt: lotteryOrders.settledAt,
};

const subColumns = {
  id: lotterySubOrders.id,
  orderDbId: lotterySubOrders.orderId,
  subOrderId: lotterySubOrders.subOrderId,
  play: lotterySubOrders.play,
  pick: lotterySubOrders.pick,
  stakeMinor: lotterySubOrders.stakeMinor,
  oddsX100: lotterySubOrders.oddsX100,
  status: lotterySubOrders.status,
  payoutMinor: lotterySubOrders.payoutMinor,
};

type HeadRow = Omit<LotteryOrderRow, 'walletKind' | 'result' | 'subOrders'> & {
  walletKind: string;
  result: unknown;
};

/**
 * SQL of lottery orders and their sub-orders (issue 14). `createLotteryOrderRepository(tx)`
 * binds the same queries to a transaction (wallet-service `atomically`): an order's ledger posts
 * and its rows are written together, under the order's row lock when it is settled or a pick of
 * it cancelled.
 */
export function createLotteryOrderRepository(db: AppDatabase) {
  /** The heads with their sub-orders, in the heads' order. */
  async function withSubOrders(heads: HeadRow[]): Promise<LotteryOrderRow[]> {
    if (heads.length === 0) return [];
    const subs = await db
      .select(subColumns)
      .from(lotterySubOrders)
      .where(
        inArray(
          lotterySubOrders.orderId,
          heads.map((h) => h.id),
        ),
      )
      .orderBy(asc(lotterySubOrders.id));
    return heads.map((head) => ({
      ...head,
      walletKind: head.walletKind === 'PLAY' ? 'PLAY' : 'REAL',
      result: (head.result as StoredDrawResult | null) ?? null,
      subOrders: subs
        .filter((s) => s.orderDbId === head.id)
        .map(({ orderDbId: _order, ...sub }) => sub),
    }));
  }

  const selectOrders = () =>
    db
      .select(orderColumns)
      .from(lotteryOrders)
      .innerJoin(games, eq(games.id, lotteryOrders.gameId));

  return {
    /**
     * Inserts the order unless this member already sent this request id; the id, or null for a
     * retry (a concurrent one waits on the unique index until the first commits).
     */
    async insertOrder(order: NewLotteryOrder): Promise<number | null> {
      const rows = await db
        .insert(lotteryOrders)
        .values({ ...order, status: 'OPEN' })
        .onConflictDoNothing({ target: [lotteryOrders.memberId, lotteryOrders.requestId] })
        .returning({ id: lotteryOrders.id });
      return rows[0]?.id ?? null;
    },

    async insertSubOrders(orderDbId: number, subs: readonly NewSubOrder[]): Promise<void> {
      await db
        .insert(lotterySubOrders)
        .values(subs.map((s) => ({ ...s, orderId: orderDbId, status: 'OPEN' })));
    },

    async setBetTransaction(orderDbId: number, transactionId: number): Promise<void> {
      await db
        .update(lotteryOrders)
        .set({ betTransactionId: transactionId })
        .where(eq(lotteryOrders.id, orderDbId));
    },

    async findByRequest(memberId: number, requestId: string): Promise<LotteryOrderRow | null> {
      const heads = await selectOrders().where(
        and(eq(lotteryOrders.memberId, memberId), eq(lotteryOrders.requestId, requestId)),
      );
      return (await withSubOrders(heads))[0] ?? null;
    },

    /** The member's order with this id; null for anyone else's (or none). */
    async findOwn(memberId: number, orderId: string): Promise<LotteryOrderRow | null> {
      const heads = await selectOrders().where(
        and(eq(lotteryOrders.memberId, memberId), eq(lotteryOrders.orderId, orderId)),
      );
      return (await withSubOrders(heads))[0] ?? null;
    },

    /** The member's latest orders of a game in a wallet: open ones first, then newest first. */
    async latestOfGame(
      memberId: number,
      gameId: number,
      walletKind: 'REAL' | 'PLAY',
      limit: number,
    ): Promise<LotteryOrderRow[]> {
      const heads = await selectOrders()
        .where(
          and(
            eq(lotteryOrders.memberId, memberId),
            eq(lotteryOrders.gameId, gameId),
            sql`${walletKindOfOrder} = ${walletKind}`,
          ),
        )
        .orderBy(
          sql`case when ${lotteryOrders.status} = 'OPEN' then 0 else 1 end`,
          desc(lotteryOrders.createdAt),
          desc(lotteryOrders.id),
        )
        .limit(limit);
      return withSubOrders(heads);
    },

    /** A sub-order of the member's own orders: its row and its order's id; null otherwise. */
    async findOwnSubOrder(
      memberId: number,
      subOrderId: string,
    ): Promise<{ id: number; orderDbId: number; orderId: string; stakeMinor: number } | null> {
      const [row] = await db
        .select({
          id: lotterySubOrders.id,
          orderDbId: lotterySubOrders.orderId,
          orderId: lotteryOrders.orderId,
          stakeMinor: lotterySubOrders.stakeMinor,
        })
        .from(lotterySubOrders)
        .innerJoin(lotteryOrders, eq(lotteryOrders.id, lotterySubOrders.orderId))
        .where(
          and(eq(lotterySubOrders.subOrderId, subOrderId), eq(lotteryOrders.memberId, memberId)),
        );
      return row ?? null;
    },

    /** The order's head, locked until the transaction ends (settling and cancelling queue here). */
    async lock(orderDbId: number): Promise<LockedOrder | null> {
      const [row] = await db
        .select({
          id: lotteryOrders.id,
          orderId: lotteryOrders.orderId,
          memberId: lotteryOrders.memberId,
          status: lotteryOrders.status,
          closeAt: lotteryOrders.closeAt,
          betTransactionId: lotteryOrders.betTransactionId,
          gameType: sql<string>`(select ${games.gameType} from ${games} where ${games.id} = ${lotteryOrders.gameId})`,
        })
        .from(lotteryOrders)
        .where(eq(lotteryOrders.id, orderDbId))
        .for('update');
      if (!row) return null;
      const [wallet] = await db
        .select({ kind: wallets.kind })
        .from(ledgerEntries)
        .innerJoin(wallets, eq(wallets.id, ledgerEntries.walletId))
        .where(eq(ledgerEntries.transactionId, row.betTransactionId ?? -1));
      return {
        id: row.id,
        orderId: row.orderId,
        memberId: row.memberId,
        status: row.status,
        closeAt: row.closeAt,
        walletKind: wallet?.kind === 'PLAY' ? 'PLAY' : 'REAL',
        gameType: row.gameType,
      };
    },

    async subOrdersOf(orderDbId: number): Promise<SubOrderRow[]> {
      const rows = await db
        .select(subColumns)
        .from(lotterySubOrders)
        .where(eq(lotterySubOrders.orderId, orderDbId))
        .orderBy(asc(lotterySubOrders.id));
      return rows.map(({ orderDbId: _order, ...sub }) => sub);
    },

    /** OPEN -> CANCELLED, only if still open: false when it is not (cancelled, settled). */
    async cancelSubOrder(subDbId: number, at: Date): Promise<boolean> {
      const rows = await db
        .update(lotterySubOrders)
        .set({ status: 'CANCELLED', cancelledAt: at })
        .where(and(eq(lotterySubOrders.id, subDbId), eq(lotterySubOrders.status, 'OPEN')))
        .returning({ id: lotterySubOrders.id });
      return rows.length > 0;
    },

    async setRefundTransaction(subDbId: number, transactionId: number): Promise<void> {
      await db
        .update(lotterySubOrders)
        .set({ refundTransactionId: transactionId })
        .where(eq(lotterySubOrders.id, subDbId));
    },

    /** Adds a refund to the order; the order is CANCELLED once none of its picks is left open. */
    async addRefund(orderDbId: number, amountMinor: number): Promise<void> {
      await db
        .update(lotteryOrders)
        .set({
          refundMinor: sql`${lotteryOrders.refundMinor} + ${amountMinor}`,
          status: sql`case when exists (select 1 from ${lotterySubOrders}
            where ${lotterySubOrders.orderId} = ${orderDbId} and ${lotterySubOrders.status} <> 'CANCELLED')
            then ${lotteryOrders.status} else 'CANCELLED' end`,
        })
        .where(eq(lotteryOrders.id, orderDbId));
    },

    async settleSubOrder(
      subDbId: number,
      settled: { status: 'WON' | 'LOST'; payoutMinor: number; payoutTransactionId: number | null },
    ): Promise<void> {
      await db
        .update(lotterySubOrders)
        .set(settled)
        .where(and(eq(lotterySubOrders.id, subDbId), eq(lotterySubOrders.status, 'OPEN')));
    },

    async settleOrder(
      orderDbId: number,
      settled: { result: StoredDrawResult; payoutMinor: number; settledAt: Date },
    ): Promise<void> {
      await db
        .update(lotteryOrders)
        .set({ ...settled, status: 'SETTLED' })
        .where(and(eq(lotteryOrders.id, orderDbId), eq(lotteryOrders.status, 'OPEN')));
    },

    /** Open orders whose draw has closed by `now` (a member's only, when named), oldest first. */
    async dueOrders(now: Date, memberId: number | null, limit: number) {
      return db
        .select({
          id: lotteryOrders.id,
          gameId: lotteryOrders.gameId,
          numero: lotteryOrders.numero,
        })
        .from(lotteryOrders)
        .where(
          and(
            eq(lotteryOrders.status, 'OPEN'),
            lte(lotteryOrders.closeAt, now),
            memberId === null ? undefined : eq(lotteryOrders.memberId, memberId),
          ),
        )
        .orderBy(asc(lotteryOrders.closeAt), asc(lotteryOrders.id))
        .limit(limit);
    },

    /** The result another order of the same draw was settled with, if any. */
    async settledResultOf(gameId: number, numero: string): Promise<StoredDrawResult | null> {
      const [row] = await db
        .select({ result: lotteryOrders.result })
        .from(lotteryOrders)
        .where(
          and(
            eq(lotteryOrders.gameId, gameId),
            eq(lotteryOrders.numero, numero),
            eq(lotteryOrders.status, 'SETTLED'),
          ),
        )
        .limit(1);
      return (row?.result as StoredDrawResult | undefined) ?? null;
    },

    /** The draws' secret (operator_settings, under a key the settings service never reads). */
    async readDrawSecret(): Promise<string | null> {
      const [row] = await db
        .select({ value: operatorSettings.value })
        .from(operatorSettings)
        .where(eq(operatorSettings.key, DRAW_SECRET_KEY));
      const secret = (row?.value as { secret?: unknown } | undefined)?.secret;
      return typeof secret === 'string' ? secret : null;
    },

    /** Stores the secret unless one is stored already (another instance made it first). */
    async insertDrawSecret(secret: string): Promise<void> {
      await db
        .insert(operatorSettings)
        .values({ key: DRAW_SECRET_KEY, value: { secret } })
        .onConflictDoNothing({ target: operatorSettings.key });
    },
  };
}
export type LotteryOrderRepository = ReturnType<typeof createLotteryOrderRepository>;
