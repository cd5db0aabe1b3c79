import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * The operator console's own CSP (issue 12: "the console's pages send a strict CSP of their
 * own"): nothing but its own files, images also as data: URLs (the captcha and the TOTP QR code),
 * never framed, no <base>. Helmet's player policy (security-headers.ts) stays as it is for every
 * other response; these headers replace it on the console's pages and files only.
 */
export const CONSOLE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'self'",
].join('; ');

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const SHORT = 'public, max-age=3600';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/** A regular, non-hidden file inside root, or null; `rel` comes from the URL. */
async function servableFile(root: string, rel: string): Promise<string | null> {
  if (rel === '' || rel.includes('\0')) return null;
  if (rel.split('/').some((segment) => segment.startsWith('.'))) return null;
  const full = path.resolve(root, rel);
  if (!full.startsWith(root + path.sep)) return null;
  try {
    return (await stat(full)).isFile() ? full : null;
  } catch {
    return null;
  }
}

/**
 * The console's build is a handful of small files, so they are read whole and sent as a buffer
 * (compressed by @fastify/compress like any answer). Not @fastify/static: the web app has
 * already registered it, and a second registration would clash over `reply.sendFile` or inherit
 * the web app's cache headers.
 */
async function sendFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: string,
  cacheControl: string,
) {
  const body = await readFile(file);
  const etag = `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`;
  reply
    .header('cache-control', cacheControl)
    .header('etag', etag)
    .type(TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream');
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.send(body);
}

/**
 * Serves the built console (apps/console/dist) under /ops/ with history fallback: /ops and any
 * /ops/* path that is not a file get index.html (revalidated), hashed assets are immutable, and a
 * missing asset is a 404 so a stale chunk fails loudly. /ops/api/* is never answered here: the
 * operator API owns it, and an unknown API path gets the JSON 404 envelope (api-prefixes.ts).
 */
export async function registerConsoleApp(
  app: FastifyInstance,
  options: { consoleDist: string; production: boolean },
): Promise<void> {
  const root = path.resolve(options.consoleDist);
  const index = path.join(root, 'index.html');
  const built = existsSync(index);

  const serve = async (request: FastifyRequest, reply: FastifyReply) => {
    const rel = (request.params as { '*'?: string })['*'] ?? '';
    if (rel === 'api' || rel.startsWith('api/')) return reply.callNotFound();
    reply.header('content-security-policy', CONSOLE_CSP).header('x-frame-options', 'DENY');

    if (!built) {
      // In production the answer names no path on the server's disk.
      const message = options.production
        ? 'The operator console is not available.\n'
        : `The operator console is not built (no index.html in ${root}). Run \`npm run build\` at the repository root, then restart the server.\n`;
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(message);
    }

    const file = await servableFile(root, rel);
    if (file) {
      const cache = rel.startsWith('assets/')
        ? IMMUTABLE
        : rel === 'index.html'
          ? REVALIDATE
          : SHORT;
      return sendFile(request, reply, file, cache);
    }
    if (rel.startsWith('assets/')) {
      return reply
        .code(404)
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'no-store')
        .send('Not found\n');
    }
    return sendFile(request, reply, index, REVALIDATE);
  };

  app.get('/ops', serve);
  app.get('/ops/*', serve);
}
