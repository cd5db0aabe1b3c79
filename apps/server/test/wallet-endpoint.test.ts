import { walletSchema } from '@app/contracts/account';
import { routes } from '@app/contracts/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { expectFail, expectOk } from './helpers/envelope';
import { authHeader, createMember } from './helpers/member-fixtures';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const getWallet = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: routes.wallet.path, headers });

describe('GET /wps/wallets/gcs', () => {
  it('needs a session', async () => {
    expectFail(await getWallet(), 401, 'NOT_LOGGED_IN');
    expectFail(
      await getWallet({ authorization: 'Bearer not-a-real-token-at-all-xxxxxxxx' }),
      401,
      'SESSION_EXPIRED',
    );
  });

  it('shows the seeded demo balance in major units', async () => {
    const demo = await t.app.services.member.info.idByUsername('demo01');
    const res = await getWallet(await authHeader(t.app, demo!));
    expect(res.headers['cache-control']).toBe('no-store');
    expect(expectOk(res, walletSchema)).toEqual({
      sumBalance: 1000,
      currency: 'USD',
      wallets: [{ code: 'REAL', balance: 1000 }],
    });
    const agent = await t.app.services.member.info.idByUsername('agent01');
    expect(
      expectOk(await getWallet(await authHeader(t.app, agent!)), walletSchema).sumBalance,
    ).toBe(5000);
  });

  it('answers 0.00 for a member without a wallet yet, and 2-decimal sums without drift', async () => {
    const memberId = await createMember(t);
    const headers = await authHeader(t.app, memberId);
    expect(expectOk(await getWallet(headers), walletSchema).sumBalance).toBe(0);
    for (const [i, amountMinor] of [10, 20, 1].entries())
      await t.app.services.core.wallets.post({
        idempotencyKey: `drift:${memberId}:${i}`,
        memberId,
        walletKind: 'REAL',
        amountMinor,
        kind: 'ADJUSTMENT',
      });
    const res = await getWallet(headers);
    expect(res.body).toContain('"sumBalance":0.31');
    expect(expectOk(res, walletSchema).sumBalance).toBe(0.31);
  });

  it('shows a trial account its play money', async () => {
    const memberId = await createMember(t, { type: 4 });
    await t.app.services.core.wallets.grantPlayMoney(memberId);
    const value = expectOk(await getWallet(await authHeader(t.app, memberId)), walletSchema);
    expect(value).toEqual({
      sumBalance: 2000,
      currency: 'USD',
      wallets: [{ code: 'PLAY', balance: 2000 }],
    });
  });
});
