import { iconListSchema, memberInfoSchema } from '@app/contracts/account';
import { routes } from '@app/contracts/routes';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { maskMobile } from '../src/services/member-info-service';
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

type Headers = Record<string, string>;

const getInfo = (headers: Headers = {}) =>
  t.app.inject({ method: 'GET', url: routes.memberInfo.path, headers });

const postJson = (url: string, headers: Headers, payload: object) =>
  t.app.inject({ method: 'POST', url, headers, payload });

const postForm = (url: string, headers: Headers, form: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });

async function member(fixture: Parameters<typeof createMember>[1] = {}) {
  const id = await createMember(t, fixture);
  return { id, headers: await authHeader(t.app, id) };
}

describe('maskMobile', () => {
  it('keeps only the last 4 digits', () => {
    expect(maskMobile('12345678')).toBe('****5678');
    expect(maskMobile('987654321012')).toBe('********1012');
    expect(maskMobile('1234')).toBe('1234');
    expect(maskMobile(null)).toBeNull();
  });
});

describe('GET /wps/member/info', () => {
  it('needs a session', async () => {
    expectFail(await getInfo(), 401, 'NOT_LOGGED_IN');
    expectFail(
      await getInfo({ authorization: 'Bearer unknown-token-unknown-token-xx' }),
      401,
      'SESSION_EXPIRED',
    );
  });

  it('shows the seeded demo member with a VIP label and a masked mobile number', async () => {
    const id = await t.app.services.member.info.idByUsername('demo01');
    const res = await getInfo(await authHeader(t.app, id!));
    expect(res.headers['cache-control']).toBe('no-store');
    const info = expectOk(res, memberInfoSchema);
    expect(info).toMatchObject({
      id,
      type: 0,
      account: 'demo01',
      nickname: 'Demo Player',
      clubLabel: { labelName: 'VIP 1' },
      vip: true,
      email: 'demo01@example.com',
      mobileNum: '****5678',
      countryDialingCode: '855',
    });
    expect(res.body).not.toContain('12345678');
    expect(Date.parse(info.registeredAt)).not.toBeNaN();
  });

  it('says no VIP when the member has no label', async () => {
    const { headers } = await member({ vipLabel: null });
    expect(expectOk(await getInfo(headers), memberInfoSchema)).toMatchObject({
      vip: false,
      clubLabel: null,
      mobileNum: null,
      icon: null,
    });
  });

  it('works for trial accounts', async () => {
    const { id, headers } = await member({ type: 4 });
    expect(expectOk(await getInfo(headers), memberInfoSchema)).toMatchObject({ id, type: 4 });
  });
});

