import { RewardCentreScreen } from '../rewards/reward-centre-screen';

/** /m/rewardCenter (spec section 2); app/screens.tsx lazy-loads it. */
export function RewardCenterPage() {
  return <RewardCentreScreen />;
}
