import { devRoutes } from '@app/contracts/dev-routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { expectFail } from './helpers/envelope';

let t: TestApp;
let production: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  // Routes must be added before the app is ready; this one stands for any unexpected fault.
  t.app.get('/wps/test/boom', async () => {
    throw new Error('secret detail: connection string postgres://user:pw@db');
  });
  production = await buildTestApp({ database: t.database, nodeEnv: 'production' });
});
afterAll(async () => {
  await production.close();
  await t.close();
});

describe('error envelope', () => {
  it('unknown /wps, /lgw and /__dev paths get a 404 envelope', async () => {
    for (const url of ['/wps/nope', '/wps', '/lgw/games/x', '/__dev/nope', '/cdn/x.png']) {
      expectFail(await t.app.inject({ method: 'GET', url }), 404, 'NOT_FOUND');
    }
    expectFail(await t.app.inject({ method: 'POST', url: '/wps/system/status' }), 404, 'NOT_FOUND');
  });

  it('malformed JSON to the dev route is a 400 envelope', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: devRoutes.devOperatorSettings.path,
      headers: { 'content-type': 'application/json' },
      payload: '{"maintenance": tru',
    });
    expectFail(res, 400, 'VALIDATION_ERROR');
  });

  it('a body that breaks the schema is a 400 envelope', async () => {
    for (const payload of [{ maintenance: 'yes' }, { unknownKey: 1 }, { imageCDNs: [] }]) {
      expectFail(
        await t.app.inject({ method: 'PATCH', url: devRoutes.devOperatorSettings.path, payload }),
        400,
        'VALIDATION_ERROR',
      );
    }
    expectFail(
      await t.app.inject({ method: 'PATCH', url: devRoutes.devOperatorSettings.path }),
      400,
      'VALIDATION_ERROR',
    );
  });

  it('a wrong content type is 415 and a too large body is 413', async () => {
    const text = await t.app.inject({
      method: 'PATCH',
      url: devRoutes.devOperatorSettings.path,
      headers: { 'content-type': 'text/plain' },
      payload: 'maintenance=true',
    });
    expectFail(text, 415, 'UNSUPPORTED_MEDIA_TYPE');
    const big = await t.app.inject({
      method: 'PATCH',
      url: devRoutes.devOperatorSettings.path,
      payload: { paths: { x: 'y'.repeat(100_000) } },
    });
    expectFail(big, 413, 'PAYLOAD_TOO_LARGE');
  });

  it('an unexpected error is a generic 500 SYSTEM_ERROR without details', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wps/test/boom' });
    const message = expectFail(res, 500, 'SYSTEM_ERROR');
    expect(message).toBe('Internal server error');
    expect(res.body).not.toContain('secret');
  });

  it('the dev routes do not exist in production', async () => {
    const patch = await production.app.inject({
      method: 'PATCH',
      url: devRoutes.devOperatorSettings.path,
      payload: { maintenance: true },
    });
    expectFail(patch, 404, 'NOT_FOUND');
    expectFail(
      await production.app.inject({ method: 'POST', url: devRoutes.devOperatorSettingsReset.path }),
      404,
      'NOT_FOUND',
    );
  });
});
