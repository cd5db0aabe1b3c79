import { lt, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/create-db';
import { rateLimitHits } from '../db/schema';

/** SQL for the rate limits' fixed-window counters (shared by every instance). */
export function createRateLimitRepository(db: AppDatabase) {
  return {
    /**
     * Counts one request of `key` in the window starting at `windowStart` and answers the
     * window's count so far: one atomic upsert, so concurrent requests on any instance never
     * lose a count.
     */
    async hit(key: string, windowStart: Date, expiresAt: Date): Promise<number> {
      const [row] = await db
        .insert(rateLimitHits)
        .values({ key, windowStart, count: 1, expiresAt })
        .onConflictDoUpdate({
          target: [rateLimitHits.key, rateLimitHits.windowStart],
          set: { count: sql`${rateLimitHits.count} + 1` },
        })
        .returning({ count: rateLimitHits.count });
      return row!.count;
    },

    async pruneExpired(now: Date): Promise<void> {
      await db.delete(rateLimitHits).where(lt(rateLimitHits.expiresAt, now));
    },
  };
}
export type RateLimitRepository = ReturnType<typeof createRateLimitRepository>;
