import { randomBytes } from 'node:crypto';
import {
  loginResultSchema,
  outboxMessageSchema,
  smsResultSchema,
  twoFactorChallengeSchema,
  type TwoFactorChallenge,
} from '@app/contracts/account';
import { devRoutes } from '@app/contracts/dev-routes';
import { routes } from '@app/contracts/routes';
import {
  activeSessionsSchema,
  customerSecurityQuestionsSchema,
  loginHistorySchema,
  recoveryCodesSchema,
  securityConfigSchema,
  securityQuestionListSchema,
  sessionsEndedSchema,
  twoFactorEnrolmentSchema,
} from '@app/contracts/security';
import { securityRoutes } from '@app/contracts/security-routes';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { memberSecurityAnswers, members } from '../src/db/schema';
import { totpCode } from '../src/services/totp';
import { describeUserAgent } from '../src/services/user-agent';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { createTestClock } from './helpers/clock';
import { expectFail, expectOk, failDetails } from './helpers/envelope';
import { bearer, injectEncrypted } from './helpers/login';
import { authHeader, createMember } from './helpers/member-fixtures';

const clock = createTestClock(new Date('2026-04-01T10:00:00Z'));
let t: TestApp;
let passwordHash: string;
const PASSWORD = 'Secure#Pass2026';
beforeAll(async () => {
  t = await buildTestApp({ services: { clock: clock.now }, trustProxy: true });
  passwordHash = await t.app.services.core.passwords.hash(PASSWORD);
});
afterAll(() => t.close());

const doneSchema = z.object({ done: z.literal(true) });
const failureSchema = z.object({ captcha: z.boolean(), retryAfterSeconds: z.number().nullable() });
const ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.71 Mobile Safari/537.36';
const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

type Member = { id: number; username: string; mobileNum: string };

/** A member with a known password (and a mobile number of its own). */
async function newMember(): Promise<Member> {
  const username = `s${randomBytes(5).toString('hex')}`;
  const mobileNum = String(70_000_000 + Math.floor(Math.random() * 9_999_999));
  const [row] = await t.database.db
    .insert(members)
    .values({ username, type: 0, passwordHash, countryDialingCode: '855', mobileNum })
    .returning({ id: members.id });
  return { id: row!.id, username, mobileNum };
}

/** Every request from its own address: the login throttle counts per account and address. */
let addressCounter = 1;
const nextIp = () => `203.0.113.${(addressCounter++ % 250) + 1}`;

const passwordLogin = (
  m: Member,
  options: { password?: string; remember?: boolean; ua?: string; ip?: string } = {},
) =>
  injectEncrypted(
    t.app,
    'POST',
    routes.sessionLogin.path,
    {
      type: 'username',
      username: m.username,
      password: options.password ?? PASSWORD,
      remember: options.remember ?? false,
    },
    {
      headers: {
        'user-agent': options.ua ?? ANDROID_UA,
        'x-forwarded-for': options.ip ?? nextIp(),
      },
    },
  );

const secondStep = (challenge: string, code: string, ip = nextIp()) =>
  injectEncrypted(
    t.app,
    'POST',
    securityRoutes.sessionLoginTwoFactor.path,
    { challenge, code },
    { headers: { 'user-agent': ANDROID_UA, 'x-forwarded-for': ip } },
  );

/** Logs in (no two-factor) and answers the bearer header. */
async function tokenOf(m: Member, ua = ANDROID_UA): Promise<string> {
  return expectOk(await passwordLogin(m, { ua }), loginResultSchema).token;
}

const get = (path: string, headers: Record<string, string>, query?: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: path, headers, ...(query ? { query } : {}) });

const sealed = (path: string, payload: unknown, token: string) =>
  injectEncrypted(t.app, 'POST', path, payload, { token });

const codeAt = (secret: string, offsetSeconds = 0) =>
  totpCode(secret, new Date(clock.now().getTime() + offsetSeconds * 1000));

/** Six digits that no step within the drift window shows. */
function wrongCode(secret: string): string {
  const valid = new Set([-30, 0, 30].map((offset) => codeAt(secret, offset)));
  for (let n = 0; ; n += 1) {
    const code = String(n).padStart(6, '0');
    if (!valid.has(code)) return code;
  }
}

