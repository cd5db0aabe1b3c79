import { TeamOverviewScreen } from '../reports/team-overview-screen';

/** /m/agent/team/overview (issue 17): the team overview; app/screens.tsx lazy-loads it. */
export function TeamOverviewPage() {
  return <TeamOverviewScreen />;
}
