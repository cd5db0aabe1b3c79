import { and, desc, eq, isNull } from 'drizzle-orm';
import type { AppDatabase } from '../db/create-db';
import { operatorApiTokens, operators } from '../db/schema';

export type OperatorTokenRow = {
  id: number;
  name: string;
  role: string;
  createdBy: string | null;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
};

const columns = {
  id: operatorApiTokens.id,
  name: operatorApiTokens.name,
  role: operatorApiTokens.role,
  createdBy: operators.username,
  createdAt: operatorApiTokens.createdAt,
  lastUsedAt: operatorApiTokens.lastUsedAt,
  revokedAt: operatorApiTokens.revokedAt,
};

/** SQL for operator API tokens; tokens arrive hashed. */
export function createOperatorTokenRepository(db: AppDatabase) {
  async function byId(id: number): Promise<OperatorTokenRow | null> {
    const [row] = await db
      .select(columns)
      .from(operatorApiTokens)
      .leftJoin(operators, eq(operators.id, operatorApiTokens.createdBy))
      .where(eq(operatorApiTokens.id, id));
    return row ?? null;
  }

  return {
    byId,

    async list(): Promise<OperatorTokenRow[]> {
      return db
        .select(columns)
        .from(operatorApiTokens)
        .leftJoin(operators, eq(operators.id, operatorApiTokens.createdBy))
        .orderBy(desc(operatorApiTokens.id));
    },

    async insert(token: {
      name: string;
      role: string;
      tokenHash: string;
      createdBy: number | null;
      createdAt: Date;
    }): Promise<number> {
      const [row] = await db
        .insert(operatorApiTokens)
        .values(token)
        .returning({ id: operatorApiTokens.id });
      return row!.id;
    },

    /** The live token of this hash, its last use set to now. */
    async use(
      tokenHash: string,
      now: Date,
    ): Promise<{ id: number; name: string; role: string } | null> {
      const [row] = await db
        .update(operatorApiTokens)
        .set({ lastUsedAt: now })
        .where(and(eq(operatorApiTokens.tokenHash, tokenHash), isNull(operatorApiTokens.revokedAt)))
        .returning({
          id: operatorApiTokens.id,
          name: operatorApiTokens.name,
          role: operatorApiTokens.role,
        });
      return row ?? null;
    },

    async revoke(id: number, now: Date): Promise<void> {
      await db
        .update(operatorApiTokens)
        .set({ revokedAt: now })
        .where(and(eq(operatorApiTokens.id, id), isNull(operatorApiTokens.revokedAt)));
    },
  };
}
export type OperatorTokenRepository = ReturnType<typeof createOperatorTokenRepository>;
