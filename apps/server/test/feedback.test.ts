import {
  feedbackItemSchema,
  feedbackPageSchema,
  opsFeedbackPageSchema,
  opsFeedbackSchema,
} from '@app/contracts/feedback';
import { feedbackRoutes } from '@app/contracts/feedback-routes';
import {
  FEEDBACK_MAX_WORDS,
  FEEDBACK_MIN_WORDS,
  FEEDBACK_PER_DAY,
} from '@app/contracts/feedback-constants';
import { opsAuditPageSchema, type OperatorRole } from '@app/contracts/operator';
import { opsRoutes } from '@app/contracts/ops-routes';
import { uploadRoutes } from '@app/contracts/upload-routes';
import { memberFileSchema } from '@app/contracts/uploads';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { createTestClock } from './helpers/clock';
import { expectFail, expectOk, failDetails } from './helpers/envelope';
import { authHeader, createMember } from './helpers/member-fixtures';
import { opsPath, opsSignIn, type OpsClient, signInNewOperator } from './helpers/ops';

const clock = createTestClock(new Date('2026-12-01T08:00:00Z'));
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ services: { clock: clock.now } });
});
afterAll(async () => {
  await t.close();
});

type Headers = Record<string, string>;

async function member(type = 0, username?: string) {
  const id = await createMember(t, { type, ...(username ? { username } : {}) });
  return { id, headers: await authHeader(t.app, id) };
}

const png = (seed = 0) =>
  sharp({
    create: { width: 120, height: 90, channels: 3, background: { r: seed % 256, g: 120, b: 80 } },
  })
    .png()
    .toBuffer();

async function uploadImage(headers: Headers, purpose = 'FEEDBACK', seed = 0): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: `${uploadRoutes.memberFileUpload.path}?purpose=${purpose}`,
    headers: { ...headers, 'content-type': 'image/png' },
    payload: await png(seed),
  });
  return expectOk(res, memberFileSchema).fileId;
}

const submit = (headers: Headers, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: feedbackRoutes.feedbackSubmit.path, headers, payload });

const listOwn = (headers: Headers, query = '') =>
  t.app.inject({ method: 'GET', url: `${feedbackRoutes.feedbackList.path}${query}`, headers });

const words = (n: number, word = 'word') => Array.from({ length: n }, () => word).join(' ');
const validText = 'I cannot withdraw my winnings since yesterday evening';
const boundsSchema = z.object({ min: z.number(), max: z.number() });

