import type { AppDatabase } from '../../db/create-db';
import type { Core } from '../core';
import type { AgentAreaDeps } from './agents-area';

/** STUB (issue 17): the helper for this part replaces it with the part's services. */
export function createAgentContractServices(_db: AppDatabase, _core: Core, _deps: AgentAreaDeps) {
  return {
    /** Scheduled work of this part (payouts): runs what is due; a no-op when nothing is. */
    async runDue(): Promise<void> {},
  };
}
export type AgentContractServices = ReturnType<typeof createAgentContractServices>;
