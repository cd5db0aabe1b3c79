import type { AppDatabase } from '../../db/create-db';
import {
  agentTransferQueries,
  createAgentTeamRepository,
} from '../../repositories/agent-team-repository';
import { createAgentTeamService } from '../../services/agent-team-service';
import type { Core } from '../core';
import type { AgentAreaDeps } from './agents-area';

/**
 * Team management (issue 17): the team list and detail, opening accounts, rebate rates,
 * transfers with the payment password and affiliate links. Registration through a link is the
 * accounts area's (services/agent-signup-service.ts, wired there).
 */
export function createAgentTeamServices(db: AppDatabase, core: Core, deps: AgentAreaDeps) {
  return createAgentTeamService({
    repo: createAgentTeamRepository(db),
    bindTransfers: agentTransferQueries,
    wallets: core.wallets,
    paymentPasswords: deps.cashier.paymentPasswords,
    passwords: core.passwords,
    protections: core.protections,
    utcOffsetMinutes: async () => (await core.operatorSettings.readAll()).cashier.utcOffsetMinutes,
    clock: core.clock,
  });
}
export type AgentTeamServices = ReturnType<typeof createAgentTeamServices>;
