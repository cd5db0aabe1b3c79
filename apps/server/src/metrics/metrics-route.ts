import { timingSafeEqual } from 'node:crypto';
import { fail } from '@app/contracts/envelope';
import type { ErrorCode } from '@app/contracts/error-codes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { codeByStatus } from '../http/error-handler';
import { RequestValidationError } from '../http/request-validation';
import { DomainError } from '../services/domain-error';
import { ipMatchesRules } from '../services/ip-rules';
import type { Metrics } from './metrics';

export const METRICS_PATH = '/metrics';

/** Loopback, RFC 1918 and IPv6 unique-local addresses: the operator's own network. */
const PRIVATE_NETWORKS = [
  '127.0.0.0/8',
  '10.0.0.0/8',
  '172.16.0.0/12',
  '192.168.0.0/16',
  '::1/128',
  'fc00::/7',
];

function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  if (!match) return false;
  const given = Buffer.from(match[1]!);
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Who may read /metrics: with METRICS_TOKEN set, whoever sends it as a bearer token (and
 * nobody else, wherever from); without it, clients on loopback or a private network only.
 * The address is the client's as the server sees it: behind a proxy, set TRUST_PROXY or every
 * visitor looks like the proxy (docs/operations.md).
 */
export function mayReadMetrics(request: FastifyRequest, token: string | undefined): boolean {
  return token
    ? bearerMatches(request.headers.authorization, token)
    : ipMatchesRules(request.ip, PRIVATE_NETWORKS);
}

/** The envelope's error code of an error the error handler answers (http/error-handler.ts). */
function errorCodeOf(error: unknown): ErrorCode {
  if (error instanceof DomainError) return error.code;
  if (error instanceof RequestValidationError) return 'VALIDATION_ERROR';
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500)
    return codeByStatus[status] ?? 'VALIDATION_ERROR';
  return 'SYSTEM_ERROR';
}

/**
 * Counts every answer by route pattern (never the raw URL: ids and queries would make a new
 * series each) and every error by code, and serves the figures at GET /metrics.
 */
export function registerMetrics(
  app: FastifyInstance,
  metrics: Metrics,
  options: { token?: string | undefined },
): void {
  app.addHook('onResponse', async (request, reply) => {
    metrics.observeRequest(
      request.method,
      request.routeOptions.url ?? 'unmatched',
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
  });
  app.addHook('onError', async (_request, _reply, error) => {
    metrics.countError(errorCodeOf(error));
  });
  app.addHook('onClose', async () => metrics.close());

  app.get(METRICS_PATH, async (request, reply) => {
    if (!mayReadMetrics(request, options.token)) {
      if (options.token) void reply.header('WWW-Authenticate', 'Bearer');
      return reply
        .code(403)
        .header('cache-control', 'no-store')
        .send(fail('NO_PERMISSION', 'Metrics are for the operator only'));
    }
    const text = await metrics.scrape();
    return reply.header('cache-control', 'no-store').type(metrics.contentType).send(text);
  });
}