/** Enrols and confirms two-factor login; answers the secret and the recovery codes. */
async function turnOn(token: string): Promise<{ secret: string; recoveryCodes: string[] }> {
  const enrolment = expectOk(
    await t.app.inject({
      method: 'POST',
      url: securityRoutes.twoFactorEnrol.path,
      headers: bearer(token),
    }),
    twoFactorEnrolmentSchema,
  );
  const { recoveryCodes } = expectOk(
    await sealed(securityRoutes.twoFactorConfirm.path, { code: codeAt(enrolment.secret) }, token),
    recoveryCodesSchema,
  );
  // The next code must be of a later step: a person waits for the authenticator's next one.
  clock.advance(30);
  return { secret: enrolment.secret, recoveryCodes };
}

const config = async (token: string) =>
  expectOk(await get(securityRoutes.securityConfig.path, bearer(token)), securityConfigSchema);

describe('user agents', () => {
  it('names common browsers and systems, and nothing it does not know', () => {
    expect(describeUserAgent(ANDROID_UA)).toEqual({ browser: 'Chrome 126', os: 'Android 14' });
    expect(describeUserAgent(IPHONE_UA)).toEqual({ browser: 'Safari 17', os: 'iOS 17.5' });
    expect(
      describeUserAgent(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.68',
      ),
    ).toEqual({ browser: 'Edge 126', os: 'Windows' });
    expect(
      describeUserAgent(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:127.0) Gecko/20100101 Firefox/127.0',
      ),
    ).toEqual({ browser: 'Firefox 127', os: 'macOS' });
    expect(describeUserAgent('curl/8.5.0')).toEqual({ browser: null, os: null });
    expect(describeUserAgent(null)).toEqual({ browser: null, os: null });
  });
});

