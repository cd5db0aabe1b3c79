import type { agentRoutes } from './agent-routes';
import type { EndpointSchemas } from './endpoints';
import { agentContractsSchemas } from './agent-contracts';
import { agentHomeSchemas } from './agent-home';
import { agentRebatesSchemas } from './agent-rebates';
import { agentReportsSchemas } from './agent-reports';
import { agentTeamSchemas } from './agent-team';

export * from './agent-constants';
export * from './agent-common';

/**
 * The agent centre's schemas (issue 17), one module per part (home, team, reports, rebates,
 * contracts) joined here for endpoints.ts; rows in agent-routes.ts.
 */
export const agentSchemas = {
  ...agentHomeSchemas,
  ...agentTeamSchemas,
  ...agentReportsSchemas,
  ...agentRebatesSchemas,
  ...agentContractsSchemas,
} as const satisfies { [K in keyof typeof agentRoutes]: EndpointSchemas };
