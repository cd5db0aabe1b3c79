import { sql, type SQL } from 'drizzle-orm';
import type { AppDatabase } from '../db/create-db';
import { betOrders, games, ledgerEntries, lotteryOrders, wallets } from '../db/schema';
import { rowsOf } from './sql-rows';

/** One row of the bet record: a demo-game round or a lottery order (minor units). */
export type BetRecordRow = {
  kind: 'ROUND' | 'LOTTERY';
  orderId: string;
  gameId: number;
  gameName: string;
  vendor: string;
  gameType: string;
  walletKind: 'REAL' | 'PLAY';
  /** What stays staked (a lottery order's refunded picks taken off). */
  stakeMinor: number;
  /** The stake of what is settled. */
  validMinor: number;
  payoutMinor: number;
  /** Payout less stake of what is settled. */
  winLossMinor: number;
  status: string;
  numero: string | null;
  createdAt: Date;
};

export type BetRecordFilter = {
  memberId: number;
  kind?: 'ROUND' | 'LOTTERY';
  gameType?: string;
  vendor?: string;
  walletKind?: 'REAL' | 'PLAY';
  /** Inclusive lower bound. */
  from?: Date;
  /** Exclusive upper bound. */
  before?: Date;
};

export type BetRecordTotals = {
  total: number;
  stakeMinor: number;
  validMinor: number;
  payoutMinor: number;
  winLossMinor: number;
};

type RawRow = {
  kind: 'ROUND' | 'LOTTERY';
  order_id: string;
  game_id: number | string;
  game_name: string;
  vendor: string;
  game_type: string;
  wallet_kind: string;
  stake_minor: number | string;
  valid_minor: number | string;
  payout_minor: number | string;
  win_loss_minor: number | string;
  status: string;
  numero: string | null;
  created_at: string | Date;
};

/**
 * The member's bet record (issue 14): the demo game's rounds (bet_orders) and lottery orders in
 * one list, newest first, with totals over everything the filters match. Each source is one
 * SELECT on the member's index (and the date range), glued with UNION ALL; the other filters
 * apply to the union.
 */
