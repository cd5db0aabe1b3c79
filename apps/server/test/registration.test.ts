import {
  affiliateCheckSchema,
  loginResultSchema,
  registrationSettingsSchema,
  smsResultSchema,
  usernameCheckSchema,
  outboxMessageSchema,
  type RegisterPayload,
} from '@app/contracts/account';
import { routes } from '@app/contracts/routes';
import { devRoutes } from '@app/contracts/dev-routes';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { members } from '../src/db/schema';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { createTestClock } from './helpers/clock';
import { expectFail, expectOk } from './helpers/envelope';
import { injectEncrypted, loginAs, solveCaptcha } from './helpers/login';

const clock = createTestClock(new Date('2026-03-01T10:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ services: { clock: clock.now } });
});
afterAll(() => t.close());
afterEach(async () => {
  await t.app.inject({ method: 'POST', url: devRoutes.devOperatorSettingsReset.path });
});

async function setFlags(flags: Record<string, boolean>) {
  const whitelabel = (await t.app.services.core.operatorSettings.getSettings()).whitelabel;
  await t.app.inject({
    method: 'PATCH',
    url: devRoutes.devOperatorSettings.path,
    payload: { whitelabel: { ...whitelabel, ...flags } },
  });
}

const settings = async () =>
  expectOk(
    await t.app.inject({ method: 'GET', url: routes.systemRegisterSettings.path }),
    registrationSettingsSchema,
  );

async function register(
  payload: Partial<RegisterPayload>,
  path: string = routes.memberRegister.path,
) {
  const captcha = await solveCaptcha(t.app, t.database);
  return injectEncrypted(
    t.app,
    'PUT',
    path,
    { registerMethod: 'H5', ...captcha, ...payload },
    { moduleId: 'REG3' },
  );
}

const good = {
  username: 'newplayer1',
  password: 'Tr0ub4dor&3x',
  confirmPassword: 'Tr0ub4dor&3x',
};

const outbox = async (recipient: string) =>
  expectOk(
    await t.app.inject({ method: 'GET', url: devRoutes.devOutbox.path, query: { recipient } }),
    z.array(outboxMessageSchema),
  );

describe('registration settings', () => {
  it('serves both tabs with the seeded rules and flags applied', async () => {
    const s = await settings();
    expect(s.usernameEnabled).toBe(true);
    expect(s.mobileEnabled).toBe(true);
    expect(s.minAge).toBe(18);
    expect(s.defaultCountryDialingCode).toBe('855');
    expect(s.usernameForm.map((f) => f.name)).toEqual([
      'username',
      'password',
      'confirmPassword',
      'affiliateCode',
      'nickname',
      'email',
      'birthday',
      'captcha',
    ]);
    // Seeded: no password on the mobile tab (MOBILENUMPASSREG3 off), so the SMS code is required.
    expect(s.mobileForm.map((f) => f.name)).toEqual([
      'mobileNum',
      'verificationCode',
      'affiliateCode',
      'captcha',
    ]);
    expect(s.usernameForm.find((f) => f.name === 'email')?.required).toBe(false);
    expect(new RegExp(s.usernameForm[0]!.pattern!).test('ab')).toBe(false);
  });

  it('follows the flags', async () => {
    await setFlags({
      USERNAMEREG3: false,
      MOBILENUMPASSREG3: true,
      REGMOBVERF3: false,
      CAPTCHA3: false,
      AFFMAN3: false,
    });
    const s = await settings();
    expect(s.usernameEnabled).toBe(false);
    expect(s.mobileForm.map((f) => f.name)).toEqual(['mobileNum', 'password', 'confirmPassword']);
    expect(s.usernameForm.some((f) => f.name === 'captcha')).toBe(false);
  });
});

