import { announcementListSchema } from '@app/contracts/announcements';
import { INBOX_CONTENT_MAX, INBOX_PREVIEW_CHARS } from '@app/contracts/message-constants';
import { messageRoutes } from '@app/contracts/message-routes';
import {
  inboxChangeSchema,
  inboxPageSchema,
  opsInboxPageSchema,
  opsInboxPreviewSchema,
  opsInboxRowSchema,
  unreadCountSchema,
  type InboxPage,
  type OpsInboxSendBody,
} from '@app/contracts/messages';
import { opsAuditPageSchema, type OperatorRole } from '@app/contracts/operator';
import { opsRoutes } from '@app/contracts/ops-routes';
import { routes } from '@app/contracts/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { memberVip } from '../src/db/schema';
import { welcomeInboxMessage } from '../src/seed/inbox-seed';
import { plainPreview } from '../src/services/inbox-service';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { createTestClock } from './helpers/clock';
import { expectFail, expectOk, failDetails } from './helpers/envelope';
import { authHeader, createMember } from './helpers/member-fixtures';
import { opsSignIn, type OpsClient, signInNewOperator } from './helpers/ops';

// Near the wall clock: the announcements answer (compared with the counter below) reads it.
const clock = createTestClock();
let t: TestApp;
let support: OpsClient;

type Headers = Record<string, string>;

const operatorClient = (role: OperatorRole): Promise<OpsClient> =>
  signInNewOperator(t, clock, `inbox_${role}`, role);

beforeAll(async () => {
  t = await buildTestApp({ services: { clock: clock.now } });
  support = await operatorClient('support');
});
afterAll(async () => {
  await t.close();
});

async function member(options: { type?: number; username?: string; level?: number } = {}) {
  const id = await createMember(t, {
    type: options.type ?? 0,
    ...(options.username ? { username: options.username } : {}),
  });
  if (options.level !== undefined)
    await t.database.db.insert(memberVip).values({
      memberId: id,
      level: options.level,
      depositsMinor: 0,
      turnoverMinor: 0,
      computedAt: clock.now(),
    });
  return { id, headers: await authHeader(t.app, id) };
}

const text = (title: string, content = `<p>${title}</p>`) => ({ title, content });

/** Sends from the console; each send one second after the last, so times differ. */
async function send(
  target: OpsInboxSendBody['target'],
  texts: OpsInboxSendBody['texts'] = { en: text(`Message ${Math.random()}`) },
  client: OpsClient = support,
) {
  clock.advance(1);
  return expectOk(
    await t.app.inject({
      method: 'POST',
      url: opsRoutes.opsInboxSend.path,
      headers: client.headers,
      payload: { target, texts },
    }),
    opsInboxRowSchema,
  );
}

const sendRaw = (payload: unknown, client: OpsClient = support) =>
  t.app.inject({
    method: 'POST',
    url: opsRoutes.opsInboxSend.path,
    headers: client.headers,
    payload: payload as Record<string, unknown>,
  });

const listRaw = (headers: Headers, query = '') =>
  t.app.inject({ method: 'GET', url: `${messageRoutes.inboxList.path}${query}`, headers });

async function list(headers: Headers, query = '?pageSize=50'): Promise<InboxPage> {
  return expectOk(await listRaw(headers, query), inboxPageSchema);
}

const ids = async (headers: Headers) => (await list(headers)).list.map((m) => m.id);

const readRaw = (headers: Headers, id: number | string) =>
  t.app.inject({
    method: 'POST',
    url: messageRoutes.inboxRead.path.replace(':id', String(id)),
    headers,
  });
const deleteRaw = (headers: Headers, id: number | string) =>
  t.app.inject({
    method: 'DELETE',
    url: messageRoutes.inboxDelete.path.replace(':id', String(id)),
    headers,
  });

async function unread(headers: Headers): Promise<number> {
  return expectOk(
    await t.app.inject({ method: 'GET', url: messageRoutes.inboxUnreadCount.path, headers }),
    unreadCountSchema,
  ).unreadCount;
}

