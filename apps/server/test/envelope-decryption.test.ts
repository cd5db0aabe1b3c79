import { loginResultSchema } from '@app/contracts/account';
import { routes } from '@app/contracts/routes';
import { publicKeySchema } from '@app/contracts/account';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { expectFail, expectOk } from './helpers/envelope';
import { DEMO_PASSWORD, encryptFor } from './helpers/login';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const payload = { type: 'username', username: 'demo01', password: DEMO_PASSWORD };

async function sealed(path: string = routes.sessionLogin.path) {
  return encryptFor(t.app, path, payload);
}

const post = (
  headers: Record<string, string>,
  body: unknown,
  url: string = routes.sessionLogin.path,
) => t.app.inject({ method: 'POST', url, headers, payload: body as object });

describe('encrypted envelope', () => {
  it('serves one RSA-OAEP-256 public key, stable across calls and app instances', async () => {
    const a = expectOk(
      await t.app.inject({ method: 'GET', url: routes.systemPublicKey.path }),
      publicKeySchema,
    );
    const other = await buildTestApp({ database: t.database });
    try {
      const b = expectOk(
        await other.app.inject({ method: 'GET', url: routes.systemPublicKey.path }),
        publicKeySchema,
      );
      expect(b).toEqual(a);
    } finally {
      await other.close();
    }
    expect(a.algorithm).toBe('RSA-OAEP-256');
    expect(Buffer.from(a.publicKey, 'base64').length).toBeGreaterThan(290); // 2048-bit SPKI
  });

  it('opens a well-formed envelope', async () => {
    const s = await sealed();
    expectOk(await post(s.headers, s.body), loginResultSchema);
  });

  it('refuses a missing Encryption header', async () => {
    const s = await sealed();
    expectFail(await post({}, s.body), 400, 'ENCRYPTION_INVALID');
  });

  it('refuses another key id', async () => {
    const s = await sealed();
    const header = s.headers.Encryption!.replace(/^[^.]+/, 'deadbeefdeadbeef');
    expectFail(await post({ ...s.headers, Encryption: header }, s.body), 400, 'ENCRYPTION_INVALID');
  });

  it('refuses tampered data and a tampered wrapped key', async () => {
    const s = await sealed();
    const bytes = Buffer.from(s.body.data, 'base64');
    bytes[bytes.length - 1]! ^= 1;
    expectFail(
      await post(s.headers, { data: bytes.toString('base64') }),
      400,
      'ENCRYPTION_INVALID',
    );
    const [keyId, wrapped] = s.headers.Encryption!.split('.');
    const w = Buffer.from(wrapped!, 'base64');
    w[5]! ^= 1;
    expectFail(
      await post({ ...s.headers, Encryption: `${keyId}.${w.toString('base64')}` }, s.body),
      400,
      'ENCRYPTION_INVALID',
    );
  });

  it('refuses an envelope sealed for another path', async () => {
    const s = await sealed(routes.passwordByPhone.path);
    expectFail(await post(s.headers, s.body), 400, 'ENCRYPTION_INVALID');
  });

  it('binds the path without the query string', async () => {
    const s = await sealed();
    expectOk(await post(s.headers, s.body, `${routes.sessionLogin.path}?x=1`), loginResultSchema);
  });

  it('refuses garbage: not base64, a plain JSON body, no body', async () => {
    const s = await sealed();
    expectFail(await post(s.headers, { data: '!!!!not-base64!!!!' }), 400, 'ENCRYPTION_INVALID');
    expectFail(await post(s.headers, payload), 400, 'ENCRYPTION_INVALID');
    expectFail(
      await t.app.inject({ method: 'POST', url: routes.sessionLogin.path, headers: s.headers }),
      400,
      'ENCRYPTION_INVALID',
    );
    expectFail(await post({ Encryption: 'no-dot-here' }, s.body), 400, 'ENCRYPTION_INVALID');
  });

  it('a payload that opens but breaks the contract is VALIDATION_ERROR', async () => {
    const s = await encryptFor(t.app, routes.sessionLogin.path, { type: 'facebook' });
    expectFail(await post(s.headers, s.body), 400, 'VALIDATION_ERROR');
  });
});
