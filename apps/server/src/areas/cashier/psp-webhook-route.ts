import { fail, ok } from '@app/contracts/envelope';
import type { FastifyInstance } from 'fastify';
import type { DepositService } from '../../services/deposit-service';
import { SIGNATURE_HEADER } from '../../services/webhook-signature';

/**
 * POST /wps/psp/webhook: the payment gateway's notifications (issue 13). Not a row of the
 * endpoint table: the PSP calls it, not a client, and the signature covers the raw bytes, so the
 * body is read as text in this route's own scope (the app's JSON parser would re-serialise it).
 * A valid, fresh signature gets 200 whether or not it moved money (the PSP stops retrying); a
 * forged, stale or malformed one gets 400 and moves nothing.
 */
export function registerPspWebhookRoute(app: FastifyInstance, deposits: DepositService): void {
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_req, body, done) => done(null, body),
    );
    scope.post('/wps/psp/webhook', async (request, reply) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      const header = request.headers[SIGNATURE_HEADER];
      const outcome = await deposits.handleWebhook(raw, Array.isArray(header) ? header[0] : header);
      if (outcome.kind === 'refused') {
        request.log.warn({ reason: outcome.reason }, 'psp webhook refused');
        return reply
          .code(400)
          .send(fail('VALIDATION_ERROR', `Notification refused: ${outcome.reason}`));
      }
      return reply.code(200).send(ok({ received: true, outcome: outcome.kind }));
    });
  });
}
