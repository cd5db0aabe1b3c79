import { kycStateSchema, opsKycDetailSchema, opsKycPageSchema } from '@app/contracts/kyc';
import { kycRoutes } from '@app/contracts/kyc-routes';
import { opsAuditPageSchema, type OperatorRole } from '@app/contracts/operator';
import { opsRoutes } from '@app/contracts/ops-routes';
import { uploadRoutes } from '@app/contracts/upload-routes';
import { memberFileSchema } from '@app/contracts/uploads';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { createTestClock } from './helpers/clock';
import { expectFail, expectOk } from './helpers/envelope';
import { authHeader, createMember } from './helpers/member-fixtures';
import { opsPath, opsSignIn, type OpsClient, signInNewOperator } from './helpers/ops';

// Issue 14: identity verification, from the member's upload to support's review.
const clock = createTestClock(new Date('2026-11-24T10:00:00Z'));
let t: TestApp;
let admin: OpsClient;
const staff = new Map<OperatorRole, OpsClient>();

type Headers = Record<string, string>;

async function member(type = 0) {
  const username = `k${Math.random().toString(36).slice(2, 10)}`;
  const id = await createMember(t, { type, username });
  return { id, username, headers: await authHeader(t.app, id) };
}

async function upload(headers: Headers, purpose = 'KYC') {
  const png = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#47a' } })
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

const state = (headers: Headers) =>
  t.app.inject({ method: 'GET', url: kycRoutes.kycState.path, headers });
const submit = (headers: Headers, fileIds: unknown) =>
  t.app.inject({
    method: 'POST',
    url: kycRoutes.kycSubmit.path,
    headers,
    payload: { fileIds },
  });
const opsGet = (client: OpsClient, url: string) =>
  t.app.inject({ method: 'GET', url, headers: client.headers });
const approve = (client: OpsClient, id: number) =>
  t.app.inject({
    method: 'POST',
    url: opsPath(opsRoutes.opsKycApprove.path, id),
    headers: client.headers,
    payload: {},
  });
const reject = (client: OpsClient, id: number, reason: unknown) =>
  t.app.inject({
    method: 'POST',
    url: opsPath(opsRoutes.opsKycReject.path, id),
    headers: client.headers,
    payload: { reason },
  });
const fileUrl = (fileId: string) => opsRoutes.opsFile.path.replace(':fileId', fileId);

const addOperator = (username: string, role: OperatorRole) =>
  signInNewOperator(t, clock, username, role);

beforeAll(async () => {
  t = await buildTestApp({ services: { clock: clock.now } });
  admin = await opsSignIn(t.app, clock);
  staff.set('support', await addOperator('kyc_support', 'support'));
  staff.set('finance', await addOperator('kyc_finance', 'finance'));
  staff.set('content', await addOperator('kyc_content', 'content'));
});
afterAll(async () => {
  await t.close();
});

describe('the member side', () => {
  it('starts at NONE (upload), goes under review with 1 to 3 own KYC files', async () => {
    const m = await member();
    expect(expectOk(await state(m.headers), kycStateSchema)).toEqual({
      state: 'NONE',
      canSubmit: true,
      submission: null,
    });
    const files = [await upload(m.headers), await upload(m.headers)];
    const sent = expectOk(await submit(m.headers, files), kycStateSchema);
    expect(sent).toMatchObject({
      state: 'REVIEW',
      canSubmit: false,
      submission: { status: 'REVIEW', fileIds: files, reason: null, reviewedAt: null },
    });
    expect(sent.submission!.submittedAt).toBe(clock.now().toISOString());
    expect(expectOk(await state(m.headers), kycStateSchema)).toEqual(sent);
    // A second one while under review is refused.
    expectFail(await submit(m.headers, [await upload(m.headers)]), 409, 'KYC_STATE');
  });

  it('takes 1 to 3 files only, and only the member’s own KYC uploads', async () => {
    const m = await member();
    const other = await member();
    const mine = [
      await upload(m.headers),
      await upload(m.headers),
      await upload(m.headers),
      await upload(m.headers),
    ];
    expectFail(await submit(m.headers, []), 400, 'VALIDATION_ERROR');
    expectFail(await submit(m.headers, mine), 400, 'VALIDATION_ERROR');
    expectFail(await submit(m.headers, ['not-a-file-id']), 400, 'VALIDATION_ERROR');
    expectFail(await submit(m.headers, 'abc'), 400, 'VALIDATION_ERROR');
    expectFail(await submit(m.headers, [await upload(other.headers)]), 404, 'FILE_NOT_FOUND');
    expectFail(await submit(m.headers, [await upload(m.headers, 'AVATAR')]), 404, 'FILE_NOT_FOUND');
    expectFail(await submit(m.headers, ['f'.repeat(32)]), 404, 'FILE_NOT_FOUND');
    expect(expectOk(await state(m.headers), kycStateSchema).state).toBe('NONE');
    // Repeats count once.
    const sent = expectOk(await submit(m.headers, [mine[0], mine[0], mine[1]]), kycStateSchema);
    expect(sent.submission!.fileIds).toEqual([mine[0], mine[1]]);
  });

  it('keeps trial accounts and guests out', async () => {
    const trial = await member(4);
    expectFail(await state(trial.headers), 403, 'TRIAL_NOT_ALLOWED');
    expectFail(await submit(trial.headers, ['a'.repeat(32)]), 403, 'TRIAL_NOT_ALLOWED');
    expectFail(await state({}), 401, 'NOT_LOGGED_IN');
    expectFail(await submit({}, ['a'.repeat(32)]), 401, 'NOT_LOGGED_IN');
  });

  it('lets only one of two submissions at once through', async () => {
    const m = await member();
    const a = await upload(m.headers);
    const b = await upload(m.headers);
    const [ra, rb] = await Promise.all([submit(m.headers, [a]), submit(m.headers, [b])]);
    expect([ra.statusCode, rb.statusCode].sort()).toEqual([200, 409]);
  });
});

describe('the review', () => {
  it('support rejects with a reason, the member sees it and submits again, then is verified', async () => {
    const support = staff.get('support')!;
    const m = await member();
    const first = expectOk(await submit(m.headers, [await upload(m.headers)]), kycStateSchema);
    const id = first.submission!.id;

    expectFail(await reject(support, id, ''), 400, 'VALIDATION_ERROR');
    expectFail(await reject(support, id, 'x'.repeat(501)), 400, 'VALIDATION_ERROR');
    clock.advance(60);
    const rejected = expectOk(
      await reject(support, id, 'The photo is blurred'),
      opsKycDetailSchema,
    );
    expect(rejected).toMatchObject({
      status: 'REJECTED',
      reason: 'The photo is blurred',
      reviewedBy: 'kyc_support',
    });
    // Settled: a second review is refused.
    expectFail(await approve(support, id), 409, 'KYC_STATE');
    expectFail(await reject(admin, id, 'Again'), 409, 'KYC_STATE');

    const seen = expectOk(await state(m.headers), kycStateSchema);
    expect(seen).toMatchObject({
      state: 'REJECTED',
      canSubmit: true,
      submission: { status: 'REJECTED', reason: 'The photo is blurred' },
    });
    expect(seen.submission!.reviewedAt).toBe(clock.now().toISOString());

    const second = expectOk(
      await submit(m.headers, [await upload(m.headers), await upload(m.headers)]),
      kycStateSchema,
    );
    expect(second.state).toBe('REVIEW');
    const detail = expectOk(
      await opsGet(support, opsPath(opsRoutes.opsKyc.path, second.submission!.id)),
      opsKycDetailSchema,
    );
    expect(detail.member).toMatchObject({ id: m.id, username: m.username });
    expect(detail.files.map((f) => f.fileId)).toEqual(second.submission!.fileIds);
    expect(detail.files[0]).toMatchObject({ contentType: 'image/png', width: 320, height: 200 });
    expect(detail.history).toEqual([
      expect.objectContaining({ id, status: 'REJECTED', reason: 'The photo is blurred' }),
    ]);

    expect(expectOk(await approve(support, second.submission!.id), opsKycDetailSchema).status).toBe(
      'VERIFIED',
    );
    expect(expectOk(await state(m.headers), kycStateSchema)).toMatchObject({
      state: 'VERIFIED',
      canSubmit: false,
    });
    // Verified is final.
    expectFail(await submit(m.headers, [await upload(m.headers)]), 409, 'KYC_STATE');

    // Each action is in the audit log with the state before and after.
    const audit = expectOk(
      await opsGet(admin, `${opsRoutes.opsAudit.path}?operator=kyc_support`),
      opsAuditPageSchema,
    );
    const actions = audit.items.map((e) => [e.action, e.targetId, e.reason]);
    expect(actions).toEqual(
      expect.arrayContaining([
        ['kyc.reject', String(id), 'The photo is blurred'],
        ['kyc.approve', String(second.submission!.id), null],
      ]),
    );
  });

  it('settles once when two reviewers act at once', async () => {
    const m = await member();
    const id = expectOk(await submit(m.headers, [await upload(m.headers)]), kycStateSchema)
      .submission!.id;
    const [a, b] = await Promise.all([
      approve(admin, id),
      reject(staff.get('support')!, id, 'Too late'),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
  });

  it('lists those under review first, oldest first, by state and username', async () => {
    const support = staff.get('support')!;
    const older = await member();
    const newer = await member();
    const settled = await member();
    const settledId = expectOk(
      await submit(settled.headers, [await upload(settled.headers)]),
      kycStateSchema,
    ).submission!.id;
    expectOk(await reject(support, settledId, 'Not a document'), opsKycDetailSchema);
    clock.advance(10);
    const olderId = expectOk(
      await submit(older.headers, [await upload(older.headers)]),
      kycStateSchema,
    ).submission!.id;
    clock.advance(10);
    const newerId = expectOk(
      await submit(newer.headers, [await upload(newer.headers)]),
      kycStateSchema,
    ).submission!.id;

    const all = expectOk(
      await opsGet(support, `${opsRoutes.opsKycList.path}?pageSize=100`),
      opsKycPageSchema,
    );
    const ids = all.items.map((r) => r.id);
    const firstSettled = all.items.findIndex((r) => r.status !== 'REVIEW');
    expect(all.items.slice(0, firstSettled).every((r) => r.status === 'REVIEW')).toBe(true);
    expect(all.items.slice(firstSettled).every((r) => r.status !== 'REVIEW')).toBe(true);
    expect(ids.indexOf(olderId)).toBeLessThan(ids.indexOf(newerId));
    expect(ids.indexOf(newerId)).toBeLessThan(ids.indexOf(settledId));

    const review = expectOk(
      await opsGet(support, `${opsRoutes.opsKycList.path}?state=REVIEW&pageSize=100`),
      opsKycPageSchema,
    );
    expect(review.items.every((r) => r.status === 'REVIEW')).toBe(true);
    expect(review.items.map((r) => r.id)).toContain(olderId);

    const byName = expectOk(
      await opsGet(support, `${opsRoutes.opsKycList.path}?q=${newer.username.toUpperCase()}`),
      opsKycPageSchema,
    );
    expect(byName.items.map((r) => r.id)).toEqual([newerId]);
    const byId = expectOk(
      await opsGet(support, `${opsRoutes.opsKycList.path}?q=${settled.id}`),
      opsKycPageSchema,
    );
    expect(byId.items.map((r) => r.id)).toEqual([settledId]);
    const none = expectOk(
      await opsGet(support, `${opsRoutes.opsKycList.path}?q=%25`),
      opsKycPageSchema,
    );
    expect(none.total).toBe(0);

    expectFail(
      await opsGet(support, `${opsRoutes.opsKycList.path}?state=OPEN`),
      400,
      'VALIDATION_ERROR',
    );
    expectFail(
      await opsGet(support, `${opsRoutes.opsKycList.path}?pageSize=0`),
      400,
      'VALIDATION_ERROR',
    );
    expectFail(
      await opsGet(support, opsPath(opsRoutes.opsKyc.path, 'abc')),
      400,
      'VALIDATION_ERROR',
    );
    expectFail(await opsGet(support, opsPath(opsRoutes.opsKyc.path, 999_999)), 404, 'NOT_FOUND');
  });

  it('is support’s and admin’s: finance and content are refused', async () => {
    const m = await member();
    const id = expectOk(await submit(m.headers, [await upload(m.headers)]), kycStateSchema)
      .submission!.id;
    for (const role of ['finance', 'content'] as const) {
      const client = staff.get(role)!;
      expectFail(await opsGet(client, opsRoutes.opsKycList.path), 403, 'NO_PERMISSION');
      expectFail(await opsGet(client, opsPath(opsRoutes.opsKyc.path, id)), 403, 'NO_PERMISSION');
      expectFail(await approve(client, id), 403, 'NO_PERMISSION');
      expectFail(await reject(client, id, 'Not mine'), 403, 'NO_PERMISSION');
    }
    expectOk(await opsGet(admin, opsPath(opsRoutes.opsKyc.path, id)), opsKycDetailSchema);
    // A member's session is not an operator's.
    expectFail(
      await t.app.inject({ method: 'GET', url: opsRoutes.opsKycList.path, headers: m.headers }),
      401,
      'NOT_LOGGED_IN',
    );
  });
});

describe('the documents', () => {
  it('are served to their member and to support, to no one else', async () => {
    const m = await member();
    const other = await member();
    const fileId = await upload(m.headers);
    const own = await t.app.inject({
      method: 'GET',
      url: `/wps/member/files/${fileId}`,
      headers: m.headers,
    });
    expect(own.statusCode).toBe(200);
    expectFail(
      await t.app.inject({
        method: 'GET',
        url: `/wps/member/files/${fileId}`,
        headers: other.headers,
      }),
      404,
      'FILE_NOT_FOUND',
    );
    expectFail(
      await t.app.inject({ method: 'GET', url: `/wps/member/files/${fileId}` }),
      401,
      'NOT_LOGGED_IN',
    );

    const forSupport = await opsGet(staff.get('support')!, fileUrl(fileId));
    expect(forSupport.statusCode).toBe(200);
    expect(forSupport.headers['content-type']).toBe('image/png');
    expect(forSupport.headers['x-content-type-options']).toBe('nosniff');
    expect(forSupport.headers['cache-control']).toMatch(/^private/);
    expect((await sharp(forSupport.rawPayload).metadata()).width).toBe(320);

    expectFail(await opsGet(staff.get('finance')!, fileUrl(fileId)), 403, 'NO_PERMISSION');
    expectFail(
      await t.app.inject({ method: 'GET', url: fileUrl(fileId), headers: m.headers }),
      401,
      'NOT_LOGGED_IN',
    );
    expectFail(await t.app.inject({ method: 'GET', url: fileUrl(fileId) }), 401, 'NOT_LOGGED_IN');
    expectFail(await opsGet(admin, fileUrl('f'.repeat(32))), 404, 'FILE_NOT_FOUND');
    expectFail(await opsGet(admin, fileUrl('not-a-file-id')), 400, 'VALIDATION_ERROR');
  });
});
