import type { AppDatabase } from '../../db/create-db';
import type { EndpointRegistrar } from '../../http/endpoint-routes';
import type { AuditService } from '../../services/audit-service';
import type { AccountServices } from '../accounts/accounts-area';
import type { CashierServices } from '../cashier/cashier-area';
import type { Core } from '../core';
import { createAgentContractServices } from './agent-contract-area';
import { agentContractRoutes } from './agent-contract-routes';
import { createAgentHomeServices } from './agent-home-area';
import { agentHomeRoutes } from './agent-home-routes';
import { createAgentRebateServices } from './agent-rebate-area';
import { agentRebateRoutes } from './agent-rebate-routes';
import { createAgentReportServices } from './agent-report-area';
import { agentReportRoutes } from './agent-report-routes';
import { createAgentTeamServices } from './agent-team-area';
import { agentTeamRoutes } from './agent-team-routes';

/** What the agent centre borrows from other areas. */
export type AgentAreaDeps = {
  audit: AuditService;
  /** Registration rules and the login flow (opening accounts). */
  accounts: AccountServices;
  /** The payment password (transfers). */
  cashier: CashierServices;
};

/**
 * The agent centre (issue 17, decision 0040), one slice per part: the agent home's counters and
 * contract prompts, team management (opening accounts, rebates, transfers, affiliate links),
 * team reports, rebates and contracts. Report figures come from the daily aggregates the wallet
 * writes with every movement (repositories/team-stats-queries.ts).
 */
export function createAgentServices(db: AppDatabase, core: Core, deps: AgentAreaDeps) {
  const home = createAgentHomeServices(db, core, deps);
  const team = createAgentTeamServices(db, core, deps);
  const reports = createAgentReportServices(db, core, deps);
  const rebates = createAgentRebateServices(db, core, deps);
  const contracts = createAgentContractServices(db, core, deps);
  return {
    home,
    team,
    reports,
    rebates,
    contracts,
    /** Every due payout now: rebates of finished days, contract periods that ended. */
    async runDueJobs(): Promise<void> {
      // One after the other, each whatever the other did: a failing rebate day must not hold
      // up salaries. The first failure is rethrown once both have run.
      let failure: unknown = null;
      for (const job of [rebates, contracts]) {
        try {
          await job.runDue();
        } catch (error) {
          failure ??= error;
        }
      }
      if (failure !== null) throw failure instanceof Error ? failure : new Error(String(failure));
    },
    /**
     * main.ts: the payouts' schedule inside the server. Each period pays once whatever runs it
     * (unique period rows and ledger keys), so a crash or a second instance pays nothing twice.
     */
    startJobs(intervalMs = 60_000): () => void {
      const timer = setInterval(() => void this.runDueJobs().catch(() => undefined), intervalMs);
      timer.unref();
      return () => clearInterval(timer);
    },
  };
}
export type AgentServices = ReturnType<typeof createAgentServices>;

export function registerAgentsArea(endpoints: EndpointRegistrar, s: AgentServices): void {
  endpoints.add({
    ...agentHomeRoutes(s.home),
    ...agentTeamRoutes(s.team),
    ...agentReportRoutes(s.reports),
    ...agentRebateRoutes(s.rebates),
    ...agentContractRoutes(s.contracts),
  });
}
