import type { ActiveSession } from '@app/contracts/security';
import { DomainError } from './domain-error';
import type { SessionService } from './session-service';
import { describeUserAgent } from './user-agent';

/**
 * Active sessions (issue 14): the member's live sessions with the device, browser, address and
 * times, ending one other session, and "log out of other devices". An ended session's next call
 * answers SESSION_EXPIRED, and the web app drops to guest.
 */
export function createActiveSessionService(sessions: SessionService) {
  return {
    async list(auth: { memberId: number; sessionId: number }): Promise<{ list: ActiveSession[] }> {
      const rows = await sessions.listLive(auth.memberId);
      const list = rows.map((row) => ({
        id: row.sessionId,
        device: row.device,
        ...describeUserAgent(row.userAgent),
        ip: row.ip,
        startedAt: row.createdAt.toISOString(),
        lastSeenAt: (row.lastSeenAt ?? row.createdAt).toISOString(),
        current: row.sessionId === auth.sessionId,
      }));
      // This device first, then the others as last seen.
      return { list: [...list.filter((s) => s.current), ...list.filter((s) => !s.current)] };
    },

    /** Ends one of the member's other sessions (this one ends by logging out). */
    async endOne(
      auth: { memberId: number; sessionId: number },
      sessionId: number,
    ): Promise<{ ended: number }> {
      if (sessionId === auth.sessionId || !(await sessions.endOwn(auth.memberId, sessionId)))
        throw new DomainError('NOT_FOUND', 'No such session of yours');
      return { ended: 1 };
    },

    async endOthers(auth: { memberId: number; sessionId: number }): Promise<{ ended: number }> {
      return { ended: await sessions.endOthers(auth.memberId, auth.sessionId) };
    },
  };
}
export type ActiveSessionService = ReturnType<typeof createActiveSessionService>;
