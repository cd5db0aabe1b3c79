import type { EndpointHandlers, RowsOfArea } from '../../http/endpoint-routes';
import type { BetOrderService } from '../../services/bet-order-service';
import type { LotteryService } from '../../services/lottery-service';

export type LotteryRouteServices = { lottery: LotteryService; betOrders: BetOrderService };

/** Only the fields set, so optional properties stay absent (exactOptionalPropertyTypes). */
function mode(query: { prizeMode?: 'Lott' | 'ZY' | 'Elott'; playType?: 'trad' | 'ent' }) {
  return {
    ...(query.prizeMode ? { prizeMode: query.prizeMode } : {}),
    ...(query.playType ? { playType: query.playType } : {}),
  };
}

/**
 * Spec section 7, lottery calls (lottery.ts) and bet records (bets.ts; a member's own orders
 * only). Draws are computed from the clock, so the open-draw answers must never be cached; the
 * game lists may be, briefly.
 */
export function lotteryRoutes(
  s: LotteryRouteServices,
): EndpointHandlers<RowsOfArea<'lottery' | 'bets'>> {
  return {
    lotteryGames: async ({ query }) => s.lottery.games({ ...mode(query), limit: query.limit }),
    lotteryPopular: async ({ query }) => s.lottery.popular({ ...mode(query), limit: query.limit }),
    lotteryOpenNumeros: async ({ query, reply }) => {
      void reply.header('cache-control', 'no-store');
      return s.lottery.openNumeros({
        ...(query.gameIds ? { gameIds: query.gameIds } : {}),
        ...(query.prizeMode ? { prizeMode: query.prizeMode } : {}),
      });
    },
    lotteryOpenNumero: async ({ query, reply }) => {
      void reply.header('cache-control', 'no-store');
      return s.lottery.openNumero(query.gameId);
    },
    lotteryMenu: async ({ query }) => s.lottery.menu(mode(query)),
    lotteryRecent: async ({ query, viewer, reply }) => {
      const auth = await viewer();
      void reply.header('cache-control', 'private, no-store');
      void reply.header('vary', 'Authorization');
      return s.lottery.recent(auth?.memberId ?? null, { ...mode(query), limit: query.limit });
    },

    betOrders: async ({ auth, query, reply }) => {
      void reply.header('cache-control', 'no-store');
      return s.betOrders.list(auth.memberId, {
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        ...(query.gameType ? { gameType: query.gameType } : {}),
        ...(query.wallet ? { wallet: query.wallet } : {}),
        ...(query.startDate ? { startDate: query.startDate } : {}),
        ...(query.endDate ? { endDate: query.endDate } : {}),
      });
    },
    betOrderDetail: async ({ auth, query, reply }) => {
      void reply.header('cache-control', 'no-store');
      return s.betOrders.detail(auth.memberId, query.orderId);
    },
  };
}
