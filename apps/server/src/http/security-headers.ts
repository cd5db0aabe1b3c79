import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers on every response (OWASP ASVS V14.4). The CSP allows no inline or eval'd
 * script: the Vite build emits only external module scripts. Inline styles stay allowed for
 * style attributes set by components.
 */
export const contentSecurityPolicy = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'frame-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'self'"],
  'manifest-src': ["'self'"],
};

/** Powerful features the app never uses stay off, also for anything it embeds. */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { production: boolean },
): Promise<void> {
  // Helmet's middleware, made once. @fastify/helmet made it again on every request (its
  // options parsed, the CSP directives among them) in two async hooks: ~6% of the CPU of an
  // uncached game list answer (decision 0043). Same helmet, same options, same headers.
  const applyHelmet = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy },
    // HSTS only in production: a developer's http://localhost must not be pinned to https.
    strictTransportSecurity: options.production
      ? { maxAge: 31_536_000, includeSubDomains: true }
      : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xContentTypeOptions: true,
  });
  app.addHook('onRequest', (request, reply, done) => {
    applyHelmet(request.raw, reply.raw, (error?: unknown) => {
      if (error) {
        done(error instanceof Error ? error : new Error(String(error)));
        return;
      }
      reply.raw.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
      done();
    });
  });
}
