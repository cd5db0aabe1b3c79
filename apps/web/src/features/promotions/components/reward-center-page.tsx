import { RewardCentreScreen } from '../rewards/reward-centre-screen';

/** /m/rewardCenter (spec section 2); app/router.tsx lazy-loads it. */
export function RewardCenterPage() {
  return <RewardCentreScreen />;
}
