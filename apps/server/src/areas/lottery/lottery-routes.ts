import type { EndpointHandlers, RowsOfArea } from '../../http/endpoint-routes';
import type { BetOrderService } from '../../services/bet-order-service';
import type { LotteryOrderService } from '../../services/lottery-order-service';
import type { LotteryService } from '../../services/lottery-service';

export type LotteryRouteServices = {
  lottery: LotteryService;
  lotteryOrders: LotteryOrderService;
  betOrders: BetOrderService;
};

/** Only the fields set, so optional properties stay absent (exactOptionalPropertyTypes). */
function mode(query: { prizeMode?: 'Lott' | 'ZY' | 'Elott'; playType?: 'trad' | 'ent' }) {
  return {
    ...(query.prizeMode ? { prizeMode: query.prizeMode } : {}),
    ...(query.playType ? { playType: query.playType } : {}),
  };
}

/**
 * Spec section 7, lottery calls (lottery.ts) and bet records (bets.ts; a member's own orders
 * only), and the lottery ticket page's calls (bet-routes.ts). Draws are computed from the clock,
 * so the open-draw answers must never be cached; the game lists may be, briefly.
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
        ...(query.vendor ? { vendor: query.vendor } : {}),
        ...(query.kind ? { kind: query.kind } : {}),
        ...(query.wallet ? { wallet: query.wallet } : {}),
        ...(query.from ? { from: query.from } : {}),
        ...(query.to ? { to: query.to } : {}),
        ...(query.startDate ? { startDate: query.startDate } : {}),
        ...(query.endDate ? { endDate: query.endDate } : {}),
      });
    },
    betOrderDetail: async ({ auth, query, reply }) => {
      void reply.header('cache-control', 'no-store');
      return s.betOrders.detail(auth.memberId, query.orderId);
    },
    betSubOrderCancel: async ({ auth, body, reply }) => {
      void reply.header('cache-control', 'no-store');
      return s.lotteryOrders.cancel(auth.memberId, body.subOrderId);
    },

    lotteryTicketState: async ({ query, reply }) => {
      void reply.header('cache-control', 'no-store');
      return s.lotteryOrders.ticketState(query.launchToken);
    },
    lotteryTicketPlace: async ({ body, reply }) => {
      void reply.header('cache-control', 'no-store');
      return s.lotteryOrders.place(body);
    },
  };
}
