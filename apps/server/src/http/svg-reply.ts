import type { FastifyReply } from 'fastify';
import { DomainError } from '../services/domain-error';

/** Artwork never changes for a given name within a release; a day of caching is plenty. */
const CACHE = 'public, max-age=86400';

/** Sends drawn artwork from /cdn/ (null: 404 in the envelope, like any unknown API path). */
export function sendSvg(reply: FastifyReply, svg: string | null) {
  if (svg === null) throw new DomainError('NOT_FOUND', 'Not found');
  return reply.type('image/svg+xml; charset=utf-8').header('cache-control', CACHE).send(svg);
}

/** Sends rasterised artwork from /cdn/ (decision 0046); null: 404 like sendSvg. */
export function sendWebp(reply: FastifyReply, webp: Buffer | null) {
  if (webp === null) throw new DomainError('NOT_FOUND', 'Not found');
  return reply.type('image/webp').header('cache-control', CACHE).send(webp);
}
