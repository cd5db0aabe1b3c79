import { and, asc, count, desc, eq, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AppDatabase } from '../db/create-db';
import { depositPromotions, deposits, members } from '../db/schema';

export type DepositRow = typeof deposits.$inferSelect;
export type DepositPromotionRow = typeof depositPromotions.$inferSelect;
export type NewDeposit = Omit<typeof deposits.$inferInsert, 'id' | 'handledBy' | 'reason'>;
export type DepositPatch = Partial<
  Pick<
    DepositRow,
    | 'payerBank'
    | 'payerAccountName'
    | 'transferredAt'
    | 'handledBy'
    | 'reason'
    | 'expiresAt'
    | 'pspPaymentId'
  >
>;
export type DepositWithMember = DepositRow & { username: string };

/** Deposits and deposit promotions; usable on the pool or inside one transaction (`bind`). */
export function createDepositRepository(db: AppDatabase) {
  return {
    /** Null when this member already made a deposit with this request id (a retry). */
    async insert(values: NewDeposit): Promise<DepositRow | null> {
      const [row] = await db
        .insert(deposits)
        .values(values)
        .onConflictDoNothing({ target: [deposits.memberId, deposits.requestId] })
        .returning();
      return row ?? null;
    },

    async findByRequest(memberId: number, requestId: string): Promise<DepositRow | null> {
      const [row] = await db
        .select()
        .from(deposits)
        .where(and(eq(deposits.memberId, memberId), eq(deposits.requestId, requestId)));
      return row ?? null;
    },

    async findById(id: number): Promise<DepositRow | null> {
      const [row] = await db.select().from(deposits).where(eq(deposits.id, id));
      return row ?? null;
    },

    async findByPspPaymentId(pspPaymentId: string): Promise<DepositRow | null> {
      const [row] = await db.select().from(deposits).where(eq(deposits.pspPaymentId, pspPaymentId));
      return row ?? null;
    },

    async findByReference(reference: string): Promise<DepositRow | null> {
      const [row] = await db.select().from(deposits).where(eq(deposits.reference, reference));
      return row ?? null;
    },

    /**
     * Moves a deposit from one of `from` to `to` (with `patch`), only if it is still in one of
     * them: null when someone else moved it first. Callers do this in the same database
     * transaction as the ledger post, so the state and the money change together or not at all.
     */
    async transition(
      id: number,
      from: readonly string[],
      to: string,
      patch: DepositPatch = {},
    ): Promise<DepositRow | null> {
      const [row] = await db
        .update(deposits)
        .set({ ...patch, status: to, updatedAt: sql`now()` })
        .where(and(eq(deposits.id, id), inArray(deposits.status, [...from])))
        .returning();
      return row ?? null;
    },

    /**
     * Ties the gateway's payment to a deposit that has none; answers the payment the deposit is
     * tied to afterwards (another request's, when two retries raced: theirs stands).
     */
    async setPspPayment(id: number, pspPaymentId: string): Promise<string | null> {
      const [set] = await db
        .update(deposits)
        .set({ pspPaymentId })
        .where(and(eq(deposits.id, id), isNull(deposits.pspPaymentId)))
        .returning({ pspPaymentId: deposits.pspPaymentId });
      if (set) return set.pspPaymentId;
      const [row] = await db
        .select({ pspPaymentId: deposits.pspPaymentId })
        .from(deposits)
        .where(eq(deposits.id, id));
      return row?.pspPaymentId ?? null;
    },

    async pageForMember(
      memberId: number,
      pageNo: number,
      pageSize: number,
    ): Promise<{ rows: DepositRow[]; total: number }> {
      const where = eq(deposits.memberId, memberId);
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(deposits)
          .where(where)
          .orderBy(desc(deposits.id))
          .limit(pageSize)
          .offset((pageNo - 1) * pageSize),
        db.select({ n: count() }).from(deposits).where(where),
      ]);
      return { rows, total: counted?.n ?? 0 };
    },

    async countSuccessful(memberId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(deposits)
        .where(and(eq(deposits.memberId, memberId), eq(deposits.status, 'SUCCESS')));
      return row?.n ?? 0;
    },

    /** Pending deposits whose time ran out, oldest first. */
    async dueToExpire(now: Date, limit: number): Promise<DepositRow[]> {
      return db
        .select()
        .from(deposits)
        .where(and(eq(deposits.status, 'PENDING'), lt(deposits.expiresAt, now)))
        .orderBy(asc(deposits.expiresAt))
        .limit(limit);
    },

    /** The cash desk's list: bank transfers by state, oldest open first, with the username. */
    async pageForDesk(input: {
      statuses: readonly string[];
      flow: string;
      q?: string | undefined;
      pageNo: number;
      pageSize: number;
      oldestFirst: boolean;
    }): Promise<{ rows: DepositWithMember[]; total: number }> {
      const conditions: SQL[] = [
        eq(deposits.flow, input.flow),
        inArray(deposits.status, [...input.statuses]),
      ];
      const q = input.q?.trim();
      if (q) {
        const byText = or(
          sql`lower(${members.username}) = lower(${q})`,
          sql`upper(${deposits.reference}) = upper(${q})`,
          /^\d{1,10}$/.test(q) ? eq(deposits.memberId, Number(q)) : undefined,
        );
        if (byText) conditions.push(byText);
      }
      const where = and(...conditions);
      const [rows, [counted]] = await Promise.all([
        db
          .select({ deposit: deposits, username: members.username })
          .from(deposits)
          .innerJoin(members, eq(members.id, deposits.memberId))
          .where(where)
          .orderBy(input.oldestFirst ? asc(deposits.id) : desc(deposits.id))
          .limit(input.pageSize)
          .offset((input.pageNo - 1) * input.pageSize),
        db
          .select({ n: count() })
          .from(deposits)
          .innerJoin(members, eq(members.id, deposits.memberId))
          .where(where),
      ]);
      return {
        rows: rows.map((r) => ({ ...r.deposit, username: r.username })),
        total: counted?.n ?? 0,
      };
    },

    async usernameOf(memberId: number): Promise<string> {
      const [row] = await db
        .select({ username: members.username })
        .from(members)
        .where(eq(members.id, memberId));
      return row?.username ?? '';
    },

    // ------------------------------------------------------------ promotions

    async enabledPromotions(): Promise<DepositPromotionRow[]> {
      return db
        .select()
        .from(depositPromotions)
        .where(eq(depositPromotions.enabled, true))
        .orderBy(asc(depositPromotions.sort), asc(depositPromotions.id));
    },

    async findPromotion(id: number): Promise<DepositPromotionRow | null> {
      const [row] = await db.select().from(depositPromotions).where(eq(depositPromotions.id, id));
      return row ?? null;
    },

    async insertMissingPromotions(
      rows: readonly Omit<typeof depositPromotions.$inferInsert, 'id'>[],
    ): Promise<void> {
      if (rows.length === 0) return;
      await db
        .insert(depositPromotions)
        .values([...rows])
        .onConflictDoNothing();
    },
  };
}
export type DepositRepository = ReturnType<typeof createDepositRepository>;