describe('inbox targeting', () => {
  it('shows each member what is addressed to them: themselves, their VIP level, agents, all', async () => {
    const plain = await member({ username: 'inbox_plain' });
    const other = await member();
    const vip2 = await member({ level: 2 });
    const agent = await member({ type: 1 });
    const senior = await member({ type: 2, level: 2 });

    const toPlain = await send({ kind: 'MEMBER', username: 'inbox_plain' });
    // Usernames are matched in any case.
    const toPlainAgain = await send({ kind: 'MEMBER', username: '  INBOX_Plain ' });
    const toVip2 = await send({ kind: 'VIP', level: 2 });
    const toVip0 = await send({ kind: 'VIP', level: 0 });
    const toAgents = await send({ kind: 'AGENTS' });
    const toAll = await send({ kind: 'ALL' });
    expect(toPlain).toMatchObject({
      targetKind: 'MEMBER',
      targetUsername: 'inbox_plain',
      targetLevel: null,
      sentBy: 'inbox_support',
      readCount: 0,
    });
    expect(toVip2).toMatchObject({ targetKind: 'VIP', targetLevel: 2, targetUsername: null });

    const mine = [toPlain, toPlainAgain, toVip2, toVip0, toAgents, toAll].map((m) => m.id);
    const seen = async (headers: Headers) => (await ids(headers)).filter((id) => mine.includes(id));
    // Newest first among unread ones.
    expect(await seen(plain.headers)).toEqual([toAll.id, toVip0.id, toPlainAgain.id, toPlain.id]);
    // Another member never sees a MEMBER message of someone else.
    expect(await seen(other.headers)).toEqual([toAll.id, toVip0.id]);
    expect(await seen(vip2.headers)).toEqual([toAll.id, toVip2.id]);
    // Agents (type 1 and 2) see AGENTS; a member without a VIP row is level 0.
    expect(await seen(agent.headers)).toEqual([toAll.id, toAgents.id, toVip0.id]);
    expect(await seen(senior.headers)).toEqual([toAll.id, toAgents.id, toVip2.id]);

    // Someone else's message is not found, to read or to delete, and nothing changes.
    expectFail(await readRaw(other.headers, toPlain.id), 404, 'INBOX_NOT_FOUND');
    expectFail(await deleteRaw(other.headers, toPlain.id), 404, 'INBOX_NOT_FOUND');
    expectFail(await readRaw(plain.headers, toVip2.id), 404, 'INBOX_NOT_FOUND');
    expectFail(await readRaw(plain.headers, toAgents.id), 404, 'INBOX_NOT_FOUND');
    expect((await list(plain.headers)).list.find((m) => m.id === toPlain.id)?.read).toBe(false);

    // VIP messages follow the member's level when they read.
    await t.database.db.insert(memberVip).values({
      memberId: plain.id,
      level: 2,
      depositsMinor: 0,
      turnoverMinor: 0,
      computedAt: clock.now(),
    });
    expect(await seen(plain.headers)).toEqual([toAll.id, toVip2.id, toPlainAgain.id, toPlain.id]);
  });

  it('shows broadcasts sent before the member registered, and the seeded welcome note', async () => {
    const earlier = await send({ kind: 'ALL' });
    clock.advance(60);
    const late = await member();
    const page = await list(late.headers);
    expect(page.list.map((m) => m.id)).toContain(earlier.id);
    // The welcome note, in Khmer by default and in the asked language.
    const welcome = page.list.find((m) => m.title === welcomeInboxMessage.km.title);
    expect(welcome?.content).toBe(welcomeInboxMessage.km.content);
    const english = await list(late.headers, '?language=en&pageSize=50');
    expect(english.list.map((m) => m.title)).toContain('Welcome!');
  });

  it('seeds the welcome note once, however often the seed runs', async () => {
    await t.app.services.seed.seedIfEmpty();
    await t.app.services.seed.seedIfEmpty();
    const admin = await opsSignIn(t.app, clock);
    const all = expectOk(
      await t.app.inject({
        method: 'GET',
        url: `${opsRoutes.opsInboxList.path}?pageSize=100`,
        headers: admin.headers,
      }),
      opsInboxPageSchema,
    );
    const welcomes = all.items.filter((m) => m.title === welcomeInboxMessage.km.title);
    expect(welcomes).toHaveLength(1);
    expect(welcomes[0]).toMatchObject({
      targetKind: 'ALL',
      sentBy: null,
      languages: ['km', 'en', 'zh', 'vi'],
    });
  });
});

