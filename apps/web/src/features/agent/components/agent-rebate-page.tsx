import { AgentRebateScreen } from '../rebates/agent-rebate-screen';

/** /m/member/agent/agentRebeat (issue 17): rebates earned per day; app/router.tsx lazy-loads it. */
export function AgentRebatePage() {
  return <AgentRebateScreen />;
}
