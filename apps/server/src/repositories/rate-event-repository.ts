import { and, asc, count, eq, gt, gte, lt, max } from 'drizzle-orm';
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

    /**
     * Records one event unless `max` events are already counted after `since` (live chat's send
     * limit, issue 15). It records first and counts after, so concurrent calls on several
     * instances never let more than `max` through (a refused call removes its event again).
     * Answers the counted events' times, oldest first, without the refused one.
     */
    async admit(
      bucket: string,
      subject: string,
      at: Date,
      since: Date,
      max: number,
    ): Promise<{ admitted: boolean; times: Date[] }> {
      const [mine] = await db
        .insert(rateEvents)
        .values({ bucket, subject, createdAt: at })
        .returning({ id: rateEvents.id });
      const rows = await db
        .select({ id: rateEvents.id, createdAt: rateEvents.createdAt })
        .from(rateEvents)
        .where(
          and(
            eq(rateEvents.bucket, bucket),
            eq(rateEvents.subject, subject),
            gt(rateEvents.createdAt, since),
          ),
        )
        .orderBy(asc(rateEvents.createdAt), asc(rateEvents.id));
      if (rows.length <= max) return { admitted: true, times: rows.map((r) => r.createdAt) };
      if (mine) await db.delete(rateEvents).where(eq(rateEvents.id, mine.id));
      return {
        admitted: false,
        times: rows.filter((r) => r.id !== mine?.id).map((r) => r.createdAt),
      };
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
