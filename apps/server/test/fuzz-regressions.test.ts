import { routes } from '@app/contracts/routes';
import { devRoutes } from '@app/contracts/dev-routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { expectFail } from './helpers/envelope';
import { bearer, injectEncrypted, loginAs } from './helpers/login';

/**
 * One test per fault the input fuzz (fuzz-endpoints.test.ts) found: each payload answered
 * 500 SYSTEM_ERROR (or a non-envelope body) before its fix, and is a 4xx envelope now.
 */
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp();
  token = await loginAs(t.app, 'demo01');
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const post = (url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), payload });

describe('faults found by the input fuzz', () => {
  it('a malformed or over-long path is a 400 envelope, not Fastify’s own error body', async () => {
    for (const url of ['/cdn/avatars/%E0%A4%A', '/m/%C0%AE', '/cdn/banners/%zz?a=1']) {
      expectFail(await t.app.inject({ method: 'GET', url }), 400, 'VALIDATION_ERROR');
    }
    const long = `/play/${'a'.repeat(101)}`;
    expectFail(await t.app.inject({ method: 'GET', url: long }), 400, 'VALIDATION_ERROR');
  });

  it('a prototype key is not a language (lang=__proto__ was a 500, constructor was accepted)', async () => {
    for (const lang of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      expectFail(
        await get(`${routes.systemHelpCenter.path}?lang=${lang}`),
        400,
        'VALIDATION_ERROR',
      );
      expectFail(
        await get(`${routes.systemSettingsConsolidated.path}?language=${lang}`),
        400,
        'VALIDATION_ERROR',
      );
    }
    expect((await get(`${routes.systemHelpCenter.path}?lang=EN`)).statusCode).toBe(200);
  });

  it('text with a NUL character is refused before it reaches PostgreSQL', async () => {
    for (const url of [
      `${routes.gameList.path}?gameName=a%00b`,
      `${routes.checkAffiliateCode.path}?affiliateCode=a%00b`,
      `${devRoutes.devOutbox.path}?recipient=a%00b`,
    ]) {
      expectFail(await get(url), 400, 'VALIDATION_ERROR');
    }
    expectFail(
      await post(routes.memberInfoNickname.path, { nickname: 'a\u0000b' }),
      400,
      'VALIDATION_ERROR',
    );
    expectFail(
      await post(routes.memberInfoPayeeName.path, { payeeName: 'a\u0000b' }),
      400,
      'VALIDATION_ERROR',
    );
    const form = await t.app.inject({
      method: 'POST',
      url: routes.memberInfoNickname.path,
      headers: { ...bearer(token), 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'nickname=a%00b',
    });
    expectFail(form, 400, 'VALIDATION_ERROR');
    // Inside the encrypted envelope too (a username with NUL reached the account lookup).
    expectFail(
      await injectEncrypted(t.app, 'POST', routes.sessionLogin.path, {
        type: 'username',
        username: 'demo\u000001',
        password: 'x',
      }),
      400,
      'VALIDATION_ERROR',
    );
    // The nickname did not change.
    const info = (await get(routes.memberInfo.path)).json() as {
      value: { nickname: string | null };
    };
    expect(info.value.nickname ?? '').not.toContain('\u0000');
  });

  it('a nodeId beyond PostgreSQL integer is a validation error', async () => {
    const nodeId = 2 ** 31;
    for (const [url, body] of [
      [routes.favouriteAdd.path, { nodeId, vendor: 'PG' }],
      [routes.recentAdd.path, { nodeId }],
      [routes.launchGame.path, { nodeId: Number.MAX_SAFE_INTEGER, vendor: 'PG', gameId: 'x' }],
    ] as const) {
      expectFail(await post(url, body), 400, 'VALIDATION_ERROR');
    }
    const remove = await t.app.inject({
      method: 'DELETE',
      url: routes.favouriteRemove.path,
      headers: bearer(token),
      payload: { nodeId, vendor: 'PG' },
    });
    expectFail(remove, 400, 'VALIDATION_ERROR');
  });

  it('a bet-record date outside the years a timestamp holds is a validation error', async () => {
    for (const query of ['startDate=0000-01-01', 'endDate=9999-12-31', 'startDate=0999-12-31']) {
      expectFail(await get(`${routes.betOrders.path}?${query}`), 400, 'VALIDATION_ERROR');
    }
    expect(
      (await get(`${routes.betOrders.path}?startDate=2026-01-01&endDate=2026-12-31`)).statusCode,
    ).toBe(200);
  });
});
