import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { RateLimitCounter } from '../services/rate-limit-counter';
import {
  rateLimitBatchSize,
  rateLimitGroups,
  type RateLimitGroup,
} from '../services/rate-limit-rules';

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * @fastify/rate-limit's store over the database counters (services/rate-limit-counter.ts). The
 * plugin makes one child per limited route with the route's options and calls `incr` with the
 * client's address followed by the route's groupId, and the group's window; the child stores
 * the count as `group:address` so the rows read plainly. The busiest groups count in batches
 * (rate-limit-rules.ts, decision 0043).
 */
export function createDatabaseStore(counter: RateLimitCounter): FastifyRateLimitStoreCtor {
  class DatabaseStore {
    // The plugin constructs the root store with its options; only children count.
    constructor(
      _options: unknown,
      private readonly group = '',
      private readonly batch = 1,
    ) {}

    incr(key: string, callback: IncrCallback, timeWindowMs: number): void {
      const address =
        this.group && key.endsWith(this.group) ? key.slice(0, -this.group.length) : key;
      counter
        .hit(`${this.group}:${address}`, Math.max(1, Math.round(timeWindowMs / 1000)), this.batch)
        .then(({ count, resetInMs }) => callback(null, { current: count, ttl: resetInMs }))
        .catch((error: unknown) => callback(error as Error));
    }

    child(routeOptions: { groupId?: string; max?: unknown }): DatabaseStore {
      const group = routeOptions.groupId ?? '';
      const batch =
        rateLimitGroups.includes(group as RateLimitGroup) && typeof routeOptions.max === 'number'
          ? rateLimitBatchSize(group as RateLimitGroup, routeOptions.max)
          : 1;
      return new DatabaseStore(routeOptions, group, batch);
    }
  }
  return DatabaseStore as unknown as FastifyRateLimitStoreCtor;
}
