import { z } from 'zod';
import type { agentRoutes } from './agent-routes';
import type { EndpointSchemas } from './endpoints';

/** STUB: the helper for this part of issue 17 replaces it. */
type Rows = Pick<typeof agentRoutes, 'agentTeamKpi' | 'agentContractPrompt'>;

export const agentHomeSchemas = {
  agentTeamKpi: { area: 'agents', summary: 'TODO (issue 17)', response: z.object({}) },
  agentContractPrompt: { area: 'agents', summary: 'TODO (issue 17)', response: z.object({}) },
} as const satisfies { [K in keyof Rows]: EndpointSchemas };
