import {
  CHAT_DUTY_FRESH_MS,
  CHAT_RATE_MAX,
  CHAT_RATE_WINDOW_MS,
  CHAT_TOKEN_PATTERN,
  CHAT_TOKEN_TTL_MS,
  OPS_CHAT_SOCKET_PATH,
  chatSocketPath,
} from '@app/contracts/message-constants';
import { messageRoutes } from '@app/contracts/message-routes';
import {
  chatLaunchSchema,
  chatMessageSchema,
  chatMessagesSchema,
  chatModelListSchema,
  chatServerFrameSchema,
  chatStateSchema,
  opsChatDetailSchema,
  opsChatDutySchema,
  opsChatPageSchema,
  opsChatRowSchema,
  opsChatServerFrameSchema,
  unreadCountSchema,
  type ChatMessage,
} from '@app/contracts/messages';
import { opsAuditPageSchema, type OperatorRole } from '@app/contracts/operator';
import { opsRoutes } from '@app/contracts/ops-routes';
import { memberFileSchema } from '@app/contracts/uploads';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { z } from 'zod';
import { sql } from 'drizzle-orm';
import { createDb, type DbHandle } from '../src/db/create-db';
import { createOperatorRepository } from '../src/repositories/operator-repository';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { createTestClock } from './helpers/clock';
import { expectFail, expectOk, failDetails } from './helpers/envelope';
import { authHeader, createMember } from './helpers/member-fixtures';
import { opsPath, opsSignIn, type OpsClient } from './helpers/ops';
import { queryRows } from './helpers/play';

/**
 * Live chat (issue 15): launch and chat links, the chat page's rows and socket, the console's
 * rows and socket, authorisation, limits, duty, and fan-out across two server instances on one
 * database (PGlite here; PostgreSQL when TEST_DATABASE_URL is set). Real sockets: the apps
 * listen on free ports and the `ws` client connects.
 */

const clock = createTestClock(new Date('2026-11-24T10:00:00Z'));
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const PASSWORD = 'Staff@2026pw';
/** Frames travel through LISTEN/NOTIFY (a real server when TEST_DATABASE_URL is set). */
const FRAME_WAIT_MS = 8000;

let t: TestApp;
let base: string;

const portOf = (app: TestApp['app']) => (app.server.address() as { port: number }).port;

beforeAll(async () => {
  t = await buildTestApp({ services: { clock: clock.now } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `127.0.0.1:${portOf(t.app)}`;
  for (const [username, role] of [
    ['chat_sup1', 'support'],
    ['chat_sup2', 'support'],
    ['chat_fin', 'finance'],
    ['chat_cont', 'content'],
    ['chat_off', 'support'],
  ] as const)
    await addOperator(username, role);
});
afterAll(async () => {
  await t?.close();
});

async function addOperator(username: string, role: OperatorRole) {
  await createOperatorRepository(t.database.db).insertIfAbsent({
    username,
    role,
    passwordHash: await t.app.services.core.passwords.hash(PASSWORD),
    totpSecret: SECRET,
    totpConfirmedAt: clock.now(),
  });
}

async function operatorId(username: string): Promise<number> {
  const row = await createOperatorRepository(t.database.db).findByUsername(username);
  if (!row) throw new Error(`no operator ${username}`);
  return row.id;
}

const signIn = (username: string) =>
  opsSignIn(t.app, clock, { username, password: PASSWORD, secret: SECRET });

// ---------------------------------------------------------------- sockets

type Frame = { type: string } & Record<string, unknown>;

/** A `ws` client that keeps every frame; `next` takes the first unread one matching. */
class Client {
  readonly frames: Frame[] = [];
  private waiters: { match: (f: Frame) => boolean; resolve: (f: Frame) => void }[] = [];
  closed: Promise<number>;

  constructor(
    readonly ws: WebSocket,
    private readonly schema: z.ZodType,
  ) {
    this.closed = new Promise((resolve) => ws.on('close', (code) => resolve(code)));
    ws.on('message', (data) => {
      const frame = this.schema.parse(JSON.parse(String(data))) as Frame;
      const waiter = this.waiters.find((w) => w.match(frame));
      if (waiter) {
        this.waiters = this.waiters.filter((w) => w !== waiter);
        waiter.resolve(frame);
      } else this.frames.push(frame);
    });
  }

  static async open(url: string, schema: z.ZodType, headers: Record<string, string> = {}) {
    const ws = new WebSocket(url, { headers });
    const client = new Client(ws, schema);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    return client;
  }

  send(frame: unknown) {
    this.ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  next(match: (f: Frame) => boolean = () => true, timeoutMs = FRAME_WAIT_MS): Promise<Frame> {
    const index = this.frames.findIndex(match);
    if (index !== -1) return Promise.resolve(this.frames.splice(index, 1)[0]!);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w.resolve !== done);
        reject(
          new Error(`no matching frame in ${timeoutMs} ms; got ${JSON.stringify(this.frames)}`),
        );
      }, timeoutMs);
      const done = (f: Frame) => {
        clearTimeout(timer);
        resolve(f);
      };
      this.waiters.push({ match, resolve: done });
    });
  }

  close() {
    this.ws.close();
  }
}

const isType = (type: string) => (f: Frame) => f.type === type;
const messageWith = (pred: (m: ChatMessage) => boolean) => (f: Frame) =>
  f.type === 'message' && pred(f.message as ChatMessage);

/** A refused upgrade's HTTP status. */
function refusedStatus(url: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers });
    ws.once('unexpected-response', (_req, res) => {
      resolve(res.statusCode ?? 0);
      ws.terminate();
    });
    ws.once('open', () => {
      ws.close();
      reject(new Error('the socket opened'));
    });
    ws.once('error', () => undefined);
  });
}

const memberSocket = (token: string, host = base) =>
  Client.open(`ws://${host}${chatSocketPath(token)}`, chatServerFrameSchema);
const opsSocket = (client: OpsClient, host = base) =>
  Client.open(`ws://${host}${OPS_CHAT_SOCKET_PATH}`, opsChatServerFrameSchema, {
    cookie: client.cookie,
    origin: `http://${host}`,
  });

// ---------------------------------------------------------------- rows

type Member = { id: number; headers: { authorization: string }; token: string };

async function launch(headers: Record<string, string>, query = '') {
  return t.app.inject({
    method: 'GET',
    url: `${messageRoutes.chatLaunch.path}${query}`,
    headers,
  });
}

