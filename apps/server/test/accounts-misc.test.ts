import { routes } from '@app/contracts/routes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commonPasswordsText } from '../src/services/common-passwords';
import { members } from '../src/db/schema';
import { isAcceptablePassword } from '../src/services/password-service';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { expectFail } from './helpers/envelope';
import { DEMO_PASSWORD, injectEncrypted, loginAs } from './helpers/login';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('password policy', () => {
  it('holds the 3,000 most common passwords and refuses them case-insensitively', () => {
    expect(commonPasswordsText.trim().split('\n')).toHaveLength(3000);
    expect(isAcceptablePassword('password')).toBe(false);
    expect(isAcceptablePassword('PassWord')).toBe(false);
    expect(isAcceptablePassword('Sunshine1')).toBe(true);
    expect(isAcceptablePassword(DEMO_PASSWORD)).toBe(true);
    expect(isAcceptablePassword('short1!')).toBe(false);
    expect(isAcceptablePassword('x'.repeat(128) + 'A')).toBe(false);
    expect(isAcceptablePassword('a long passphrase of 64+ characters is fine '.repeat(2))).toBe(
      true,
    );
  });

  it('stores argon2id hashes at OWASP parameters', async () => {
    const [row] = await t.database.db
      .select({ hash: members.passwordHash })
      .from(members)
      .where(eq(members.username, 'demo01'));
    expect(row?.hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});

describe('disabled accounts', () => {
  it('are refused only after the right password, and their sessions end', async () => {
    const token = await loginAs(t.app, 'agent01');
    await t.database.db
      .update(members)
      .set({ disabled: true })
      .where(eq(members.username, 'agent01'));
    try {
      const login = (password: string) =>
        injectEncrypted(t.app, 'POST', routes.sessionLogin.path, {
          type: 'username',
          username: 'agent01',
          password,
        });
      expectFail(await login('wrong-password'), 401, 'WRONG_CREDENTIALS');
      expectFail(await login(DEMO_PASSWORD), 403, 'ACCOUNT_DISABLED');
      const renew = await t.app.inject({
        method: 'POST',
        url: routes.sessionRenew.path,
        headers: { authorization: `Bearer ${token}` },
      });
      expectFail(renew, 401, 'SESSION_EXPIRED');
    } finally {
      await t.database.db
        .update(members)
        .set({ disabled: false })
        .where(eq(members.username, 'agent01'));
    }
  });
});

describe('form bodies', () => {
  it('are parsed for form posts and limited to 4 KiB', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: routes.passwordByEmail.path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `username=demo01&email=${'a'.repeat(5000)}%40example.com`,
    });
    expectFail(res, 413, 'PAYLOAD_TOO_LARGE');
  });
});