export function createBetRecordRepository(db: AppDatabase) {
  function unionOf(f: BetRecordFilter): SQL | null {
    const dates = (column: SQL) =>
      sql.join(
        [
          f.from === undefined ? sql`` : sql` and ${column} >= ${f.from.toISOString()}`,
          f.before === undefined ? sql`` : sql` and ${column} < ${f.before.toISOString()}`,
        ],
        sql``,
      );
    const parts: SQL[] = [];
    if (f.kind !== 'LOTTERY')
      parts.push(sql`select 'ROUND' as kind, ${betOrders.orderId} as order_id,
        ${betOrders.gameId} as game_id, ${games.name} as game_name, ${games.vendor} as vendor,
        ${games.gameType} as game_type, ${betOrders.walletKind} as wallet_kind,
        ${betOrders.stakeMinor} as stake_minor, ${betOrders.stakeMinor} as valid_minor,
        ${betOrders.payoutMinor} as payout_minor,
        ${betOrders.payoutMinor} - ${betOrders.stakeMinor} as win_loss_minor,
        ${betOrders.status} as status, null::varchar as numero,
        ${betOrders.createdAt} as created_at, ${betOrders.id} as id
        from ${betOrders} join ${games} on ${games.id} = ${betOrders.gameId}
        where ${betOrders.memberId} = ${f.memberId}${dates(sql`${betOrders.createdAt}`)}`);
    if (f.kind !== 'ROUND')
      parts.push(sql`select 'LOTTERY' as kind, ${lotteryOrders.orderId} as order_id,
        ${lotteryOrders.gameId} as game_id, ${games.name} as game_name, ${games.vendor} as vendor,
        ${games.gameType} as game_type,
        (select ${wallets.kind} from ${ledgerEntries} join ${wallets} on ${wallets.id} = ${ledgerEntries.walletId}
          where ${ledgerEntries.transactionId} = ${lotteryOrders.betTransactionId} limit 1) as wallet_kind,
        ${lotteryOrders.stakeMinor} - ${lotteryOrders.refundMinor} as stake_minor,
        case when ${lotteryOrders.status} = 'SETTLED'
          then ${lotteryOrders.stakeMinor} - ${lotteryOrders.refundMinor} else 0 end as valid_minor,
        ${lotteryOrders.payoutMinor} as payout_minor,
        case when ${lotteryOrders.status} = 'SETTLED'
          then ${lotteryOrders.payoutMinor} - (${lotteryOrders.stakeMinor} - ${lotteryOrders.refundMinor})
          else 0 end as win_loss_minor,
        ${lotteryOrders.status} as status, ${lotteryOrders.numero} as numero,
        ${lotteryOrders.createdAt} as created_at, ${lotteryOrders.id} as id
        from ${lotteryOrders} join ${games} on ${games.id} = ${lotteryOrders.gameId}
        where ${lotteryOrders.memberId} = ${f.memberId}${dates(sql`${lotteryOrders.createdAt}`)}`);
    if (parts.length === 0) return null;
    return sql.join(parts, sql` union all `);
  }

  function outerWhere(f: BetRecordFilter): SQL {
    const conditions: SQL[] = [sql`true`];
    if (f.gameType !== undefined) conditions.push(sql`game_type = ${f.gameType}`);
    if (f.vendor !== undefined) conditions.push(sql`vendor = ${f.vendor}`);
    if (f.walletKind !== undefined) conditions.push(sql`wallet_kind = ${f.walletKind}`);
    return sql.join(conditions, sql` and `);
  }

  return {
    async page(
      filter: BetRecordFilter,
      page: { offset: number; limit: number },
    ): Promise<{ rows: BetRecordRow[]; totals: BetRecordTotals }> {
      const union = unionOf(filter);
      const none = { total: 0, stakeMinor: 0, validMinor: 0, payoutMinor: 0, winLossMinor: 0 };
      if (!union) return { rows: [], totals: none };
      const where = outerWhere(filter);
      const [totalsResult] = rowsOf<{
        total: number;
        stake_minor: string | number;
        valid_minor: string | number;
        payout_minor: string | number;
        win_loss_minor: string | number;
      }>(
        await db.execute(sql`select count(*)::int as total,
          coalesce(sum(stake_minor), 0)::bigint as stake_minor,
          coalesce(sum(valid_minor), 0)::bigint as valid_minor,
          coalesce(sum(payout_minor), 0)::bigint as payout_minor,
          coalesce(sum(win_loss_minor), 0)::bigint as win_loss_minor
          from (${union}) r where ${where}`),
      );
      const totals: BetRecordTotals = {
        total: Number(totalsResult?.total ?? 0),
        stakeMinor: Number(totalsResult?.stake_minor ?? 0),
        validMinor: Number(totalsResult?.valid_minor ?? 0),
        payoutMinor: Number(totalsResult?.payout_minor ?? 0),
        winLossMinor: Number(totalsResult?.win_loss_minor ?? 0),
      };
      if (totals.total <= page.offset) return { rows: [], totals };
      const listed = rowsOf<RawRow>(
        await db.execute(sql`select * from (${union}) r where ${where}
          order by created_at desc, kind, id desc
          limit ${page.limit} offset ${page.offset}`),
      );
      return {
        rows: listed.map((r) => ({
          kind: r.kind,
          orderId: r.order_id,
          gameId: Number(r.game_id),
          gameName: r.game_name,
          vendor: r.vendor,
          gameType: r.game_type,
          walletKind: r.wallet_kind === 'PLAY' ? 'PLAY' : 'REAL',
          stakeMinor: Number(r.stake_minor),
          validMinor: Number(r.valid_minor),
          payoutMinor: Number(r.payout_minor),
          winLossMinor: Number(r.win_loss_minor),
          status: r.status,
          numero: r.numero,
          createdAt: new Date(r.created_at),
        })),
        totals,
      };
    },
  };
}
export type BetRecordRepository = ReturnType<typeof createBetRecordRepository>;