const tokenOf = (chatUrl: string) => new URL(chatUrl).pathname.split('/')[2]!;

async function newMember(type = 0): Promise<Member> {
  const id = await createMember(t, { type });
  const headers = await authHeader(t.app, id);
  const { chatUrl } = expectOk(await launch(headers), chatLaunchSchema);
  return { id, headers, token: tokenOf(chatUrl) };
}

const chatPath = (path: string, token: string, fileId?: string) =>
  path.replace(':chatToken', token).replace(':fileId', fileId ?? '');

const state = (token: string) =>
  t.app.inject({ method: 'GET', url: chatPath(messageRoutes.chatState.path, token) });

const send = (token: string, body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: chatPath(messageRoutes.chatSend.path, token),
    payload: body,
  });

let clientSeq = 0;
const newClientId = () => `client-${Date.now().toString(36)}-${(clientSeq += 1)}`;

async function say(token: string, text: string): Promise<ChatMessage> {
  return expectOk(await send(token, { clientId: newClientId(), text }), chatMessageSchema);
}

const unread = async (m: Member) =>
  expectOk(
    await t.app.inject({
      method: 'GET',
      url: messageRoutes.chatUnreadCount.path,
      headers: m.headers,
    }),
    unreadCountSchema,
  ).unreadCount;

function ops(
  client: OpsClient,
  name: keyof typeof opsRoutes,
  id?: number,
  payload?: Record<string, unknown>,
) {
  const row = opsRoutes[name];
  return t.app.inject({
    method: row.method,
    url: id === undefined ? row.path : opsPath(row.path, id),
    headers: client.headers,
    ...(payload === undefined ? {} : { payload }),
  });
}

const reply = (client: OpsClient, conversationId: number, text: string, clientId = newClientId()) =>
  ops(client, 'opsChatReply', conversationId, { clientId, text });

const image = () =>
  sharp({ create: { width: 320, height: 200, channels: 3, background: '#36a' } })
    .png()
    .toBuffer();

async function uploadChat(token: string) {
  return t.app.inject({
    method: 'POST',
    url: chatPath(messageRoutes.chatUpload.path, token),
    headers: { 'content-type': 'image/png' },
    payload: await image(),
  });
}

// ================================================================ tests

describe('chat launch and chat links', () => {
  it('answers a chat page link with the language rule and the page options', async () => {
    const id = await createMember(t);
    const headers = await authHeader(t.app, id);
    const cases: [string, string][] = [
      ['', 'CN'],
      ['?language=en', 'EN'],
      ['?language=KM', 'KM'],
      ['?language=zh', 'CN'],
      ['?language=cn', 'CN'],
      ['?language=vi', 'VI'],
    ];
    for (const [query, lang] of cases) {
      const { chatUrl } = expectOk(await launch(headers, query), chatLaunchSchema);
      const url = new URL(chatUrl);
      expect(url.pathname).toMatch(/^\/chat\/[A-Za-z0-9_-]{43}$/);
      expect(CHAT_TOKEN_PATTERN.test(tokenOf(chatUrl))).toBe(true);
      expect(url.searchParams.get('lang'), query).toBe(lang);
    }
    const { chatUrl } = expectOk(
      await launch(
        headers,
        `?moduleId=CBS3&b2c=1&language=en&backUrl=${encodeURIComponent('/m/message')}&headerColor=%23112233&title=Help`,
      ),
      chatLaunchSchema,
    );
    const url = new URL(chatUrl);
    expect(url.origin).toBe('http://localhost');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      lang: 'EN',
      backUrl: '/m/message',
      headerColor: '#112233',
      title: 'Help',
    });
    // Every launch is a new link; each works.
    const again = tokenOf(expectOk(await launch(headers), chatLaunchSchema).chatUrl);
    expect(again).not.toBe(tokenOf(chatUrl));
    expectOk(await state(again), chatStateSchema);
    expectOk(await state(tokenOf(chatUrl)), chatStateSchema);
  });

  it('refuses bad launch input, visitors and trial accounts', async () => {
    const m = await newMember();
    for (const query of [
      '?language=fr',
      '?backUrl=javascript:alert(1)',
      '?backUrl=//evil.example',
      '?headerColor=red',
      `?title=${'x'.repeat(61)}`,
      '?b2c=2',
      '?moduleId=OTHER',
    ])
      expectFail(await launch(m.headers, query), 400, 'VALIDATION_ERROR');
    expectFail(await launch({}), 401, 'NOT_LOGGED_IN');
    const trial = await createMember(t, { type: 4 });
    expectFail(await launch(await authHeader(t.app, trial)), 403, 'TRIAL_NOT_ALLOWED');
    expectFail(
      await t.app.inject({
        method: 'GET',
        url: messageRoutes.chatUnreadCount.path,
        headers: await authHeader(t.app, trial),
      }),
      403,
      'TRIAL_NOT_ALLOWED',
    );
  });

  it('refuses unknown, malformed and expired links on every row and the socket', async () => {
    const m = await newMember();
    const unknown = 'A'.repeat(43);
    expectFail(await state(unknown), 401, 'CHAT_LINK_EXPIRED');
    expectFail(
      await send(unknown, { clientId: newClientId(), text: 'hi' }),
      401,
      'CHAT_LINK_EXPIRED',
    );
    expectFail(await state('short'), 400, 'VALIDATION_ERROR');
    expect(await refusedStatus(`ws://${base}${chatSocketPath(unknown)}`)).toBe(401);
    expect(await refusedStatus(`ws://${base}${chatSocketPath('short')}`)).toBe(401);

    // A live socket, then the link expires: the next send is refused and the socket closed.
    const socket = await memberSocket(m.token);
    await socket.next(isType('support'));
    clock.advance(CHAT_TOKEN_TTL_MS / 1000 + 1);
    try {
      for (const [path, method] of [
        [messageRoutes.chatState.path, 'GET'],
        [messageRoutes.chatMessages.path, 'GET'],
        [messageRoutes.chatRead.path, 'POST'],
        [messageRoutes.chatFile.path, 'GET'],
      ] as const) {
        const res = await t.app.inject({
          method,
          url: chatPath(path, m.token, '0'.repeat(32)),
          ...(method === 'POST' ? { payload: { upToId: 1 } } : {}),
        });
        expectFail(res, 401, 'CHAT_LINK_EXPIRED');
      }
      expectFail(await uploadChat(m.token), 401, 'CHAT_LINK_EXPIRED');
      expect(await refusedStatus(`ws://${base}${chatSocketPath(m.token)}`)).toBe(401);
      socket.send({ type: 'send', clientId: newClientId(), text: 'late' });
      expect(await socket.next(isType('error'))).toMatchObject({ code: 'CHAT_LINK_EXPIRED' });
      expect(await socket.closed).toBe(4401);
      // A new launch works again.
      const { chatUrl } = expectOk(await launch(m.headers), chatLaunchSchema);
      expectOk(await state(tokenOf(chatUrl)), chatStateSchema);
    } finally {
      socket.close();
    }
  });

  it('refuses a locked member’s links', async () => {
    const m = await newMember();
    expectOk(await state(m.token), chatStateSchema);
    await t.app.services.ops.members.setLocked(
      { operatorId: null, name: 'test', ip: null },
      m.id,
      true,
      'test',
    );
    expectFail(await state(m.token), 401, 'CHAT_LINK_EXPIRED');
  });

  it('answers the configured live models, none by default', async () => {
    const list = () => t.app.inject({ method: 'GET', url: messageRoutes.chatModelList.path });
    expect(expectOk(await list(), chatModelListSchema)).toEqual({ list: [] });
    const settings = t.app.services.core.operatorSettings;
    const liveChat = (await settings.getSettings()).liveChat;
    await settings.patch({
      liveChat: {
        ...liveChat,
        models: [{ id: 'm1', name: 'Lina', url: 'https://live.example/m1' }],
      },
    });
    try {
      expect(expectOk(await list(), chatModelListSchema)).toEqual({
        list: [{ id: 'm1', name: 'Lina', url: 'https://live.example/m1' }],
      });
    } finally {
      await settings.patch({ liveChat });
    }
  });
});