describe('unread counts, read and delete', () => {
  it('counts unread messages; read and delete change it once (idempotent)', async () => {
    const m = await member({ username: 'inbox_counts' });
    const start = await unread(m.headers);
    expect(start).toBeGreaterThanOrEqual(1); // the welcome note at least
    expect((await list(m.headers)).unreadCount).toBe(start);

    const a = await send({ kind: 'MEMBER', username: 'inbox_counts' });
    const b = await send({ kind: 'MEMBER', username: 'inbox_counts' });
    const c = await send({ kind: 'MEMBER', username: 'inbox_counts' });
    expect(await unread(m.headers)).toBe(start + 3);

    // Read: one less, and again changes nothing.
    const read = expectOk(await readRaw(m.headers, a.id), inboxChangeSchema);
    expect(read).toEqual({ id: a.id, unreadCount: start + 2 });
    expect(expectOk(await readRaw(m.headers, a.id), inboxChangeSchema).unreadCount).toBe(start + 2);
    expect((await list(m.headers)).list.find((x) => x.id === a.id)?.read).toBe(true);

    // Delete an unread one: one less; a read one: no change; again: no change, still ok.
    expect(expectOk(await deleteRaw(m.headers, b.id), inboxChangeSchema)).toEqual({
      id: b.id,
      unreadCount: start + 1,
    });
    expect(expectOk(await deleteRaw(m.headers, a.id), inboxChangeSchema).unreadCount).toBe(
      start + 1,
    );
    expect(expectOk(await deleteRaw(m.headers, a.id), inboxChangeSchema).unreadCount).toBe(
      start + 1,
    );
    // Deleted messages leave the list and cannot be read any more.
    const after = await ids(m.headers);
    expect(after).not.toContain(a.id);
    expect(after).not.toContain(b.id);
    expect(after).toContain(c.id);
    expectFail(await readRaw(m.headers, b.id), 404, 'INBOX_NOT_FOUND');

    // A new message counts at once; the list agrees with the counter.
    await send({ kind: 'ALL' });
    expect(await unread(m.headers)).toBe(start + 2);
    const page = await list(m.headers);
    expect(page.unreadCount).toBe(start + 2);
    expect(page.list.filter((x) => !x.read)).toHaveLength(start + 2);
    expect(page.total).toBe(page.list.length);

    // The console counts who read it.
    const sent = expectOk(
      await t.app.inject({
        method: 'GET',
        url: opsRoutes.opsInboxList.path,
        headers: support.headers,
      }),
      opsInboxPageSchema,
    );
    expect(sent.items.find((x) => x.id === a.id)?.readCount).toBe(1);
    expect(sent.items.find((x) => x.id === c.id)?.readCount).toBe(0);
  });
});

