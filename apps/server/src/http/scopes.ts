import { isAgentType, isTrialType } from '@app/contracts/member-types';
import type { Scope } from '@app/contracts/routes';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '../services/domain-error';
import type { AuthContext, SessionService } from '../services/session-service';

export type { AuthContext } from '../services/session-service';

/** The bearer token of the request, or null when there is none (or it is blank). */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S*)\s*$/i.exec(header);
  const token = match?.[1] ?? '';
  return token === '' ? null : token;
}

/** A scope's check before the handler; it returns the member the scope guarantees. */
type Guard = (request: FastifyRequest) => Promise<AuthContext | null>;

export type ScopeGuards = {
  /** One check per scope of the endpoint table (routes.ts). */
  readonly byScope: Readonly<Record<Scope, Guard>>;
  /**
   * The member when a valid token is sent; null for guests. A stale token also counts as a guest
   * here: calls that work for everyone should not fail because an old session lingers.
   */
  viewer(request: FastifyRequest): Promise<AuthContext | null>;
};

/**
 * The access scopes of the endpoint table, enforced before any handler runs:
 * - guest: nothing to check (handlers that care ask for the viewer);
 * - member: no token is 401 NOT_LOGGED_IN; an unknown, revoked or expired token (or a disabled
 *   account) is 401 SESSION_EXPIRED;
 * - realMoney: a member that is not a trial account (type 4: 403 TRIAL_NOT_ALLOWED, spec 6);
 * - agent: a member of an agent type (spec 6), else 403 NO_PERMISSION;
 * - operator: the operator console has no sessions yet, so every call is refused.
 */
export function createScopeGuards(sessions: Pick<SessionService, 'authenticate'>): ScopeGuards {
  async function member(request: FastifyRequest): Promise<AuthContext> {
    const token = bearerToken(request);
    if (token === null) throw new DomainError('NOT_LOGGED_IN', 'Not logged in');
    return sessions.authenticate(token);
  }

  return {
    byScope: {
      guest: async () => null,
      member,
      async realMoney(request) {
        const auth = await member(request);
        if (isTrialType(auth.type))
          throw new DomainError('TRIAL_NOT_ALLOWED', 'Not available for trial accounts');
        return auth;
      },
      async agent(request) {
        const auth = await member(request);
        if (!isAgentType(auth.type)) throw new DomainError('NO_PERMISSION', 'Agents only');
        return auth;
      },
      async operator(request) {
        if (bearerToken(request) === null) throw new DomainError('NOT_LOGGED_IN', 'Not logged in');
        throw new DomainError('NO_PERMISSION', 'Operator sessions are not available yet');
      },
    },

    async viewer(request) {
      const token = bearerToken(request);
      if (token === null) return null;
      try {
        return await sessions.authenticate(token);
      } catch (error) {
        if (error instanceof DomainError) return null;
        throw error;
      }
    },
  };
}
