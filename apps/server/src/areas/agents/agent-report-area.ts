import type { AppDatabase } from '../../db/create-db';
import { createAgentReportRepository } from '../../repositories/agent-report-repository';
import { createAgentReportService } from '../../services/agent-report-service';
import type { Core } from '../core';
import type { AgentAreaDeps } from './agents-area';

/**
 * Team reports (issue 17): the team overview, team profit and loss and the team's bets, read
 * from the daily aggregates in the operator's calendar days (the cashier's UTC offset).
 */
export function createAgentReportServices(db: AppDatabase, core: Core, _deps: AgentAreaDeps) {
  const reports = createAgentReportService({
    repo: createAgentReportRepository(db),
    clock: core.clock,
    utcOffsetMinutes: async () => (await core.operatorSettings.readAll()).cashier.utcOffsetMinutes,
  });
  return {
    reports,
    /** Reports have no schedule. */
    async runDue(): Promise<void> {},
  };
}
export type AgentReportServices = ReturnType<typeof createAgentReportServices>;
