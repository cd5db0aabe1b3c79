import { timingSafeEqual } from 'node:crypto';
import type { Endpoint } from '@app/contracts/endpoints';
import { isAgentType, isTrialType } from '@app/contracts/member-types';
import { opsCsrfHeader, type OperatorRole } from '@app/contracts/operator';
import type { OpsAccess } from '@app/contracts/ops-routes';
import type { Scope } from '@app/contracts/routes';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '../services/domain-error';
import {
  csrfTokenOf,
  type OperatorAuthService,
  type OperatorContext,
} from '../services/operator-auth-service';
import type { OperatorTokenService } from '../services/operator-token-service';
import type { AuthContext, SessionService } from '../services/session-service';
import { opsSessionToken } from './ops-cookie';

export type { AuthContext } from '../services/session-service';

/** The bearer token of the request, or null when there is none (or it is blank). */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S*)\s*$/i.exec(header);
  const token = match?.[1] ?? '';
  return token === '' ? null : token;
}

/** A member scope's check before the handler; it returns the member the scope guarantees. */
type Guard = (request: FastifyRequest) => Promise<AuthContext | null>;

export type ScopeGuards = {
  /** One check per member scope of the endpoint table (routes.ts). */
  readonly byScope: Readonly<Record<Exclude<Scope, 'operator'>, Guard>>;
  /** The operator console's rows: the session (or null on sign-in rows), its role and CSRF. */
  operator(
    request: FastifyRequest,
    row: Endpoint & { access?: OpsAccess },
  ): Promise<OperatorContext | null>;
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
 * - operator (the console, decision 0035): the `ops_session` cookie of a signed-in operator
 *   (401 NOT_LOGGED_IN without one, SESSION_EXPIRED when it ended); on a change (not GET) the
 *   x-csrf-token header must match the session's (403 NO_PERMISSION); or, for the CLI, an
 *   operator API token as the bearer token (no CSRF: no browser sends it); the row's `access` must
 *   include the operator's role (admin may do everything; 403 NO_PERMISSION). A member's bearer
 *   token is no operator credential, and the cookie is no member credential.
 */
export function createScopeGuards(
  sessions: Pick<SessionService, 'authenticate'>,
  operators: Pick<OperatorAuthService, 'authenticate'>,
  operatorTokens: Pick<OperatorTokenService, 'authenticate'>,
): ScopeGuards {
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
    },

    async operator(request, row) {
      const access = row.access ?? 'any';
      if (access === 'signIn') return null;
      const token = opsSessionToken(request);
      if (token === null) {
        // The CLI and scripts: an operator API token (a member's token is none).
        const bearer = bearerToken(request);
        const apiToken = bearer === null ? null : await operatorTokens.authenticate(bearer);
        if (!apiToken) throw new DomainError('NOT_LOGGED_IN', 'Operators log in at /ops/');
        const role = apiToken.role as OperatorRole;
        if (!mayUse(role, access))
          throw new DomainError('NO_PERMISSION', 'Your role cannot do this');
        return {
          via: 'token',
          tokenId: apiToken.id,
          operatorId: null,
          username: `token:${apiToken.name}`,
          role,
        };
      }
      const operator = await operators.authenticate(token);
      if (!operator) throw new DomainError('SESSION_EXPIRED', 'The console session has ended');
      if (request.method !== 'GET' && request.method !== 'HEAD' && !csrfMatches(request, token))
        throw new DomainError('NO_PERMISSION', 'CSRF token missing or wrong');
      if (!mayUse(operator.role, access))
        throw new DomainError('NO_PERMISSION', 'Your role cannot do this');
      return operator;
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

/** Admin may do everything; other roles what the row lists. */
export function mayUse(role: OperatorRole, access: OpsAccess): boolean {
  if (access === 'signIn' || access === 'any' || role === 'admin') return true;
  return access.includes(role);
}

function csrfMatches(request: FastifyRequest, sessionToken: string): boolean {
  const sent = request.headers[opsCsrfHeader];
  if (typeof sent !== 'string') return false;
  const expected = Buffer.from(csrfTokenOf(sessionToken));
  const given = Buffer.from(sent);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
