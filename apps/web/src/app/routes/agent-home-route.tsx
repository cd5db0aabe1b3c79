import { AgentHomePage } from '@/features/agent/components/agent-home-page';
import { BalanceWidget } from '@/features/wallet/components/balance-widget';

/**
 * /m/agent: the agent home with the wallet's balance widget, which a feature may not import
 * itself (features import neither app/ nor each other; as the member centre's route does).
 */
export function AgentHomeRoute() {
  return <AgentHomePage BalanceWidget={BalanceWidget} />;
}