describe('two-factor enrolment', () => {
  it('enrols with a QR code, turns on with the first code, answers 10 recovery codes once', async () => {
    const m = await newMember();
    const token = await tokenOf(m);
    expect(await config(token)).toMatchObject({
      loginPassword: true,
      paymentPassword: false,
      bankCards: 0,
      securityQuestions: 0,
      twoFactor: false,
      recoveryCodesLeft: 0,
      mobileBound: true,
    });

    const enrol = await t.app.inject({
      method: 'POST',
      url: securityRoutes.twoFactorEnrol.path,
      headers: bearer(token),
    });
    expect(enrol.headers['cache-control']).toBe('no-store');
    const enrolment = expectOk(enrol, twoFactorEnrolmentSchema);
    expect(enrolment.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrolment.otpauthUrl).toBe(
      `otpauth://totp/DEMO:${m.username}?secret=${enrolment.secret}&issuer=DEMO&algorithm=SHA1&digits=6&period=30`,
    );
    expect(enrolment.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>$/);
    // Not on until confirmed.
    expect((await config(token)).twoFactor).toBe(false);

    // A wrong code and a malformed one.
    expectFail(
      await sealed(
        securityRoutes.twoFactorConfirm.path,
        { code: wrongCode(enrolment.secret) },
        token,
      ),
      401,
      'TWO_FACTOR_INVALID',
    );
    expectFail(
      await sealed(securityRoutes.twoFactorConfirm.path, { code: '12a456' }, token),
      400,
      'VALIDATION_ERROR',
    );

    const confirmed = expectOk(
      await sealed(securityRoutes.twoFactorConfirm.path, { code: codeAt(enrolment.secret) }, token),
      recoveryCodesSchema,
    );
    expect(confirmed.recoveryCodes).toHaveLength(10);
    for (const code of confirmed.recoveryCodes) expect(code).toMatch(/^[0-9a-z]{5}-[0-9a-z]{5}$/);
    expect(new Set(confirmed.recoveryCodes).size).toBe(10);
    expect(await config(token)).toMatchObject({ twoFactor: true, recoveryCodesLeft: 10 });

    // On is on: enrolling or confirming again is a state error.
    expectFail(
      await t.app.inject({
        method: 'POST',
        url: securityRoutes.twoFactorEnrol.path,
        headers: bearer(token),
      }),
      409,
      'TWO_FACTOR_STATE',
    );
    clock.advance(30);
    expectFail(
      await sealed(securityRoutes.twoFactorConfirm.path, { code: codeAt(enrolment.secret) }, token),
      409,
      'TWO_FACTOR_STATE',
    );
  });

  it('refuses a replayed code (same or earlier step), then takes the next one', async () => {
    const m = await newMember();
    const token = await tokenOf(m);
    const { secret } = await turnOn(token);
    const code = codeAt(secret);
    expectOk(
      await sealed(securityRoutes.twoFactorRecoveryCodes.path, { code }, token),
      recoveryCodesSchema,
    );
    // The same code again, and the previous step's code (still within the drift window).
    expectFail(
      await sealed(securityRoutes.twoFactorRecoveryCodes.path, { code }, token),
      401,
      'TWO_FACTOR_INVALID',
    );
    expectFail(
      await sealed(securityRoutes.twoFactorDisable.path, { code: codeAt(secret, -30) }, token),
      401,
      'TWO_FACTOR_INVALID',
    );
    clock.advance(30);
    expectOk(
      await sealed(securityRoutes.twoFactorDisable.path, { code: codeAt(secret) }, token),
      doneSchema,
    );
    expect(await config(token)).toMatchObject({ twoFactor: false, recoveryCodesLeft: 0 });
    // Off is off.
    clock.advance(30);
    expectFail(
      await sealed(securityRoutes.twoFactorDisable.path, { code: codeAt(secret) }, token),
      409,
      'TWO_FACTOR_STATE',
    );
    expectFail(
      await sealed(securityRoutes.twoFactorRecoveryCodes.path, { code: codeAt(secret) }, token),
      409,
      'TWO_FACTOR_STATE',
    );
    expectFail(
      await sealed(securityRoutes.twoFactorConfirm.path, { code: codeAt(secret) }, token),
      409,
      'TWO_FACTOR_STATE',
    );
  });

  it('throttles wrong codes like passwords: a delay after 5 failures', async () => {
    const m = await newMember();
    const token = await tokenOf(m);
    const { secret } = await turnOn(token);
    for (let i = 0; i < 5; i += 1)
      expectFail(
        await sealed(securityRoutes.twoFactorDisable.path, { code: wrongCode(secret) }, token),
        401,
        'TWO_FACTOR_INVALID',
      );
    // Even the right code waits now.
    const refused = await sealed(
      securityRoutes.twoFactorDisable.path,
      { code: codeAt(secret) },
      token,
    );
    expectFail(refused, 429, 'RATE_LIMITED');
    expect(failDetails(refused, failureSchema).retryAfterSeconds).toBeGreaterThan(0);
    clock.advance(30);
    expectOk(
      await sealed(securityRoutes.twoFactorDisable.path, { code: codeAt(secret) }, token),
      doneSchema,
    );
  });

  it('regenerates recovery codes: the old ones stop working; a recovery code works once', async () => {
    const m = await newMember();
    const token = await tokenOf(m);
    const { secret, recoveryCodes } = await turnOn(token);
    const fresh = expectOk(
      await sealed(securityRoutes.twoFactorRecoveryCodes.path, { code: recoveryCodes[0]! }, token),
      recoveryCodesSchema,
    ).recoveryCodes;
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(recoveryCodes[1]);
    expectFail(
      await sealed(securityRoutes.twoFactorDisable.path, { code: recoveryCodes[1]! }, token),
      401,
      'TWO_FACTOR_INVALID',
    );
    // Case and dashes do not matter.
    expectOk(
      await sealed(
        securityRoutes.twoFactorRecoveryCodes.path,
        { code: fresh[0]!.toUpperCase().replace('-', ' ') },
        token,
      ),
      recoveryCodesSchema,
    );
    expect((await config(token)).recoveryCodesLeft).toBe(10);
    // An authenticator code works as well.
    expectOk(
      await sealed(securityRoutes.twoFactorRecoveryCodes.path, { code: codeAt(secret) }, token),
      recoveryCodesSchema,
    );
  });

  it('refuses bad input, guests and trial accounts', async () => {
    const m = await newMember();
    const token = await tokenOf(m);
    for (const code of ['', '12', 'x'.repeat(21)])
      expectFail(
        await sealed(securityRoutes.twoFactorDisable.path, { code }, token),
        400,
        'VALIDATION_ERROR',
      );
    expectFail(
      await sealed(securityRoutes.twoFactorConfirm.path, { code: 123456 }, token),
      400,
      'VALIDATION_ERROR',
    );
    // A plain JSON body where the envelope is due.
    expectFail(
      await t.app.inject({
        method: 'POST',
        url: securityRoutes.twoFactorConfirm.path,
        headers: bearer(token),
        payload: { code: '123456' },
      }),
      400,
      'ENCRYPTION_INVALID',
    );
    expectFail(
      await t.app.inject({ method: 'POST', url: securityRoutes.twoFactorEnrol.path }),
      401,
      'NOT_LOGGED_IN',
    );
    const trial = await createMember(t, { type: 4 });
    expectFail(
      await get(securityRoutes.securityConfig.path, await authHeader(t.app, trial)),
      403,
      'TRIAL_NOT_ALLOWED',
    );
  });
});