describe('POST /wps/member/feedback', () => {
  it('stores a valid feedback with its images, NEW and not handled', async () => {
    const m = await member();
    const fileId = await uploadImage(m.headers);
    const item = expectOk(
      await submit(m.headers, {
        category: 'withdrawal',
        text: `  ${validText}  `,
        remark: 'Order W123',
        fileIds: [fileId],
      }),
      feedbackItemSchema,
    );
    expect(item).toMatchObject({
      category: 'withdrawal',
      text: validText,
      remark: 'Order W123',
      fileIds: [fileId],
      status: 'NEW',
      handledAt: null,
    });
    // No remark and no images are fine; an empty remark is none.
    const bare = expectOk(
      await submit(m.headers, { category: 'suggestion', text: validText, remark: '  ' }),
      feedbackItemSchema,
    );
    expect(bare).toMatchObject({ remark: null, fileIds: [] });
  });

  it('counts words in English: fewer than 5 or more than 500 are refused with the bounds', async () => {
    const m = await member();
    for (const text of [
      words(FEEDBACK_MIN_WORDS - 1),
      words(FEEDBACK_MAX_WORDS + 1),
      '!!! ... ???',
    ]) {
      const res = await submit(m.headers, { category: 'other', text });
      expectFail(res, 400, 'FEEDBACK_WORDS');
      expect(failDetails(res, boundsSchema)).toEqual({
        min: FEEDBACK_MIN_WORDS,
        max: FEEDBACK_MAX_WORDS,
      });
    }
    // Punctuation is not a word: four words and a lot of commas are still four.
    expectFail(
      await submit(m.headers, { category: 'other', text: 'one , two , three , four ,,,' }),
      400,
      'FEEDBACK_WORDS',
    );
    expectOk(
      await submit(m.headers, { category: 'other', text: words(FEEDBACK_MIN_WORDS) }),
      feedbackItemSchema,
    );
    expectOk(
      await submit(m.headers, { category: 'other', text: words(FEEDBACK_MAX_WORDS) }),
      feedbackItemSchema,
    );
  });

  it('counts words in Khmer, which has no spaces between them', async () => {
    const m = await member();
    // "I want to deposit money" in four words, no spaces: too few.
    const short = await submit(m.headers, { category: 'deposit', text: 'ខ្ញុំចង់ដាក់ប្រាក់' });
    expectFail(short, 400, 'FEEDBACK_WORDS');
    expect(failDetails(short, boundsSchema)).toEqual({ min: 5, max: 500 });
    // One run of Khmer without spaces, well over five words: accepted.
    const item = expectOk(
      await submit(m.headers, {
        category: 'deposit',
        text: 'ខ្ញុំចង់ដាក់ប្រាក់ប៉ុន្តែមិនបានទេសូមជួយខ្ញុំផង',
      }),
      feedbackItemSchema,
    );
    expect(item.status).toBe('NEW');
    // A long Khmer text without spaces is over the limit even though it is "one word" by spaces.
    expectFail(
      await submit(m.headers, { category: 'deposit', text: 'ខ្ញុំចង់ដាក់ប្រាក់'.repeat(130) }),
      400,
      'FEEDBACK_WORDS',
    );
  });

  it('refuses a remark over 140 characters, a missing text and an unknown category', async () => {
    const m = await member();
    expectFail(
      await submit(m.headers, { category: 'games', text: validText, remark: 'x'.repeat(141) }),
      400,
      'VALIDATION_ERROR',
    );
    expectOk(
      await submit(m.headers, { category: 'games', text: validText, remark: 'ក'.repeat(140) }),
      feedbackItemSchema,
    );
    expectFail(await submit(m.headers, { category: 'games' }), 400, 'VALIDATION_ERROR');
    expectFail(await submit(m.headers, { category: 'games', text: '' }), 400, 'VALIDATION_ERROR');
    expectFail(
      await submit(m.headers, { category: 'lottery-win', text: validText }),
      400,
      'VALIDATION_ERROR',
    );
    expectFail(
      await submit(m.headers, { category: 'games', text: validText, fileIds: ['../etc/passwd'] }),
      400,
      'VALIDATION_ERROR',
    );
  });

  it('takes at most 3 images, only the member’s own FEEDBACK uploads', async () => {
    const m = await member();
    const ids = [];
    for (let i = 0; i < 4; i += 1) ids.push(await uploadImage(m.headers, 'FEEDBACK', i));
    const four = await submit(m.headers, { category: 'games', text: validText, fileIds: ids });
    expectFail(four, 409, 'UPLOAD_TOO_MANY');
    expect(failDetails(four, z.object({ max: z.number() }))).toEqual({ max: 3 });
    // The same image twice is one image.
    const twice = expectOk(
      await submit(m.headers, {
        category: 'games',
        text: validText,
        fileIds: [ids[0], ids[0], ids[1]],
      }),
      feedbackItemSchema,
    );
    expect(twice.fileIds).toEqual([ids[0], ids[1]]);

    const other = await member();
    const theirs = await uploadImage(other.headers);
    expectFail(
      await submit(m.headers, { category: 'games', text: validText, fileIds: [theirs] }),
      404,
      'FILE_NOT_FOUND',
    );
    // Their own upload, but for another purpose.
    const avatar = await uploadImage(m.headers, 'AVATAR');
    expectFail(
      await submit(m.headers, { category: 'games', text: validText, fileIds: [avatar] }),
      404,
      'FILE_NOT_FOUND',
    );
    expectFail(
      await submit(m.headers, { category: 'games', text: validText, fileIds: ['0'.repeat(32)] }),
      404,
      'FILE_NOT_FOUND',
    );
  });

  it('refuses a trial account (403) and a guest (401)', async () => {
    const trial = await member(4);
    expectFail(
      await submit(trial.headers, { category: 'other', text: validText }),
      403,
      'TRIAL_NOT_ALLOWED',
    );
    expectFail(await listOwn(trial.headers), 403, 'TRIAL_NOT_ALLOWED');
    expectFail(await submit({}, { category: 'other', text: validText }), 401, 'NOT_LOGGED_IN');
    expectFail(await listOwn({}), 401, 'NOT_LOGGED_IN');
  });

  it(`takes at most ${FEEDBACK_PER_DAY} a rolling day`, async () => {
    const m = await member();
    for (let i = 0; i < FEEDBACK_PER_DAY; i += 1)
      expectOk(
        await submit(m.headers, { category: 'other', text: `${validText} ${i}` }),
        feedbackItemSchema,
      );
    const res = await submit(m.headers, { category: 'other', text: validText });
    expectFail(res, 429, 'RATE_LIMITED');
    expect(failDetails(res, z.object({ max: z.number() }))).toEqual({ max: FEEDBACK_PER_DAY });
    clock.advance(24 * 60 * 60 + 1);
    const later = await authHeader(t.app, m.id);
    expectOk(await submit(later, { category: 'other', text: validText }), feedbackItemSchema);
  });
});

