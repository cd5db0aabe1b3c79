import { routes } from '@app/contracts/routes';
import { devRoutes } from '@app/contracts/dev-routes';
import {
  operatorSettingsSchema,
  systemStatusSchema,
  whitelabelSchema,
  type OperatorSettingsPatch,
} from '@app/contracts/system';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { expectOk } from './helpers/envelope';

let t: TestApp;
let behindProxy: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  behindProxy = await buildTestApp({ database: t.database, trustProxy: true });
});
afterAll(async () => {
  await behindProxy.close();
  await t.close();
});
beforeEach(async () => {
  expectOk(
    await t.app.inject({ method: 'POST', url: devRoutes.devOperatorSettingsReset.path }),
    operatorSettingsSchema,
  );
});

async function patch(body: OperatorSettingsPatch) {
  return expectOk(
    await t.app.inject({ method: 'PATCH', url: devRoutes.devOperatorSettings.path, payload: body }),
    operatorSettingsSchema,
  );
}

async function status(app = t.app, headers: Record<string, string> = {}) {
  return expectOk(
    await app.inject({ method: 'GET', url: routes.systemStatus.path, headers }),
    systemStatusSchema,
  );
}

describe('system status (spec section 4)', () => {
  it('is 1 in maintenance, and system endpoints still answer 200', async () => {
    await patch({ maintenance: true });
    const s = await status();
    expect(s).toMatchObject({ status: 1, maintenance: true, regionRestriction: false });
    expectOk(
      await t.app.inject({ method: 'GET', url: routes.systemWhitelabel.path }),
      whitelabelSchema,
    );
  });

  it('is 2 when the region is restricted for everyone', async () => {
    await patch({ region: { restrictAll: true, blockedIps: [] } });
    expect(await status()).toMatchObject({
      status: 2,
      maintenance: false,
      regionRestriction: true,
    });
  });

  it('is 1 when maintenance and region restriction both apply', async () => {
    await patch({ maintenance: true, region: { restrictAll: true, blockedIps: [] } });
    expect(await status()).toMatchObject({ status: 1, maintenance: true, regionRestriction: true });
  });

  it("is 2 when the request's IP is blocked, and 0 for other IPs", async () => {
    await patch({ region: { restrictAll: false, blockedIps: ['127.0.0.1'] } });
    expect(await status()).toMatchObject({
      status: 2,
      regionRestriction: true,
      location: { ip: '127.0.0.1' },
    });
    await patch({ region: { restrictAll: false, blockedIps: ['203.0.113.0/24'] } });
    expect((await status()).status).toBe(0);
  });

  it('honours X-Forwarded-For only when TRUST_PROXY is set', async () => {
    await patch({ region: { restrictAll: false, blockedIps: ['203.0.113.0/24'] } });
    const forwarded = { 'x-forwarded-for': '203.0.113.9' };
    expect(await status(t.app, forwarded)).toMatchObject({
      status: 0,
      location: { ip: '127.0.0.1' },
    });
    expect(await status(behindProxy.app, forwarded)).toMatchObject({
      status: 2,
      location: { ip: '203.0.113.9' },
    });
  });

  it('is 0 again after a reset', async () => {
    expect(await status()).toMatchObject({
      status: 0,
      maintenance: false,
      regionRestriction: false,
    });
  });

  it('the dev route returns the full settings and changes only the given keys', async () => {
    const settings = await patch({ whitelabel: { USERNAMEREG3: false } });
    expect(settings.whitelabel).toEqual({ USERNAMEREG3: false });
    expect(settings.imageCDNs).toEqual(['/cdn']);
  });
});
