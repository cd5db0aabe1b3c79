import { TeamScreen } from '../team/team-screen';

/** /m/member/team (issue 17): team management for agents; app/screens.tsx lazy-loads it. */
export function TeamManagementPage() {
  return <TeamScreen />;
}
