import { and, desc, eq } from 'drizzle-orm';
import type { AppDatabase } from '../db/create-db';
import { betOrders, games } from '../db/schema';

/** What a round showed, as stored in bet_orders.round (money in minor units). */
export type StoredRound = {
  reels: string[][];
  wins: { line: number; symbol: string; amountMinor: number }[];
};

export type NewBetOrder = {
  orderId: string;
  roundId: string;
  memberId: number;
  gameId: number;
  walletKind: 'REAL' | 'PLAY';
  stakeMinor: number;
  payoutMinor: number;
  round: StoredRound;
  createdAt: Date;
};

export type BetOrderRow = {
  orderId: string;
  roundId: string;
  gameId: number;
  gameName: string;
  vendor: string;
  gameType: string;
  walletKind: 'REAL' | 'PLAY';
  stakeMinor: number;
  payoutMinor: number;
  balanceAfterMinor: number;
  status: string;
  round: StoredRound;
  createdAt: Date;
};

const orderColumns = {
  orderId: betOrders.orderId,
  roundId: betOrders.roundId,
  gameId: betOrders.gameId,
  gameName: games.name,
  vendor: games.vendor,
  gameType: games.gameType,
  walletKind: betOrders.walletKind,
  stakeMinor: betOrders.stakeMinor,
  payoutMinor: betOrders.payoutMinor,
  balanceAfterMinor: betOrders.balanceAfterMinor,
  status: betOrders.status,
  round: betOrders.round,
  createdAt: betOrders.createdAt,
};

type SelectedRow = Omit<BetOrderRow, 'walletKind' | 'round'> & {
  walletKind: string;
  round: unknown;
};

const toRow = (row: SelectedRow): BetOrderRow => ({
  ...row,
  walletKind: row.walletKind as 'REAL' | 'PLAY',
  round: row.round as StoredRound,
});

/**
 * SQL of bet orders (one settled demo-game round each). `createBetOrderRepository(tx)` binds the
 * same queries to a transaction: the round's ledger posts and its order are written together
 * (wallet-service `atomically`).
 */
export function createBetOrderRepository(db: AppDatabase) {
  return {
    /**
     * Claims the member's round id by inserting its order (balance and ledger ids are filled by
     * `settle` in the same transaction). False when the round already has an order: PostgreSQL
     * makes a concurrent claim of the same round wait for the first to commit or roll back.
     */
    async claim(order: NewBetOrder): Promise<boolean> {
      const rows = await db
        .insert(betOrders)
        .values({ ...order, balanceAfterMinor: 0, status: 'SETTLED' })
        .onConflictDoNothing({ target: [betOrders.memberId, betOrders.roundId] })
        .returning({ id: betOrders.id });
      return rows.length > 0;
    },

    async settle(
      orderId: string,
      settled: {
        betTransactionId: number;
        payoutTransactionId: number | null;
        balanceAfterMinor: number;
      },
    ): Promise<void> {
      await db.update(betOrders).set(settled).where(eq(betOrders.orderId, orderId));
    },

    async findByRound(memberId: number, roundId: string): Promise<BetOrderRow | null> {
      const [row] = await db
        .select(orderColumns)
        .from(betOrders)
        .innerJoin(games, eq(games.id, betOrders.gameId))
        .where(and(eq(betOrders.memberId, memberId), eq(betOrders.roundId, roundId)));
      return row ? toRow(row) : null;
    },

    /** The member's order with this id; null for anyone else's (or none). */
    async findOwn(memberId: number, orderId: string): Promise<BetOrderRow | null> {
      const [row] = await db
        .select(orderColumns)
        .from(betOrders)
        .innerJoin(games, eq(games.id, betOrders.gameId))
        .where(and(eq(betOrders.memberId, memberId), eq(betOrders.orderId, orderId)));
      return row ? toRow(row) : null;
    },

    /** The reels of the member's latest round of a game in a wallet, if any. */
    async lastReels(
      memberId: number,
      gameId: number,
      walletKind: 'REAL' | 'PLAY',
    ): Promise<string[][] | null> {
      const [row] = await db
        .select({ round: betOrders.round })
        .from(betOrders)
        .where(
          and(
            eq(betOrders.memberId, memberId),
            eq(betOrders.gameId, gameId),
            eq(betOrders.walletKind, walletKind),
          ),
        )
        .orderBy(desc(betOrders.createdAt), desc(betOrders.id))
        .limit(1);
      return row ? (row.round as StoredRound).reels : null;
    },
  };
}
export type BetOrderRepository = ReturnType<typeof createBetOrderRepository>;
