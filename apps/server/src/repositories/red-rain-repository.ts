import { and, asc, count, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/create-db';
import { redRainOpenings, redRainSessions, rewardEvents } from '../db/schema';

export type RedRainSessionRow = typeof redRainSessions.$inferSelect;
export type RedRainOpeningRow = typeof redRainOpenings.$inferSelect;
export type NewRedRainSession = Pick<
  typeof redRainSessions.$inferInsert,
  'eventId' | 'startsAt' | 'endsAt' | 'poolMinor'
>;

/**
 * Red envelope rain sessions and the envelopes opened in them. A session's `paid_minor` grows
 * only by `addPaid`, under the row lock `lockSession` takes and a condition that keeps it within
 * the pool (and the table's CHECK); the unique (session, member, seq) and (session, member, tap)
 * keep each member's cap and each tap's single envelope. Usable inside a transaction (`bind`).
 */
export function createRedRainRepository(db: AppDatabase) {
  return {
    /** Stores scheduled sessions that are missing (by event and start); concurrent callers agree. */
    async insertMissing(rows: readonly NewRedRainSession[]): Promise<void> {
      if (rows.length === 0) return;
      await db
        .insert(redRainSessions)
        .values([...rows])
        .onConflictDoNothing({ target: [redRainSessions.eventId, redRainSessions.startsAt] });
    },

    /** The session running at `now` (the latest started when two overlap), or null. */
    async running(eventId: number, now: Date): Promise<RedRainSessionRow | null> {
      const [row] = await db
        .select()
        .from(redRainSessions)
        .where(
          and(
            eq(redRainSessions.eventId, eventId),
            lte(redRainSessions.startsAt, now),
            gt(redRainSessions.endsAt, now),
          ),
        )
        .orderBy(desc(redRainSessions.startsAt), desc(redRainSessions.id))
        .limit(1);
      return row ?? null;
    },

    /** The session that ended last by `now` (the latest end; the latest started on a tie), or null. */
    async lastEnded(eventId: number, now: Date): Promise<RedRainSessionRow | null> {
      const [row] = await db
        .select()
        .from(redRainSessions)
        .where(and(eq(redRainSessions.eventId, eventId), lte(redRainSessions.endsAt, now)))
        .orderBy(
          desc(redRainSessions.endsAt),
          desc(redRainSessions.startsAt),
          desc(redRainSessions.id),
        )
        .limit(1);
      return row ?? null;
    },

    /**
     * Starts a session now unless one runs: `{ session, started }`, where `session` is the new
     * one, or the running one (`started` false). The event's row is locked for the check and
     * the insert, so two starts at once make one session.
     */
    async startUnlessRunning(
      row: NewRedRainSession,
      now: Date,
    ): Promise<{ session: RedRainSessionRow; started: boolean }> {
      return db.transaction(async (tx) => {
        await tx
          .select({ id: rewardEvents.id })
          .from(rewardEvents)
          .where(eq(rewardEvents.id, row.eventId))
          .for('update');
        const [running] = await tx
          .select()
          .from(redRainSessions)
          .where(
            and(
              eq(redRainSessions.eventId, row.eventId),
              lte(redRainSessions.startsAt, now),
              gt(redRainSessions.endsAt, now),
            ),
          )
          .orderBy(desc(redRainSessions.startsAt), desc(redRainSessions.id))
          .limit(1);
        if (running) return { session: running, started: false };
        const [inserted] = await tx
          .insert(redRainSessions)
          .values(row)
          .onConflictDoNothing({ target: [redRainSessions.eventId, redRainSessions.startsAt] })
          .returning();
        if (inserted) return { session: inserted, started: true };
        // A session starting at this very instant that already ended (zero length): keep it.
        const [existing] = await tx
          .select()
          .from(redRainSessions)
          .where(
            and(
              eq(redRainSessions.eventId, row.eventId),
              eq(redRainSessions.startsAt, row.startsAt),
            ),
          );
        if (!existing) throw new Error('red rain: session vanished');
        return { session: existing, started: false };
      });
    },

    /** The first session starting after `after`, or null. */
    async nextAfter(eventId: number, after: Date): Promise<RedRainSessionRow | null> {
      const [row] = await db
        .select()
        .from(redRainSessions)
        .where(and(eq(redRainSessions.eventId, eventId), gt(redRainSessions.startsAt, after)))
        .orderBy(asc(redRainSessions.startsAt), asc(redRainSessions.id))
        .limit(1);
      return row ?? null;
    },

    async findById(id: number): Promise<RedRainSessionRow | null> {
      const [row] = await db.select().from(redRainSessions).where(eq(redRainSessions.id, id));
      return row ?? null;
    },

    /** The session under a row lock until the transaction ends: its envelopes open one by one. */
    async lockSession(id: number): Promise<RedRainSessionRow | null> {
      const [row] = await db
        .select()
        .from(redRainSessions)
        .where(eq(redRainSessions.id, id))
        .for('update');
      return row ?? null;
    },

    /** Adds an envelope to the session's payouts unless that would pass the pool. */
    async addPaid(id: number, amountMinor: number): Promise<boolean> {
      const updated = await db
        .update(redRainSessions)
        .set({
          paidMinor: sql`${redRainSessions.paidMinor} + ${amountMinor}`,
          openedCount: sql`${redRainSessions.openedCount} + 1`,
        })
        .where(
          and(
            eq(redRainSessions.id, id),
            sql`${redRainSessions.paidMinor} + ${amountMinor} <= ${redRainSessions.poolMinor}`,
          ),
        )
        .returning({ id: redRainSessions.id });
      return updated.length > 0;
    },

    /** The member's envelopes of a session, in the order opened. */
    async openingsOf(sessionId: number, memberId: number): Promise<RedRainOpeningRow[]> {
      return db
        .select()
        .from(redRainOpenings)
        .where(
          and(eq(redRainOpenings.sessionId, sessionId), eq(redRainOpenings.memberId, memberId)),
        )
        .orderBy(asc(redRainOpenings.seq));
    },

    async countOpenings(sessionId: number, memberId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(redRainOpenings)
        .where(
          and(eq(redRainOpenings.sessionId, sessionId), eq(redRainOpenings.memberId, memberId)),
        );
      return row?.n ?? 0;
    },

    async findByTap(
      sessionId: number,
      memberId: number,
      tapId: string,
    ): Promise<RedRainOpeningRow | null> {
      const [row] = await db
        .select()
        .from(redRainOpenings)
        .where(
          and(
            eq(redRainOpenings.sessionId, sessionId),
            eq(redRainOpenings.memberId, memberId),
            eq(redRainOpenings.tapId, tapId),
          ),
        );
      return row ?? null;
    },

    /** The envelope, or null when this tap or this sequence number exists already. */
    async insertOpening(
      values: Omit<typeof redRainOpenings.$inferInsert, 'id'>,
    ): Promise<RedRainOpeningRow | null> {
      const [row] = await db
        .insert(redRainOpenings)
        .values(values)
        .onConflictDoNothing()
        .returning();
      return row ?? null;
    },
  };
}
export type RedRainRepository = ReturnType<typeof createRedRainRepository>;
