import type { AppDatabase } from '../../db/create-db';
import type { EndpointRegistrar } from '../../http/endpoint-routes';
import { createBetOrderRepository } from '../../repositories/bet-order-repository';
import { createLotteryRepository } from '../../repositories/lottery-repository';
import { createBetOrderService } from '../../services/bet-order-service';
import { createLotteryService } from '../../services/lottery-service';
import type { Core } from '../core';
import { lotteryRoutes } from './lottery-routes';

/** Lottery draws and bet records (issue 4). */
export function createLotteryServices(db: AppDatabase, core: Core) {
  return {
    lottery: createLotteryService({ repo: createLotteryRepository(db), clock: core.clock }),
    betOrders: createBetOrderService({ repo: createBetOrderRepository(db) }),
  };
}
export type LotteryServices = ReturnType<typeof createLotteryServices>;

export function registerLotteryArea(endpoints: EndpointRegistrar, lottery: LotteryServices): void {
  endpoints.add(lotteryRoutes(lottery));
}
