import { isTrialType } from '@app/contracts/member-types';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '../services/domain-error';
import type { AuthContext } from '../services/session-service';

export type { AuthContext } from '../services/session-service';

/** The bearer token of the request, or null when there is none (or it is blank). */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S*)\s*$/i.exec(header);
  const token = match?.[1] ?? '';
  return token === '' ? null : token;
}

/**
 * The logged-in member of a protected call. No token: 401 NOT_LOGGED_IN; an unknown, revoked
 * or expired token (or a disabled account): 401 SESSION_EXPIRED.
 */
export async function requireAuth(request: FastifyRequest): Promise<AuthContext> {
  const token = bearerToken(request);
  if (token === null) throw new DomainError('NOT_LOGGED_IN', 'Not logged in');
  return request.server.services.sessions.authenticate(token);
}

/**
 * The member when a valid token is sent; null for guests. A stale token also counts as a guest
 * here: calls that work for everyone should not fail because an old session lingers.
 */
export async function optionalAuth(request: FastifyRequest): Promise<AuthContext | null> {
  const token = bearerToken(request);
  if (token === null) return null;
  try {
    return await request.server.services.sessions.authenticate(token);
  } catch (error) {
    if (error instanceof DomainError) return null;
    throw error;
  }
}

/** Real-money features refuse trial (free play, type 4) accounts (spec section 6). */
export function rejectTrial(auth: AuthContext): void {
  if (isTrialType(auth.type))
    throw new DomainError('TRIAL_NOT_ALLOWED', 'Not available for trial accounts');
}
