import { and, asc, count, eq, gt, gte, inArray, lte, ne, or, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/create-db';
import { announcements, bonusGrants, depositPromotions, deposits, wallets } from '../db/schema';

export type BonusGrantRow = typeof bonusGrants.$inferSelect;
export type NewBonusGrant = Omit<typeof bonusGrants.$inferInsert, 'id'>;
export type DepositPromotionRow = typeof depositPromotions.$inferSelect;
/** A grant with its promotion's texts and link (the reward centre, the withdraw screen). */
export type BonusGrantWithPromotion = BonusGrantRow & {
  title: unknown;
  summary: unknown;
  announcementId: number | null;
};
export type DepositPromotionPatch = Partial<
  Pick<DepositPromotionRow, 'wagerMultiplier' | 'wagerDays' | 'enabled'>
>;

const withPromotion = (r: {
  grant: BonusGrantRow;
  title: unknown;
  summary: unknown;
  announcementId: number | null;
}): BonusGrantWithPromotion => ({
  ...r.grant,
  title: r.title,
  summary: r.summary,
  announcementId: r.announcementId,
});

const grantWithPromotion = {
  grant: bonusGrants,
  title: depositPromotions.title,
  summary: depositPromotions.summary,
  announcementId: depositPromotions.announcementId,
};

/**
 * Bonus grants (bonus money under wagering) and the deposit promotions' rules (issue 16). Usable
 * on the pool or inside one transaction (`bind`, e.g. a deposit's credit or a game round): every
 * change of a grant is a conditional update on its status, so it happens once.
 */
export function createBonusRepository(db: AppDatabase) {
  return {
    // ------------------------------------------------------------ promotions

    async findPromotion(id: number): Promise<DepositPromotionRow | null> {
      const [row] = await db.select().from(depositPromotions).where(eq(depositPromotions.id, id));
      return row ?? null;
    },

    async enabledPromotions(): Promise<DepositPromotionRow[]> {
      return db
        .select()
        .from(depositPromotions)
        .where(eq(depositPromotions.enabled, true))
        .orderBy(asc(depositPromotions.sort), asc(depositPromotions.id));
    },

    /** Every promotion (the console), with how many of its bonuses are under wagering now. */
    async promotionsWithActive(): Promise<(DepositPromotionRow & { activeBonuses: number })[]> {
      const rows = await db
        .select({ promo: depositPromotions, activeBonuses: count(bonusGrants.id) })
        .from(depositPromotions)
        .leftJoin(
          bonusGrants,
          and(eq(bonusGrants.promoId, depositPromotions.id), eq(bonusGrants.status, 'ACTIVE')),
        )
        .groupBy(depositPromotions.id)
        .orderBy(asc(depositPromotions.sort), asc(depositPromotions.id));
      return rows.map((r) => ({ ...r.promo, activeBonuses: r.activeBonuses }));
    },

    async activeCountOf(promoId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(bonusGrants)
        .where(and(eq(bonusGrants.promoId, promoId), eq(bonusGrants.status, 'ACTIVE')));
      return row?.n ?? 0;
    },

    async updatePromotion(
      id: number,
      patch: DepositPromotionPatch,
    ): Promise<DepositPromotionRow | null> {
      const [row] = await db
        .update(depositPromotions)
        .set(patch)
        .where(eq(depositPromotions.id, id))
        .returning();
      return row ?? null;
    },

    /**
     * Seeding: links a promotion (by code) to its announcement (by slug) when it has no link
     * yet, so an operator's own link stays. False when either is missing.
     */
    async linkAnnouncement(code: string, slug: string): Promise<boolean> {
      const rows = await db
        .update(depositPromotions)
        .set({
          announcementId: sql`(select ${announcements.id} from ${announcements} where ${announcements.slug} = ${slug})`,
        })
        .where(
          and(
            eq(depositPromotions.code, code),
            sql`${depositPromotions.announcementId} is null`,
            sql`exists (select 1 from ${announcements} where ${announcements.slug} = ${slug})`,
          ),
        )
        .returning({ id: depositPromotions.id });
      return rows.length > 0;
    },

    // ------------------------------------------------------------ deposits and the wallet

    /** Successful deposits of the member other than `exceptDepositId`. */
    async countOtherSuccessful(memberId: number, exceptDepositId = 0): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(deposits)
        .where(
          and(
            eq(deposits.memberId, memberId),
            eq(deposits.status, 'SUCCESS'),
            ne(deposits.id, exceptDepositId),
          ),
        );
      return row?.n ?? 0;
    },

    /**
     * The REAL wallet's balance under a row lock (inside a transaction): what a removal may take
     * is decided while no round, withdrawal or credit can change it. Null without a wallet.
     */
    async lockWallet(memberId: number): Promise<number | null> {
      const [row] = await db
        .select({ balanceMinor: wallets.balanceMinor })
        .from(wallets)
        .where(and(eq(wallets.memberId, memberId), eq(wallets.kind, 'REAL')))
        .for('update');
      return row?.balanceMinor ?? null;
    },

    async balanceOf(memberId: number): Promise<number> {
      const [row] = await db
        .select({ balanceMinor: wallets.balanceMinor })
        .from(wallets)
        .where(and(eq(wallets.memberId, memberId), eq(wallets.kind, 'REAL')));
      return row?.balanceMinor ?? 0;
    },

    // ------------------------------------------------------------ grants

    /** Null when the grant key (a welcome bonus taken) or the deposit already has a grant. */
    async insertGrant(values: NewBonusGrant): Promise<BonusGrantRow | null> {
      const [row] = await db.insert(bonusGrants).values(values).onConflictDoNothing().returning();
      return row ?? null;
    },

    async findGrant(id: number): Promise<BonusGrantRow | null> {
      const [row] = await db.select().from(bonusGrants).where(eq(bonusGrants.id, id));
      return row ?? null;
    },

    async hasGrantKey(grantKey: string): Promise<boolean> {
      const [row] = await db
        .select({ id: bonusGrants.id })
        .from(bonusGrants)
        .where(eq(bonusGrants.grantKey, grantKey));
      return row !== undefined;
    },

    /** The bonus money of the member's ACTIVE grants (past their time or not). */
    async openBonusMinor(memberId: number): Promise<number> {
      const [row] = await db
        .select({ total: sql<string | null>`sum(${bonusGrants.bonusMinor})` })
        .from(bonusGrants)
        .where(and(eq(bonusGrants.memberId, memberId), eq(bonusGrants.status, 'ACTIVE')));
      return Number(row?.total ?? 0);
    },

    /** ACTIVE grants still within their time, oldest first (a round's stake fills them so). */
    async wageringGrants(memberId: number, now: Date): Promise<BonusGrantRow[]> {
      return db
        .select()
        .from(bonusGrants)
        .where(
          and(
            eq(bonusGrants.memberId, memberId),
            eq(bonusGrants.status, 'ACTIVE'),
            gt(bonusGrants.expiresAt, now),
          ),
        )
        .orderBy(asc(bonusGrants.id));
    },

    /** ACTIVE grants with their promotions, oldest first (the withdraw screen's progress). */
    async activeWithPromotion(memberId: number): Promise<BonusGrantWithPromotion[]> {
      const rows = await db
        .select(grantWithPromotion)
        .from(bonusGrants)
        .innerJoin(depositPromotions, eq(depositPromotions.id, bonusGrants.promoId))
        .where(and(eq(bonusGrants.memberId, memberId), eq(bonusGrants.status, 'ACTIVE')))
        .orderBy(asc(bonusGrants.id));
      return rows.map(withPromotion);
    },

    /** The member's ACTIVE grants and those settled at or after `settledSince`, oldest first. */
    async recentWithPromotion(
      memberId: number,
      settledSince: Date,
    ): Promise<BonusGrantWithPromotion[]> {
      const rows = await db
        .select(grantWithPromotion)
        .from(bonusGrants)
        .innerJoin(depositPromotions, eq(depositPromotions.id, bonusGrants.promoId))
        .where(
          and(
            eq(bonusGrants.memberId, memberId),
            or(eq(bonusGrants.status, 'ACTIVE'), gte(bonusGrants.settledAt, settledSince)),
          ),
        )
        .orderBy(asc(bonusGrants.id));
      return rows.map(withPromotion);
    },

    /** ACTIVE grants past their time (of one member, or anyone's), soonest first. */
    async dueToExpire(now: Date, limit: number, memberId?: number): Promise<BonusGrantRow[]> {
      return db
        .select()
        .from(bonusGrants)
        .where(
          and(
            eq(bonusGrants.status, 'ACTIVE'),
            lte(bonusGrants.expiresAt, now),
            memberId === undefined ? undefined : eq(bonusGrants.memberId, memberId),
          ),
        )
        .orderBy(asc(bonusGrants.expiresAt), asc(bonusGrants.id))
        .limit(limit);
    },

    /** ACTIVE -> `to` with what left the wallet; null when it is no longer ACTIVE. */
    async settle(
      id: number,
      to: 'EXPIRED' | 'FORFEITED',
      removedMinor: number,
      at: Date,
    ): Promise<BonusGrantRow | null> {
      const [row] = await db
        .update(bonusGrants)
        .set({ status: to, removedMinor, settledAt: at })
        .where(and(eq(bonusGrants.id, id), eq(bonusGrants.status, 'ACTIVE')))
        .returning();
      return row ?? null;
    },

    /**
     * Adds a round's stake to an ACTIVE grant; RELEASED when it reaches the requirement. Null
     * when the grant is no longer ACTIVE.
     */
    async addWagered(id: number, amountMinor: number, at: Date): Promise<BonusGrantRow | null> {
      const reached = sql`${bonusGrants.wageredMinor} + ${amountMinor} >= ${bonusGrants.requiredMinor}`;
      const [row] = await db
        .update(bonusGrants)
        .set({
          wageredMinor: sql`${bonusGrants.wageredMinor} + ${amountMinor}`,
          status: sql`case when ${reached} then 'RELEASED' else 'ACTIVE' end`,
          settledAt: sql`case when ${reached} then ${at.toISOString()}::timestamptz else null end`,
        })
        .where(and(eq(bonusGrants.id, id), eq(bonusGrants.status, 'ACTIVE')))
        .returning();
      return row ?? null;
    },

    /** Grants of these ids (tests and the console). */
    async grantsByIds(ids: readonly number[]): Promise<BonusGrantRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(bonusGrants)
        .where(inArray(bonusGrants.id, [...ids]));
    },
  };
}
export type BonusRepository = ReturnType<typeof createBonusRepository>;
