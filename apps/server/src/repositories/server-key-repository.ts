import { eq } from 'drizzle-orm';
import type { AppDatabase } from '../db/create-db';
import { serverKeys } from '../db/schema';

export type ServerKeyRow = { keyId: string; publicKey: string; privateKey: string };

/** SQL for the envelope key pair. */
export function createServerKeyRepository(db: AppDatabase) {
  return {
    async findActive(): Promise<ServerKeyRow | null> {
      const [row] = await db
        .select({
          keyId: serverKeys.keyId,
          publicKey: serverKeys.publicKey,
          privateKey: serverKeys.privateKey,
        })
        .from(serverKeys)
        .where(eq(serverKeys.active, true))
        .limit(1);
      return row ?? null;
    },

    /** Inserts the key unless another instance already stored an active one. */
    async insertIfNoneActive(row: ServerKeyRow): Promise<void> {
      await db
        .insert(serverKeys)
        .values({ ...row, active: true })
        .onConflictDoNothing();
    },
  };
}
export type ServerKeyRepository = ReturnType<typeof createServerKeyRepository>;
