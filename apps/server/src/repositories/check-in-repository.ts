import { and, desc, eq, lte } from 'drizzle-orm';
import type { AppDatabase } from '../db/create-db';
import { checkIns } from '../db/schema';

export type CheckInRow = typeof checkIns.$inferSelect;

/**
 * Daily check-ins: one row per member and operator day (the primary key), so a double tap or
 * two instances at once insert one. Usable on the pool or inside one transaction (`bind`).
 */
export function createCheckInRepository(db: AppDatabase) {
  return {
    /** The member's latest check-in on or before `day` (YYYY-MM-DD), or null. */
    async latest(memberId: number, day: string): Promise<CheckInRow | null> {
      const [row] = await db
        .select()
        .from(checkIns)
        .where(and(eq(checkIns.memberId, memberId), lte(checkIns.day, day)))
        .orderBy(desc(checkIns.day))
        .limit(1);
      return row ?? null;
    },

    /** False when the member has checked in on this day already. */
    async insert(values: typeof checkIns.$inferInsert): Promise<boolean> {
      const inserted = await db
        .insert(checkIns)
        .values(values)
        .onConflictDoNothing({ target: [checkIns.memberId, checkIns.day] })
        .returning({ day: checkIns.day });
      return inserted.length > 0;
    },
  };
}
export type CheckInRepository = ReturnType<typeof createCheckInRepository>;
