import { TeamPnlScreen } from '../reports/team-pnl-screen';

/** /m/agent/team/pnl (issue 17): team profit and loss; app/screens.tsx lazy-loads it. */
export function TeamPnlPage() {
  return <TeamPnlScreen />;
}
