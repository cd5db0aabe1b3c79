import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/create-db';
import { smsCodes } from '../db/schema';

export type SmsNumber = { purpose: string; countryDialingCode: string; mobileNum: string };

export type SmsCodeRow = {
  id: number;
  codeHash: string;
  attempts: number;
  resendAt: Date;
  expiresAt: Date;
};

const byNumber = (n: SmsNumber) =>
  and(
    eq(smsCodes.purpose, n.purpose),
    eq(smsCodes.countryDialingCode, n.countryDialingCode),
    eq(smsCodes.mobileNum, n.mobileNum),
  );

/** SQL for SMS verification codes (hashed). */
export function createSmsCodeRepository(db: AppDatabase) {
  return {
    /** The newest code of the number that is not used up. */
    async findCurrent(n: SmsNumber): Promise<SmsCodeRow | null> {
      const [row] = await db
        .select({
          id: smsCodes.id,
          codeHash: smsCodes.codeHash,
          attempts: smsCodes.attempts,
          resendAt: smsCodes.resendAt,
          expiresAt: smsCodes.expiresAt,
        })
        .from(smsCodes)
        .where(and(byNumber(n), isNull(smsCodes.consumedAt)))
        .orderBy(desc(smsCodes.id))
        .limit(1);
      return row ?? null;
    },

    /** Replaces any live code of the number with this one. */
    async issue(
      n: SmsNumber,
      code: { codeHash: string; createdAt: Date; resendAt: Date; expiresAt: Date },
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(smsCodes)
          .set({ consumedAt: code.createdAt })
          .where(and(byNumber(n), isNull(smsCodes.consumedAt)));
        await tx.insert(smsCodes).values({ ...n, ...code });
      });
    },

    /** Uses the code up; false when another request did so first. */
    async consume(id: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(smsCodes)
        .set({ consumedAt: now })
        .where(and(eq(smsCodes.id, id), isNull(smsCodes.consumedAt)))
        .returning({ id: smsCodes.id });
      return rows.length > 0;
    },

    /** Counts a wrong try; the code dies (consumed) at `maxAttempts`. */
    async recordWrongTry(id: number, maxAttempts: number, now: Date): Promise<void> {
      await db
        .update(smsCodes)
        .set({
          attempts: sql`${smsCodes.attempts} + 1`,
          consumedAt: sql`case when ${smsCodes.attempts} + 1 >= ${maxAttempts} then ${now.toISOString()}::timestamptz else null end`,
        })
        .where(and(eq(smsCodes.id, id), isNull(smsCodes.consumedAt)));
    },
  };
}
export type SmsCodeRepository = ReturnType<typeof createSmsCodeRepository>;