describe('login with two-factor on', () => {
  it('answers a challenge instead of a session; the code starts it (remember kept)', async () => {
    const m = await newMember();
    const { secret } = await turnOn(await tokenOf(m));

    const first = await passwordLogin(m, { remember: true });
    const challenge = expectOk(first, twoFactorChallengeSchema);
    expect(challenge).toMatchObject({ twoFactorRequired: true, userName: m.username });
    expect((first.json() as { value: object }).value).not.toHaveProperty('token');
    expect(new Date(challenge.expiresAt).getTime() - clock.now().getTime()).toBe(300_000);

    // A wrong code is refused, the challenge stays usable.
    const refused = await secondStep(challenge.challenge, wrongCode(secret));
    expectFail(refused, 401, 'TWO_FACTOR_INVALID');
    expect(failDetails(refused, failureSchema)).toEqual({
      captcha: false,
      retryAfterSeconds: null,
    });

    const session = expectOk(
      await secondStep(challenge.challenge, codeAt(secret)),
      loginResultSchema,
    );
    expect(session.userName).toBe(m.username);
    expect(new Date(session.expiresAt).getTime() - clock.now().getTime()).toBe(30 * 86400 * 1000);
    expect((await config(session.token)).twoFactor).toBe(true);

    // Single use: the same challenge again (with a fresh code) is expired.
    clock.advance(30);
    expectFail(
      await secondStep(challenge.challenge, codeAt(secret)),
      401,
      'TWO_FACTOR_CHALLENGE_EXPIRED',
    );
  });

  it('expires the challenge after 5 minutes', async () => {
    const m = await newMember();
    const { secret } = await turnOn(await tokenOf(m));
    const { challenge } = expectOk(await passwordLogin(m), twoFactorChallengeSchema);
    clock.advance(301);
    expectFail(await secondStep(challenge, codeAt(secret)), 401, 'TWO_FACTOR_CHALLENGE_EXPIRED');
    expectFail(
      await secondStep('x'.repeat(43), codeAt(secret)),
      401,
      'TWO_FACTOR_CHALLENGE_EXPIRED',
    );
    expectFail(await secondStep('short', codeAt(secret)), 400, 'VALIDATION_ERROR');
  });

  it('takes a recovery code once', async () => {
    const m = await newMember();
    const token = await tokenOf(m);
    const { recoveryCodes } = await turnOn(token);
    const login = async () => expectOk(await passwordLogin(m), twoFactorChallengeSchema).challenge;
    expectOk(await secondStep(await login(), recoveryCodes[3]!), loginResultSchema);
    expectFail(await secondStep(await login(), recoveryCodes[3]!), 401, 'TWO_FACTOR_INVALID');
    expect((await config(token)).recoveryCodesLeft).toBe(9);
  });

  it("counts wrong codes towards the account's login throttle", async () => {
    const m = await newMember();
    const { secret } = await turnOn(await tokenOf(m));
    const { challenge } = expectOk(await passwordLogin(m), twoFactorChallengeSchema);
    for (let i = 0; i < 5; i += 1)
      expectFail(await secondStep(challenge, wrongCode(secret)), 401, 'TWO_FACTOR_INVALID');
    const waiting = await secondStep(challenge, codeAt(secret));
    expectFail(waiting, 429, 'RATE_LIMITED');
    // The password step now wants the captcha too (3+ failures of the account).
    const password = await passwordLogin(m);
    expectFail(password, 429, 'RATE_LIMITED');
    clock.advance(60);
    expectFail(await passwordLogin(m), 400, 'CAPTCHA_INVALID');
    // The code still works after the wait, and clears the account's failures.
    expectOk(await secondStep(challenge, codeAt(secret)), loginResultSchema);
  });

  it('asks for the code after an SMS login and after a new password by phone', async () => {
    const m = await newMember();
    const { secret } = await turnOn(await tokenOf(m));
    const phone = { mobileNum: m.mobileNum, countryDialingCode: '855' };
    const smsCode = async () => {
      clock.advance(61);
      expectOk(
        await t.app.inject({ method: 'POST', url: routes.smsNoLogin.path, payload: phone }),
        smsResultSchema,
      );
      const [message] = expectOk(
        await t.app.inject({
          method: 'GET',
          url: devRoutes.devOutbox.path,
          query: { recipient: `855${m.mobileNum}` },
        }),
        z.array(outboxMessageSchema),
      );
      return message!.code!;
    };
    const bySms = expectOk(
      await injectEncrypted(t.app, 'POST', routes.sessionLogin.path, {
        type: 'sms',
        ...phone,
        verificationCode: await smsCode(),
      }),
      twoFactorChallengeSchema,
    );
    expectOk(await secondStep(bySms.challenge, codeAt(secret)), loginResultSchema);

    const byPhone: TwoFactorChallenge = expectOk(
      await injectEncrypted(t.app, 'POST', routes.passwordByPhone.path, {
        ...phone,
        verificationCode: await smsCode(),
        newPassword: 'Another#Pass2026',
      }),
      twoFactorChallengeSchema,
    );
    clock.advance(30);
    expectOk(await secondStep(byPhone.challenge, codeAt(secret)), loginResultSchema);
  });
});

