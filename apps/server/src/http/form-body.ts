import type { FastifyInstance } from 'fastify';

/** Form posts are a few short fields; 4 KiB is plenty. */
const FORM_LIMIT_BYTES = 4 * 1024;

/**
 * application/x-www-form-urlencoded bodies (spec: forgot-by-email and icon calls) as a plain
 * object of strings; a repeated key keeps its last value. No dependency: URLSearchParams.
 */
export function registerFormBodyParser(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_LIMIT_BYTES },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );
}
