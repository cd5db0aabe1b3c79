import { AgentHome } from '../home/agent-home';
import type { AgentHomeSlots } from '../home/agent-home-types';

export type { AgentHomeSlots } from '../home/agent-home-types';

/** /m/agent (issue 17): the agent home; app/routes/agent-home-route.tsx passes the wallet widget. */
export function AgentHomePage(slots: AgentHomeSlots) {
  return <AgentHome {...slots} />;
}