describe('login history', () => {
  it('records failures and successes with the reason, address and browser; newest first, paged', async () => {
    const m = await newMember();
    expectFail(
      await passwordLogin(m, { password: 'Wrong#Pass1', ip: '198.51.100.7' }),
      401,
      'WRONG_CREDENTIALS',
    );
    clock.advance(1);
    const token = expectOk(
      await passwordLogin(m, { ua: IPHONE_UA, ip: '198.51.100.8' }),
      loginResultSchema,
    ).token;
    const { secret } = await turnOn(token);
    const { challenge } = expectOk(await passwordLogin(m), twoFactorChallengeSchema);
    clock.advance(1);
    expectFail(await secondStep(challenge, 'zzzzz-zzzzz'), 401, 'TWO_FACTOR_INVALID');
    clock.advance(1);
    expectOk(await secondStep(challenge, codeAt(secret)), loginResultSchema);

    const page = expectOk(
      await get(securityRoutes.loginHistory.path, bearer(token)),
      loginHistorySchema,
    );
    expect(page.total).toBe(4);
    expect(page.list.map((e) => [e.success, e.reason])).toEqual([
      [true, null],
      [false, 'TWO_FACTOR'],
      [true, null],
      [false, 'PASSWORD'],
    ]);
    expect(page.list[2]).toMatchObject({
      ip: '198.51.100.8',
      device: 'H5',
      browser: 'Safari 17',
      os: 'iOS 17.5',
    });
    expect(page.list[3]!.ip).toBe('198.51.100.7');

    const second = expectOk(
      await get(securityRoutes.loginHistory.path, bearer(token), { pageNo: '2', pageSize: '3' }),
      loginHistorySchema,
    );
    expect([second.pageNum, second.totalPages, second.list.length]).toEqual([2, 2, 1]);
    expect(second.list[0]!.reason).toBe('PASSWORD');

    // Another member sees only their own.
    const other = await newMember();
    const theirs = expectOk(
      await get(securityRoutes.loginHistory.path, bearer(await tokenOf(other))),
      loginHistorySchema,
    );
    expect(theirs.list).toHaveLength(1);

    // 90 days.
    clock.advance(91 * 86400);
    const later = await tokenOf(other);
    expect(
      expectOk(await get(securityRoutes.loginHistory.path, bearer(later)), loginHistorySchema)
        .total,
    ).toBe(1);
  });

  it('refuses bad paging', async () => {
    const token = await tokenOf(await newMember());
    for (const query of [{ pageNo: '0' }, { pageSize: '51' }, { pageNo: 'x' }] as Record<
      string,
      string
    >[])
      expectFail(
        await get(securityRoutes.loginHistory.path, bearer(token), query),
        400,
        'VALIDATION_ERROR',
      );
  });
});

