import type { EndpointHandlers } from '../../http/endpoint-routes';
import type { BonusRowName } from './reward-rows';

const notYet = (): never => {
  throw new Error('rewards: not built yet');
};

/** Bonus money under wagering (issue 16): TO BE BUILT. */
export function bonusRoutes(_s: object): EndpointHandlers<BonusRowName> {
  return {
    bonusForfeit: notYet,
    opsDepositPromotions: notYet,
    opsDepositPromotionUpdate: notYet,
  };
}