describe('the list: order, paging, languages', () => {
  it('lists unread first, then read, each newest first, paged', async () => {
    const m = await member({ username: 'inbox_pages' });
    const sent = [];
    for (let i = 0; i < 6; i += 1)
      sent.push(await send({ kind: 'MEMBER', username: 'inbox_pages' }, { en: text(`P${i}`) }));
    // Read the 2nd and the 5th.
    for (const i of [1, 4]) expectOk(await readRaw(m.headers, sent[i]!.id), inboxChangeSchema);

    const everything = await list(m.headers);
    const unreadFirst = everything.list.findIndex((x) => x.read);
    expect(everything.list.slice(unreadFirst).every((x) => x.read)).toBe(true);
    const times = (items: InboxPage['list']) => items.map((x) => Date.parse(x.createdAt));
    const sortedDesc = (values: number[]) => [...values].sort((a, b) => b - a);
    const unreadPart = everything.list.slice(0, unreadFirst);
    const readPart = everything.list.slice(unreadFirst);
    expect(times(unreadPart)).toEqual(sortedDesc(times(unreadPart)));
    expect(times(readPart)).toEqual(sortedDesc(times(readPart)));
    expect(readPart.map((x) => x.id)).toEqual([sent[4]!.id, sent[1]!.id]);

    // Pages of 3 put the same list together, without gaps or repeats.
    const total = everything.total;
    const pages: number[] = [];
    for (let pageNo = 1; pageNo <= Math.ceil(total / 3); pageNo += 1) {
      const page = await list(m.headers, `?pageNo=${pageNo}&pageSize=3`);
      expect(page).toMatchObject({ pageNum: pageNo, total, totalPages: Math.ceil(total / 3) });
      pages.push(...page.list.map((x) => x.id));
    }
    expect(pages).toEqual(everything.list.map((x) => x.id));
    // Past the end: an empty page, not an error.
    const past = await list(m.headers, '?pageNo=99&pageSize=3');
    expect(past.list).toEqual([]);
    expect(past.total).toBe(total);
    // The default page size is 20.
    expect((await list(m.headers, '')).list.length).toBe(Math.min(total, 20));
  });

  it('answers the asked language, else Khmer, else English, else any; with a plain preview', async () => {
    const m = await member({ username: 'inbox_langs' });
    const to = { kind: 'MEMBER' as const, username: 'inbox_langs' };
    const enZh = await send(to, { en: text('Hello'), zh: text('你好') });
    const kmEn = await send(to, { km: text('សួស្តី'), en: text('Hi') });
    const viOnly = await send(to, { vi: text('Xin chào') });
    const titles = async (language?: string) => {
      const page = await list(m.headers, `?pageSize=50${language ? `&language=${language}` : ''}`);
      const titleOf = (id: number) => page.list.find((x) => x.id === id)?.title;
      return [titleOf(enZh.id), titleOf(kmEn.id), titleOf(viOnly.id)];
    };
    expect(await titles('zh')).toEqual(['你好', 'សួស្តី', 'Xin chào']);
    expect(await titles('vi')).toEqual(['Hello', 'សួស្តី', 'Xin chào']);
    expect(await titles('en')).toEqual(['Hello', 'Hi', 'Xin chào']);
    expect(await titles()).toEqual(['Hello', 'សួស្តី', 'Xin chào']);
    // The API's other codes for the same languages (CN is Chinese, KH Khmer).
    expect(await titles('CN')).toEqual(['你好', 'សួស្តី', 'Xin chào']);
    expect(await titles('kh')).toEqual(['Hello', 'សួស្តី', 'Xin chào']);
    expectFail(await listRaw(m.headers, '?language=fr'), 400, 'VALIDATION_ERROR');

    const long = 'ស្វាគមន៍ '.repeat(40);
    const rich = await send(to, {
      en: text('Rich', `<h2>Big&nbsp;news</h2><p>Fish &amp; chips<br>today</p><p>${long}</p>`),
    });
    const item = (await list(m.headers)).list.find((x) => x.id === rich.id)!;
    expect(item.preview.startsWith('Big news Fish & chips today ស្វាគមន៍')).toBe(true);
    expect(item.preview.endsWith('…')).toBe(true);
    expect([...new Intl.Segmenter().segment(item.preview)].length).toBeLessThanOrEqual(
      INBOX_PREVIEW_CHARS,
    );
    expect(item.content).toContain('<h2>');
  });

  it('makes plain text of HTML for previews', () => {
    expect(plainPreview('<p>a</p><p>b&lt;c&gt; &#x41;&#66;</p>')).toBe('a b<c> AB');
    expect(plainPreview('   ')).toBe('');
    expect(plainPreview('x'.repeat(10), 5)).toBe('xxxx…');
    expect(plainPreview('x'.repeat(5), 5)).toBe('xxxxx');
    // A Khmer cluster (consonant + subscript + vowel) is never cut in half.
    expect(plainPreview('ស្រី'.repeat(4), 3)).toBe('ស្រីស្រី…');
  });
});