describe('member info edits', () => {
  it('changes the nickname (JSON or form) and refuses a bad one', async () => {
    const { headers } = await member();
    const info = expectOk(
      await postJson(routes.memberInfoNickname.path, headers, { nickname: '  Lucky Star ' }),
      memberInfoSchema,
    );
    expect(info.nickname).toBe('Lucky Star');
    const viaForm = expectOk(
      await postForm(routes.memberInfoNickname.path, headers, { nickname: 'Formed' }),
      memberInfoSchema,
    );
    expect(viaForm.nickname).toBe('Formed');
    expectFail(
      await postJson(routes.memberInfoNickname.path, headers, { nickname: '   ' }),
      400,
      'VALIDATION_ERROR',
    );
    expectFail(
      await postJson(routes.memberInfoNickname.path, headers, { nickname: 'x'.repeat(200) }),
      400,
      'VALIDATION_ERROR',
    );
    expectFail(
      await postJson(routes.memberInfoNickname.path, {}, { nickname: 'x' }),
      401,
      'NOT_LOGGED_IN',
    );
    expect(expectOk(await getInfo(headers), memberInfoSchema).nickname).toBe('Formed');
  });

  it('changes the email, refusing one another member uses (any case) and bad ones', async () => {
    const { headers } = await member();
    const info = expectOk(
      await postJson(routes.memberInfoEmail.path, headers, { email: 'new.one@example.com' }),
      memberInfoSchema,
    );
    expect(info.email).toBe('new.one@example.com');
    // Setting one's own address again is fine.
    expectOk(
      await postJson(routes.memberInfoEmail.path, headers, { email: 'NEW.ONE@example.com' }),
      memberInfoSchema,
    );
    expectFail(
      await postJson(routes.memberInfoEmail.path, headers, { email: 'DEMO01@example.com' }),
      409,
      'EMAIL_TAKEN',
    );
    expectFail(
      await postJson(routes.memberInfoEmail.path, headers, { email: 'not-an-email' }),
      400,
      'VALIDATION_ERROR',
    );
    expect(expectOk(await getInfo(headers), memberInfoSchema).email).toBe('NEW.ONE@example.com');
  });

  it('gives an address to only one of two members asking at once', async () => {
    const a = await member();
    const b = await member();
    const [ra, rb] = await Promise.all([
      postJson(routes.memberInfoEmail.path, a.headers, { email: 'race@example.com' }),
      postJson(routes.memberInfoEmail.path, b.headers, { email: 'race@example.com' }),
    ]);
    expect([ra.statusCode, rb.statusCode].sort()).toEqual([200, 409]);
  });

  it('sets the payee name once and refuses an empty or a different one', async () => {
    const { headers } = await member();
    expect(
      expectOk(
        await postJson(routes.memberInfoPayeeName.path, headers, { payeeName: 'Sok Dara' }),
        memberInfoSchema,
      ).payeeName,
    ).toBe('Sok Dara');
    expectFail(
      await postJson(routes.memberInfoPayeeName.path, headers, { payeeName: '' }),
      400,
      'VALIDATION_ERROR',
    );
    // The same name again is fine (a retried save); another one is refused.
    expectOk(
      await postJson(routes.memberInfoPayeeName.path, headers, { payeeName: 'Sok Dara' }),
      memberInfoSchema,
    );
    expectFail(
      await postJson(routes.memberInfoPayeeName.path, headers, { payeeName: 'Someone Else' }),
      409,
      'PAYEE_NAME_LOCKED',
    );
  });

  it('keeps trial accounts from editing', async () => {
    const { headers } = await member({ type: 4 });
    for (const [url, payload] of [
      [routes.memberInfoNickname.path, { nickname: 'Trial' }],
      [routes.memberInfoEmail.path, { email: 'trial@example.com' }],
      [routes.memberInfoPayeeName.path, { payeeName: 'Trial' }],
      [routes.memberInfoIconSet.path, { icon: 'avatar-1' }],
    ] as const) {
      expectFail(await postJson(url, headers, payload), 403, 'TRIAL_NOT_ALLOWED');
    }
  });
});

describe('profile pictures (PROFPIC3)', () => {
  beforeEach(async () => {
    await t.app.services.core.operatorSettings.setFlag('PROFPIC3', true);
  });
  afterAll(async () => {
    await t.app.services.core.operatorSettings.setFlag('PROFPIC3', true);
  });

  it('lists the 12 avatars and the current one, and sets one by form post', async () => {
    const { headers } = await member();
    const listed = expectOk(
      await t.app.inject({ method: 'GET', url: routes.memberInfoIcons.path, headers }),
      iconListSchema,
    );
    expect(listed.icons).toEqual(Array.from({ length: 12 }, (_, i) => `avatar-${i + 1}`));
    expect(listed.current).toBeNull();

    const info = expectOk(
      await postForm(routes.memberInfoIconSet.path, headers, { icon: 'avatar-7' }),
      memberInfoSchema,
    );
    expect(info.icon).toBe('avatar-7');
    const again = expectOk(
      await t.app.inject({ method: 'GET', url: routes.memberInfoIcons.path, headers }),
      iconListSchema,
    );
    expect(again.current).toBe('avatar-7');
  });

  it('refuses an avatar that does not exist', async () => {
    const { headers } = await member();
    expectFail(
      await postForm(routes.memberInfoIconSet.path, headers, { icon: 'avatar-13' }),
      400,
      'FIELD_FORMAT',
    );
    expectFail(
      await postForm(routes.memberInfoIconSet.path, headers, { icon: '../etc/passwd' }),
      400,
      'VALIDATION_ERROR',
    );
  });

  it('answers NO_PERMISSION when the flag is off', async () => {
    const { headers } = await member();
    await t.app.services.core.operatorSettings.setFlag('PROFPIC3', false);
    expectFail(
      await t.app.inject({ method: 'GET', url: routes.memberInfoIcons.path, headers }),
      403,
      'NO_PERMISSION',
    );
    expectFail(
      await postForm(routes.memberInfoIconSet.path, headers, { icon: 'avatar-1' }),
      403,
      'NO_PERMISSION',
    );
  });
});
