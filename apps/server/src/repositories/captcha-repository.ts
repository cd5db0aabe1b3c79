import { lt } from 'drizzle-orm';
import type { AppDatabase } from '../db/create-db';
import { captchas } from '../db/schema';

/** SQL for the captchas already checked (their answers live in their ids, not here). */
export function createCaptchaRepository(db: AppDatabase) {
  return {
    /** Records the captcha as used; false if it already was (on this or another instance). */
    async markUsed(id: string, expiresAt: Date): Promise<boolean> {
      const rows = await db
        .insert(captchas)
        .values({ id, expiresAt })
        .onConflictDoNothing()
        .returning({ id: captchas.id });
      return rows.length === 1;
    },

    async pruneExpired(now: Date): Promise<void> {
      await db.delete(captchas).where(lt(captchas.expiresAt, now));
    },
  };
}
export type CaptchaRepository = ReturnType<typeof createCaptchaRepository>;
