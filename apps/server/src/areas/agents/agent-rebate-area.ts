import type { AppDatabase } from '../../db/create-db';
import { createAgentRebateRepository } from '../../repositories/agent-rebate-repository';
import { createAgentRebateService } from '../../services/agent-rebate-service';
import type { Core } from '../core';
import type { AgentAreaDeps } from './agents-area';

/**
 * Rebates (issue 17): the agent's rate table and earnings per day, and the daily job that pays
 * each member's and each ancestor's rebate of a finished operator day once (REBATE posts).
 */
export function createAgentRebateServices(db: AppDatabase, core: Core, _deps: AgentAreaDeps) {
  return createAgentRebateService({
    repo: createAgentRebateRepository(db),
    bind: createAgentRebateRepository,
    wallets: core.wallets,
    utcOffsetMinutes: async () => (await core.operatorSettings.readAll()).cashier.utcOffsetMinutes,
    clock: core.clock,
    protections: core.protections,
  });
}
export type AgentRebateServices = ReturnType<typeof createAgentRebateServices>;
