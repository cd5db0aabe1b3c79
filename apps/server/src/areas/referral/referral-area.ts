import type { AppDatabase } from '../../db/create-db';
import type { EndpointRegistrar } from '../../http/endpoint-routes';
import { createReferralRepository } from '../../repositories/referral-repository';
import { createReferralService } from '../../services/referral-service';
import type { RewardCentreService } from '../../services/reward-centre-service';
import { referralRoutes } from './referral-routes';

/**
 * Refer and earn (issue 14): the member's referral code and the friends who used it; the
 * rewards they earned the member come from the reward centre (issue 16).
 */
export function createReferralServices(
  db: AppDatabase,
  deps: { rewards: Pick<RewardCentreService, 'referralRewards'> },
) {
  return {
    referrals: createReferralService({ repo: createReferralRepository(db), rewards: deps.rewards }),
  };
}
export type ReferralServices = ReturnType<typeof createReferralServices>;

export function registerReferralArea(endpoints: EndpointRegistrar, s: ReferralServices): void {
  endpoints.add(referralRoutes(s.referrals));
}
