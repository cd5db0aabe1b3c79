import { and, eq, gt, isNull } from 'drizzle-orm';
import type { AppDatabase } from '../db/create-db';
import { emailResetTokens } from '../db/schema';

/** SQL for email password-reset tokens (hashed). */
export function createEmailResetRepository(db: AppDatabase) {
  return {
    async insert(row: { tokenHash: string; memberId: number; createdAt: Date; expiresAt: Date }) {
      await db.insert(emailResetTokens).values(row);
    },

    /** Uses the token up and returns its member; null when unknown, used or expired. */
    async consume(tokenHash: string, now: Date): Promise<number | null> {
      const [row] = await db
        .update(emailResetTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(emailResetTokens.tokenHash, tokenHash),
            isNull(emailResetTokens.usedAt),
            gt(emailResetTokens.expiresAt, now),
          ),
        )
        .returning({ memberId: emailResetTokens.memberId });
      return row?.memberId ?? null;
    },

    /** Whether the token is currently usable (without using it). */
    async isLive(tokenHash: string, now: Date): Promise<boolean> {
      const [row] = await db
        .select({ id: emailResetTokens.id })
        .from(emailResetTokens)
        .where(
          and(
            eq(emailResetTokens.tokenHash, tokenHash),
            isNull(emailResetTokens.usedAt),
            gt(emailResetTokens.expiresAt, now),
          ),
        )
        .limit(1);
      return row !== undefined;
    },
  };
}
export type EmailResetRepository = ReturnType<typeof createEmailResetRepository>;
