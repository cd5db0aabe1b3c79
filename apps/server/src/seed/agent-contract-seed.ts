import type { AppDatabase } from '../db/create-db';
import type { Core } from '../areas/core';

/** STUB (issue 17): agent01's demo contracts; the helper for this part replaces it. Idempotent. */
export function createAgentContractSeed(_db: AppDatabase, _core: Core) {
  return {
    async seed(): Promise<void> {},
  };
}
