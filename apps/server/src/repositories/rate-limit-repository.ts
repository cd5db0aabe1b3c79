import { lt, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/create-db';
import { rateLimitHits } from '../db/schema';

/** SQL for the rate limits' fixed-window counters (shared by every instance). */
export function createRateLimitRepository(db: AppDatabase) {
  /**
   * Counts `n` requests of `key` in the window starting at `windowStart` and answers the
   * window's count so far, every instance's requests included: one atomic upsert, so concurrent
   * requests on any instance never lose a count.
   */
  async function add(key: string, windowStart: Date, expiresAt: Date, n: number): Promise<number> {
    const [row] = await db
      .insert(rateLimitHits)
      .values({ key, windowStart, count: n, expiresAt })
      .onConflictDoUpdate({
        target: [rateLimitHits.key, rateLimitHits.windowStart],
        set: { count: sql`${rateLimitHits.count} + ${n}` },
      })
      .returning({ count: rateLimitHits.count });
    return row!.count;
  }

  return {
    /** Counts one request (see `add`). */
    hit: (key: string, windowStart: Date, expiresAt: Date): Promise<number> =>
      add(key, windowStart, expiresAt, 1),

    /** Counts an instance's batch of requests at once (decision 0043). */
    add,

    async pruneExpired(now: Date): Promise<void> {
      await db.delete(rateLimitHits).where(lt(rateLimitHits.expiresAt, now));
    },
  };
}
export type RateLimitRepository = ReturnType<typeof createRateLimitRepository>;