describe('the chat page and the console in real time', () => {
  it('carries messages, typing and read marks both ways', async () => {
    const sup = await signIn('chat_sup1');
    const m = await newMember();
    const page = await memberSocket(m.token);
    expect(await page.next()).toEqual({ type: 'conversation', conversation: null });
    expect(await page.next()).toMatchObject({ type: 'support', support: { hoursFrom: '09:00' } });
    const desk = await opsSocket(sup);
    await desk.next(isType('queue'));
    try {
      // The member writes: their page and the console hear it, the queue changes.
      const clientId = newClientId();
      page.send({ type: 'send', clientId, text: '  Hello support  ' });
      const mine = (await page.next(messageWith((x) => x.clientId === clientId)))
        .message as ChatMessage;
      expect(mine).toMatchObject({ sender: 'MEMBER', text: 'Hello support', operatorName: null });
      const opened = await page.next(isType('conversation'));
      expect(opened.conversation).toMatchObject({ status: 'WAITING', operatorName: null });
      const conversationId = mine.conversationId;
      expect(await desk.next(messageWith((x) => x.id === mine.id))).toMatchObject({
        conversationId,
      });
      await desk.next(isType('queue'));

      // The queue shows it waiting; the detail has the member beside it.
      const queue = expectOk(await ops(sup, 'opsChatConversations'), opsChatPageSchema);
      const row = queue.items.find((r) => r.id === conversationId)!;
      expect(row).toMatchObject({
        status: 'WAITING',
        memberId: m.id,
        unread: 1,
        lastMessage: 'Hello support',
        operatorId: null,
      });
      expect(row.waitingSince).toBe(mine.createdAt);
      const detail = expectOk(
        await ops(sup, 'opsChatConversation', conversationId),
        opsChatDetailSchema,
      );
      expect(detail.messages.map((x) => x.id)).toContain(mine.id);
      expect(detail.member).toMatchObject({ id: m.id, vipLevel: 0, balanceMinor: 0 });
      expect(detail.member.lastLoginAt).not.toBeNull();

      // Typing both ways (not stored).
      page.send({ type: 'typing' });
      expect(await desk.next(isType('typing'))).toEqual({ type: 'typing', conversationId });
      desk.send({ type: 'typing', conversationId });
      expect(await page.next(isType('typing'))).toEqual({ type: 'typing' });

      // Support replies: the reply claims it (a SYSTEM message first) and reads the member's.
      const answer = expectOk(
        await reply(sup, conversationId, 'How can I help?'),
        chatMessageSchema,
      );
      expect(answer).toMatchObject({ sender: 'OPERATOR', operatorName: 'chat_sup1' });
      const claimed = (await page.next(messageWith((x) => x.systemKey === 'claimed')))
        .message as ChatMessage;
      expect(claimed).toMatchObject({ sender: 'SYSTEM', operatorName: 'chat_sup1', text: '' });
      expect(claimed.id).toBeLessThan(answer.id);
      expect((await page.next(messageWith((x) => x.id === answer.id))).message).toEqual(answer);
      expect(await page.next(isType('conversation'))).toMatchObject({
        conversation: { id: conversationId, status: 'ACTIVE', operatorName: 'chat_sup1' },
      });
      expect(await page.next(isType('read'))).toEqual({ type: 'read', operatorReadId: answer.id });
      await desk.next(messageWith((x) => x.id === answer.id));

      // The member's badge counts the reply until the page reads it.
      expect(await unread(m)).toBe(1);
      page.send({ type: 'read', upToId: answer.id });
      expect(await desk.next(isType('read'))).toEqual({
        type: 'read',
        conversationId,
        memberReadId: answer.id,
      });
      expect(await unread(m)).toBe(0);
      const after = expectOk(await state(m.token), chatStateSchema);
      expect(after.memberReadId).toBe(answer.id);
      expect(after.conversation).toMatchObject({ status: 'ACTIVE', operatorReadId: answer.id });
      // Nobody was on duty: the SYSTEM offline notice follows the first message.
      expect(after.messages.map((x) => x.systemKey ?? x.id)).toEqual([
        mine.id,
        'offline',
        'claimed',
        answer.id,
      ]);
    } finally {
      page.close();
      desk.close();
    }
  });

  it('makes a resend answer the first message, over the socket and the row', async () => {
    const m = await newMember();
    const page = await memberSocket(m.token);
    try {
      await page.next(isType('support'));
      const clientId = newClientId();
      page.send({ type: 'send', clientId, text: 'once' });
      const first = (await page.next(messageWith((x) => x.clientId === clientId)))
        .message as ChatMessage;
      page.send({ type: 'send', clientId, text: 'once, again' });
      const resent = (await page.next(messageWith((x) => x.clientId === clientId)))
        .message as ChatMessage;
      expect(resent).toEqual(first);
      expect(expectOk(await send(m.token, { clientId, text: 'row' }), chatMessageSchema)).toEqual(
        first,
      );
      const messages = expectOk(await state(m.token), chatStateSchema).messages;
      expect(messages.filter((x) => x.clientId === clientId)).toHaveLength(1);

      // Support's replies are idempotent by clientId too.
      const sup = await signIn('chat_sup1');
      const replyId = newClientId();
      const a = expectOk(await reply(sup, first.conversationId, 'yes', replyId), chatMessageSchema);
      const b = expectOk(
        await reply(sup, first.conversationId, 'yes!', replyId),
        chatMessageSchema,
      );
      expect(b).toEqual(a);
    } finally {
      page.close();
    }
  });

  it('limits sends per member with an error frame, never a closed socket', async () => {
    const m = await newMember();
    const page = await memberSocket(m.token);
    try {
      await page.next(isType('support'));
      for (let i = 0; i < CHAT_RATE_MAX; i += 1) {
        const clientId = newClientId();
        page.send({ type: 'send', clientId, text: `n${i}` });
        await page.next(messageWith((x) => x.clientId === clientId));
      }
      const refused = newClientId();
      page.send({ type: 'send', clientId: refused, text: 'one too many' });
      const error = await page.next(isType('error'));
      expect(error).toMatchObject({ code: 'CHAT_RATE_LIMITED', clientId: refused });
      expect(error.retryAfterMs).toBeGreaterThan(0);
      expect(error.retryAfterMs).toBeLessThanOrEqual(CHAT_RATE_WINDOW_MS);
      // The row agrees (the count is the database's, shared by every instance).
      const res = await send(m.token, { clientId: newClientId(), text: 'row' });
      expectFail(res, 429, 'CHAT_RATE_LIMITED');
      expect(
        failDetails(res, z.object({ retryAfterMs: z.number().int().positive() })),
      ).toBeTruthy();
      // Still open; after the window the same message goes through.
      page.send({ type: 'ping' });
      await page.next(isType('pong'));
      clock.advance(CHAT_RATE_WINDOW_MS / 1000);
      page.send({ type: 'send', clientId: refused, text: 'one too many' });
      await page.next(messageWith((x) => x.clientId === refused));
      // A resend of a stored message is never limited.
      expect(page.ws.readyState).toBe(WebSocket.OPEN);
    } finally {
      page.close();
    }
  });

  it('answers bad frames and floods with error frames and keeps the socket open', async () => {
    const m = await newMember();
    const page = await memberSocket(m.token);
    try {
      await page.next(isType('support'));
      const bad = async (frame: unknown, clientId?: string) => {
        page.send(frame);
        expect(await page.next(isType('error'))).toEqual({
          type: 'error',
          code: 'CHAT_BAD_FRAME',
          ...(clientId ? { clientId } : {}),
        });
      };
      await bad('not json');
      await bad({ type: 'shout' });
      await bad({ type: 'send', clientId: 'short', text: 'x' });
      const id = newClientId();
      await bad({ type: 'send', clientId: id, text: 'x'.repeat(1001) }, id);
      await bad({ type: 'send', clientId: id, text: '   ' }, id);
      await bad({ type: 'send', clientId: id, text: 'x', fileId: '../etc' }, id);
      await bad({ type: 'read', upToId: -1 });
      page.ws.send(Buffer.from([1, 2, 3]), { binary: true });
      expect(await page.next(isType('error'))).toMatchObject({ code: 'CHAT_BAD_FRAME' });
      // A file that is not the member's: refused by id.
      page.send({ type: 'send', clientId: id, text: 'x', fileId: 'a'.repeat(32) });
      expect(await page.next(isType('error'))).toEqual({
        type: 'error',
        code: 'FILE_NOT_FOUND',
        clientId: id,
      });

      // A flood of frames: the socket limit answers CHAT_RATE_LIMITED and drops the rest.
      for (let i = 0; i < 60; i += 1) page.send({ type: 'ping' });
      const limited = await page.next(isType('error'));
      expect(limited).toMatchObject({ code: 'CHAT_RATE_LIMITED' });
      expect(limited.retryAfterMs).toBeGreaterThan(0);
      expect(page.ws.readyState).toBe(WebSocket.OPEN);

      // The console's socket too.
      const desk = await opsSocket(await signIn('chat_sup1'));
      try {
        await desk.next(isType('queue'));
        desk.send({ type: 'typing', conversationId: 'x' });
        expect(await desk.next(isType('error'))).toEqual({ type: 'error', code: 'CHAT_BAD_FRAME' });
        desk.send('{');
        expect(await desk.next(isType('error'))).toEqual({ type: 'error', code: 'CHAT_BAD_FRAME' });
        desk.send({ type: 'ping' });
        await desk.next(isType('pong'));
      } finally {
        desk.close();
      }
    } finally {
      page.close();
    }
  });

  it('answers a plain GET of either socket with the envelope', async () => {
    const m = await newMember();
    expectFail(
      await t.app.inject({ method: 'GET', url: chatSocketPath(m.token) }),
      404,
      'NOT_FOUND',
    );
    expectFail(
      await t.app.inject({ method: 'GET', url: OPS_CHAT_SOCKET_PATH }),
      401,
      'NOT_LOGGED_IN',
    );
  });
});

