import type { EndpointHandlers } from '../../http/endpoint-routes';
import type { RewardRowName } from './reward-rows';

const notYet = (): never => {
  throw new Error('rewards: not built yet');
};

/** The reward centre, claims, check-in and the red envelope rain (issue 16): TO BE BUILT. */
export function rewardCentreRoutes(_s: object): EndpointHandlers<RewardRowName> {
  return {
    rewardCentre: notYet,
    rewardSummary: notYet,
    rewardClaim: notYet,
    rewardCheckIn: notYet,
    redRainState: notYet,
    redRainOpen: notYet,
    opsRewardClaims: notYet,
    opsRewardClaimApprove: notYet,
    opsRewardClaimReject: notYet,
    opsRedRainStart: notYet,
  };
}
