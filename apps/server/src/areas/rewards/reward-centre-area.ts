import type { AppDatabase } from '../../db/create-db';
import { createCheckInRepository } from '../../repositories/check-in-repository';
import { createRedRainRepository } from '../../repositories/red-rain-repository';
import { createRewardClaimRepository } from '../../repositories/reward-claim-repository';
import { createRewardEventRepository } from '../../repositories/reward-event-repository';
import type { AuditService } from '../../services/audit-service';
import { createCheckInService } from '../../services/check-in-service';
import { createRedRainService } from '../../services/red-rain-service';
import { createRewardCentreService } from '../../services/reward-centre-service';
import { createRewardClaimService } from '../../services/reward-claim-service';
import type { Core } from '../core';
import type { BonusServices } from './bonus-area';

/**
 * The reward centre, claims and finance's approval, the daily check-in and the red envelope rain
 * (issue 16). The deposit promotions and bonuses under wagering come from the bonus slice
 * (`bonuses`), which the centre lists beside its own items.
 */
export function createRewardCentreServices(
  db: AppDatabase,
  core: Core,
  deps: { audit: AuditService; bonuses: BonusServices },
) {
  const { clock, wallets } = core;
  const utcOffsetMinutes = async () =>
    (await core.operatorSettings.readAll()).cashier.utcOffsetMinutes;
  const events = createRewardEventRepository(db);
  const claimRepo = createRewardClaimRepository(db);
  const checkIn = createCheckInService({
    events,
    repo: createCheckInRepository(db),
    bind: createCheckInRepository,
    wallets,
    utcOffsetMinutes,
    clock,
    protections: core.protections,
  });
  const redRain = createRedRainService({
    events,
    repo: createRedRainRepository(db),
    bind: createRedRainRepository,
    wallets,
    audit: deps.audit,
    utcOffsetMinutes,
    clock,
    protections: core.protections,
  });
  const centre = createRewardCentreService({
    events,
    claims: claimRepo,
    checkIn,
    redRain,
    bonuses: deps.bonuses,
    currency: async () => (await core.currency()).code,
    clock,
  });
  const claims = createRewardClaimService({
    events,
    repo: claimRepo,
    bind: createRewardClaimRepository,
    wallets,
    audit: deps.audit,
    checkIn,
    centre,
    clock,
    protections: core.protections,
  });
  return { centre, claims, checkIn, redRain };
}
export type RewardCentreServices = ReturnType<typeof createRewardCentreServices>;
