import { GameRebateScreen } from '../rebates/game-rebate-screen';

/** /m/member/teamRebate (issue 17): the agent's rebate rates; app/screens.tsx lazy-loads it. */
export function TeamRebatePage() {
  return <GameRebateScreen />;
}
