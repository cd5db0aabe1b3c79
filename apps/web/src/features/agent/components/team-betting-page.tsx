import { TeamBettingScreen } from '../reports/team-betting-screen';

/** /m/teamBetting (issue 17): the team's bets; app/screens.tsx lazy-loads it. */
export function TeamBettingPage() {
  return <TeamBettingScreen />;
}
