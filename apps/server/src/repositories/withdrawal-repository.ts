import { and, asc, count, desc, eq, gte, inArray, ne, or, sql, sum, type SQL } from 'drizzle-orm';
import type { AppDatabase } from '../db/create-db';
import { members, wallets, withdrawals } from '../db/schema';

export type WithdrawalRow = typeof withdrawals.$inferSelect;
export type NewWithdrawal = Omit<typeof withdrawals.$inferInsert, 'id' | 'handledBy' | 'reason'>;
export type WithdrawalWithMember = WithdrawalRow & { username: string };

/** Withdrawal requests; usable on the pool or inside one transaction (`bind`). */
export function createWithdrawalRepository(db: AppDatabase) {
  return {
    /**
     * Locks the member's REAL wallet row until the transaction ends, so two requests of one
     * member check the daily limits one after the other (PostgreSQL; PGlite runs one
     * transaction at a time anyway).
     */
    async lockMember(memberId: number): Promise<void> {
      await db
        .select({ id: wallets.id })
        .from(wallets)
        .where(and(eq(wallets.memberId, memberId), eq(wallets.kind, 'REAL')))
        .for('update');
    },

    /** Null when this member already sent this request id (a retry). */
    async insert(values: NewWithdrawal): Promise<WithdrawalRow | null> {
      const [row] = await db
        .insert(withdrawals)
        .values(values)
        .onConflictDoNothing({ target: [withdrawals.memberId, withdrawals.requestId] })
        .returning();
      return row ?? null;
    },

    async findByRequest(memberId: number, requestId: string): Promise<WithdrawalRow | null> {
      const [row] = await db
        .select()
        .from(withdrawals)
        .where(and(eq(withdrawals.memberId, memberId), eq(withdrawals.requestId, requestId)));
      return row ?? null;
    },

    async findById(id: number): Promise<WithdrawalRow | null> {
      const [row] = await db.select().from(withdrawals).where(eq(withdrawals.id, id));
      return row ?? null;
    },

    /** Count and amount of the member's requests since `since` that were not rejected. */
    async usedSince(
      memberId: number,
      since: Date,
    ): Promise<{ count: number; amountMinor: number }> {
      const [row] = await db
        .select({ n: count(), total: sum(withdrawals.amountMinor) })
        .from(withdrawals)
        .where(
          and(
            eq(withdrawals.memberId, memberId),
            gte(withdrawals.createdAt, since),
            ne(withdrawals.status, 'REJECTED'),
          ),
        );
      return { count: row?.n ?? 0, amountMinor: Number(row?.total ?? 0) };
    },

    /** Like the deposits' transition: only from an expected state, else null. */
    async transition(
      id: number,
      from: readonly string[],
      to: string,
      patch: { handledBy?: string; reason?: string | null } = {},
    ): Promise<WithdrawalRow | null> {
      const [row] = await db
        .update(withdrawals)
        .set({ ...patch, status: to, updatedAt: sql`now()` })
        .where(and(eq(withdrawals.id, id), inArray(withdrawals.status, [...from])))
        .returning();
      return row ?? null;
    },

    async pageForMember(
      memberId: number,
      pageNo: number,
      pageSize: number,
    ): Promise<{ rows: WithdrawalRow[]; total: number }> {
      const where = eq(withdrawals.memberId, memberId);
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(withdrawals)
          .where(where)
          .orderBy(desc(withdrawals.id))
          .limit(pageSize)
          .offset((pageNo - 1) * pageSize),
        db.select({ n: count() }).from(withdrawals).where(where),
      ]);
      return { rows, total: counted?.n ?? 0 };
    },

    async pageForDesk(input: {
      statuses: readonly string[];
      q?: string | undefined;
      pageNo: number;
      pageSize: number;
      oldestFirst: boolean;
    }): Promise<{ rows: WithdrawalWithMember[]; total: number }> {
      const conditions: SQL[] = [inArray(withdrawals.status, [...input.statuses])];
      const q = input.q?.trim();
      if (q) {
        const byText = or(
          sql`lower(${members.username}) = lower(${q})`,
          sql`upper(${withdrawals.reference}) = upper(${q})`,
          /^\d{1,10}$/.test(q) ? eq(withdrawals.memberId, Number(q)) : undefined,
        );
        if (byText) conditions.push(byText);
      }
      const where = and(...conditions);
      const [rows, [counted]] = await Promise.all([
        db
          .select({ withdrawal: withdrawals, username: members.username })
          .from(withdrawals)
          .innerJoin(members, eq(members.id, withdrawals.memberId))
          .where(where)
          .orderBy(input.oldestFirst ? asc(withdrawals.id) : desc(withdrawals.id))
          .limit(input.pageSize)
          .offset((input.pageNo - 1) * input.pageSize),
        db
          .select({ n: count() })
          .from(withdrawals)
          .innerJoin(members, eq(members.id, withdrawals.memberId))
          .where(where),
      ]);
      return {
        rows: rows.map((r) => ({ ...r.withdrawal, username: r.username })),
        total: counted?.n ?? 0,
      };
    },
  };
}
export type WithdrawalRepository = ReturnType<typeof createWithdrawalRepository>;
