import { DividendScreen } from '../contracts/dividend-screen';

/** The dividend screen (issue 17); the route table in app/screens.tsx lazy-loads it. */
export function AgentDividendPage() {
  return <DividendScreen />;
}
