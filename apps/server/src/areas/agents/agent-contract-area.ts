import type { AppDatabase } from '../../db/create-db';
import { createAgentContractRepository } from '../../repositories/agent-contract-repository';
import { createAgentContractService } from '../../services/agent-contract-service';
import type { Core } from '../core';
import type { AgentAreaDeps } from './agents-area';

/**
 * Contracts (issue 17): daily salary, dividend and hourly salary offered by the upline (or the
 * operator), signed by the agent and paid per period by `runDue` (the server's 60 s job and
 * the devAgentJobs row).
 */
export function createAgentContractServices(db: AppDatabase, core: Core, _deps: AgentAreaDeps) {
  const contracts = createAgentContractService({
    repo: createAgentContractRepository(db),
    bind: createAgentContractRepository,
    wallets: core.wallets,
    utcOffsetMinutes: async () => (await core.operatorSettings.readAll()).cashier.utcOffsetMinutes,
    currency: async () => (await core.currency()).code,
    clock: core.clock,
    protections: core.protections,
  });
  return {
    contracts,
    /** Pays every contract period that ended and is not settled yet (each once). */
    async runDue(): Promise<void> {
      await contracts.runDue();
    },
  };
}
export type AgentContractServices = ReturnType<typeof createAgentContractServices>;
