import { betRecordMaxDaysBack, type BetKind } from '@app/contracts/bet-constants';
import type { BetOrder, BetOrderDetail, BetOrderPage } from '@app/contracts/bets';
import type { PlayableGameType } from '@app/contracts/games';
import type { BetOrderRepository } from '../repositories/bet-order-repository';
import type { BetRecordRepository, BetRecordRow } from '../repositories/bet-record-repository';
import type { Clock } from './clock';
import { DomainError } from './domain-error';
import type { LotteryOrderService } from './lottery-order-service';
import { toMajorUnits } from './money';

export type BetOrdersRequest = {
  pageNo: number;
  pageSize: number;
  gameType?: PlayableGameType;
  vendor?: string;
  kind?: BetKind;
  wallet?: 'REAL' | 'PLAY';
  /** ISO datetimes with the member's offset (both or neither): at most 90 days back. */
  from?: string;
  to?: string;
  /** YYYY-MM-DD, inclusive, UTC. */
  startDate?: string;
  endDate?: string;
};

const DAY_MS = 24 * 60 * 60 * 1000;

function toBetOrder(row: BetRecordRow): BetOrder {
  return {
    orderId: row.orderId,
    kind: row.kind,
    nodeId: row.gameId,
    gameName: row.gameName,
    vendor: row.vendor,
    gameType: row.gameType as PlayableGameType,
    wallet: row.walletKind,
    stake: toMajorUnits(row.stakeMinor),
    validTurnover: toMajorUnits(row.validMinor),
    payout: toMajorUnits(row.payoutMinor),
    winLoss: toMajorUnits(row.winLossMinor),
    status: row.status as BetOrder['status'],
    numero: row.numero,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The lower and upper bounds of a request's dates: the member's own days or whole UTC days. */
function boundsOf(request: BetOrdersRequest, now: Date): { from?: Date; before?: Date } {
  if (request.from !== undefined || request.to !== undefined) {
    const from = request.from === undefined ? null : new Date(request.from);
    const to = request.to === undefined ? null : new Date(request.to);
    // A day of slack for the member's time zone on the oldest day (like the transaction record).
    const oldest = now.getTime() - (betRecordMaxDaysBack + 1) * DAY_MS;
    if (!from || !to || !(from <= to) || from.getTime() < oldest)
      throw new DomainError('DATE_RANGE_INVALID', 'The range must be within the last 90 days');
    // `to` is the last millisecond of the member's last day: inclusive.
    return { from, before: new Date(to.getTime() + 1) };
  }
  return {
    ...(request.startDate ? { from: new Date(`${request.startDate}T00:00:00Z`) } : {}),
    ...(request.endDate
      ? { before: new Date(new Date(`${request.endDate}T00:00:00Z`).getTime() + DAY_MS) }
      : {}),
  };
}

/**
 * Bet records (spec section 7, /lgw/orders and /lgw/orders/detail): the demo game's rounds and
 * the member's lottery orders in one list, filtered by kind, game type, vendor, wallet and date
 * range, with the totals of everything the filters match. A member sees only their own orders;
 * lottery orders whose draw has closed are settled before they are read.
 */
export function createBetOrderService(deps: {
  records: BetRecordRepository;
  rounds: BetOrderRepository;
  lottery: LotteryOrderService;
  clock: Clock;
}) {
  const { records, rounds, lottery } = deps;
  return {
    async list(memberId: number, request: BetOrdersRequest): Promise<BetOrderPage> {
      const bounds = boundsOf(request, deps.clock());
      await lottery.settleDue({ memberId });
      const { rows, totals } = await records.page(
        {
          memberId,
          ...(request.kind ? { kind: request.kind } : {}),
          ...(request.gameType ? { gameType: request.gameType } : {}),
          ...(request.vendor ? { vendor: request.vendor } : {}),
          ...(request.wallet ? { walletKind: request.wallet } : {}),
          ...bounds,
        },
        { offset: (request.pageNo - 1) * request.pageSize, limit: request.pageSize },
      );
      return {
        list: rows.map(toBetOrder),
        pageNum: request.pageNo,
        totalPages: Math.ceil(totals.total / request.pageSize),
        total: totals.total,
        summary: {
          stake: toMajorUnits(totals.stakeMinor),
          validTurnover: toMajorUnits(totals.validMinor),
          payout: toMajorUnits(totals.payoutMinor),
          winLoss: toMajorUnits(totals.winLossMinor),
        },
      };
    },

    /**
     * One of the member's orders: a round with its reels and wins, or a lottery order with its
     * picks and, once settled, the draw's result. Anyone else's (or none) is ORDER_NOT_FOUND.
     */
    async detail(memberId: number, orderId: string): Promise<BetOrderDetail> {
      const round = await rounds.findOwn(memberId, orderId);
      if (round) {
        return {
          orderId: round.orderId,
          kind: 'ROUND',
          nodeId: round.gameId,
          gameName: round.gameName,
          vendor: round.vendor,
          gameType: round.gameType as PlayableGameType,
          wallet: round.walletKind,
          stake: toMajorUnits(round.stakeMinor),
          validTurnover: toMajorUnits(round.stakeMinor),
          payout: toMajorUnits(round.payoutMinor),
          winLoss: toMajorUnits(round.payoutMinor - round.stakeMinor),
          status: round.status === 'CANCELLED' ? 'CANCELLED' : 'SETTLED',
          numero: null,
          createdAt: round.createdAt.toISOString(),
          round: {
            reels: round.round.reels,
            wins: round.round.wins.map((w) => ({
              line: w.line,
              symbol: w.symbol,
              amount: toMajorUnits(w.amountMinor),
            })),
          },
          balanceAfter: toMajorUnits(round.balanceAfterMinor),
        };
      }
      const ticket = await lottery.detail(memberId, orderId);
      if (!ticket) throw new DomainError('ORDER_NOT_FOUND', 'Order not found');
      return ticket;
    },
  };
}
export type BetOrderService = ReturnType<typeof createBetOrderService>;