describe('active sessions', () => {
  it('lists live sessions, ends one other, then every other; the ended tokens die', async () => {
    const m = await newMember();
    const phone = await tokenOf(m, ANDROID_UA);
    clock.advance(60);
    const tablet = await tokenOf(m, IPHONE_UA);
    clock.advance(60);
    const laptop = await tokenOf(m, 'Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0');
    clock.advance(60);
    // Renewal moves "last seen".
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: routes.sessionRenew.path,
          headers: bearer(tablet),
        })
      ).statusCode,
    ).toBe(200);

    const { list } = expectOk(
      await get(securityRoutes.activeSessions.path, bearer(phone)),
      activeSessionsSchema,
    );
    expect(list).toHaveLength(3);
    expect(list[0]).toMatchObject({ current: true, browser: 'Chrome 126', os: 'Android 14' });
    expect(list[1]).toMatchObject({ current: false, browser: 'Safari 17' });
    expect(list[1]!.lastSeenAt).toBe(clock.now().toISOString());
    expect(list[2]).toMatchObject({ current: false, browser: 'Firefox 128', os: 'Linux' });
    expect(list[2]!.startedAt).toBe(list[2]!.lastSeenAt);

    // Ending the tablet's session.
    const end = (id: number | string, token: string) =>
      t.app.inject({
        method: 'DELETE',
        url: securityRoutes.activeSessionEnd.path.replace(':id', String(id)),
        headers: bearer(token),
      });
    expect(expectOk(await end(list[1]!.id, phone), sessionsEndedSchema)).toEqual({ ended: 1 });
    expectFail(await get(routes.memberInfo.path, bearer(tablet)), 401, 'SESSION_EXPIRED');
    expectFail(await end(list[1]!.id, phone), 404, 'NOT_FOUND');
    // Not this one (logout does that), and not another member's.
    expectFail(await end(list[0]!.id, phone), 404, 'NOT_FOUND');
    const stranger = await tokenOf(await newMember());
    expectFail(await end(list[2]!.id, stranger), 404, 'NOT_FOUND');
    expect((await get(routes.memberInfo.path, bearer(laptop))).statusCode).toBe(200);
    for (const bad of ['abc', '0', '-1', '1.5'])
      expectFail(await end(bad, phone), 400, 'VALIDATION_ERROR');

    // Log out of other devices.
    const second = await tokenOf(m, IPHONE_UA);
    const others = await t.app.inject({
      method: 'POST',
      url: securityRoutes.activeSessionsEndOthers.path,
      headers: bearer(phone),
    });
    expect(expectOk(others, sessionsEndedSchema)).toEqual({ ended: 2 });
    expectFail(await get(routes.memberInfo.path, bearer(laptop)), 401, 'SESSION_EXPIRED');
    expectFail(await get(routes.memberInfo.path, bearer(second)), 401, 'SESSION_EXPIRED');
    expect((await get(routes.memberInfo.path, bearer(phone))).statusCode).toBe(200);
    const after = expectOk(
      await get(securityRoutes.activeSessions.path, bearer(phone)),
      activeSessionsSchema,
    );
    expect(after.list.map((s) => s.current)).toEqual([true]);
    expectFail(
      await t.app.inject({ method: 'GET', url: securityRoutes.activeSessions.path }),
      401,
      'NOT_LOGGED_IN',
    );
  });
});

