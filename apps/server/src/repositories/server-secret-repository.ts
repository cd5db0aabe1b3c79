import { eq } from 'drizzle-orm';
import type { AppDatabase } from '../db/create-db';
import { serverSecrets } from '../db/schema';

/** SQL for the server's shared secrets (one row per name). */
export function createServerSecretRepository(db: AppDatabase) {
  return {
    /** Stores `value` unless another instance stored one first; answers the stored value. */
    async getOrInsert(name: string, value: string): Promise<string> {
      await db.insert(serverSecrets).values({ name, value }).onConflictDoNothing();
      const [row] = await db
        .select({ value: serverSecrets.value })
        .from(serverSecrets)
        .where(eq(serverSecrets.name, name));
      if (!row) throw new Error(`server secret ${name} missing after storing it`);
      return row.value;
    },
  };
}
export type ServerSecretRepository = ReturnType<typeof createServerSecretRepository>;
