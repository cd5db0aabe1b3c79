import type { AppDatabase } from '../../db/create-db';
import type { EndpointRegistrar } from '../../http/endpoint-routes';
import {
  createSaferGamblingRepository,
  type SaferGamblingRepository,
} from '../../repositories/safer-gambling-repository';
import type { AuditService } from '../../services/audit-service';
import { createSaferGamblingService } from '../../services/safer-gambling-service';
import type { Core } from '../core';
import { saferGamblingRoutes } from './safer-gambling-routes';

/**
 * Safer gambling (issue 18, decision 0042): the member's tools, the play session's reality
 * checks, the account history and the console's read-only view. The enforcement is the core's
 * guard (`core.protections`), which the cashier, the games and the rewards call.
 */
export function createSaferGamblingServices(
  db: AppDatabase,
  core: Core,
  deps: { audit: AuditService },
) {
  const repo = createSaferGamblingRepository(db);
  const service = createSaferGamblingService({
    repo,
    bind: createSaferGamblingRepository,
    transaction: <T>(work: (q: SaferGamblingRepository) => Promise<T>) =>
      core.wallets.atomically(createSaferGamblingRepository, (_post, q) => work(q)),
    guard: core.protections,
    settings: async () => {
      const all = await core.operatorSettings.readAll();
      return { saferGambling: all.saferGambling, utcOffsetMinutes: all.cashier.utcOffsetMinutes };
    },
    passwords: core.passwords,
    audit: deps.audit,
    clock: core.clock,
  });
  return {
    service,
    /** The development row (the e2e): false when there is no such member. */
    async devRealityCheckSeconds(username: string, seconds: number): Promise<boolean> {
      const memberId = await repo.idByUsername(username);
      if (memberId === null) return false;
      await service.devRealityCheckSeconds(memberId, seconds);
      return true;
    },
  };
}
export type SaferGamblingServices = ReturnType<typeof createSaferGamblingServices>;

export function registerSaferGamblingArea(
  endpoints: EndpointRegistrar,
  s: SaferGamblingServices,
): void {
  endpoints.add(saferGamblingRoutes(s.service));
}
