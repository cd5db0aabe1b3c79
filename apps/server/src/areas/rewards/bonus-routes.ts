import type { FastifyRequest } from 'fastify';
import type { EndpointHandlers } from '../../http/endpoint-routes';
import type { Actor } from '../../services/audit-service';
import type { BonusService } from '../../services/bonus-service';
import type { OperatorContext } from '../../services/operator-auth-service';
import type { BonusRowName } from './reward-rows';

const actorOf = (operator: OperatorContext, request: FastifyRequest): Actor => ({
  operatorId: operator.operatorId,
  name: operator.username,
  ip: request.ip,
});

/**
 * Bonus money under wagering: the member's forfeit, and the deposit bonuses' rules in the
 * console (finance and admin; changes audited). Answers are private: never cached.
 */
export function bonusRoutes(
  s: Pick<BonusService, 'forfeit' | 'opsPromotions' | 'opsUpdatePromotion'>,
): EndpointHandlers<BonusRowName> {
  return {
    bonusForfeit: async ({ auth, params }) => s.forfeit(auth.memberId, params.id),
    opsDepositPromotions: async ({ reply }) => {
      void reply.header('cache-control', 'no-store');
      return s.opsPromotions();
    },
    opsDepositPromotionUpdate: async ({ operator, params, body, request }) =>
      s.opsUpdatePromotion(actorOf(operator, request), params.id, body),
  };
}
