import type { BetOrder, BetOrderDetail } from '@app/contracts/bets';
import type { PlayableGameType } from '@app/contracts/games';
import type { BetOrderRepository, BetOrderRow } from '../repositories/bet-order-repository';
import { DomainError } from './domain-error';
import { toMajorUnits } from './money';

export type BetOrdersRequest = {
  pageNo: number;
  pageSize: number;
  gameType?: PlayableGameType;
  wallet?: 'REAL' | 'PLAY';
  /** YYYY-MM-DD, inclusive, UTC. */
  startDate?: string;
  endDate?: string;
};

const DAY_MS = 24 * 60 * 60 * 1000;

function toBetOrder(row: BetOrderRow): BetOrder {
  return {
    orderId: row.orderId,
    nodeId: row.gameId,
    gameName: row.gameName,
    vendor: row.vendor,
    gameType: row.gameType as PlayableGameType,
    wallet: row.walletKind,
    stake: toMajorUnits(row.stakeMinor),
    payout: toMajorUnits(row.payoutMinor),
    winLoss: toMajorUnits(row.payoutMinor - row.stakeMinor),
    status: row.status === 'CANCELLED' ? 'CANCELLED' : 'SETTLED',
    createdAt: row.createdAt.toISOString(),
  };
}

/** Bet records (spec section 7, /lgw/orders): a member sees only their own orders. */
export function createBetOrderService(deps: { repo: BetOrderRepository }) {
  const { repo } = deps;
  return {
    async list(memberId: number, request: BetOrdersRequest) {
      const page = await repo.list(
        {
          memberId,
          ...(request.gameType ? { gameType: request.gameType } : {}),
          ...(request.wallet ? { walletKind: request.wallet } : {}),
          ...(request.startDate ? { from: new Date(`${request.startDate}T00:00:00Z`) } : {}),
          ...(request.endDate
            ? { before: new Date(new Date(`${request.endDate}T00:00:00Z`).getTime() + DAY_MS) }
            : {}),
        },
        { offset: (request.pageNo - 1) * request.pageSize, limit: request.pageSize },
      );
      return {
        list: page.rows.map(toBetOrder),
        pageNum: request.pageNo,
        totalPages: Math.ceil(page.total / request.pageSize),
        total: page.total,
        summary: {
          stake: toMajorUnits(page.stakeMinor),
          payout: toMajorUnits(page.payoutMinor),
          winLoss: toMajorUnits(page.payoutMinor - page.stakeMinor),
        },
      };
    },

    /** One of the member's orders with what the round showed; anyone else's is NOT_FOUND. */
    async detail(memberId: number, orderId: string): Promise<BetOrderDetail> {
      const row = await repo.findOwn(memberId, orderId);
      if (!row) throw new DomainError('NOT_FOUND', 'Order not found');
      return {
        ...toBetOrder(row),
        round: {
          reels: row.round.reels,
          wins: row.round.wins.map((w) => ({
            line: w.line,
            symbol: w.symbol,
            amount: toMajorUnits(w.amountMinor),
          })),
        },
        balanceAfter: toMajorUnits(row.balanceAfterMinor),
      };
    },
  };
}
export type BetOrderService = ReturnType<typeof createBetOrderService>;
