import type { EndpointHandlers, RowsOfArea } from '../../http/endpoint-routes';
import type { ReferralService } from '../../services/referral-service';

/** GET /wps/member/referral and /wps/member/referral/friends: personal, never cached. */
export function referralRoutes(
  referrals: ReferralService,
): EndpointHandlers<RowsOfArea<'referral'>> {
  return {
    referralSummary: async ({ auth, reply }) => {
      void reply.header('cache-control', 'no-store');
      return referrals.summary(auth.memberId);
    },
    referralFriends: async ({ auth, query, reply }) => {
      void reply.header('cache-control', 'no-store');
      return referrals.friends(auth.memberId, query.pageNo, query.pageSize);
    },
  };
}