describe('checks', () => {
  it('username availability is case-insensitive; bad names are refused', async () => {
    const check = (username: string) =>
      t.app.inject({ method: 'GET', url: routes.checkUsername.path, query: { username } });
    expect(expectOk(await check('DEMO01'), usernameCheckSchema).available).toBe(false);
    expect(expectOk(await check('free_name'), usernameCheckSchema).available).toBe(true);
    expectFail(await check('a b'), 400, 'VALIDATION_ERROR');
  });

  it('affiliate codes exist or not', async () => {
    const check = (affiliateCode: string) =>
      t.app.inject({
        method: 'GET',
        url: routes.checkAffiliateCode.path,
        query: { affiliateCode },
      });
    expect(expectOk(await check('AGENT01'), affiliateCheckSchema).success).toBe(true);
    expect(expectOk(await check('agent01'), affiliateCheckSchema).success).toBe(true);
    expect(expectOk(await check('NOPE99'), affiliateCheckSchema).success).toBe(false);
  });

  it('captcha is an SVG of paths, no text', async () => {
    const res = await t.app.inject({ method: 'GET', url: routes.captcha.path });
    const { image } = (res.json() as { value: { image: string } }).value;
    expect(image).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(image.split(',')[1]!, 'base64').toString();
    expect(svg).toContain('<path');
    expect(svg).not.toMatch(/<text/i);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('username tab', () => {
  it('registers, opens a wallet and logs in; optional fields may be empty', async () => {
    const res = await register({
      ...good,
      email: '',
      nickname: '',
      birthday: '',
      affiliateCode: 'agent01',
    });
    const result = expectOk(res, loginResultSchema);
    expect(result).toMatchObject({ userName: 'newplayer1', type: 0, firstTimeLogin: true });
    const wallet = await t.app.inject({
      method: 'GET',
      url: routes.wallet.path,
      headers: { authorization: `Bearer ${result.token}` },
    });
    expect(wallet.statusCode).toBe(200);
    const [row] = await t.database.db
      .select({ parentId: members.parentId, registerMethod: members.registerMethod })
      .from(members)
      .where(eq(members.username, 'newplayer1'));
    expect(row?.registerMethod).toBe('H5');
    expect(row?.parentId).not.toBeNull();
    // The new password works for a later login.
    expect(await loginAs(t.app, 'NewPlayer1', good.password)).toBeTruthy();
  });

  it('refuses taken usernames and emails, case-insensitively', async () => {
    expectFail(await register({ ...good, username: 'Demo01' }), 409, 'USERNAME_TAKEN');
    expectFail(
      await register({ ...good, username: 'another1', email: 'DEMO01@example.com' }),
      409,
      'EMAIL_TAKEN',
    );
  });

  it('applies the field rules', async () => {
    expectFail(await register({ ...good, username: 'ab' }), 400, 'FIELD_FORMAT');
    expectFail(await register({ ...good, username: '' }), 400, 'FIELD_FORMAT');
    expectFail(
      await register({ ...good, username: 'mismatch1', confirmPassword: 'Tr0ub4dor&3y' }),
      400,
      'PASSWORD_MISMATCH',
    );
    expectFail(
      await register({
        username: 'weakling1',
        password: 'Password1',
        confirmPassword: 'Password1',
      }),
      400,
      'WEAK_PASSWORD',
    );
    expectFail(
      await register({ username: 'shorty1', password: 'Ab1!', confirmPassword: 'Ab1!' }),
      400,
      'FIELD_FORMAT',
    );
    expectFail(
      await register({ ...good, username: 'badmail1', email: 'not-an-email' }),
      400,
      'FIELD_FORMAT',
    );
    expectFail(
      await register({ ...good, username: 'noaff1', affiliateCode: 'NOPE99' }),
      400,
      'INVALID_INVITATION_CODE',
    );
  });

  it('checks the birthday range and the minimum age', async () => {
    expectFail(
      await register({ ...good, username: 'young1', birthday: '2010-01-01' }),
      400,
      'AGE_RESTRICTED',
    );
    // 18 on 2026-03-01 exactly: allowed; a day later born: not.
    expectFail(
      await register({ ...good, username: 'young2', birthday: '2008-03-02' }),
      400,
      'AGE_RESTRICTED',
    );
    expectFail(
      await register({ ...good, username: 'old1', birthday: '1899-12-31' }),
      400,
      'FIELD_FORMAT',
    );
    expectFail(
      await register({ ...good, username: 'bad1', birthday: '1990-02-30' }),
      400,
      'FIELD_FORMAT',
    );
    expectOk(
      await register({ ...good, username: 'adult18', birthday: '2008-03-01' }),
      loginResultSchema,
    );
  });

  it('needs the captcha (single use) and REG3', async () => {
    const captcha = await solveCaptcha(t.app, t.database);
    const send = (c: { captchaId: string; captcha: string }, username: string) =>
      injectEncrypted(t.app, 'PUT', routes.memberRegister.path, {
        registerMethod: 'PWA',
        ...good,
        username,
        ...c,
      });
    expectFail(await send({ ...captcha, captcha: '999' }, 'capfail1'), 400, 'CAPTCHA_INVALID');
    expectFail(await send(captcha, 'capfail1'), 400, 'CAPTCHA_INVALID');
    await setFlags({ REG3: false });
    expectFail(await register({ ...good, username: 'closed1' }), 403, 'NO_PERMISSION');
    await setFlags({ REG3: true, USERNAMEREG3: false });
    expectFail(await register({ ...good, username: 'closed1' }), 403, 'NO_PERMISSION');
  });
});

describe('mobile tab', () => {
  const requestCode = (mobileNum: string) =>
    t.app.inject({
      method: 'POST',
      url: routes.smsRegister.path,
      payload: { mobileNum, countryDialingCode: '+855' },
    });

  it('registers with the SMS code; the mobile number (leading zero stripped) is the username', async () => {
    expectOk(await requestCode('099111222'), smsResultSchema);
    const [message] = await outbox('85599111222');
    expect(message?.code).toMatch(/^\d{6}$/);
    const res = await register(
      { mobileNum: '099111222', countryDialingCode: '855', verificationCode: message!.code! },
      routes.memberRegisterMobile.path,
    );
    const result = expectOk(res, loginResultSchema);
    expect(result.userName).toBe('99111222');
    // The number is now taken for both the SMS call and registration.
    expectFail(await requestCode('99111222'), 409, 'MOBILE_TAKEN');
  });

  it('refuses a wrong code and a taken number', async () => {
    clock.advance(120);
    expectOk(await requestCode('099333444'), smsResultSchema);
    expectFail(
      await register(
        { mobileNum: '099333444', countryDialingCode: '855', verificationCode: '000000' },
        routes.memberRegisterMobile.path,
      ),
      400,
      'VERIFICATION_CODE_INVALID',
    );
    expectFail(
      await register(
        { mobileNum: '12345678', countryDialingCode: '855', verificationCode: '123456' },
        routes.memberRegisterMobile.path,
      ),
      409,
      'MOBILE_TAKEN',
    );
  });

  it('with MOBILENUMPASSREG3 and no REGMOBVERF3: password instead of a code', async () => {
    await setFlags({ MOBILENUMPASSREG3: true, REGMOBVERF3: false });
    const res = await register(
      {
        mobileNum: '0977000111',
        countryDialingCode: '855',
        password: good.password,
        confirmPassword: good.password,
      },
      routes.memberRegisterMobile.path,
    );
    expectOk(res, loginResultSchema);
    expect(await loginAs(t.app, '977000111', good.password)).toBeTruthy();
    expectFail(
      await register(
        { mobileNum: '0977000222', countryDialingCode: '855', password: good.password },
        routes.memberRegisterMobile.path,
      ),
      400,
      'FIELD_FORMAT',
    );
  });
});