describe('GET /wps/member/feedback', () => {
  it('lists only the member’s own feedback, newest first, paged', async () => {
    const m = await member();
    const other = await member();
    expectOk(
      await submit(other.headers, { category: 'games', text: `${validText} (other)` }),
      feedbackItemSchema,
    );
    for (const n of [1, 2, 3]) {
      expectOk(
        await submit(m.headers, { category: 'account', text: `${validText} number ${n}` }),
        feedbackItemSchema,
      );
      clock.advance(60);
    }
    const first = expectOk(await listOwn(m.headers, '?pageNo=1&pageSize=2'), feedbackPageSchema);
    expect(first).toMatchObject({ pageNum: 1, totalPages: 2, total: 3 });
    expect(first.list.map((f) => f.text)).toEqual([
      `${validText} number 3`,
      `${validText} number 2`,
    ]);
    const second = expectOk(await listOwn(m.headers, '?pageNo=2&pageSize=2'), feedbackPageSchema);
    expect(second.list.map((f) => f.text)).toEqual([`${validText} number 1`]);
    expectFail(await listOwn(m.headers, '?pageSize=500'), 400, 'VALIDATION_ERROR');
    expectFail(await listOwn(m.headers, '?pageNo=0'), 400, 'VALIDATION_ERROR');
    const empty = expectOk(await listOwn((await member()).headers), feedbackPageSchema);
    expect(empty).toEqual({ list: [], pageNum: 1, totalPages: 0, total: 0 });
  });
});

