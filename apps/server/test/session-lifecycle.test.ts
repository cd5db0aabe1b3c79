import {
  loginResultSchema,
  sessionRenewalSchema,
  trialUserSchema,
  freePlayResultSchema,
} from '@app/contracts/account';
import { routes } from '@app/contracts/routes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sessions } from '../src/db/schema';
import { sha256Hex } from '../src/services/tokens';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { createTestClock } from './helpers/clock';
import { expectFail, expectOk } from './helpers/envelope';
import { bearer, DEMO_PASSWORD, injectEncrypted, loginAs } from './helpers/login';
import { FREE_PLAY_PER_ADDRESS_PER_HOUR } from '../src/services/login-service';

const clock = createTestClock(new Date('2026-03-01T10:00:00Z'));
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ services: { clock: clock.now } });
});
afterAll(() => t.close());

const trialUser = (token: string) =>
  t.app.inject({ method: 'GET', url: routes.memberTrialUser.path, headers: bearer(token) });
const renew = (token: string) =>
  t.app.inject({ method: 'POST', url: routes.sessionRenew.path, headers: bearer(token) });

describe('login and the session token', () => {
  it('logs in demo01 with a new token each time, stored only as its SHA-256', async () => {
    const res = await injectEncrypted(t.app, 'POST', routes.sessionLogin.path, {
      type: 'username',
      username: 'DEMO01',
      password: DEMO_PASSWORD,
      remember: false,
    });
    const first = expectOk(res, loginResultSchema);
    expect(first.userName).toBe('demo01');
    expect(first.type).toBe(0);
    expect(first.merchantCode).toBe('DEMO');
    expect(first.firstTimeLogin).toBe(true);
    expect(first.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Date(first.expiresAt).getTime() - clock.now().getTime()).toBe(24 * 3600 * 1000);

    const second = expectOk(
      await injectEncrypted(t.app, 'POST', routes.sessionLogin.path, {
        type: 'username',
        username: 'demo01',
        password: DEMO_PASSWORD,
        remember: true,
      }),
      loginResultSchema,
    );
    expect(second.token).not.toBe(first.token);
    expect(second.firstTimeLogin).toBe(false);
    expect(new Date(second.expiresAt).getTime() - clock.now().getTime()).toBe(30 * 86400 * 1000);

    const stored = await t.database.db.select({ h: sessions.tokenHash }).from(sessions);
    const hashes = stored.map((r) => r.h);
    expect(hashes).toContain(sha256Hex(first.token));
    expect(hashes).not.toContain(first.token);
  });

  it('answers NOT_LOGGED_IN without a token and SESSION_EXPIRED for an unknown one', async () => {
    expectFail(
      await t.app.inject({ method: 'GET', url: routes.memberTrialUser.path }),
      401,
      'NOT_LOGGED_IN',
    );
    expectFail(
      await t.app.inject({
        method: 'GET',
        url: routes.memberTrialUser.path,
        headers: { authorization: 'Bearer ' },
      }),
      401,
      'NOT_LOGGED_IN',
    );
    expectFail(await trialUser('x'.repeat(43)), 401, 'SESSION_EXPIRED');
  });

  it('kills the token at logout; logout is idempotent', async () => {
    const token = await loginAs(t.app, 'demo01');
    await expect(renew(token).then((r) => r.statusCode)).resolves.toBe(200);
    const out = await t.app.inject({
      method: 'DELETE',
      url: routes.sessionLogout.path,
      headers: bearer(token),
    });
    expectOk(out, z.object({ done: z.literal(true) }));
    expectFail(await renew(token), 401, 'SESSION_EXPIRED');
    expectOk(
      await t.app.inject({
        method: 'DELETE',
        url: routes.sessionLogout.path,
        headers: bearer(token),
      }),
      z.object({ done: z.literal(true) }),
    );
  });

  it('expires after 24 hours unless renewed; renewal slides the expiry', async () => {
    const token = await loginAs(t.app, 'demo01');
    clock.advance(23 * 3600);
    const renewed = expectOk(await renew(token), sessionRenewalSchema);
    expect(new Date(renewed.expiresAt).getTime()).toBe(clock.now().getTime() + 24 * 3600 * 1000);
    clock.advance(23 * 3600); // 46 h after login: alive thanks to the renewal
    expectOk(await renew(token), sessionRenewalSchema);
    clock.advance(24 * 3600 + 1);
    expectFail(await renew(token), 401, 'SESSION_EXPIRED');
    expectFail(
      await t.app.inject({ method: 'POST', url: routes.sessionRenew.path }),
      401,
      'NOT_LOGGED_IN',
    );
  });

  it('revokes the row at logout (revoked_at set)', async () => {
    const token = await loginAs(t.app, 'agent01');
    await t.app.inject({
      method: 'DELETE',
      url: routes.sessionLogout.path,
      headers: bearer(token),
    });
    const [row] = await t.database.db
      .select({ revokedAt: sessions.revokedAt })
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256Hex(token)));
    expect(row?.revokedAt).toBeInstanceOf(Date);
  });
});

describe('free play', () => {
  it('creates a trial account (type 4) with 2,000.00 of play money', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: routes.sessionFreePlay.path,
      payload: { moduleId: 'FREEPLAY3' },
    });
    const trial = expectOk(res, freePlayResultSchema);
    expect(trial.userName).toMatch(/^trial\d{8}$/);
    const info = expectOk(await trialUser(trial.token), trialUserSchema);
    expect(info).toEqual({ userName: trial.userName, customerType: 4, playBalance: 2000 });
  });

  it('trial accounts cannot log in with a password nor change one', async () => {
    const trial = expectOk(
      await t.app.inject({
        method: 'POST',
        url: routes.sessionFreePlay.path,
        payload: { moduleId: 'FREEPLAY3' },
      }),
      freePlayResultSchema,
    );
    const res = await injectEncrypted(t.app, 'POST', routes.sessionLogin.path, {
      type: 'username',
      username: trial.userName,
      password: 'anything-at-all',
    });
    expectFail(res, 401, 'WRONG_CREDENTIALS');
    const change = await injectEncrypted(
      t.app,
      'POST',
      routes.passwordChange.path,
      { oldPassword: 'x', newPassword: 'Another#Pass1', confirmNewPassword: 'Another#Pass1' },
      { token: trial.token },
    );
    expectFail(change, 403, 'TRIAL_NOT_ALLOWED');
  });

  it('member accounts are not trial users', async () => {
    const token = await loginAs(t.app, 'demo01');
    expectFail(await trialUser(token), 403, 'NO_PERMISSION');
  });

  it('refuses a wrong body and is rate-limited per address', async () => {
    expectFail(
      await t.app.inject({ method: 'POST', url: routes.sessionFreePlay.path, payload: {} }),
      400,
      'VALIDATION_ERROR',
    );
    // 2 trials were made from this address above; the rest of the hour's allowance, then 429.
    for (let i = 2; i < FREE_PLAY_PER_ADDRESS_PER_HOUR; i += 1) {
      const r = await t.app.inject({
        method: 'POST',
        url: routes.sessionFreePlay.path,
        payload: { moduleId: 'FREEPLAY3' },
      });
      expect(r.statusCode).toBe(200);
    }
    expectFail(
      await t.app.inject({
        method: 'POST',
        url: routes.sessionFreePlay.path,
        payload: { moduleId: 'FREEPLAY3' },
      }),
      429,
      'RATE_LIMITED',
    );
  });
});
