import type { AppDatabase } from '../../db/create-db';
import type { AuditService } from '../../services/audit-service';
import type { Core } from '../core';

/**
 * Bonus money under wagering (issue 16): TO BE BUILT by the bonus slice (bonus service and
 * repository, deposit crediting, wagering from slot rounds, the withdrawal lock, expiry).
 */
export function createBonusServices(_db: AppDatabase, _core: Core, _deps: { audit: AuditService }) {
  return {};
}
export type BonusServices = ReturnType<typeof createBonusServices>;
