import type { LiveSessionRow, SessionRepository } from '../repositories/session-repository';
import { addSeconds, type Clock } from './clock';
import { DomainError } from './domain-error';
import { newToken, sha256Hex } from './tokens';

/** Session lifetimes: 24 hours, or 30 days with "remember" (docs/decisions). */
export const SESSION_TTL_SECONDS = 24 * 60 * 60;
export const REMEMBER_TTL_SECONDS = 30 * 24 * 60 * 60;

export type AuthContext = {
  memberId: number;
  type: number;
  username: string;
  sessionId: number;
  /** "Remember me": the session's lifetime (renewal slides it by the same). */
  remember: boolean;
};

export type StartedSession = { token: string; sessionId: number; expiresAt: Date };

const ttlOf = (remember: boolean) => (remember ? REMEMBER_TTL_SECONDS : SESSION_TTL_SECONDS);

/** The column holds 200 characters; a longer user agent is cut, never refused. */
export const USER_AGENT_MAX = 200;
export const clipUserAgent = (userAgent: string | null | undefined): string | null =>
  userAgent ? userAgent.slice(0, USER_AGENT_MAX) : null;

/** Opaque bearer tokens: new at every login, stored hashed, revocable, sliding expiry. */
export function createSessionService(repo: SessionRepository, clock: Clock) {
  async function findLive(token: string) {
    if (token.length < 16 || token.length > 128) return null;
    const session = await repo.findActive(sha256Hex(token), clock());
    return session && !session.disabled ? session : null;
  }

  return {
    async start(input: {
      memberId: number;
      remember: boolean;
      device: string | null;
      ip: string | null;
      /** The browser's user agent, for the active sessions list (issue 14). */
      userAgent?: string | null;
    }): Promise<StartedSession> {
      const now = clock();
      const token = newToken();
      const expiresAt = addSeconds(now, ttlOf(input.remember));
      const sessionId = await repo.insert({
        tokenHash: sha256Hex(token),
        memberId: input.memberId,
        remember: input.remember,
        device: input.device,
        ip: input.ip,
        userAgent: clipUserAgent(input.userAgent),
        createdAt: now,
        expiresAt,
      });
      return { token, sessionId, expiresAt };
    },

    /** The session's member, or SESSION_EXPIRED for an unknown, revoked or expired token. */
    async authenticate(token: string): Promise<AuthContext> {
      const session = await findLive(token);
      if (!session) throw new DomainError('SESSION_EXPIRED', 'Session expired');
      return {
        memberId: session.memberId,
        type: session.type,
        username: session.username,
        sessionId: session.sessionId,
        remember: session.remember,
      };
    },

    /** Slides the expiry by the session's lifetime from now. */
    async renew(sessionId: number, remember: boolean): Promise<Date> {
      const now = clock();
      const expiresAt = addSeconds(now, ttlOf(remember));
      await repo.setExpiry(sessionId, expiresAt, now);
      return expiresAt;
    },

    async end(sessionId: number): Promise<void> {
      await repo.revoke(sessionId, clock());
    },

    /** Ends every other session of the member; answers how many. */
    async endOthers(memberId: number, keepSessionId: number): Promise<number> {
      return repo.revokeAllForMember(memberId, clock(), keepSessionId);
    },

    async endAll(memberId: number): Promise<number> {
      return repo.revokeAllForMember(memberId, clock(), null);
    },

    /** The member's live sessions (active sessions list, issue 14). */
    async listLive(memberId: number): Promise<LiveSessionRow[]> {
      return repo.listLive(memberId, clock());
    },

    /** Ends one live session of this member; false when it is not theirs or not live. */
    async endOwn(memberId: number, sessionId: number): Promise<boolean> {
      return repo.revokeOwn(memberId, sessionId, clock());
    },
  };
}
export type SessionService = ReturnType<typeof createSessionService>;
