import { OpenAccountScreen } from '../team/open-account-screen';

/** /m/agentRegister (issue 17): opening accounts and affiliate links; app/screens.tsx lazy-loads it. */
export function AgentRegisterPage() {
  return <OpenAccountScreen />;
}
