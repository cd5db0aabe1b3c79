import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { withImagePreloads, type PreloadHints } from './lcp-preloads';
import type { ServerRender } from './server-render';

export const HOME_PATH = '/m/home';

/** Long-lived caching is safe only for content-hashed files. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const SHORT = 'public, max-age=3600';
/** Files whose name stays the same across releases must be revalidated on each load. */
const ALWAYS_REVALIDATE = new Set([
  'index.html',
  // The web app's offline shell document (its service worker precaches it: decision 0045).
  'shell.html',
  'manifest.webmanifest',
  'manifest.json',
  'sw.js',
  'registerSW.js',
]);

export function cacheControlFor(relativePath: string): string {
  const rel = relativePath.split(path.sep).join('/');
  if (rel.startsWith('assets/')) return IMMUTABLE;
  if (ALWAYS_REVALIDATE.has(rel)) return REVALIDATE;
  return SHORT;
}

/**
 * robots.txt at the site root (crawlers and Lighthouse's SEO audit ask for it there): the public
 * pages may be indexed; the API, the game launcher and the member area may not.
 */
export const ROBOTS_TXT = [
  'User-agent: *',
  'Disallow: /wps/',
  'Disallow: /lgw/',
  'Disallow: /play/',
  'Disallow: /m/member/',
  'Allow: /',
  '',
].join('\n');

/** Home aliases of spec section 2 (/, /m, /m/, /m/index, /m/index.html). */
const HOME_ALIASES = new Set(['', 'index', 'index.html']);

function redirectHome(request: FastifyRequest, reply: FastifyReply) {
  const q = request.url.indexOf('?');
  return reply.redirect(q === -1 ? HOME_PATH : HOME_PATH + request.url.slice(q), 302);
}

/** True only for a regular file inside root, not hidden; the path comes from the URL. */
async function isServableFile(root: string, rel: string): Promise<boolean> {
  if (rel.split('/').some((segment) => segment.startsWith('.'))) return false;
  const full = path.resolve(root, rel);
  if (!full.startsWith(root + path.sep)) return false;
  try {
    return (await stat(full)).isFile();
  } catch {
    return false;
  }
}

/**
 * A page's HTML (index.html with preload links, or a server-rendered page), revalidated like the
 * file itself (no-cache + ETag); a rendered page depends on the language and theme cookies.
 */
async function sendPage(request: FastifyRequest, reply: FastifyReply, html: string) {
  const etag = `W/"${createHash('sha1').update(html).digest('base64url').slice(0, 20)}"`;
  reply.header('cache-control', REVALIDATE).header('etag', etag).header('vary', 'Cookie');
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.type('text/html; charset=utf-8').send(html);
}

/**
 * Serves the built web app under /m/ with history fallback: a path that is not a file gets
 * index.html and the client router decides (it sends unknown paths to /m/home). A missing
 * hashed asset is a real 404, so a stale chunk fails loudly instead of parsing HTML as JS.
 */
export async function registerWebApp(
  app: FastifyInstance,
  options: {
    webDist: string;
    /** Images to name as preloads in a page's HTML (its LCP image), by path and query. */
    preloads?: PreloadHints;
    /** The web app's server entry, for the public pages (null: the browser renders them). */
    render?: ServerRender | null;
  },
): Promise<void> {
  const root = path.resolve(options.webDist);
  const built = existsSync(path.join(root, 'index.html'));

  app.get('/', redirectHome);
  app.get('/m', redirectHome);
  app.get('/robots.txt', async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', SHORT).send(ROBOTS_TXT),
  );

  if (!built) {
    app.get('/m/*', async (request, reply) => {
      const rel = (request.params as { '*': string })['*'];
      if (HOME_ALIASES.has(rel)) return redirectHome(request, reply);
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(
          `The web app is not built (no index.html in ${root}). Run \`npm run build\` at the repository root, then restart the server.\n`,
        );
    });
    return;
  }

  await app.register(fastifyStatic, {
    root,
    serve: false,
    cacheControl: false,
    dotfiles: 'ignore',
    setHeaders: (res, filePath) => {
      res.setHeader('cache-control', cacheControlFor(path.relative(root, filePath)));
    },
  });

  // A server-rendered form sent before the app took the page over (its forms post, so a
  // password never goes into an address): the page again, where the app now handles it.
  app.post('/m/*', async (request, reply) => reply.redirect(request.url, 303));

  app.get('/m/*', async (request, reply) => {
    const rel = (request.params as { '*': string })['*'];
    if (HOME_ALIASES.has(rel)) return redirectHome(request, reply);
    if (await isServableFile(root, rel)) return reply.sendFile(rel);
    // A missing file (an asset, an icon: a name with an extension other than .html, which
    // screens such as /m/register.html have) is not a screen: the app's HTML in its place would
    // reach an <img> as a broken image, after a wasted download.
    if (rel.startsWith('assets/') || /(^|\/)[^./][^/]*\.(?!html$)[a-z0-9]{1,8}$/i.test(rel)) {
      return reply
        .code(404)
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'no-store')
        .send('Not found\n');
    }
    const q = request.url.indexOf('?');
    const query = new URLSearchParams(q === -1 ? '' : request.url.slice(q + 1));
    const [urls, template] = await Promise.all([
      options.preloads ? options.preloads(`/m/${rel}`, query) : [],
      readFile(path.join(root, 'index.html'), 'utf8'),
    ]);
    const rendered = options.render ? await options.render.page(template, request) : null;
    if (rendered === null && urls.length === 0) return reply.sendFile('index.html');
    return sendPage(request, reply, withImagePreloads(rendered ?? template, urls));
  });
}
