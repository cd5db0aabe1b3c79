import { and, count, desc, eq, gte } from 'drizzle-orm';
import type { AppDatabase } from '../db/create-db';
import { loginHistory } from '../db/schema';

export type NewLoginAttempt = {
  memberId: number;
  success: boolean;
  reason: string | null;
  ip: string | null;
  device: string | null;
  userAgent: string | null;
  createdAt: Date;
};

export type LoginAttemptRow = NewLoginAttempt & { id: number };

/** Login attempts on known accounts (issue 14), read back newest first for one member. */
export function createLoginHistoryRepository(db: AppDatabase) {
  return {
    async insert(attempt: NewLoginAttempt): Promise<void> {
      await db.insert(loginHistory).values(attempt);
    },

    /** One page of the member's attempts since `since`, newest first, and how many there are. */
    async page(
      memberId: number,
      since: Date,
      pageNo: number,
      pageSize: number,
    ): Promise<{ rows: LoginAttemptRow[]; total: number }> {
      const where = and(eq(loginHistory.memberId, memberId), gte(loginHistory.createdAt, since));
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: loginHistory.id,
            memberId: loginHistory.memberId,
            success: loginHistory.success,
            reason: loginHistory.reason,
            ip: loginHistory.ip,
            device: loginHistory.device,
            userAgent: loginHistory.userAgent,
            createdAt: loginHistory.createdAt,
          })
          .from(loginHistory)
          .where(where)
          .orderBy(desc(loginHistory.createdAt), desc(loginHistory.id))
          .limit(pageSize)
          .offset((pageNo - 1) * pageSize),
        db.select({ n: count() }).from(loginHistory).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
  };
}
export type LoginHistoryRepository = ReturnType<typeof createLoginHistoryRepository>;