describe('feedback in the console', () => {
  const operatorClient = (role: OperatorRole): Promise<OpsClient> =>
    signInNewOperator(t, clock, `fb_${role}`, role);

  it('lists new first, filters, shows images, marks handled once (audited); roles checked', async () => {
    const support = await operatorClient('support');
    const finance = await operatorClient('finance');
    const content = await operatorClient('content');
    const admin = await opsSignIn(t.app, clock);

    const username = 'fb_member_one';
    const m = await member(0, username);
    const fileId = await uploadImage(m.headers);
    const older = expectOk(
      await submit(m.headers, {
        category: 'deposit',
        text: `${validText} older`,
        fileIds: [fileId],
      }),
      feedbackItemSchema,
    );
    clock.advance(60);
    const newer = expectOk(
      await submit(m.headers, { category: 'games', text: `${validText} newer` }),
      feedbackItemSchema,
    );

    const list = (client: OpsClient, query = '') =>
      t.app.inject({
        method: 'GET',
        url: `${opsRoutes.opsFeedbackList.path}${query}`,
        headers: client.headers,
      });
    const detail = (client: OpsClient, id: number) =>
      t.app.inject({
        method: 'GET',
        url: opsPath(opsRoutes.opsFeedback.path, id),
        headers: client.headers,
      });
    const handle = (client: OpsClient, id: number, payload: Record<string, unknown> = {}) =>
      t.app.inject({
        method: 'POST',
        url: opsPath(opsRoutes.opsFeedbackHandle.path, id),
        headers: client.headers,
        payload,
      });

    // Roles: support and admin read and handle; finance and content are refused.
    for (const client of [finance, content]) {
      expectFail(await list(client), 403, 'NO_PERMISSION');
      expectFail(await detail(client, older.id), 403, 'NO_PERMISSION');
      expectFail(await handle(client, older.id), 403, 'NO_PERMISSION');
    }
    expectFail(
      await t.app.inject({ method: 'GET', url: opsRoutes.opsFeedbackList.path }),
      401,
      'NOT_LOGGED_IN',
    );
    // A member's bearer token is not an operator session.
    expectFail(
      await t.app.inject({
        method: 'GET',
        url: opsRoutes.opsFeedbackList.path,
        headers: m.headers,
      }),
      401,
      'NOT_LOGGED_IN',
    );

    // Searched by the beginning of the username.
    const mine = '?q=FB_member_o';
    const page = expectOk(await list(support, mine), opsFeedbackPageSchema);
    const ids = page.items.map((i) => i.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(page.items.find((i) => i.id === older.id)).toMatchObject({
      memberId: m.id,
      category: 'deposit',
      status: 'NEW',
      fileIds: [fileId],
      handledBy: null,
    });
    const byCategory = expectOk(
      await list(support, `${mine}&category=games`),
      opsFeedbackPageSchema,
    );
    expect(byCategory.items.map((i) => i.id)).toContain(newer.id);
    expect(byCategory.items.map((i) => i.id)).not.toContain(older.id);
    expectFail(await list(support, '?category=nope'), 400, 'VALIDATION_ERROR');
    expectFail(await list(support, '?status=DONE'), 400, 'VALIDATION_ERROR');
    const nobody = expectOk(await list(support, '?q=no_such_member_zz'), opsFeedbackPageSchema);
    expect(nobody.items).toEqual([]);

    const one = expectOk(await detail(support, older.id), opsFeedbackSchema);
    expect(one.images).toEqual([{ fileId, width: 120, height: 90 }]);
    expect(one.username).toBe(username);
    // Support reads the image's bytes through the console's file row (the session's cookie).
    const bytes = await t.app.inject({
      method: 'GET',
      url: opsRoutes.opsFile.path.replace(':fileId', fileId),
      headers: support.headers,
    });
    expect(bytes.statusCode).toBe(200);
    expect(bytes.headers['content-type']).toBe('image/png');
    expectFail(await detail(support, 999_999), 404, 'NOT_FOUND');
    expectFail(await detail(support, 0), 400, 'VALIDATION_ERROR');

    // Mark handled: once; the second is told it is settled; the member's list shows it.
    const handled = expectOk(
      await handle(support, older.id, { note: 'Refunded the deposit' }),
      opsFeedbackSchema,
    );
    expect(handled).toMatchObject({ status: 'HANDLED', handledBy: 'fb_support' });
    expect(handled.handledAt).toBe(clock.now().toISOString());
    expectFail(await handle(admin, older.id), 409, 'REQUEST_SETTLED');
    expectFail(await handle(support, 999_999), 404, 'NOT_FOUND');
    expectFail(await handle(support, newer.id, { note: 'x'.repeat(501) }), 400, 'VALIDATION_ERROR');

    const own = expectOk(await listOwn(m.headers), feedbackPageSchema);
    expect(own.list.find((f) => f.id === older.id)).toMatchObject({
      status: 'HANDLED',
      handledAt: handled.handledAt,
    });
    expect(own.list.find((f) => f.id === newer.id)).toMatchObject({
      status: 'NEW',
      handledAt: null,
    });

    // New first: the handled one now comes after the member's new one, and the filter finds it.
    const newOnly = expectOk(await list(support, `${mine}&status=NEW`), opsFeedbackPageSchema);
    expect(newOnly.items.map((i) => i.id)).toEqual([newer.id]);
    const handledOnly = expectOk(
      await list(support, `${mine}&status=HANDLED`),
      opsFeedbackPageSchema,
    );
    expect(handledOnly.items.map((i) => i.id)).toEqual([older.id]);

    // Audited once, with the note as the reason.
    const audit = expectOk(
      await t.app.inject({
        method: 'GET',
        url: `${opsRoutes.opsAudit.path}?action=feedback.handle`,
        headers: admin.headers,
      }),
      opsAuditPageSchema,
    );
    const entries = audit.items.filter((e) => e.targetId === String(older.id));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actor: 'fb_support',
      targetType: 'feedback',
      reason: 'Refunded the deposit',
      before: { status: 'NEW' },
    });

    // Admin may handle too.
    expect(expectOk(await handle(admin, newer.id), opsFeedbackSchema).status).toBe('HANDLED');
  });
});
