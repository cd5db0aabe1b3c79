import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import { ok } from '@app/contracts/envelope';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A short-lived in-process cache of public GET answers (the game catalogue: the same for every
 * visitor, already marked `public, max-age=60`), decision 0028. One entry per normalised query:
 * the JSON is serialised once, compressed once per encoding, and carries a weak ETag so a
 * browser's revalidation is a 304 without a body. Concurrent misses of one key share one load.
 * Never use it for an answer that depends on who asks (favourites, recent games, status).
 */

type Entry = {
  expiresAt: number;
  /** Resolves to the serialised answer; shared by concurrent requests of one key. */
  body: Promise<{ json: string; etag: string }>;
  encoded: Map<'br' | 'gzip', Buffer>;
};

export type PublicResponseCache = {
  /**
   * Sends the cached answer of `key` (the envelope of `load`'s value), loading it when missing
   * or expired, and returns the sent reply. With caching off it returns `load()`'s value for the
   * endpoint's handler to return, as if there were no cache.
   */
  send<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    load: () => Promise<T>,
  ): Promise<T | FastifyReply>;
  /** Forget everything (seeding, tests). */
  clear(): void;
  readonly size: number;
};

/** Same settings as the app's compression plugin (app.ts). */
const COMPRESS_THRESHOLD_BYTES = 1024;
const brotliOptions = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } };

/** The encoding to answer with: br, else gzip, else none (q=0 refuses one). */
export function pickEncoding(header: string | undefined): 'br' | 'gzip' | null {
  if (!header) return null;
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((t) => {
    const tag = t.trim();
    return tag === '*' || tag === etag || tag.replace(/^W\//, '') === etag.replace(/^W\//, '');
  });
}

export function createPublicResponseCache(options: {
  ttlMs: number;
  maxEntries?: number;
  now?: () => number;
}): PublicResponseCache {
  const { ttlMs, maxEntries = 2000 } = options;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();

  function entryFor(key: string, load: () => Promise<unknown>): Entry {
    const t = now();
    const found = entries.get(key);
    if (found && found.expiresAt > t) {
      // Most recently used last: the oldest key is the first to go when full.
      entries.delete(key);
      entries.set(key, found);
      return found;
    }
    const body = load().then((value) => {
      const json = JSON.stringify(ok(value));
      const hash = createHash('sha1').update(json).digest('base64url').slice(0, 22);
      return { json, etag: `W/"${hash}"` };
    });
    const entry: Entry = { expiresAt: t + ttlMs, body, encoded: new Map() };
    // A failed load is not cached: the next request tries again.
    body.catch(() => {
      if (entries.get(key) === entry) entries.delete(key);
    });
    entries.delete(key);
    entries.set(key, entry);
    while (entries.size > maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      entries.delete(oldest);
    }
    return entry;
  }

  return {
    async send<T>(
      request: FastifyRequest,
      reply: FastifyReply,
      key: string,
      load: () => Promise<T>,
    ): Promise<T | FastifyReply> {
      // Caching off (development, tests): the plain path, compressed by the plugin.
      if (ttlMs <= 0) return load();
      const entry = entryFor(key, load);
      const { json, etag } = await entry.body;
      void reply.header('etag', etag);
      void reply.header('vary', 'accept-encoding');
      if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
      void reply.type('application/json; charset=utf-8');
      const encoding = pickEncoding(request.headers['accept-encoding']);
      if (!encoding || Buffer.byteLength(json) < COMPRESS_THRESHOLD_BYTES) return reply.send(json);
      let encoded = entry.encoded.get(encoding);
      if (!encoded) {
        encoded =
          encoding === 'br' ? zlib.brotliCompressSync(json, brotliOptions) : zlib.gzipSync(json);
        entry.encoded.set(encoding, encoded);
      }
      void reply.header('content-encoding', encoding);
      return reply.send(encoded);
    },
    clear: () => entries.clear(),
    get size() {
      return entries.size;
    },
  };
}

/**
 * The cache key of a public answer: the endpoint's name and its parsed query (defaults applied,
 * blank values dropped), minus the fields that do not change the answer (client hints such as
 * the language), serialised with sorted keys. Every other field is in the key, so a filter added
 * to the contract can never be forgotten here; junk parameters never reach it (the schema has
 * already refused or dropped them).
 */
export function cacheKeyOf(
  name: string,
  query: Readonly<Record<string, unknown>>,
  ignore: readonly string[],
): string {
  const fields = Object.keys(query)
    .filter((key) => query[key] !== undefined && !ignore.includes(key))
    .sort()
    .map((key) => [key, query[key]]);
  return `${name}:${JSON.stringify(fields)}`;
}
