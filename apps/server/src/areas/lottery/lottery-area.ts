import type { AppDatabase } from '../../db/create-db';
import type { EndpointRegistrar } from '../../http/endpoint-routes';
import { createBetOrderRepository } from '../../repositories/bet-order-repository';
import { createBetRecordRepository } from '../../repositories/bet-record-repository';
import { createLotteryOrderRepository } from '../../repositories/lottery-order-repository';
import { createLotteryRepository } from '../../repositories/lottery-repository';
import { createBetOrderService } from '../../services/bet-order-service';
import type { GameLaunchService } from '../../services/game-launch-service';
import { createLotteryOrderService } from '../../services/lottery-order-service';
import { createLotteryService } from '../../services/lottery-service';
import type { Core } from '../core';
import { lotteryRoutes } from './lottery-routes';

/**
 * Lottery draws (issue 4), lottery tickets and the bet record (issue 14). Tickets are placed
 * from the lottery ticket page of a launch, so this area takes the games area's launches.
 */
export function createLotteryServices(db: AppDatabase, core: Core, launches: GameLaunchService) {
  const { clock, wallets } = core;
  const games = createLotteryRepository(db);
  const lotteryOrders = createLotteryOrderService({
    repo: createLotteryOrderRepository(db),
    ordersOn: createLotteryOrderRepository,
    settingsOf: (gameId) => games.settingsOf(gameId),
    launches,
    wallets,
    currency: core.currency,
    clock,
    protections: core.protections,
  });
  return {
    lottery: createLotteryService({ repo: games, clock }),
    lotteryOrders,
    betOrders: createBetOrderService({
      records: createBetRecordRepository(db),
      rounds: createBetOrderRepository(db),
      lottery: lotteryOrders,
      clock,
    }),
    /** Settles closed draws every few seconds (main.ts); returns a stop function. */
    startSettlementSweeper: (intervalMs?: number) =>
      lotteryOrders.startSettlementSweeper(intervalMs),
  };
}
export type LotteryServices = ReturnType<typeof createLotteryServices>;

export function registerLotteryArea(endpoints: EndpointRegistrar, lottery: LotteryServices): void {
  endpoints.add(lotteryRoutes(lottery));
}
