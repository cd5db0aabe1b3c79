import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { AppDatabase } from '../db/create-db';
import { captchas } from '../db/schema';

/** SQL for captchas. */
export function createCaptchaRepository(db: AppDatabase) {
  return {
    async insert(row: { id: string; answer: number; expiresAt: Date }): Promise<void> {
      await db.insert(captchas).values(row);
    },

    /** Marks the captcha used (single use) and returns its answer; null if unknown/used/expired. */
    async consume(id: string, now: Date): Promise<number | null> {
      const [row] = await db
        .update(captchas)
        .set({ usedAt: now })
        .where(and(eq(captchas.id, id), isNull(captchas.usedAt), gt(captchas.expiresAt, now)))
        .returning({ answer: captchas.answer });
      return row?.answer ?? null;
    },

    async pruneExpired(now: Date): Promise<void> {
      await db.delete(captchas).where(lt(captchas.expiresAt, now));
    },
  };
}
export type CaptchaRepository = ReturnType<typeof createCaptchaRepository>;
