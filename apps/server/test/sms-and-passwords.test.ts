import {
  loginResultSchema,
  outboxMessageSchema,
  smsResultSchema,
  doneSchema,
} from '@app/contracts/account';
import { routes } from '@app/contracts/routes';
import { devRoutes } from '@app/contracts/dev-routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { createTestClock } from './helpers/clock';
import { expectFail, expectOk } from './helpers/envelope';
import { bearer, DEMO_PASSWORD, injectEncrypted, loginAs } from './helpers/login';

const clock = createTestClock(new Date('2026-03-01T10:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ services: { clock: clock.now } });
});
afterAll(() => t.close());

const DEMO_PHONE = { mobileNum: '012345678', countryDialingCode: '855' };
const DEMO_RECIPIENT = '85512345678';

const outbox = async (query: { recipient?: string; channel?: string }) =>
  expectOk(
    await t.app.inject({ method: 'GET', url: devRoutes.devOutbox.path, query }),
    z.array(outboxMessageSchema),
  );

const requestCode = (phone: { mobileNum: string; countryDialingCode: string }) =>
  t.app.inject({ method: 'POST', url: routes.smsNoLogin.path, payload: phone });

async function freshCode(phone = DEMO_PHONE, recipient = DEMO_RECIPIENT): Promise<string> {
  clock.advance(61);
  expectOk(await requestCode(phone), smsResultSchema);
  return (await outbox({ recipient }))[0]!.code!;
}

const renewStatus = async (token: string) =>
  (await t.app.inject({ method: 'POST', url: routes.sessionRenew.path, headers: bearer(token) }))
    .statusCode;

describe('SMS codes', () => {
  it('sends a 6-digit code with the countdown and code expiry', async () => {
    const result = expectOk(await requestCode(DEMO_PHONE), smsResultSchema);
    expect(result.expirationTime).toBe(clock.now().getTime() + 60_000);
    expect(result.codeExpiresAt).toBe(clock.now().getTime() + 300_000);
    const [message] = await outbox({ recipient: DEMO_RECIPIENT, channel: 'sms' });
    expect(message?.code).toMatch(/^\d{6}$/);
    expect(message?.body).toContain(message!.code!);
  });

  it('refuses a resend before the countdown ends', async () => {
    clock.advance(61);
    expectOk(await requestCode(DEMO_PHONE), smsResultSchema);
    clock.advance(30);
    const res = await requestCode(DEMO_PHONE);
    expectFail(res, 429, 'RATE_LIMITED');
    expect(res.headers['retry-after']).toBe('30');
  });

  it('answers the same for an unknown number but sends nothing', async () => {
    const res = await requestCode({ mobileNum: '011000999', countryDialingCode: '855' });
    expectOk(res, smsResultSchema);
    expect(await outbox({ recipient: '85511000999' })).toEqual([]);
    expectFail(
      await requestCode({ mobileNum: '011000999', countryDialingCode: '855' }),
      429,
      'RATE_LIMITED',
    );
  });

  it('allows 5 sends per number per hour', async () => {
    const phone = { mobileNum: '87654321', countryDialingCode: '855' };
    for (let i = 0; i < 5; i += 1) {
      expectOk(await requestCode(phone), smsResultSchema);
      clock.advance(61);
    }
    expectFail(await requestCode(phone), 429, 'RATE_LIMITED');
    clock.advance(3600);
    expectOk(await requestCode(phone), smsResultSchema);
  });

  it('logs in by SMS code; the code is single use', async () => {
    const code = await freshCode();
    const login = (verificationCode: string) =>
      injectEncrypted(t.app, 'POST', routes.sessionLogin.path, {
        type: 'sms',
        ...DEMO_PHONE,
        verificationCode,
      });
    expect(expectOk(await login(code), loginResultSchema).userName).toBe('demo01');
    expectFail(await login(code), 400, 'VERIFICATION_CODE_INVALID');
  });

  it('kills a code after 5 wrong tries', async () => {
    const code = await freshCode();
    const wrong = code === '000000' ? '111111' : '000000';
    const setPassword = (verificationCode: string) =>
      injectEncrypted(t.app, 'POST', routes.passwordByPhone.path, {
        ...DEMO_PHONE,
        verificationCode,
        newPassword: 'Fresh#Pass2026',
      });
    for (let i = 0; i < 5; i += 1)
      expectFail(await setPassword(wrong), 400, 'VERIFICATION_CODE_INVALID');
    expectFail(await setPassword(code), 400, 'VERIFICATION_CODE_INVALID');
  });

  it('expires a code after 5 minutes', async () => {
    const code = await freshCode();
    clock.advance(301);
    const res = await injectEncrypted(t.app, 'POST', routes.passwordByPhone.path, {
      ...DEMO_PHONE,
      verificationCode: code,
      newPassword: 'Fresh#Pass2026',
    });
    expectFail(res, 400, 'VERIFICATION_CODE_INVALID');
  });
});

describe('set password by phone', () => {
  it('refuses the same password, then sets a new one, ends every session and logs in', async () => {
    const before = await loginAs(t.app, 'agent01');
    const phone = { mobileNum: '87654321', countryDialingCode: '855' };
    clock.advance(3600);
    let code = await freshCode(phone, '85587654321');
    const send = (newPassword: string) =>
      injectEncrypted(t.app, 'POST', routes.passwordByPhone.path, {
        ...phone,
        verificationCode: code,
        newPassword,
      });
    expectFail(await send(DEMO_PASSWORD), 400, 'SAME_PASSWORD');
    code = await freshCode(phone, '85587654321');
    expectFail(await send('password'), 400, 'WEAK_PASSWORD');
    const result = expectOk(await send('Agent#New2026'), loginResultSchema);
    expect(result.userName).toBe('agent01');
    expect(await renewStatus(before)).toBe(401);
    expect(await renewStatus(result.token)).toBe(200);
    expect(await loginAs(t.app, 'agent01', 'Agent#New2026')).toBeTruthy();
  });
});

