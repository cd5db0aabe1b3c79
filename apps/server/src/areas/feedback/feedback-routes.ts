import type { FastifyReply } from 'fastify';
import type { EndpointHandlers, RowsOfArea } from '../../http/endpoint-routes';
import type { FeedbackService } from '../../services/feedback-service';

/** Private to one member or to support: never cached. */
const private_ = (reply: FastifyReply) => void reply.header('cache-control', 'no-store');

/**
 * Feedback's rows (feedback-routes.ts and the console's feedback block of ops-routes.ts): HTTP
 * only, the rules are in the service.
 */
export function feedbackRoutes(
  feedback: FeedbackService,
): EndpointHandlers<RowsOfArea<'feedback'>> {
  return {
    feedbackSubmit: async ({ auth, body }) => feedback.submit(auth.memberId, body),
    feedbackList: async ({ auth, query, reply }) => {
      private_(reply);
      return feedback.listOwn(auth.memberId, query.pageNo, query.pageSize);
    },
    opsFeedbackList: async ({ query, reply }) => {
      private_(reply);
      return feedback.opsPage(query);
    },
    opsFeedback: async ({ params, reply }) => {
      private_(reply);
      return feedback.opsOne(params.id);
    },
    opsFeedbackHandle: async ({ operator, params, body, request }) =>
      feedback.markHandled(
        { operatorId: operator.operatorId, name: operator.username, ip: request.ip },
        params.id,
        body.note,
      ),
  };
}
