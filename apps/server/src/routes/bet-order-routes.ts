import { apiPaths } from '@app/contracts/api-paths';
import { betOrderDetailQuerySchema, betOrdersQuerySchema } from '@app/contracts/bets';
import { ok } from '@app/contracts/envelope';
import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../http/auth';
import { parseRequest } from '../http/request-validation';
import type { Services } from '../services/create-services';

/** Spec section 7: bet records (/lgw/orders, /lgw/orders/detail); a member's own orders only. */
export function registerBetOrderRoutes(app: FastifyInstance, services: Services): void {
  app.get(apiPaths.betOrders, async (request, reply) => {
    const auth = await requireAuth(request);
    const query = parseRequest(betOrdersQuerySchema, request.query);
    void reply.header('cache-control', 'no-store');
    return ok(
      await services.betOrders.list(auth.memberId, {
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        ...(query.gameType ? { gameType: query.gameType } : {}),
        ...(query.wallet ? { wallet: query.wallet } : {}),
        ...(query.startDate ? { startDate: query.startDate } : {}),
        ...(query.endDate ? { endDate: query.endDate } : {}),
      }),
    );
  });

  app.get(apiPaths.betOrderDetail, async (request, reply) => {
    const auth = await requireAuth(request);
    const query = parseRequest(betOrderDetailQuerySchema, request.query);
    void reply.header('cache-control', 'no-store');
    return ok(await services.betOrders.detail(auth.memberId, query.orderId));
  });
}
