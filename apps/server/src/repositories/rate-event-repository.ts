import { and, count, eq, gte, lt, max } from 'drizzle-orm';
import type { AppDatabase } from '../db/create-db';
import { rateEvents } from '../db/schema';

/** SQL for throttling events (one row per event, counted over a window). */
export function createRateEventRepository(db: AppDatabase) {
  return {
    async record(bucket: string, subject: string, at: Date): Promise<void> {
      await db.insert(rateEvents).values({ bucket, subject, createdAt: at });
    },

    /** How many events since `since`, and the newest one's time. */
    async summary(
      bucket: string,
      subject: string,
      since: Date,
    ): Promise<{ count: number; last: Date | null }> {
      const [row] = await db
        .select({ count: count(), last: max(rateEvents.createdAt) })
        .from(rateEvents)
        .where(
          and(
            eq(rateEvents.bucket, bucket),
            eq(rateEvents.subject, subject),
            gte(rateEvents.createdAt, since),
          ),
        );
      return { count: Number(row?.count ?? 0), last: row?.last ?? null };
    },

    async clear(bucket: string, subject: string): Promise<void> {
      await db
        .delete(rateEvents)
        .where(and(eq(rateEvents.bucket, bucket), eq(rateEvents.subject, subject)));
    },

    async pruneBefore(before: Date): Promise<void> {
      await db.delete(rateEvents).where(lt(rateEvents.createdAt, before));
    },
  };
}
export type RateEventRepository = ReturnType<typeof createRateEventRepository>;
