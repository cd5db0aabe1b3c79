import { and, asc, count, eq, gt, isNull, lt, ne, or } from 'drizzle-orm';
import type { AppDatabase } from '../db/create-db';
import { operatorRecoveryCodes, operators, operatorSessions } from '../db/schema';

export type OperatorRow = typeof operators.$inferSelect;

export type NewOperator = {
  username: string;
  role: string;
  passwordHash: string;
  totpSecret: string | null;
  totpConfirmedAt: Date | null;
};

export type NewOperatorSession = {
  tokenHash: string;
  operatorId: number;
  stage: 'password' | 'full';
  ip: string | null;
  createdAt: Date;
  idleExpiresAt: Date;
  expiresAt: Date;
};

export type ActiveOperatorSession = {
  sessionId: number;
  stage: string;
  idleExpiresAt: Date;
  expiresAt: Date;
  operatorId: number;
  username: string;
  role: string;
  disabled: boolean;
};

/** SQL for operators, their recovery codes and console sessions; secrets arrive hashed. */
export function createOperatorRepository(db: AppDatabase) {
  return {
    async findByUsername(username: string): Promise<OperatorRow | null> {
      const [row] = await db.select().from(operators).where(eq(operators.username, username));
      return row ?? null;
    },

    async list(): Promise<OperatorRow[]> {
      return db.select().from(operators).orderBy(asc(operators.id));
    },

    /** Enabled admins other than `exceptId` (so the last one cannot be removed). */
    async otherEnabledAdmins(exceptId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(operators)
        .where(
          and(
            eq(operators.role, 'admin'),
            isNull(operators.disabledAt),
            ne(operators.id, exceptId),
          ),
        );
      return row?.n ?? 0;
    },

    async update(id: number, change: { role?: string; disabledAt?: Date | null }): Promise<void> {
      await db.update(operators).set(change).where(eq(operators.id, id));
    },

    /** No authenticator and no recovery codes: the next sign-in enrols a new one. */
    async resetAuthenticator(id: number, at: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(operators)
          .set({
            totpSecret: null,
            totpConfirmedAt: null,
            totpLastStep: null,
            credentialsChangedAt: at,
          })
          .where(eq(operators.id, id));
        await tx.delete(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.operatorId, id));
      });
    },

    async revokeAllSessions(operatorId: number, at: Date): Promise<void> {
      await db
        .update(operatorSessions)
        .set({ revokedAt: at })
        .where(
          and(eq(operatorSessions.operatorId, operatorId), isNull(operatorSessions.revokedAt)),
        );
    },

    async findById(id: number): Promise<OperatorRow | null> {
      const [row] = await db.select().from(operators).where(eq(operators.id, id));
      return row ?? null;
    },

    /** Inserts unless the username exists; returns the new id or null. */
    async insertIfAbsent(operator: NewOperator): Promise<number | null> {
      const rows = await db
        .insert(operators)
        .values(operator)
        .onConflictDoNothing({ target: operators.username })
        .returning({ id: operators.id });
      return rows[0]?.id ?? null;
    },

    async setPendingTotp(id: number, secret: string): Promise<void> {
      await db
        .update(operators)
        .set({ totpSecret: secret, totpConfirmedAt: null, totpLastStep: null })
        .where(eq(operators.id, id));
    },

    /**
     * Records that a code of `step` was accepted, only if no code of this step or a later one
     * was: two requests with the same code cannot both win (the update is the check).
     */
    async claimStep(id: number, step: number, confirmAt: Date | null): Promise<boolean> {
      const rows = await db
        .update(operators)
        .set({
          totpLastStep: step,
          ...(confirmAt ? { totpConfirmedAt: confirmAt } : {}),
        })
        .where(
          and(
            eq(operators.id, id),
            or(isNull(operators.totpLastStep), lt(operators.totpLastStep, step)),
          ),
        )
        .returning({ id: operators.id });
      return rows.length === 1;
    },

    async markCredentialsChanged(id: number, at: Date): Promise<void> {
      await db.update(operators).set({ credentialsChangedAt: at }).where(eq(operators.id, id));
    },

    async replaceRecoveryCodes(operatorId: number, hashes: readonly string[]): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .delete(operatorRecoveryCodes)
          .where(eq(operatorRecoveryCodes.operatorId, operatorId));
        await tx
          .insert(operatorRecoveryCodes)
          .values(hashes.map((codeHash) => ({ operatorId, codeHash })));
      });
    },

    /** Uses an unused code: true once; the update is the check, so a race has one winner. */
    async useRecoveryCode(operatorId: number, codeHash: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(operatorRecoveryCodes)
        .set({ usedAt: at })
        .where(
          and(
            eq(operatorRecoveryCodes.operatorId, operatorId),
            eq(operatorRecoveryCodes.codeHash, codeHash),
            isNull(operatorRecoveryCodes.usedAt),
          ),
        )
        .returning({ id: operatorRecoveryCodes.id });
      return rows.length === 1;
    },

    async unusedRecoveryCodes(operatorId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(operatorRecoveryCodes)
        .where(
          and(
            eq(operatorRecoveryCodes.operatorId, operatorId),
            isNull(operatorRecoveryCodes.usedAt),
          ),
        );
      return row?.n ?? 0;
    },

    async insertSession(session: NewOperatorSession): Promise<number> {
      const [row] = await db
        .insert(operatorSessions)
        .values(session)
        .returning({ id: operatorSessions.id });
      return row!.id;
    },

    /** The live session of this token hash (not revoked, within both expiries), with its operator. */
    async findActiveSession(tokenHash: string, now: Date): Promise<ActiveOperatorSession | null> {
      const [row] = await db
        .select({
          sessionId: operatorSessions.id,
          stage: operatorSessions.stage,
          idleExpiresAt: operatorSessions.idleExpiresAt,
          expiresAt: operatorSessions.expiresAt,
          operatorId: operators.id,
          username: operators.username,
          role: operators.role,
          disabledAt: operators.disabledAt,
        })
        .from(operatorSessions)
        .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
        .where(
          and(
            eq(operatorSessions.tokenHash, tokenHash),
            isNull(operatorSessions.revokedAt),
            gt(operatorSessions.idleExpiresAt, now),
            gt(operatorSessions.expiresAt, now),
          ),
        );
      if (!row) return null;
      const { disabledAt, ...rest } = row;
      return { ...rest, disabled: disabledAt !== null };
    },

    async touchSession(sessionId: number, idleExpiresAt: Date): Promise<void> {
      await db
        .update(operatorSessions)
        .set({ idleExpiresAt })
        .where(eq(operatorSessions.id, sessionId));
    },

    /** The second factor passed: a full session, its idle and absolute ends from now. */
    async promoteSession(sessionId: number, idleExpiresAt: Date, expiresAt: Date): Promise<void> {
      await db
        .update(operatorSessions)
        .set({ stage: 'full', idleExpiresAt, expiresAt })
        .where(eq(operatorSessions.id, sessionId));
    },

    async revokeSession(sessionId: number, at: Date): Promise<void> {
      await db
        .update(operatorSessions)
        .set({ revokedAt: at })
        .where(and(eq(operatorSessions.id, sessionId), isNull(operatorSessions.revokedAt)));
    },
  };
}
export type OperatorRepository = ReturnType<typeof createOperatorRepository>;
