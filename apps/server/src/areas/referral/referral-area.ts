import type { AppDatabase } from '../../db/create-db';
import type { EndpointRegistrar } from '../../http/endpoint-routes';
import { createReferralRepository } from '../../repositories/referral-repository';
import { createReferralService } from '../../services/referral-service';
import { referralRoutes } from './referral-routes';

/** Refer and earn (issue 14): the member's referral code and the friends who used it. */
export function createReferralServices(db: AppDatabase) {
  return { referrals: createReferralService({ repo: createReferralRepository(db) }) };
}
export type ReferralServices = ReturnType<typeof createReferralServices>;

export function registerReferralArea(endpoints: EndpointRegistrar, s: ReferralServices): void {
  endpoints.add(referralRoutes(s.referrals));
}