describe('authorisation', () => {
  it('lets a member’s link read and write only their own conversation and files', async () => {
    const a = await newMember();
    const b = await newMember();
    const secret = await say(a.token, 'a secret of A');
    await say(b.token, 'hello from B');
    const bState = expectOk(await state(b.token), chatStateSchema);
    expect(bState.messages.filter((x) => x.sender === 'MEMBER').map((x) => x.text)).toEqual([
      'hello from B',
    ]);
    expect(bState.messages.some((x) => x.conversationId === secret.conversationId)).toBe(false);
    const older = expectOk(
      await t.app.inject({
        method: 'GET',
        url: `${chatPath(messageRoutes.chatMessages.path, b.token)}?after=0`,
      }),
      chatMessagesSchema,
    );
    expect(older.messages.map((x) => x.systemKey ?? x.text)).toEqual(['hello from B', 'offline']);

    // A's image: A sends and reads it; B can neither attach nor read it.
    const file = expectOk(await uploadChat(a.token), memberFileSchema);
    expect(file).toMatchObject({ purpose: 'CHAT', contentType: 'image/png' });
    const withImage = expectOk(
      await send(a.token, { clientId: newClientId(), fileId: file.fileId }),
      chatMessageSchema,
    );
    expect(withImage).toMatchObject({ fileId: file.fileId, text: '' });
    const mine = await t.app.inject({
      method: 'GET',
      url: chatPath(messageRoutes.chatFile.path, a.token, file.fileId),
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('image/png');
    expectFail(
      await t.app.inject({
        method: 'GET',
        url: chatPath(messageRoutes.chatFile.path, b.token, file.fileId),
      }),
      404,
      'FILE_NOT_FOUND',
    );
    expectFail(
      await send(b.token, { clientId: newClientId(), text: 'mine?', fileId: file.fileId }),
      404,
      'FILE_NOT_FOUND',
    );
    // A file A uploaded for another purpose is no chat image.
    const avatar = expectOk(
      await t.app.inject({
        method: 'POST',
        url: '/wps/member/files?purpose=AVATAR',
        headers: { ...a.headers, 'content-type': 'image/png' },
        payload: await image(),
      }),
      memberFileSchema,
    );
    expectFail(
      await send(a.token, { clientId: newClientId(), fileId: avatar.fileId }),
      404,
      'FILE_NOT_FOUND',
    );
    // Not an image: refused from its bytes.
    const text = await t.app.inject({
      method: 'POST',
      url: chatPath(messageRoutes.chatUpload.path, a.token),
      headers: { 'content-type': 'image/png' },
      payload: Buffer.from('<svg/>'),
    });
    expect(text.statusCode).toBe(415);

    // B reads nothing of A's unread count either.
    expect(await unread(b)).toBe(0);
    // Reading far beyond the newest message marks only what exists.
    expectOk(
      await t.app.inject({
        method: 'POST',
        url: chatPath(messageRoutes.chatRead.path, b.token),
        payload: { upToId: 2_000_000_000 },
      }),
      unreadCountSchema,
    );
    const sup = await signIn('chat_sup1');
    const answer = expectOk(await reply(sup, secret.conversationId, 'for A'), chatMessageSchema);
    expect(answer.conversationId).toBe(secret.conversationId);
    expect(await unread(b)).toBe(0);
    expect(await unread(a)).toBe(1);
  });

  it('keeps finance and content out of the chat rows and the socket', async () => {
    const m = await newMember();
    const mine = await say(m.token, 'roles');
    for (const username of ['chat_fin', 'chat_cont']) {
      const client = await signIn(username);
      expectFail(await ops(client, 'opsChatConversations'), 403, 'NO_PERMISSION');
      expectFail(
        await ops(client, 'opsChatConversation', mine.conversationId),
        403,
        'NO_PERMISSION',
      );
      expectFail(await reply(client, mine.conversationId, 'no'), 403, 'NO_PERMISSION');
      expectFail(
        await ops(client, 'opsChatDutySet', undefined, { onDuty: true }),
        403,
        'NO_PERMISSION',
      );
      expect(
        await refusedStatus(`ws://${base}${OPS_CHAT_SOCKET_PATH}`, {
          cookie: client.cookie,
          origin: `http://${base}`,
        }),
      ).toBe(403);
    }
  });

  it('opens the console socket only with a console session, from this site', async () => {
    const m = await newMember();
    const url = `ws://${base}${OPS_CHAT_SOCKET_PATH}`;
    expect(await refusedStatus(url, { origin: `http://${base}` })).toBe(401);
    // A member's bearer token is no console credential.
    expect(await refusedStatus(url, { ...m.headers, origin: `http://${base}` })).toBe(401);
    // Neither is a chat link.
    expect(await refusedStatus(`${url}?chatToken=${m.token}`, { origin: `http://${base}` })).toBe(
      401,
    );
    const sup = await signIn('chat_sup1');
    expect(await refusedStatus(url, { cookie: sup.cookie, origin: 'http://evil.example' })).toBe(
      403,
    );
    expect(await refusedStatus(url, { cookie: sup.cookie })).toBe(403);
    expect(
      await refusedStatus(url, {
        cookie: 'ops_session=' + 'x'.repeat(43),
        origin: `http://${base}`,
      }),
    ).toBe(401);
    // Logged out: the open socket learns it at its next ping.
    const desk = await opsSocket(sup);
    await desk.next(isType('queue'));
    expectOk(await ops(sup, 'opsLogout'), z.unknown());
    desk.send({ type: 'ping' });
    expect(await desk.next(isType('error'))).toEqual({ type: 'error', code: 'SESSION_EXPIRED' });
    expect(await desk.closed).toBe(4401);
  });
});

describe('concurrency', () => {
  it('opens one conversation for concurrent first messages and stores a resend once', async () => {
    const m = await newMember();
    const firsts = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        send(m.token, { clientId: newClientId(), text: `r${i}` }),
      ),
    );
    const ids = new Set(firsts.map((res) => expectOk(res, chatMessageSchema).conversationId));
    expect(ids.size).toBe(1);
    const clientId = newClientId();
    const again = await Promise.all(
      Array.from({ length: 3 }, () => send(m.token, { clientId, text: 'same' })),
    );
    expect(new Set(again.map((res) => expectOk(res, chatMessageSchema).id)).size).toBe(1);
    const texts = expectOk(await state(m.token), chatStateSchema)
      .messages.filter((x) => x.sender === 'MEMBER')
      .map((x) => x.text);
    expect(texts.sort()).toEqual(['r0', 'r1', 'r2', 'r3', 'r4', 'same']);
    // Two operators claiming at once: one holds it, the other is told.
    const [sup1, sup2] = [await signIn('chat_sup1'), await signIn('chat_sup2')];
    const [a, b] = await Promise.all([
      ops(sup1, 'opsChatClaim', [...ids][0]!),
      ops(sup2, 'opsChatClaim', [...ids][0]!),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
  });
});

describe('claim, transfer and close', () => {
  it('holds a conversation for one operator until it is transferred or closed', async () => {
    const sup1 = await signIn('chat_sup1');
    const sup2 = await signIn('chat_sup2');
    const admin = await opsSignIn(t.app, clock);
    const m = await newMember();
    const first = await say(m.token, 'please help');
    const id = first.conversationId;
    const page = await memberSocket(m.token);
    expect(await page.next(isType('conversation'))).toMatchObject({
      conversation: { id, status: 'WAITING' },
    });
    await page.next(isType('support'));
    try {
      const claimed = expectOk(await ops(sup1, 'opsChatClaim', id), opsChatRowSchema);
      expect(claimed).toMatchObject({ status: 'ACTIVE', operatorName: 'chat_sup1' });
      expect(await page.next(isType('conversation'))).toMatchObject({
        conversation: { status: 'ACTIVE', operatorName: 'chat_sup1' },
      });
      // Claiming again is a no-op for the holder, refused for others.
      expectOk(await ops(sup1, 'opsChatClaim', id), opsChatRowSchema);
      expectFail(await ops(sup2, 'opsChatClaim', id), 409, 'CHAT_HELD');
      expectFail(await reply(sup2, id, 'mine now'), 409, 'CHAT_HELD');
      expectFail(await ops(sup2, 'opsChatClose', id), 409, 'CHAT_HELD');
      expectFail(
        await ops(sup2, 'opsChatTransfer', id, { operatorId: await operatorId('chat_sup1') }),
        409,
        'CHAT_HELD',
      );

      // Transfer targets: another enabled support operator only.
      const sup2Id = await operatorId('chat_sup2');
      for (const target of [
        await operatorId('chat_sup1'),
        await operatorId('chat_fin'),
        await operatorId('chat_cont'),
        999_999,
      ])
        expectFail(
          await ops(sup1, 'opsChatTransfer', id, { operatorId: target }),
          400,
          'CHAT_TRANSFER_TARGET',
        );
      await createOperatorRepository(t.database.db).update(await operatorId('chat_off'), {
        disabledAt: clock.now(),
      });
      expectFail(
        await ops(sup1, 'opsChatTransfer', id, { operatorId: await operatorId('chat_off') }),
        400,
        'CHAT_TRANSFER_TARGET',
      );
      expectFail(
        await ops(sup1, 'opsChatTransfer', id, { operatorId: 0 }),
        400,
        'VALIDATION_ERROR',
      );

      const moved = expectOk(
        await ops(sup1, 'opsChatTransfer', id, { operatorId: sup2Id }),
        opsChatRowSchema,
      );
      expect(moved).toMatchObject({
        status: 'ACTIVE',
        operatorId: sup2Id,
        operatorName: 'chat_sup2',
      });
      expect(
        (await page.next(messageWith((x) => x.systemKey === 'transferred'))).message,
      ).toMatchObject({ sender: 'SYSTEM', operatorName: 'chat_sup2' });
      expect(await page.next(isType('conversation'))).toMatchObject({
        conversation: { operatorName: 'chat_sup2' },
      });
      expectFail(await reply(sup1, id, 'still mine?'), 409, 'CHAT_HELD');
      expectOk(await reply(sup2, id, 'I take over'), chatMessageSchema);

      // Admin may take over anything.
      expectOk(
        await ops(admin, 'opsChatTransfer', id, { operatorId: await operatorId('chat_sup1') }),
        opsChatRowSchema,
      );
      expectOk(await ops(admin, 'opsChatTransfer', id, { operatorId: sup2Id }), opsChatRowSchema);

      // Close: a SYSTEM message, the member's conversation frame goes null; audited.
      expectFail(await ops(sup1, 'opsChatClose', id), 409, 'CHAT_HELD');
      const closed = expectOk(await ops(sup2, 'opsChatClose', id), opsChatRowSchema);
      expect(closed.status).toBe('CLOSED');
      expect((await page.next(messageWith((x) => x.systemKey === 'closed'))).message).toMatchObject(
        {
          operatorName: 'chat_sup2',
        },
      );
      expect(
        await page.next((f) => f.type === 'conversation' && f.conversation === null),
      ).toBeTruthy();
      expectOk(await ops(sup2, 'opsChatClose', id), opsChatRowSchema); // idempotent
      expectFail(await reply(sup2, id, 'too late'), 409, 'CHAT_CLOSED');
      expectFail(await ops(sup2, 'opsChatClaim', id), 409, 'CHAT_CLOSED');
      expectFail(
        await ops(sup2, 'opsChatTransfer', id, { operatorId: await operatorId('chat_sup1') }),
        409,
        'CHAT_CLOSED',
      );
      const audit = expectOk(
        await t.app.inject({
          method: 'GET',
          url: `${opsRoutes.opsAudit.path}?action=chat.close`,
          headers: admin.headers,
        }),
        opsAuditPageSchema,
      );
      expect(audit.items.some((e) => e.targetId === String(id) && e.actor === 'chat_sup2')).toBe(
        true,
      );
      const transfers = expectOk(
        await t.app.inject({
          method: 'GET',
          url: `${opsRoutes.opsAudit.path}?action=chat.transfer`,
          headers: admin.headers,
        }),
        opsAuditPageSchema,
      );
      expect(transfers.items.filter((e) => e.targetId === String(id))).toHaveLength(3);

      // The closed list has it; the member's next message opens a new conversation.
      const closedList = expectOk(
        await t.app.inject({
          method: 'GET',
          url: `${opsRoutes.opsChatConversations.path}?status=CLOSED`,
          headers: sup1.headers,
        }),
        opsChatPageSchema,
      );
      expect(closedList.items[0]?.id).toBe(id);
      const next = await say(m.token, 'one more thing');
      expect(next.conversationId).not.toBe(id);
      const s = expectOk(await state(m.token), chatStateSchema);
      expect(s.conversation).toMatchObject({ id: next.conversationId, status: 'WAITING' });
      // One thread: the old conversation's messages are still there.
      expect(s.messages.some((x) => x.id === first.id)).toBe(true);
      const detail = expectOk(
        await ops(sup1, 'opsChatConversation', next.conversationId),
        opsChatDetailSchema,
      );
      expect(detail.member.conversations).toBe(1);

      // Missing conversations.
      expectFail(await ops(sup1, 'opsChatConversation', 999_999), 404, 'CHAT_NOT_FOUND');
      expectFail(await ops(sup1, 'opsChatClaim', 999_999), 404, 'CHAT_NOT_FOUND');
      expectFail(await reply(sup1, 999_999, 'x'), 404, 'CHAT_NOT_FOUND');
      expectFail(await ops(sup1, 'opsChatRead', 999_999, { upToId: 1 }), 404, 'CHAT_NOT_FOUND');
      expectFail(await ops(sup1, 'opsChatConversation', 0), 400, 'VALIDATION_ERROR');
      expectFail(await reply(sup1, next.conversationId, ''), 400, 'VALIDATION_ERROR');
      expectFail(
        await ops(sup1, 'opsChatReply', next.conversationId, { clientId: 'bad id!', text: 'x' }),
        400,
        'VALIDATION_ERROR',
      );
    } finally {
      page.close();
    }
  });

  it('lists open conversations waiting first, longest wait first, with unread counts', async () => {
    const sup = await signIn('chat_sup1');
    // Close whatever earlier tests left open, so the order is this test's.
    const open = expectOk(await ops(sup, 'opsChatConversations'), opsChatPageSchema);
    const admin = await opsSignIn(t.app, clock);
    for (const row of open.items)
      expectOk(await ops(admin, 'opsChatClose', row.id), opsChatRowSchema);

    const older = await newMember();
    const newer = await newMember();
    const active = await newMember();
    const a = await say(active.token, 'first of all');
    clock.advance(5);
    const o = await say(older.token, 'waiting long');
    clock.advance(5);
    const n = await say(newer.token, 'waiting less');
    await say(newer.token, 'and more');
    expectOk(await reply(sup, a.conversationId, 'on it'), chatMessageSchema);
    const list = expectOk(await ops(sup, 'opsChatConversations'), opsChatPageSchema);
    expect(list.items.map((r) => r.id)).toEqual([
      o.conversationId,
      n.conversationId,
      a.conversationId,
    ]);
    expect(list.total).toBe(3);
    const [first, second, third] = list.items;
    expect(first).toMatchObject({ status: 'WAITING', unread: 1, waitingSince: o.createdAt });
    expect(second).toMatchObject({ status: 'WAITING', unread: 2, lastMessage: 'and more' });
    expect(third).toMatchObject({ status: 'ACTIVE', unread: 0, waitingSince: null });
    // Support reads: unread drops; paging works.
    const last = expectOk(await state(newer.token), chatStateSchema).messages.at(-1)!;
    expect(
      expectOk(
        await ops(sup, 'opsChatRead', n.conversationId, { upToId: last.id }),
        opsChatRowSchema,
      ).unread,
    ).toBe(0);
    const page2 = expectOk(
      await t.app.inject({
        method: 'GET',
        url: `${opsRoutes.opsChatConversations.path}?pageSize=2&pageNo=2`,
        headers: sup.headers,
      }),
      opsChatPageSchema,
    );
    expect(page2).toMatchObject({ pageNo: 2, totalPages: 2, total: 3 });
    expect(page2.items.map((r) => r.id)).toEqual([a.conversationId]);
    expectFail(
      await t.app.inject({
        method: 'GET',
        url: `${opsRoutes.opsChatConversations.path}?status=ALL`,
        headers: sup.headers,
      }),
      400,
      'VALIDATION_ERROR',
    );
  });
});

describe('history and unread counts', () => {
  it('pages older messages and polls newer ones', async () => {
    const m = await newMember();
    const sent: ChatMessage[] = [];
    for (let i = 0; i < 8; i += 1) {
      sent.push(await say(m.token, `m${i}`));
      if (i === CHAT_RATE_MAX - 1) clock.advance(CHAT_RATE_WINDOW_MS / 1000);
    }
    const url = chatPath(messageRoutes.chatMessages.path, m.token);
    const get = async (query: string) =>
      expectOk(await t.app.inject({ method: 'GET', url: `${url}?${query}` }), chatMessagesSchema);
    // Every message of the thread, the SYSTEM offline notice included.
    const all = expectOk(await state(m.token), chatStateSchema).messages;
    const ids = all.map((x) => x.id);
    expect(ids).toEqual([...ids].sort((x, y) => x - y));
    const before = await get(`before=${sent[5]!.id}&limit=3`);
    expect(before.messages.map((x) => x.text)).toEqual(['m2', 'm3', 'm4']);
    expect(before.hasMore).toBe(true);
    const after = await get(`after=${sent[5]!.id}`);
    expect(after.messages.map((x) => x.text)).toEqual(['m6', 'm7']);
    expect(after.hasMore).toBe(false);
    expect(after.conversation?.status).toBe('WAITING');
    expect(after.support).toMatchObject({ timeZone: 'GMT+7' });
    const first = await get('after=0&limit=2');
    expect(first.hasMore).toBe(true);
    expectFail(
      await t.app.inject({ method: 'GET', url: `${url}?before=1&after=1` }),
      400,
      'VALIDATION_ERROR',
    );
    expectFail(
      await t.app.inject({ method: 'GET', url: `${url}?limit=51` }),
      400,
      'VALIDATION_ERROR',
    );
  });

  it('counts support replies the member has not read, over all their conversations', async () => {
    const sup = await signIn('chat_sup1');
    const m = await newMember();
    expect(await unread(m)).toBe(0);
    const a = await say(m.token, 'q1');
    const r1 = expectOk(await reply(sup, a.conversationId, 'a1'), chatMessageSchema);
    const r2 = expectOk(await reply(sup, a.conversationId, 'a2'), chatMessageSchema);
    expect(await unread(m)).toBe(2); // SYSTEM messages do not count
    expectOk(await ops(sup, 'opsChatClose', a.conversationId), opsChatRowSchema);
    const b = await say(m.token, 'q2');
    expectOk(await reply(sup, b.conversationId, 'b1'), chatMessageSchema);
    expect(await unread(m)).toBe(3);
    const read = (upToId: number) =>
      t.app.inject({
        method: 'POST',
        url: chatPath(messageRoutes.chatRead.path, m.token),
        payload: { upToId },
      });
    expect(expectOk(await read(r1.id), unreadCountSchema).unreadCount).toBe(2);
    expect(expectOk(await read(r2.id), unreadCountSchema).unreadCount).toBe(1);
    // Never backwards.
    expect(expectOk(await read(0), unreadCountSchema).unreadCount).toBe(1);
    expect(expectOk(await read(Number.MAX_SAFE_INTEGER), unreadCountSchema).unreadCount).toBe(0);
    expectFail(await read(-1), 400, 'VALIDATION_ERROR');
    expect(await unread(m)).toBe(0);
  });
});

describe('duty and support availability', () => {
  it('shows support online while an operator on duty keeps the console open', async () => {
    const admin = await opsSignIn(t.app, clock);
    // Nobody else on duty.
    const everyone = expectOk(await ops(admin, 'opsChatDuty'), opsChatDutySchema);
    expect(everyone.operators.map((o) => o.username)).toEqual(
      expect.arrayContaining(['chat_sup1', 'chat_sup2', 'ops01']),
    );
    expect(everyone.operators.map((o) => o.username)).not.toContain('chat_fin');
    expect(everyone.operators.map((o) => o.username)).not.toContain('chat_off');
    expect(everyone.operators.filter((o) => o.onDuty)).toEqual([]);
    const sup = await signIn('chat_sup2');
    const m = await newMember();
    const page = await memberSocket(m.token);
    await page.next(isType('conversation'));
    expect((await page.next(isType('support'))).support).toMatchObject({ online: false });
    try {
      // Nobody on duty: the first message gets the SYSTEM offline notice.
      const first = await say(m.token, 'anyone?');
      const offline = await page.next(messageWith((x) => x.systemKey === 'offline'));
      expect((offline.message as ChatMessage).id).toBeGreaterThan(first.id);

      const on = expectOk(
        await ops(sup, 'opsChatDutySet', undefined, { onDuty: true }),
        opsChatDutySchema,
      );
      expect(on.onDuty).toBe(true);
      expect(on.operators.find((o) => o.username === 'chat_sup2')?.onDuty).toBe(true);
      expect((await page.next(isType('support'))).support).toMatchObject({ online: true });
      expect(expectOk(await state(m.token), chatStateSchema).support.online).toBe(true);

      // Stale after CHAT_DUTY_FRESH_MS without a sign of life...
      clock.advance(CHAT_DUTY_FRESH_MS / 1000 + 1);
      expect(expectOk(await state(m.token), chatStateSchema).support.online).toBe(false);
      // ...and fresh again when the console pings (the page hears it).
      const supAgain = await signIn('chat_sup2');
      const desk = await opsSocket(supAgain);
      try {
        await desk.next(isType('queue'));
        expect((await page.next(isType('support'))).support).toMatchObject({ online: true });
        clock.advance(CHAT_DUTY_FRESH_MS / 1000 - 5);
        desk.send({ type: 'ping' });
        await desk.next(isType('pong'));
        clock.advance(10);
        expect(expectOk(await state(m.token), chatStateSchema).support.online).toBe(true);
        const off = expectOk(
          await ops(supAgain, 'opsChatDutySet', undefined, { onDuty: false }),
          opsChatDutySchema,
        );
        expect(off.onDuty).toBe(false);
        expect((await page.next(isType('support'))).support).toMatchObject({ online: false });
        await desk.next(isType('queue'));
      } finally {
        desk.close();
      }
      expectFail(
        await ops(sup, 'opsChatDutySet', undefined, { onDuty: 'yes' }),
        400,
        'VALIDATION_ERROR',
      );
    } finally {
      page.close();
    }
  });
});

/**
 * The second instance's database handle: on PGlite the same client (one embedded database);
 * on PostgreSQL a handle of its own on the same schema, so its queries and its LISTEN travel on
 * other connections, as a second server process's would.
 */
async function secondHandle(): Promise<{ database: DbHandle; close(): Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return { database: t.database, close: async () => {} };
  const [row] = await queryRows<{ schema: string }>(
    t.database,
    sql`select current_schema() as schema`,
  );
  const database = createDb({ database: { kind: 'postgres', url } }, { pgSchema: row!.schema });
  return { database, close: () => database.close() };
}

describe('two server instances on one database', () => {
  it('delivers messages written on one instance to sockets on the other', async () => {
    const handle = await secondHandle();
    const other = await buildTestApp({ database: handle.database, services: { clock: clock.now } });
    let otherOpen = true;
    const closeOther = async () => {
      if (otherOpen) {
        await other.close();
        await handle.close();
      }
      otherOpen = false;
    };
    await other.app.listen({ port: 0, host: '127.0.0.1' });
    const otherBase = `127.0.0.1:${portOf(other.app)}`;
    try {
      const sup = await signIn('chat_sup1');
      const m = await newMember();
      // The member on instance A, the console on instance B.
      const page = await memberSocket(m.token, base);
      const desk = await opsSocket(sup, otherBase);
      await page.next(isType('support'));
      await desk.next(isType('queue'));

      // Member -> A; console on B hears it.
      const clientId = newClientId();
      page.send({ type: 'send', clientId, text: 'via A' });
      const heard = await desk.next(messageWith((x) => x.clientId === clientId));
      const conversationId = heard.conversationId as number;

      // Operator replies through B's row; the member's socket on A hears it.
      const res = await other.app.inject({
        method: 'POST',
        url: opsPath(opsRoutes.opsChatReply.path, conversationId),
        headers: sup.headers,
        payload: { clientId: newClientId(), text: 'via B' },
      });
      const answer = expectOk(res, chatMessageSchema);
      expect((await page.next(messageWith((x) => x.id === answer.id))).message).toEqual(answer);
      await page.next(isType('conversation'));

      // Typing crosses too, both ways.
      desk.send({ type: 'typing', conversationId });
      await page.next(isType('typing'));
      page.send({ type: 'typing' });
      expect(await desk.next(isType('typing'))).toEqual({ type: 'typing', conversationId });

      // A member socket on B and one on A: both hear a message sent through A's row.
      const pageB = await memberSocket(m.token, otherBase);
      await pageB.next(isType('support'));
      const viaRow = await say(m.token, 'both tabs');
      await pageB.next(messageWith((x) => x.id === viaRow.id));
      await page.next(messageWith((x) => x.id === viaRow.id));

      // Closing instance B closes its sockets; A keeps working.
      await closeOther();
      expect(await desk.closed).toBe(1001);
      expect(await pageB.closed).toBe(1001);
      page.send({ type: 'ping' });
      await page.next(isType('pong'));
      page.close();
    } finally {
      await closeOther();
    }
  });
});
