import type { AppDatabase } from '../../db/create-db';
import type { AuditService } from '../../services/audit-service';
import type { Core } from '../core';
import type { BonusServices } from './bonus-area';

/**
 * The reward centre, claims, check-in and the red envelope rain (issue 16): TO BE BUILT by the
 * rewards slice.
 */
export function createRewardCentreServices(
  _db: AppDatabase,
  _core: Core,
  _deps: { audit: AuditService; bonuses: BonusServices },
) {
  return {};
}
export type RewardCentreServices = ReturnType<typeof createRewardCentreServices>;
