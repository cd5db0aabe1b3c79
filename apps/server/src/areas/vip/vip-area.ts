import type { AppDatabase } from '../../db/create-db';
import type { EndpointRegistrar } from '../../http/endpoint-routes';
import { createVipRepository } from '../../repositories/vip-repository';
import { createVipService } from '../../services/vip-service';
import type { Core } from '../core';
import { vipRoutes } from './vip-routes';

/** VIP (issue 14): the levels and each member's derived level. */
export function createVipServices(db: AppDatabase, core: Core) {
  return {
    vip: createVipService({
      repo: createVipRepository(db),
      clock: core.clock,
      currency: async () => (await core.currency()).code,
      cashierLimits: async () => {
        const { withdrawal } = (await core.operatorSettings.readAll()).cashier;
        return { dailyCount: withdrawal.dailyCount, dailyAmountMinor: withdrawal.dailyAmountMinor };
      },
    }),
  };
}
export type VipServices = ReturnType<typeof createVipServices>;

export function registerVipArea(endpoints: EndpointRegistrar, services: VipServices): void {
  endpoints.add(vipRoutes(services.vip));
}
