import { randomInt } from 'node:crypto';
import type { RateLimitRepository } from '../repositories/rate-limit-repository';
import type { Clock } from './clock';

/** Prune expired windows on about one request in this many (no scheduler needed). */
const PRUNE_ONE_IN = 500;

export type RateLimitHit = { count: number; resetInMs: number };

/**
 * Fixed-window request counters in the database (issue 20): every instance on one database
 * counts together. A window of `windowSeconds` starts at a multiple of it since the epoch, so
 * all instances agree on it without talking to each other.
 */
export function createRateLimitCounter(repo: RateLimitRepository, clock: Clock) {
  return {
    async hit(key: string, windowSeconds: number): Promise<RateLimitHit> {
      const now = clock().getTime();
      const windowMs = windowSeconds * 1000;
      const start = Math.floor(now / windowMs) * windowMs;
      const end = start + windowMs;
      const count = await repo.hit(key, new Date(start), new Date(end));
      if (randomInt(0, PRUNE_ONE_IN) === 0) await repo.pruneExpired(new Date(now));
      return { count, resetInMs: end - now };
    },
  };
}
export type RateLimitCounter = ReturnType<typeof createRateLimitCounter>;
