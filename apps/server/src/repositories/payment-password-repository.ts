import { eq, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/create-db';
import { paymentPasswords } from '../db/schema';

export type PaymentPasswordRow = {
  memberId: number;
  hash: string;
  failedAttempts: number;
  lockedUntil: Date | null;
};

/** The member's payment password (argon2id hash) and its wrong-answer counter. */
export function createPaymentPasswordRepository(db: AppDatabase) {
  return {
    async find(memberId: number): Promise<PaymentPasswordRow | null> {
      const [row] = await db
        .select({
          memberId: paymentPasswords.memberId,
          hash: paymentPasswords.hash,
          failedAttempts: paymentPasswords.failedAttempts,
          lockedUntil: paymentPasswords.lockedUntil,
        })
        .from(paymentPasswords)
        .where(eq(paymentPasswords.memberId, memberId));
      return row ?? null;
    },

    /** Sets (or replaces) the hash and clears the counter and lock. */
    async save(memberId: number, hash: string): Promise<void> {
      await db
        .insert(paymentPasswords)
        .values({ memberId, hash })
        .onConflictDoUpdate({
          target: paymentPasswords.memberId,
          set: { hash, failedAttempts: 0, lockedUntil: null, updatedAt: sql`now()` },
        });
    },

    /**
     * One more wrong answer, counted in the database (two wrong answers at once both count);
     * at `maxAttempts` the password locks until `lockUntil` and the counter starts again.
     */
    async recordFailure(
      memberId: number,
      maxAttempts: number,
      lockUntil: Date,
    ): Promise<{ failedAttempts: number; lockedUntil: Date | null }> {
      const [row] = await db
        .update(paymentPasswords)
        .set({
          failedAttempts: sql`case when ${paymentPasswords.failedAttempts} + 1 >= ${maxAttempts} then 0 else ${paymentPasswords.failedAttempts} + 1 end`,
          lockedUntil: sql`case when ${paymentPasswords.failedAttempts} + 1 >= ${maxAttempts} then ${lockUntil.toISOString()}::timestamptz else ${paymentPasswords.lockedUntil} end`,
        })
        .where(eq(paymentPasswords.memberId, memberId))
        .returning({
          failedAttempts: paymentPasswords.failedAttempts,
          lockedUntil: paymentPasswords.lockedUntil,
        });
      return row ?? { failedAttempts: 0, lockedUntil: null };
    },

    async clearFailures(memberId: number): Promise<void> {
      await db
        .update(paymentPasswords)
        .set({ failedAttempts: 0, lockedUntil: null })
        .where(eq(paymentPasswords.memberId, memberId));
    },
  };
}
export type PaymentPasswordRepository = ReturnType<typeof createPaymentPasswordRepository>;
