import type { AppDatabase } from '../../db/create-db';
import { createAgentHomeRepository } from '../../repositories/agent-home-repository';
import { createAgentHomeService } from '../../services/agent-home-service';
import type { Core } from '../core';
import type { AgentAreaDeps } from './agents-area';

/**
 * The agent home (issue 17): the team's counters (ODSFE2_TeamKPIA) and the contract prompt
 * (getContractDividendRequest). Nothing scheduled.
 */
export function createAgentHomeServices(db: AppDatabase, core: Core, _deps: AgentAreaDeps) {
  return {
    home: createAgentHomeService({
      repo: createAgentHomeRepository(db),
      clock: core.clock,
      utcOffsetMinutes: async () =>
        (await core.operatorSettings.readAll()).cashier.utcOffsetMinutes,
      protections: core.protections,
    }),
    /** Scheduled work of this part: none. */
    async runDue(): Promise<void> {},
  };
}
export type AgentHomeServices = ReturnType<typeof createAgentHomeServices>;