describe('sending from the console', () => {
  it('sanitises every language, audits the send, previews the sanitised HTML', async () => {
    const m = await member({ username: 'inbox_xss' });
    const dirty =
      '<p onclick="steal()">Hi<script>alert(1)</script><img src=x onerror=alert(2)></p>';
    const row = await send(
      { kind: 'MEMBER', username: 'inbox_xss' },
      { km: text('Km', dirty), en: text('  En  ', dirty) },
    );
    expect(row).toMatchObject({ languages: ['km', 'en'], title: 'Km' });
    for (const language of ['km', 'en']) {
      const item = (await list(m.headers, `?language=${language}`)).list.find(
        (x) => x.id === row.id,
      )!;
      expect(item.content).not.toMatch(/script|onclick|onerror|alert/);
      expect(item.content).toContain('Hi');
      expect(item.preview).toBe('Hi');
    }
    expect((await list(m.headers, '?language=en')).list.find((x) => x.id === row.id)?.title).toBe(
      'En',
    );

    const preview = expectOk(
      await t.app.inject({
        method: 'POST',
        url: opsRoutes.opsInboxPreview.path,
        headers: support.headers,
        payload: { content: dirty },
      }),
      opsInboxPreviewSchema,
    );
    expect(preview.html).not.toMatch(/script|onclick|onerror/);
    expect(preview.html).toContain('<p>Hi');

    // Content that is nothing once sanitised is refused, naming the field.
    const empty = await sendRaw({
      target: { kind: 'ALL' },
      texts: { en: text('Empty', '<script>alert(1)</script>') },
    });
    expectFail(empty, 400, 'FIELD_FORMAT');
    expect(failDetails(empty, z.object({ field: z.string() }))).toEqual({
      field: 'texts.en.content',
    });

    const admin = await opsSignIn(t.app, clock);
    const audit = expectOk(
      await t.app.inject({
        method: 'GET',
        url: `${opsRoutes.opsAudit.path}?action=inbox.send`,
        headers: admin.headers,
      }),
      opsAuditPageSchema,
    );
    const entry = audit.items.find((e) => e.targetId === String(row.id));
    expect(entry).toMatchObject({
      actor: 'inbox_support',
      targetType: 'inbox',
      after: { target: { kind: 'MEMBER', memberId: m.id }, languages: ['km', 'en'] },
    });
  });

  it('lists sent messages newest first, paged', async () => {
    const a = await send({ kind: 'ALL' }, { zh: text('Z'), vi: text('V') });
    const b = await send({ kind: 'AGENTS' });
    const page = expectOk(
      await t.app.inject({
        method: 'GET',
        url: `${opsRoutes.opsInboxList.path}?pageSize=2`,
        headers: support.headers,
      }),
      opsInboxPageSchema,
    );
    expect(page.items.map((x) => x.id)).toEqual([b.id, a.id]);
    expect(page.items[1]).toMatchObject({ languages: ['zh', 'vi'], title: 'Z' });
    expect(page.pageNo).toBe(1);
    expect(page.totalPages).toBe(Math.ceil(page.total / 2));
    const second = expectOk(
      await t.app.inject({
        method: 'GET',
        url: `${opsRoutes.opsInboxList.path}?pageSize=2&pageNo=2`,
        headers: support.headers,
      }),
      opsInboxPageSchema,
    );
    expect(second.items.map((x) => x.id)).not.toContain(a.id);
    expect(Date.parse(second.items[0]!.createdAt)).toBeLessThanOrEqual(Date.parse(a.createdAt));
  });

  it('refuses bad input', async () => {
    const bodies: unknown[] = [
      {},
      { target: { kind: 'ALL' } },
      { target: { kind: 'ALL' }, texts: {} },
      { target: { kind: 'ALL' }, texts: { en: text('') } },
      { target: { kind: 'ALL' }, texts: { en: text('   ') } },
      { target: { kind: 'ALL' }, texts: { en: { title: 'x', content: '  ' } } },
      { target: { kind: 'ALL' }, texts: { en: text('x'.repeat(121)) } },
      { target: { kind: 'ALL' }, texts: { en: text('x', 'x'.repeat(INBOX_CONTENT_MAX + 1)) } },
      { target: { kind: 'ALL' }, texts: { fr: text('Bonjour') } },
      { target: { kind: 'ALL' }, texts: { en: 'Hello' } },
      { target: { kind: 'EVERYONE' }, texts: { en: text('x') } },
      { target: { kind: 'MEMBER' }, texts: { en: text('x') } },
      { target: { kind: 'MEMBER', username: '' }, texts: { en: text('x') } },
      { target: { kind: 'VIP' }, texts: { en: text('x') } },
      { target: { kind: 'VIP', level: -1 }, texts: { en: text('x') } },
      { target: { kind: 'VIP', level: 101 }, texts: { en: text('x') } },
      { target: { kind: 'VIP', level: 1.5 }, texts: { en: text('x') } },
    ];
    for (const body of bodies) expectFail(await sendRaw(body), 400, 'VALIDATION_ERROR');
    const unknown = await sendRaw({
      target: { kind: 'MEMBER', username: 'no_such_member_zz' },
      texts: { en: text('x') },
    });
    expectFail(unknown, 404, 'INBOX_RECIPIENT_NOT_FOUND');

    for (const query of ['?pageSize=0', '?pageSize=101', '?pageNo=0', '?pageNo=x'])
      expectFail(
        await t.app.inject({
          method: 'GET',
          url: `${opsRoutes.opsInboxList.path}${query}`,
          headers: support.headers,
        }),
        400,
        'VALIDATION_ERROR',
      );
    for (const payload of [{}, { content: 1 }, { content: 'x'.repeat(INBOX_CONTENT_MAX + 1) }])
      expectFail(
        await t.app.inject({
          method: 'POST',
          url: opsRoutes.opsInboxPreview.path,
          headers: support.headers,
          payload,
        }),
        400,
        'VALIDATION_ERROR',
      );

    const m = await member();
    for (const query of ['?pageSize=0', '?pageSize=51', '?pageNo=0', '?pageNo=-1', '?pageSize=a'])
      expectFail(await listRaw(m.headers, query), 400, 'VALIDATION_ERROR');
    for (const id of ['0', '-1', 'abc', '1.5', '2147483648'])
      for (const call of [readRaw, deleteRaw])
        expectFail(await call(m.headers, id), 400, 'VALIDATION_ERROR');
    for (const call of [readRaw, deleteRaw])
      expectFail(await call(m.headers, 2_000_000_000), 404, 'INBOX_NOT_FOUND');
  });
});

