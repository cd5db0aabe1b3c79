import { loginFailureSchema, loginResultSchema } from '@app/contracts/account';
import { routes } from '@app/contracts/routes';
import { devRoutes } from '@app/contracts/dev-routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRateEventRepository } from '../src/repositories/rate-event-repository';
import { createThrottleService, delayAfter } from '../src/services/throttle-service';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { createTestClock } from './helpers/clock';
import { expectFail, expectOk, failDetails } from './helpers/envelope';
import { DEMO_PASSWORD, injectEncrypted, solveCaptcha } from './helpers/login';

const clock = createTestClock(new Date('2026-03-01T10:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ services: { clock: clock.now }, trustProxy: true });
});
afterAll(() => t.close());

function login(
  username: string,
  password: string,
  ip: string,
  captcha?: { captchaId: string; captcha: string },
) {
  return injectEncrypted(
    t.app,
    'POST',
    routes.sessionLogin.path,
    { type: 'username', username, password, ...captcha },
    { headers: { 'x-forwarded-for': ip } },
  );
}

describe('login throttling', () => {
  it('demands a captcha after 3 failures, refuses a wrong one, delays after 5, then lets the owner in', async () => {
    const attacker = '198.51.100.1';
    for (let i = 1; i <= 2; i += 1) {
      const res = await login('demo01', 'wrong-password', attacker);
      expectFail(res, 401, 'WRONG_CREDENTIALS');
      expect(failDetails(res, loginFailureSchema)).toEqual({
        captcha: false,
        retryAfterSeconds: null,
      });
    }
    const third = await login('demo01', 'wrong-password', attacker);
    expectFail(third, 401, 'WRONG_CREDENTIALS');
    expect(failDetails(third, loginFailureSchema)).toEqual({
      captcha: true,
      retryAfterSeconds: null,
    });

    // Now even the right password needs the captcha, from any address.
    const noCaptcha = await login('demo01', DEMO_PASSWORD, '198.51.100.2');
    expectFail(noCaptcha, 400, 'CAPTCHA_INVALID');
    expect(failDetails(noCaptcha, loginFailureSchema).captcha).toBe(true);
    const wrong = await solveCaptcha(t.app, t.database);
    expectFail(
      await login('demo01', DEMO_PASSWORD, '198.51.100.2', {
        captchaId: wrong.captchaId,
        captcha: String(Number(wrong.captcha) + 1),
      }),
      400,
      'CAPTCHA_INVALID',
    );
    // A captcha is single use: the right answer after a wrong one no longer works.
    expectFail(await login('demo01', DEMO_PASSWORD, '198.51.100.2', wrong), 400, 'CAPTCHA_INVALID');

    // Failures 4 and 5 (with captchas): the 5th starts a 2 s delay.
    expectFail(
      await login('demo01', 'wrong-password', attacker, await solveCaptcha(t.app, t.database)),
      401,
      'WRONG_CREDENTIALS',
    );
    const fifth = await login(
      'demo01',
      'wrong-password',
      attacker,
      await solveCaptcha(t.app, t.database),
    );
    expectFail(fifth, 401, 'WRONG_CREDENTIALS');
    expect(failDetails(fifth, loginFailureSchema)).toEqual({ captcha: true, retryAfterSeconds: 2 });
    expect(fifth.headers['retry-after']).toBe('2');

    const limited = await login(
      'demo01',
      DEMO_PASSWORD,
      '198.51.100.3',
      await solveCaptcha(t.app, t.database),
    );
    expectFail(limited, 429, 'RATE_LIMITED');
    expect(failDetails(limited, loginFailureSchema)).toEqual({
      captcha: true,
      retryAfterSeconds: 2,
    });

    clock.advance(2);
    const owner = await login(
      'demo01',
      DEMO_PASSWORD,
      '198.51.100.3',
      await solveCaptcha(t.app, t.database),
    );
    expectOk(owner, loginResultSchema);

    // Success clears the account's failures: no captcha needed afterwards.
    expectOk(await login('demo01', DEMO_PASSWORD, '198.51.100.3'), loginResultSchema);
  });

  it('counts unknown usernames the same way (no enumeration)', async () => {
    const ip = '198.51.100.20';
    for (let i = 0; i < 3; i += 1)
      expectFail(await login('nobody_here', 'whatever-pw', ip), 401, 'WRONG_CREDENTIALS');
    expectFail(await login('nobody_here', 'whatever-pw', ip), 400, 'CAPTCHA_INVALID');
  });

  it('demands a captcha after 10 failures from one address across accounts', async () => {
    const ip = '198.51.100.30';
    for (let i = 0; i < 10; i += 1) {
      const res = await login(`victim_${i}`, 'whatever-pw', ip);
      expectFail(res, 401, 'WRONG_CREDENTIALS');
      // After 5 failures the address waits too (2, 4, 8, 16, 32 s).
      clock.advance(failDetails(res, loginFailureSchema).retryAfterSeconds ?? 0);
    }
    clock.advance(40);
    const res = await login('agent01', DEMO_PASSWORD, ip);
    expectFail(res, 400, 'CAPTCHA_INVALID');
    expect(failDetails(res, loginFailureSchema).captcha).toBe(true);
    expectOk(
      await login('agent01', DEMO_PASSWORD, ip, await solveCaptcha(t.app, t.database)),
      loginResultSchema,
    );
    expectOk(await login('agent01', DEMO_PASSWORD, '198.51.100.31'), loginResultSchema);
  });

  it('does not demand a captcha when CAPTCHA3 is off (delays still apply)', async () => {
    await t.app.inject({
      method: 'PATCH',
      url: devRoutes.devOperatorSettings.path,
      payload: {
        whitelabel: {
          ...(await t.app.services.core.operatorSettings.getSettings()).whitelabel,
          CAPTCHA3: false,
        },
      },
    });
    try {
      const ip = '198.51.100.40';
      for (let i = 0; i < 4; i += 1) {
        const res = await login('agent01', 'wrong-password', ip);
        expectFail(res, 401, 'WRONG_CREDENTIALS');
        expect(failDetails(res, loginFailureSchema).captcha).toBe(false);
      }
      expectOk(await login('agent01', DEMO_PASSWORD, ip), loginResultSchema);
    } finally {
      await t.app.inject({ method: 'POST', url: devRoutes.devOperatorSettingsReset.path });
    }
  });
});

