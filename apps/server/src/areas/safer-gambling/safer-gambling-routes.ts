import type { FastifyReply, FastifyRequest } from 'fastify';
import type { EndpointHandlers, RowsOfArea } from '../../http/endpoint-routes';
import type { SaferGamblingService } from '../../services/safer-gambling-service';

/** Protections are personal and change with every round: never cached. */
const noStore = (reply: FastifyReply) => void reply.header('cache-control', 'no-store');
const originOf = (request: FastifyRequest) => ({ ip: request.ip });

/**
 * Safer gambling's rows (issue 18): the member's (realMoney) and the console's read-only view.
 * HTTP only; the rules are in the services. The CSV answers its own text/csv reply.
 */
export function saferGamblingRoutes(
  s: SaferGamblingService,
): EndpointHandlers<RowsOfArea<'saferGambling'>> {
  return {
    saferGamblingInfo: async () => s.info(),
    saferGambling: async ({ auth, reply }) => {
      noStore(reply);
      return s.state(auth.memberId);
    },
    saferGamblingDepositLimit: async ({ auth, body, request, reply }) => {
      noStore(reply);
      return s.setDepositLimit(auth.memberId, body, originOf(request));
    },
    saferGamblingLossLimit: async ({ auth, body, request, reply }) => {
      noStore(reply);
      return s.setLossLimit(auth.memberId, body, originOf(request));
    },
    saferGamblingSessionLimit: async ({ auth, body, request, reply }) => {
      noStore(reply);
      return s.setSessionLimit(auth.memberId, body.minutes, originOf(request));
    },
    saferGamblingRealityCheck: async ({ auth, body, request, reply }) => {
      noStore(reply);
      return s.setRealityCheck(auth.memberId, body.minutes, originOf(request));
    },
    saferGamblingTimeOut: async ({ auth, body, request, reply }) => {
      noStore(reply);
      return s.timeOut(auth.memberId, body, originOf(request));
    },
    saferGamblingSelfExclusion: async ({ auth, body, request, reply }) => {
      noStore(reply);
      return s.selfExclude(auth.memberId, body, originOf(request));
    },
    saferGamblingIntroSeen: async ({ auth }) => s.introSeen(auth.memberId),
    playSession: async ({ auth, reply }) => {
      noStore(reply);
      return s.playSession(auth.memberId);
    },
    realityCheckAnswer: async ({ auth, body, reply }) => {
      noStore(reply);
      return s.answerRealityCheck(auth.memberId, body.choice);
    },
    accountHistory: async ({ auth, query, reply }) => {
      noStore(reply);
      return s.accountHistory(auth.memberId, query);
    },
    accountHistoryCsv: async ({ auth, query, reply }) => {
      const file = await s.accountHistoryCsv(auth.memberId, query);
      return reply
        .header('cache-control', 'no-store')
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .send(file.body);
    },
    opsMemberProtections: async ({ params, reply }) => {
      noStore(reply);
      return s.opsView(params.id);
    },
  };
}
