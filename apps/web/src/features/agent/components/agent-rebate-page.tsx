import { AgentRebateScreen } from '../rebates/agent-rebate-screen';

/** /m/member/agent/agentRebeat (issue 17): rebates earned per day; app/screens.tsx lazy-loads it. */
export function AgentRebatePage() {
  return <AgentRebateScreen />;
}
