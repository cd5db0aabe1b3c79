import { defaultLanguage } from '@app/contracts/languages';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { EndpointHandlers } from '../../http/endpoint-routes';
import type { Actor } from '../../services/audit-service';
import type { CheckInService } from '../../services/check-in-service';
import type { OperatorContext } from '../../services/operator-auth-service';
import type { RedRainService } from '../../services/red-rain-service';
import type { RewardCentreService } from '../../services/reward-centre-service';
import type { RewardClaimService } from '../../services/reward-claim-service';
import type { RewardRowName } from './reward-rows';

export type RewardCentreRouteServices = {
  centre: RewardCentreService;
  claims: RewardClaimService;
  checkIn: CheckInService;
  redRain: RedRainService;
};

/** Rewards are personal and change with every claim: never cached. */
const noStore = (reply: FastifyReply) => void reply.header('cache-control', 'no-store');

const actorOf = (operator: OperatorContext, request: FastifyRequest): Actor => ({
  operatorId: operator.operatorId,
  name: operator.username,
  ip: request.ip,
});

/**
 * The reward centre's rows (issue 16): the member's (realMoney: trial accounts get
 * TRIAL_NOT_ALLOWED) and finance's in the console (admin and finance). HTTP only; the rules are
 * in the services.
 */
export function rewardCentreRoutes(s: RewardCentreRouteServices): EndpointHandlers<RewardRowName> {
  return {
    rewardCentre: async ({ auth, query, reply }) => {
      noStore(reply);
      return s.centre.centre(auth.memberId, query.language ?? defaultLanguage);
    },
    rewardSummary: async ({ auth, reply }) => {
      noStore(reply);
      return s.centre.summary(auth.memberId);
    },
    rewardClaim: async ({ auth, body, reply }) => {
      noStore(reply);
      return s.claims.claim(auth.memberId, body.key, body.language ?? defaultLanguage);
    },
    rewardCheckIn: async ({ auth, reply }) => {
      noStore(reply);
      return s.checkIn.checkIn(auth.memberId);
    },
    redRainState: async ({ auth, query, reply }) => {
      noStore(reply);
      return s.redRain.state(auth.memberId, query.language ?? defaultLanguage);
    },
    redRainOpen: async ({ auth, params, body, reply }) => {
      noStore(reply);
      return s.redRain.open(auth.memberId, params.sessionId, body.tapId);
    },

    opsRewardClaims: async ({ query, reply }) => {
      noStore(reply);
      return s.claims.page(query);
    },
    opsRewardClaimApprove: async ({ operator, params, request, reply }) => {
      noStore(reply);
      return s.claims.approve(actorOf(operator, request), params.id);
    },
    opsRewardClaimReject: async ({ operator, params, body, request, reply }) => {
      noStore(reply);
      return s.claims.reject(actorOf(operator, request), params.id, body.reason);
    },
    opsRedRainStart: async ({ operator, body, request, reply }) => {
      noStore(reply);
      return s.redRain.start(actorOf(operator, request), body.minutes);
    },
  };
}
