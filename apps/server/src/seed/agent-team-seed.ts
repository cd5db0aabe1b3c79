import type { AppDatabase } from '../db/create-db';
import type { Core } from '../areas/core';

/** STUB (issue 17): agent01's demo team; the helper for this part replaces it. Idempotent. */
export function createAgentTeamSeed(_db: AppDatabase, _core: Core) {
  return {
    async seed(): Promise<void> {},
  };
}
