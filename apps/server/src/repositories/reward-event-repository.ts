import { and, asc, eq } from 'drizzle-orm';
import type { AppDatabase } from '../db/create-db';
import { announcements, rewardEvents } from '../db/schema';

export type RewardEventRow = typeof rewardEvents.$inferSelect;
export type NewRewardEvent = Omit<typeof rewardEvents.$inferInsert, 'id'>;

/** The reward centre's promotions (reward_events): events, check-in, red rain, referral. */
export function createRewardEventRepository(db: AppDatabase) {
  return {
    /** Switched-on events, in the operator's order. */
    async enabled(): Promise<RewardEventRow[]> {
      return db
        .select()
        .from(rewardEvents)
        .where(eq(rewardEvents.enabled, true))
        .orderBy(asc(rewardEvents.sort), asc(rewardEvents.id));
    },

    /** The switched-on event of this code, or null. */
    async findEnabled(code: string): Promise<RewardEventRow | null> {
      const [row] = await db
        .select()
        .from(rewardEvents)
        .where(and(eq(rewardEvents.code, code), eq(rewardEvents.enabled, true)));
      return row ?? null;
    },

    /** The first switched-on event of a kind (CHECK_IN, RED_RAIN, REFERRAL), or null. */
    async firstOfKind(kind: string): Promise<RewardEventRow | null> {
      const [row] = await db
        .select()
        .from(rewardEvents)
        .where(and(eq(rewardEvents.kind, kind), eq(rewardEvents.enabled, true)))
        .orderBy(asc(rewardEvents.sort), asc(rewardEvents.id))
        .limit(1);
      return row ?? null;
    },

    async findById(id: number): Promise<RewardEventRow | null> {
      const [row] = await db.select().from(rewardEvents).where(eq(rewardEvents.id, id));
      return row ?? null;
    },

    /** Seeds: inserts the events whose code is missing (an operator's changes stay). */
    async insertMissing(rows: readonly NewRewardEvent[]): Promise<void> {
      if (rows.length === 0) return;
      await db
        .insert(rewardEvents)
        .values([...rows])
        .onConflictDoNothing({ target: rewardEvents.code });
    },

    /** The id of the announcement (a PR promotion) seeded under this slug, or null. */
    async announcementIdBySlug(slug: string): Promise<number | null> {
      const [row] = await db
        .select({ id: announcements.id })
        .from(announcements)
        .where(eq(announcements.slug, slug));
      return row?.id ?? null;
    },
  };
}
export type RewardEventRepository = ReturnType<typeof createRewardEventRepository>;
