import { OPS_ABSOLUTE_SECONDS, opsSessionCookie } from '@app/contracts/operator';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The console session's token from the Cookie header, or null. */
export function opsSessionToken(request: FastifyRequest): string | null {
  const header = request.headers.cookie;
  if (typeof header !== 'string') return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq !== -1 && part.slice(0, eq).trim() === opsSessionCookie) {
      const value = part.slice(eq + 1).trim();
      return /^[\w-]{20,100}$/.test(value) ? value : null;
    }
  }
  return null;
}

/**
 * Sets the console's cookie: HttpOnly (page scripts never see it), SameSite=Strict (no other
 * site's page sends it), path /ops (the player app never carries it), Secure behind https.
 * `maxAgeSeconds` 0 clears it.
 */
export function setOpsSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  maxAgeSeconds: number = OPS_ABSOLUTE_SECONDS,
): void {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  void reply.header(
    'set-cookie',
    `${opsSessionCookie}=${token}; Path=/ops; HttpOnly; SameSite=Strict; Max-Age=${maxAgeSeconds}${secure}`,
  );
}
