import {
  opsCsrfHeader,
  opsSecondFactorResultSchema,
  opsSessionCookie,
} from '@app/contracts/operator';
import { opsRoutes } from '@app/contracts/ops-routes';
import type { OperatorRole } from '@app/contracts/operator';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { createOperatorRepository } from '../../src/repositories/operator-repository';
import { DEMO_OPERATOR } from '../../src/seed/demo-operator-seed';
import { totpCode } from '../../src/services/totp';
import type { TestApp } from './build-test-app';
import type { TestClock } from './clock';
import { expectOk } from './envelope';

/** A signed-in console: its cookie header and CSRF token. */
export type OpsClient = { cookie: string; csrf: string; headers: Record<string, string> };

export function cookieOf(res: LightMyRequestResponse): string {
  const set = res.headers['set-cookie'];
  const line = Array.isArray(set) ? set[0] : set;
  const match = new RegExp(`${opsSessionCookie}=([^;]*)`).exec(line ?? '');
  if (!match) throw new Error(`no ${opsSessionCookie} cookie in ${String(line)}`);
  return `${opsSessionCookie}=${match[1]}`;
}

/**
 * Password then TOTP (the code computed from the secret), as the console does. The clock moves
 * on one 30 s step first: a code is good once, and the last sign-in may have used this step's.
 */
export async function opsSignIn(
  app: FastifyInstance,
  clock: TestClock,
  options: { username?: string; password?: string; secret?: string } = {},
): Promise<OpsClient> {
  clock.advance(30);
  const login = await app.inject({
    method: 'POST',
    url: opsRoutes.opsLogin.path,
    payload: {
      username: options.username ?? DEMO_OPERATOR.username,
      password: options.password ?? DEMO_OPERATOR.password,
    },
  });
  expect(login.statusCode, login.body).toBe(200);
  const cookie = cookieOf(login);
  const res = await app.inject({
    method: 'POST',
    url: opsRoutes.opsSecondFactor.path,
    headers: { cookie },
    payload: { code: totpCode(options.secret ?? DEMO_OPERATOR.totpSecret, clock.now()) },
  });
  const session = expectOk(res, opsSecondFactorResultSchema);
  return {
    cookie,
    csrf: session.csrfToken,
    headers: { cookie, [opsCsrfHeader]: session.csrfToken },
  };
}

/** `/ops/api/members/:id` with the id filled in. */
export const opsPath = (path: string, id: number | string) => path.replace(':id', String(id));

/** The password and TOTP secret of operators tests add with `signInNewOperator`. */
export const STAFF_PASSWORD = 'Staff@2026pw';
export const STAFF_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/** An operator of a role put straight into the table (once per username), then signed in. */
export async function signInNewOperator(
  t: TestApp,
  clock: TestClock,
  username: string,
  role: OperatorRole,
): Promise<OpsClient> {
  await createOperatorRepository(t.database.db).insertIfAbsent({
    username,
    role,
    passwordHash: await t.app.services.core.passwords.hash(STAFF_PASSWORD),
    totpSecret: STAFF_TOTP_SECRET,
    totpConfirmedAt: clock.now(),
  });
  return opsSignIn(t.app, clock, {
    username,
    password: STAFF_PASSWORD,
    secret: STAFF_TOTP_SECRET,
  });
}
