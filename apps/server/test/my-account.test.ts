import { memberInfoSchema } from '@app/contracts/account';
import { profileRoutes } from '@app/contracts/profile-routes';
import { routes } from '@app/contracts/routes';
import { uploadRoutes } from '@app/contracts/upload-routes';
import { memberFileSchema } from '@app/contracts/uploads';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { createTestClock } from './helpers/clock';
import { expectFail, expectOk } from './helpers/envelope';
import { authHeader, createMember } from './helpers/member-fixtures';

// Issue 14, my account: the birthday (set once) and an uploaded avatar (PROFPIC3).
const clock = createTestClock(new Date('2026-11-24T10:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ services: { clock: clock.now } });
});
afterAll(async () => {
  await t.close();
});

type Headers = Record<string, string>;

async function member(type = 0) {
  const id = await createMember(t, { type });
  return { id, headers: await authHeader(t.app, id) };
}

const post = (url: string, headers: Headers, payload: object) =>
  t.app.inject({ method: 'POST', url, headers, payload });
const postForm = (url: string, headers: Headers, form: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });
const setBirthday = (headers: Headers, birthday: unknown) =>
  post(profileRoutes.memberInfoBirthday.path, headers, { birthday });

async function uploadAvatar(headers: Headers, purpose = 'AVATAR') {
  const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#c44' } })
    .png()
    .toBuffer();
  const res = await t.app.inject({
    method: 'POST',
    url: `${uploadRoutes.memberFileUpload.path}?purpose=${purpose}`,
    headers: { ...headers, 'content-type': 'image/png' },
    payload: png,
  });
  return expectOk(res, memberFileSchema).fileId;
}

describe('POST /wps/member/info/birthday', () => {
  it('sets a real date once, answers the member info, and accepts the same date again', async () => {
    const { headers } = await member();
    const info = expectOk(await setBirthday(headers, ' 1990-02-28 '), memberInfoSchema);
    expect(info.birthday).toBe('1990-02-28');
    expectOk(await setBirthday(headers, '1990-02-28'), memberInfoSchema);
    expectFail(await setBirthday(headers, '1991-03-01'), 409, 'BIRTHDAY_LOCKED');
    const again = expectOk(
      await t.app.inject({ method: 'GET', url: routes.memberInfo.path, headers }),
      memberInfoSchema,
    );
    expect(again.birthday).toBe('1990-02-28');
  });

  it('refuses dates that are not real, before 1900 or after today', async () => {
    const { headers } = await member();
    for (const bad of ['1990-02-30', '2001-13-01', '1899-12-31', '2026-11-25', '2030-01-01'])
      expectFail(await setBirthday(headers, bad), 400, 'FIELD_FORMAT');
    for (const bad of ['', '1990/01/01', '19900101', '1990-1-1', 19900101, null, 'x'.repeat(300)])
      expectFail(await setBirthday(headers, bad), 400, 'VALIDATION_ERROR');
    expect(
      expectOk(
        await t.app.inject({ method: 'GET', url: routes.memberInfo.path, headers }),
        memberInfoSchema,
      ).birthday,
    ).toBeNull();
  });

  it('refuses anyone under 18 (the day before the 18th birthday), accepts 18 on the day', async () => {
    const { headers } = await member();
    expectFail(await setBirthday(headers, '2008-11-25'), 400, 'AGE_RESTRICTED');
    expectFail(await setBirthday(headers, '2026-11-24'), 400, 'AGE_RESTRICTED');
    expect(expectOk(await setBirthday(headers, '2008-11-24'), memberInfoSchema).birthday).toBe(
      '2008-11-24',
    );
  });

  it('keeps trial accounts and guests out', async () => {
    const trial = await member(4);
    expectFail(await setBirthday(trial.headers, '1990-01-01'), 403, 'TRIAL_NOT_ALLOWED');
    expectFail(await setBirthday({}, '1990-01-01'), 401, 'NOT_LOGGED_IN');
  });
});

describe('profile edits with bad input', () => {
  it('refuses a nickname or payee name that is too long, and a second payee name', async () => {
    const { headers } = await member();
    expectFail(
      await post(routes.memberInfoNickname.path, headers, { nickname: 'n'.repeat(31) }),
      400,
      'VALIDATION_ERROR',
    );
    expectOk(
      await post(routes.memberInfoNickname.path, headers, { nickname: 'n'.repeat(30) }),
      memberInfoSchema,
    );
    expectFail(
      await post(routes.memberInfoPayeeName.path, headers, { payeeName: 'p'.repeat(61) }),
      400,
      'VALIDATION_ERROR',
    );
    expectOk(
      await post(routes.memberInfoPayeeName.path, headers, { payeeName: 'Chan Sophea' }),
      memberInfoSchema,
    );
    expectFail(
      await post(routes.memberInfoPayeeName.path, headers, { payeeName: 'Other Name' }),
      409,
      'PAYEE_NAME_LOCKED',
    );
    expectFail(
      await post(routes.memberInfoEmail.path, headers, { email: `${'e'.repeat(120)}@example.com` }),
      400,
      'VALIDATION_ERROR',
    );
  });
});

describe('uploaded avatars (PROFPIC3)', () => {
  beforeEach(async () => {
    await t.app.services.core.operatorSettings.setFlag('PROFPIC3', true);
  });
  afterAll(async () => {
    await t.app.services.core.operatorSettings.setFlag('PROFPIC3', true);
  });

  it('sets the member’s own AVATAR upload (form or JSON) and answers it in the member info', async () => {
    const { headers } = await member();
    const fileId = await uploadAvatar(headers);
    const info = expectOk(
      await postForm(routes.memberInfoIconSet.path, headers, { icon: `file:${fileId}` }),
      memberInfoSchema,
    );
    expect(info.icon).toBe(`file:${fileId}`);
    const read = await t.app.inject({
      method: 'GET',
      url: `/wps/member/files/${fileId}`,
      headers,
    });
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toMatch(/^image\//);
    // Back to a built-in one.
    expect(
      expectOk(
        await post(routes.memberInfoIconSet.path, headers, { icon: 'avatar-2' }),
        memberInfoSchema,
      ).icon,
    ).toBe('avatar-2');
  });

  it('refuses another member’s file, a file of another purpose, and an unknown id', async () => {
    const owner = await member();
    const other = await member();
    const theirs = await uploadAvatar(other.headers);
    const document = await uploadAvatar(owner.headers, 'KYC');
    for (const icon of [`file:${theirs}`, `file:${document}`, `file:${'a'.repeat(32)}`])
      expectFail(
        await postForm(routes.memberInfoIconSet.path, owner.headers, { icon }),
        404,
        'FILE_NOT_FOUND',
      );
    for (const icon of ['file:', `file:${theirs}0`, `file:${theirs.toUpperCase()}`, '/cdn/x.png'])
      expectFail(
        await postForm(routes.memberInfoIconSet.path, owner.headers, { icon }),
        400,
        'VALIDATION_ERROR',
      );
    expect(
      expectOk(
        await t.app.inject({ method: 'GET', url: routes.memberInfo.path, headers: owner.headers }),
        memberInfoSchema,
      ).icon,
    ).toBeNull();
  });

  it('refuses an uploaded avatar with NO_PERMISSION when PROFPIC3 is off', async () => {
    const { headers } = await member();
    const fileId = await uploadAvatar(headers);
    await t.app.services.core.operatorSettings.setFlag('PROFPIC3', false);
    expectFail(
      await postForm(routes.memberInfoIconSet.path, headers, { icon: `file:${fileId}` }),
      403,
      'NO_PERMISSION',
    );
  });
});
