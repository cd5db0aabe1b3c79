import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import type { AppDatabase } from '../db/create-db';
import { members, sessions } from '../db/schema';

export type NewSession = {
  tokenHash: string;
  memberId: number;
  remember: boolean;
  device: string | null;
  ip: string | null;
  /** The browser's user agent (cut to 200 characters); shown in the active sessions list. */
  userAgent: string | null;
  createdAt: Date;
  expiresAt: Date;
};

/** A live session as the active sessions list shows it (issue 14). */
export type LiveSessionRow = {
  sessionId: number;
  device: string | null;
  ip: string | null;
  userAgent: string | null;
  createdAt: Date;
  lastSeenAt: Date | null;
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
      const [row] = await db
        .insert(sessions)
        .values({ ...session, lastSeenAt: session.createdAt })
        .returning({ id: sessions.id });
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

    /** Renewal: the new expiry, and the session was seen now. */
    async setExpiry(sessionId: number, expiresAt: Date, seenAt: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ expiresAt, lastSeenAt: seenAt })
        .where(eq(sessions.id, sessionId));
    },

    /** The member's live sessions, last seen first. */
    async listLive(memberId: number, now: Date): Promise<LiveSessionRow[]> {
      return db
        .select({
          sessionId: sessions.id,
          device: sessions.device,
          ip: sessions.ip,
          userAgent: sessions.userAgent,
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
        })
        .from(sessions)
        .where(
          and(
            eq(sessions.memberId, memberId),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, now),
          ),
        )
        .orderBy(desc(sessions.lastSeenAt), desc(sessions.id));
    },

    /** Ends one live session if it is this member's; false when there is no such session. */
    async revokeOwn(memberId: number, sessionId: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(
          and(
            eq(sessions.id, sessionId),
            eq(sessions.memberId, memberId),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, now),
          ),
        )
        .returning({ id: sessions.id });
      return rows.length === 1;
    },

    async revoke(sessionId: number, now: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
    },

    /** Ends every live session of the member except `keepSessionId` (null: all of them). */
    async revokeAllForMember(
      memberId: number,
      now: Date,
      keepSessionId: number | null,
    ): Promise<number> {
      const rows = await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(
          and(
            eq(sessions.memberId, memberId),
            isNull(sessions.revokedAt),
            keepSessionId === null ? undefined : ne(sessions.id, keepSessionId),
          ),
        )
        .returning({ id: sessions.id });
      return rows.length;
    },
  };
}
export type SessionRepository = ReturnType<typeof createSessionRepository>;