describe('change password', () => {
  const change = (token: string, body: Record<string, string>) =>
    injectEncrypted(t.app, 'POST', routes.passwordChange.path, body, { token });

  it('checks the old password and the rules, then ends the other sessions only', async () => {
    const other = await loginAs(t.app, 'demo01');
    const current = await loginAs(t.app, 'demo01');
    const next = 'Demo#Next2026';
    expectFail(
      await change(current, {
        oldPassword: 'wrong-old',
        newPassword: next,
        confirmNewPassword: next,
      }),
      401,
      'WRONG_CREDENTIALS',
    );
    expectFail(
      await change(current, {
        oldPassword: DEMO_PASSWORD,
        newPassword: DEMO_PASSWORD,
        confirmNewPassword: DEMO_PASSWORD,
      }),
      400,
      'SAME_PASSWORD',
    );
    expectFail(
      await change(current, {
        oldPassword: DEMO_PASSWORD,
        newPassword: next,
        confirmNewPassword: 'Demo#Other2026',
      }),
      400,
      'PASSWORD_MISMATCH',
    );
    expectFail(
      await change(current, {
        oldPassword: DEMO_PASSWORD,
        newPassword: 'iloveyou',
        confirmNewPassword: 'iloveyou',
      }),
      400,
      'WEAK_PASSWORD',
    );
    expectFail(
      await change(current, {
        oldPassword: DEMO_PASSWORD,
        newPassword: 'short',
        confirmNewPassword: 'short',
      }),
      400,
      'WEAK_PASSWORD',
    );
    expectOk(
      await change(current, {
        oldPassword: DEMO_PASSWORD,
        newPassword: next,
        confirmNewPassword: next,
      }),
      doneSchema,
    );
    expect(await renewStatus(other)).toBe(401);
    expect(await renewStatus(current)).toBe(200);
    expect(await loginAs(t.app, 'demo01', next)).toBeTruthy();
  });

  it('needs a session', async () => {
    const res = await injectEncrypted(t.app, 'POST', routes.passwordChange.path, {
      oldPassword: 'a',
      newPassword: 'Demo#Next2026',
      confirmNewPassword: 'Demo#Next2026',
    });
    expectFail(res, 401, 'NOT_LOGGED_IN');
  });
});

describe('forgot password by email', () => {
  const forgot = (username: string, email: string) =>
    t.app.inject({
      method: 'POST',
      url: routes.passwordByEmail.path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username, email }).toString(),
    });
  const reset = (token: string, newPassword: string, confirm = newPassword) =>
    injectEncrypted(t.app, 'POST', routes.passwordEmailReset.path, {
      token,
      newPassword,
      confirmNewPassword: confirm,
    });

  it('always answers success; mails a link only when name and address match', async () => {
    expectOk(await forgot('demo01', 'someone@example.com'), doneSchema);
    expectOk(await forgot('nobody1', 'demo01@example.com'), doneSchema);
    expect(await outbox({ channel: 'email' })).toEqual([]);
    expectOk(await forgot('Demo01', 'DEMO01@example.com'), doneSchema);
    const [mail] = await outbox({ recipient: 'demo01@example.com' });
    expect(mail?.channel).toBe('email');
    expect(mail?.body).toContain(
      `http://app.test/m/forget?resetToken=${encodeURIComponent(mail!.code!)}`,
    );
  });

  it('refuses a bad form', async () => {
    expectFail(await forgot('demo01', 'not-an-email'), 400, 'VALIDATION_ERROR');
  });

  it('resets with the token once, ends every session; the token expires after 30 minutes', async () => {
    const session = await loginAs(t.app, 'demo01', 'Demo#Next2026');
    const token = (await outbox({ recipient: 'demo01@example.com' }))[0]!.code!;
    expectFail(await reset(token, 'Demo#Mail2026', 'Demo#Mail2027'), 400, 'PASSWORD_MISMATCH');
    expectFail(await reset(token, 'qwertyuiop'), 400, 'WEAK_PASSWORD');
    expectOk(await reset(token, 'Demo#Mail2026'), doneSchema);
    expect(await renewStatus(session)).toBe(401);
    expect(await loginAs(t.app, 'demo01', 'Demo#Mail2026')).toBeTruthy();
    expectFail(await reset(token, 'Demo#Mail2027'), 400, 'VERIFICATION_CODE_INVALID');

    expectOk(await forgot('demo01', 'demo01@example.com'), doneSchema);
    const late = (await outbox({ recipient: 'demo01@example.com' }))[0]!.code!;
    clock.advance(30 * 60 + 1);
    expectFail(await reset(late, 'Demo#Late2026'), 400, 'VERIFICATION_CODE_INVALID');
    expectFail(await reset('x'.repeat(43), 'Demo#Late2026'), 400, 'VERIFICATION_CODE_INVALID');
  });
});

describe('dev outbox', () => {
  it('is not served in production', async () => {
    const prod = await buildTestApp({ database: t.database, nodeEnv: 'production' });
    try {
      const res = await prod.app.inject({ method: 'GET', url: devRoutes.devOutbox.path });
      expect(res.statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
