import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { AppDatabase } from '../db/create-db';
import { members, sessions } from '../db/schema';

export type NewSession = {
  tokenHash: string;
  memberId: number;
  remember: boolean;
  device: string | null;
  ip: string | null;
  createdAt: Date;
  expiresAt: Date;
};

export type ActiveSession = {
  sessionId: number;
  memberId: number;
  remember: boolean;
  expiresAt: Date;
  type: number;
  username: string;
  disabled: boolean;
};

/** SQL for sessions; tokens arrive here already hashed. */
export function createSessionRepository(db: AppDatabase) {
  return {
    async insert(session: NewSession): Promise<number> {
      const [row] = await db.insert(sessions).values(session).returning({ id: sessions.id });
      return row!.id;
    },

    /** The live (not revoked, not expired) session with this token hash, with its member. */
    async findActive(tokenHash: string, now: Date): Promise<ActiveSession | null> {
      const [row] = await db
        .select({
          sessionId: sessions.id,
          memberId: sessions.memberId,
          remember: sessions.remember,
          expiresAt: sessions.expiresAt,
          type: members.type,
          username: members.username,
          disabled: members.disabled,
        })
        .from(sessions)
        .innerJoin(members, eq(members.id, sessions.memberId))
        .where(
          and(
            eq(sessions.tokenHash, tokenHash),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, now),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    async setExpiry(sessionId: number, expiresAt: Date): Promise<void> {
      await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, sessionId));
    },

    async revoke(sessionId: number, now: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
    },

    /** Ends every live session of the member except `keepSessionId` (null: all of them). */
    async revokeAllForMember(memberId: number, now: Date, keepSessionId: number | null) {
      await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(
          and(
            eq(sessions.memberId, memberId),
            isNull(sessions.revokedAt),
            keepSessionId === null ? undefined : ne(sessions.id, keepSessionId),
          ),
        );
    },
  };
}
export type SessionRepository = ReturnType<typeof createSessionRepository>;
