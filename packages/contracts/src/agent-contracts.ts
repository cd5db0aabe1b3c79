import { z } from 'zod';
import type { agentRoutes } from './agent-routes';
import type { EndpointSchemas } from './endpoints';

/** STUB: the helper for this part of issue 17 replaces it. */
type Rows = Pick<
  typeof agentRoutes,
  | 'agentContracts'
  | 'agentContractRespond'
  | 'agentContractCurrent'
  | 'agentContractPayouts'
  | 'agentContractOffer'
  | 'agentContractsOffered'
>;

export const agentContractsSchemas = {
  agentContracts: { area: 'agents', summary: 'TODO (issue 17)', response: z.object({}) },
  agentContractRespond: { area: 'agents', summary: 'TODO (issue 17)', response: z.object({}) },
  agentContractCurrent: { area: 'agents', summary: 'TODO (issue 17)', response: z.object({}) },
  agentContractPayouts: { area: 'agents', summary: 'TODO (issue 17)', response: z.object({}) },
  agentContractOffer: { area: 'agents', summary: 'TODO (issue 17)', response: z.object({}) },
  agentContractsOffered: { area: 'agents', summary: 'TODO (issue 17)', response: z.object({}) },
} as const satisfies { [K in keyof Rows]: EndpointSchemas };