describe('throttle schedule', () => {
  it('grows 2, 4, 8, 16, 32, then 40 seconds after the 5th failure', () => {
    expect([1, 4, 5, 6, 7, 8, 9, 10, 50].map((n) => delayAfter(n))).toEqual([
      0, 0, 2, 4, 8, 16, 32, 40, 40,
    ]);
    // Addresses (shared by many phones behind a carrier) start their delays later.
    expect([19, 20, 21].map((n) => delayAfter(n, 20))).toEqual([0, 2, 4]);
  });

  it('keeps a relentless attacker under 100 failed attempts per account per hour', async () => {
    const local = createTestClock(new Date('2026-04-01T00:00:00Z'));
    const throttle = createThrottleService(createRateEventRepository(t.database.db), local.now);
    const start = local.now().getTime();
    let failures = 0;
    let attempt = 0;
    while (local.now().getTime() - start < 3600 * 1000) {
      // A botnet: every attempt from a new address, so only the account's limit applies.
      const ip = `10.9.${Math.floor(attempt / 250)}.${attempt % 250}`;
      attempt += 1;
      const state = await throttle.state('target_user', ip);
      if (state.retryAfterSeconds !== null) {
        local.advance(state.retryAfterSeconds);
        continue;
      }
      await throttle.recordFailure('target_user', ip);
      failures += 1;
      local.advance(0.1); // the request itself
    }
    expect(failures).toBeGreaterThan(50);
    expect(failures).toBeLessThan(100);
  });
});
