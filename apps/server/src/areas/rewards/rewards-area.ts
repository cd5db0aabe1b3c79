import type { AppDatabase } from '../../db/create-db';
import type { EndpointRegistrar } from '../../http/endpoint-routes';
import type { AuditService } from '../../services/audit-service';
import type { Core } from '../core';
import { createBonusServices } from './bonus-area';
import { bonusRoutes } from './bonus-routes';
import { createRewardCentreServices } from './reward-centre-area';
import { rewardCentreRoutes } from './reward-centre-routes';

/**
 * Rewards (issue 16): bonus money under wagering (bonus-area.ts; the cashier credits it with
 * its deposit and locks it for withdrawals, slot rounds count its wagering), and the reward
 * centre with claims, the daily check-in and the red envelope rain (reward-centre-area.ts).
 * Made before the cashier and the games, which use the bonuses.
 */
export function createRewardServices(db: AppDatabase, core: Core, deps: { audit: AuditService }) {
  const bonus = createBonusServices(db, core, deps);
  const centre = createRewardCentreServices(db, core, { ...deps, bonuses: bonus });
  return { bonus, centre };
}
export type RewardServices = ReturnType<typeof createRewardServices>;

export function registerRewardsArea(endpoints: EndpointRegistrar, s: RewardServices): void {
  endpoints.add({ ...bonusRoutes(s.bonus), ...rewardCentreRoutes(s.centre) });
}
