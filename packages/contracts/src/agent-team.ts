import { z } from 'zod';
import type { agentRoutes } from './agent-routes';
import type { EndpointSchemas } from './endpoints';

/** STUB: the helper for this part of issue 17 replaces it. */
type Rows = Pick<
  typeof agentRoutes,
  | 'agentDownlines'
  | 'agentDownline'
  | 'agentOpenAccount'
  | 'agentUpdateDownlineRebates'
  | 'agentTransferDownline'
  | 'agentTransferMultipleDownline'
  | 'agentAffiliateLinks'
  | 'agentAffiliateLinkCreate'
  | 'agentAffiliateLinkRemove'
>;

export const agentTeamSchemas = {
  agentDownlines: { area: 'agents', summary: 'TODO (issue 17)', response: z.object({}) },
  agentDownline: { area: 'agents', summary: 'TODO (issue 17)', response: z.object({}) },
  agentOpenAccount: { area: 'agents', summary: 'TODO (issue 17)', response: z.object({}) },
  agentUpdateDownlineRebates: {
    area: 'agents',
    summary: 'TODO (issue 17)',
    response: z.object({}),
  },
  agentTransferDownline: { area: 'agents', summary: 'TODO (issue 17)', response: z.object({}) },
  agentTransferMultipleDownline: {
    area: 'agents',
    summary: 'TODO (issue 17)',
    response: z.object({}),
  },
  agentAffiliateLinks: { area: 'agents', summary: 'TODO (issue 17)', response: z.object({}) },
  agentAffiliateLinkCreate: { area: 'agents', summary: 'TODO (issue 17)', response: z.object({}) },
  agentAffiliateLinkRemove: { area: 'agents', summary: 'TODO (issue 17)', response: z.object({}) },
} as const satisfies { [K in keyof Rows]: EndpointSchemas };