describe('who may call', () => {
  it('refuses guests (401) and trial accounts (TRIAL_NOT_ALLOWED) on every member row', async () => {
    const trial = await member({ type: 4 });
    const rows = [
      { method: 'GET' as const, url: messageRoutes.announcementUnreadCount.path },
      { method: 'GET' as const, url: messageRoutes.inboxUnreadCount.path },
      { method: 'GET' as const, url: messageRoutes.inboxList.path },
      { method: 'POST' as const, url: messageRoutes.inboxRead.path.replace(':id', '1') },
      { method: 'DELETE' as const, url: messageRoutes.inboxDelete.path.replace(':id', '1') },
    ];
    for (const row of rows) {
      expectFail(await t.app.inject(row), 401, 'NOT_LOGGED_IN');
      expectFail(await t.app.inject({ ...row, headers: trial.headers }), 403, 'TRIAL_NOT_ALLOWED');
    }
  });

  it('lets support and admin use the console rows; finance and content are refused', async () => {
    const finance = await operatorClient('finance');
    const content = await operatorClient('content');
    const admin = await opsSignIn(t.app, clock);
    const calls = (client: OpsClient | null) => {
      const headers = client?.headers ?? {};
      return [
        t.app.inject({ method: 'GET', url: opsRoutes.opsInboxList.path, headers }),
        t.app.inject({
          method: 'POST',
          url: opsRoutes.opsInboxPreview.path,
          headers,
          payload: { content: '<b>x</b>' },
        }),
        t.app.inject({
          method: 'POST',
          url: opsRoutes.opsInboxSend.path,
          headers,
          payload: { target: { kind: 'AGENTS' }, texts: { en: text('Roles') } },
        }),
      ];
    };
    for (const client of [finance, content])
      for (const res of await Promise.all(calls(client))) expectFail(res, 403, 'NO_PERMISSION');
    for (const res of await Promise.all(calls(null))) expectFail(res, 401, 'NOT_LOGGED_IN');
    // A member's bearer token is not an operator session.
    const m = await member();
    for (const res of await Promise.all(calls({ cookie: '', csrf: '', headers: m.headers })))
      expectFail(res, 401, 'NOT_LOGGED_IN');
    for (const client of [support, admin])
      for (const res of await Promise.all(calls(client)))
        expect(res.statusCode, res.body).toBe(200);
  });
});

describe('the announcement counter (CSP_unreadCount)', () => {
  it('gives the same number as the announcements answer, for members and agents', async () => {
    for (const type of [0, 1]) {
      const m = await member({ type });
      const count = async () =>
        expectOk(
          await t.app.inject({
            method: 'GET',
            url: messageRoutes.announcementUnreadCount.path,
            headers: m.headers,
          }),
          unreadCountSchema,
        ).unreadCount;
      const announcements = async () =>
        expectOk(
          await t.app.inject({ method: 'GET', url: routes.announcements.path, headers: m.headers }),
          announcementListSchema,
        );
      const before = await announcements();
      expect(before.footer.unreadCount).toBeGreaterThan(0);
      expect(await count()).toBe(before.footer.unreadCount);
      const first = [...before.player, ...before.popup, ...before.hot, ...before.agent][0]!;
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: routes.markAnnouncementRead.path,
            headers: m.headers,
            payload: { announcementId: first.id, read: true },
          })
        ).statusCode,
      ).toBe(200);
      expect(await count()).toBe(before.footer.unreadCount - 1);
      expect(await count()).toBe((await announcements()).footer.unreadCount);
    }
  });
});
