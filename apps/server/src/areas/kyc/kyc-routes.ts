import type { FastifyRequest } from 'fastify';
import type { EndpointHandlers, RowsOfArea } from '../../http/endpoint-routes';
import type { Actor } from '../../services/audit-service';
import type { KycService } from '../../services/kyc-service';
import type { OperatorContext } from '../../services/operator-auth-service';

const actorOf = (operator: OperatorContext, request: FastifyRequest): Actor => ({
  operatorId: operator.operatorId,
  name: operator.username,
  ip: request.ip,
});

/**
 * Identity verification: the member's state and submission, and the console's review queue
 * (support and admin; the access column of ops-routes.ts). Answers are private and change with
 * every review: never cached.
 */
export function kycRoutes(kyc: KycService): EndpointHandlers<RowsOfArea<'kyc'>> {
  return {
    kycState: async ({ auth, reply }) => {
      void reply.header('cache-control', 'no-store');
      return kyc.state(auth.memberId);
    },
    kycSubmit: async ({ auth, body }) => kyc.submit(auth.memberId, body.fileIds),

    opsKycList: async ({ query, reply }) => {
      void reply.header('cache-control', 'no-store');
      return kyc.page(query);
    },
    opsKyc: async ({ params, reply }) => {
      void reply.header('cache-control', 'no-store');
      return kyc.detail(params.id);
    },
    opsKycApprove: async ({ operator, params, request }) =>
      kyc.approve(actorOf(operator, request), params.id),
    opsKycReject: async ({ operator, params, body, request }) =>
      kyc.reject(actorOf(operator, request), params.id, body.reason),
  };
}