describe('security questions', () => {
  it('lists 8 questions in the asked language (Khmer by default)', async () => {
    const token = await tokenOf(await newMember());
    const km = expectOk(
      await get(securityRoutes.securityQuestions.path, bearer(token)),
      securityQuestionListSchema,
    );
    expect(km.list).toHaveLength(8);
    expect(km.list[0]!.text).toMatch(/[\u1780-\u17ff]/);
    const en = expectOk(
      await get(securityRoutes.securityQuestions.path, bearer(token), { language: 'EN' }),
      securityQuestionListSchema,
    );
    expect(en.list[1]).toEqual({ id: 2, text: 'In which city were you born?' });
    const zh = expectOk(
      await get(securityRoutes.securityQuestions.path, bearer(token), { language: 'CN' }),
      securityQuestionListSchema,
    );
    expect(zh.list[1]!.text).toBe('您出生在哪个城市？');
    expectFail(
      await get(securityRoutes.securityQuestions.path, bearer(token), { language: 'xx' }),
      400,
      'VALIDATION_ERROR',
    );
  });

  it('sets 2 or 3 answers with the login password, stores only argon2id hashes, shows which', async () => {
    const m = await newMember();
    const token = await tokenOf(m);
    const read = async () =>
      expectOk(
        await get(securityRoutes.customerSecurityQuestions.path, bearer(token), {
          language: 'en',
        }),
        customerSecurityQuestionsSchema,
      );
    expect((await read()).list).toEqual([]);
    const set = (payload: unknown) =>
      sealed(securityRoutes.customerSecurityQuestionsSet.path, payload, token);

    const answers = [
      { questionId: 2, answer: '  Phnom   Penh ' },
      { questionId: 4, answer: 'Lucky' },
    ];
    expectFail(await set({ password: 'Wrong#Pass1', answers }), 401, 'WRONG_CREDENTIALS');
    expectFail(await set({ password: PASSWORD, answers: [answers[0]] }), 400, 'VALIDATION_ERROR');
    expectFail(
      await set({ password: PASSWORD, answers: [answers[0], answers[0]] }),
      400,
      'VALIDATION_ERROR',
    );
    expectFail(
      await set({
        password: PASSWORD,
        answers: [answers[0], { questionId: 999, answer: 'x' }],
      }),
      400,
      'VALIDATION_ERROR',
    );
    expectFail(
      await set({ password: PASSWORD, answers: [answers[0], { questionId: 3, answer: '   ' }] }),
      400,
      'VALIDATION_ERROR',
    );
    expectFail(
      await set({
        password: PASSWORD,
        answers: [...answers, { questionId: 5, answer: 'a' }, { questionId: 6, answer: 'b' }],
      }),
      400,
      'VALIDATION_ERROR',
    );

    expectOk(await set({ password: PASSWORD, answers }), doneSchema);
    const mine = await read();
    expect(mine.list.map((q) => [q.questionId, q.text])).toEqual([
      [2, 'In which city were you born?'],
      [4, 'What was the name of your first pet?'],
    ]);
    expect(JSON.stringify(mine)).not.toMatch(/penh|lucky/i);
    const [stored] = await t.database.db
      .select({ hash: memberSecurityAnswers.answerHash })
      .from(memberSecurityAnswers)
      .where(
        and(eq(memberSecurityAnswers.memberId, m.id), eq(memberSecurityAnswers.questionId, 2)),
      );
    expect(stored!.hash).toMatch(/^\$argon2id\$/);
    // Normalised before hashing: trim, case and inner spaces do not matter.
    expect(await t.app.services.core.passwords.verify(stored!.hash, 'phnom penh')).toBe(true);
    expect((await config(token)).securityQuestions).toBe(2);

    // Three replace the two.
    expectOk(
      await set({
        password: PASSWORD,
        answers: [
          { questionId: 1, answer: 'Wat Phnom Primary School' },
          { questionId: 7, answer: 'Nokia 3310' },
          { questionId: 8, answer: 'Phnom Penh Crown' },
        ],
      }),
      doneSchema,
    );
    expect((await read()).list.map((q) => q.questionId)).toEqual([1, 7, 8]);

    // Another member's view is their own.
    const other = await tokenOf(await newMember());
    expect(
      expectOk(
        await get(securityRoutes.customerSecurityQuestions.path, bearer(other)),
        customerSecurityQuestionsSchema,
      ).list,
    ).toEqual([]);
  });
});
