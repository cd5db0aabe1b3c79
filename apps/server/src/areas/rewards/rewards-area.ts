import type { EndpointRegistrar } from '../../http/endpoint-routes';
import { bonusRoutes } from './bonus-routes';
import { rewardCentreRoutes } from './reward-centre-routes';

/** Rewards (issue 16): the reward centre, bonuses under wagering, check-in, red envelope rain. */
export function registerRewardsArea(endpoints: EndpointRegistrar): void {
  endpoints.add({ ...bonusRoutes(), ...rewardCentreRoutes() });
}
