import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { betRoutes } from '@app/contracts/bet-routes';
import { messageRoutes } from '@app/contracts/message-routes';
import { lotteryTicketResultSchema, lotteryTicketStateSchema } from '@app/contracts/bets';
import { routes } from '@app/contracts/routes';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import type { DbHandle } from '../../src/db/create-db';
import { buildTestApp, type TestApp } from './build-test-app';
import { createTestClock } from './clock';
import { expectOk } from './envelope';
import { bearer, loginAs } from './login';
import { createMember } from './member-fixtures';
import { freePlayToken, launch, pickGame, queryRows, spinOk, type PickedGame } from './play';
import { z } from 'zod';

/**
 * What the fuzz knows about the world: member A (whose token it sends), member B (whose data
 * must not change), and ids that make payloads reach past validation. B's ids and names are
 * public-ish identifiers the fuzz may put in any field; B's secrets (password, session and
 * launch tokens) are never given to it, since holding them is what authorises acting as B.
 */
export type FuzzWorld = {
  memberA: { id: number; username: string };
  memberB: {
    id: number;
    username: string;
    email: string;
    mobileNum: string;
    countryDialingCode: string;
    nodeIds: number[];
    orderIds: string[];
    /** The picks of B's lottery ticket (issue 14). */
    subOrderIds: string[];
  };
  /** Seeded games (nodeId, vendor and the vendor's game code), so launches can succeed. */
  games: PickedGame[];
  vendors: string[];
  lotteryGameIds: string[];
  /** Announcements that exist (B has read the first). */
  announcementIds: number[];
  /** Inbox messages (issue 15): one to B alone, which B has read. */
  inboxIds: number[];
  /** A's live chat link and A's chat image (issue 15): the chat page's rows reach the service. */
  chatTokens: string[];
  chatFileIds: string[];
  /** A's own launch tokens (real money and a trial's play money): spins reach the engine. */
  launchTokens: string[];
  /** A fresh session for A (the fuzz may log A out or end A's sessions). */
  tokenA(): Promise<string>;
  /** A trial (free play) account's session. */
  trialToken: string;
};

export type FuzzSetup = { test: TestApp; world: FuzzWorld; close(): Promise<void> };

/**
 * A web build of one page and one asset: the history fallback and the static files then run
 * as in production (without a build, /m/* answers 503 "not built" on purpose, see web-app.ts).
 */
function fakeWebDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'fuzz-web-dist-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>fuzz</title>');
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'export {};');
  return dir;
}

async function setNickname(app: FastifyInstance, token: string, nickname: string) {
  const res = await app.inject({
    method: 'POST',
    url: routes.memberInfoNickname.path,
    headers: bearer(token),
    payload: { nickname },
  });
  if (res.statusCode !== 200) throw new Error(`nickname: ${res.body}`);
}

/**
 * Builds the app (development mode, so the dev-only routes exist and are fuzzed too) and the
 * world: B is demo01 with a balance, favourites, recent games, profile fields, two sessions and
 * bet orders, all made through the real endpoints; A is a fresh member with some money.
 */
export async function setUpFuzz(): Promise<FuzzSetup> {
  const webDist = fakeWebDist();
  // A movable clock: nothing moves it, but the services then never read the wall clock twice
  // differently within a run (throttle windows, draws), which keeps the runs repeatable.
  const clock = createTestClock(new Date('2026-06-01T08:00:00Z'));
  const test = await buildTestApp({ webDist, services: { clock: clock.now } });
  const { app, database } = test;

  // ---- member B (demo01): data of every kind a member owns.
  const tokenB = await loginAs(app, 'demo01');
  await loginAs(app, 'demo01', undefined, { remember: true }); // a second session
  const games = await Promise.all([
    pickGame(database, { gameType: 'RNG', supportPlay: true }),
    pickGame(database, { gameType: 'LIVE' }),
    pickGame(database, { lottery: true }),
  ]);
  for (const game of games) {
    for (const url of [routes.favouriteAdd.path, routes.recentAdd.path]) {
      const res = await app.inject({
        method: 'POST',
        url,
        headers: bearer(tokenB),
        payload: { nodeId: game.nodeId, vendor: game.vendor },
      });
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.body}`);
    }
  }
  await setNickname(app, tokenB, 'Bee');
  const announcementIds = (
    await queryRows<{ id: number }>(database, sql`select id from announcements order by id limit 5`)
  ).map((r) => r.id);
  const read = await app.inject({
    method: 'POST',
    url: routes.markAnnouncementRead.path,
    headers: bearer(tokenB),
    payload: { announcementId: announcementIds[0], read: true },
  });
  if (read.statusCode !== 200) throw new Error(`mark read: ${read.body}`);
  // An inbox message to B alone, read by B (issue 15): A may not read or delete it.
  const inboxToB = await app.messages.inbox.send(
    { operatorId: null, name: 'fuzz', ip: null },
    {
      target: { kind: 'MEMBER', username: 'demo01' },
      texts: { en: { title: 'For B', content: '<p>B only</p>' } },
    },
  );
  const readInbox = await app.inject({
    method: 'POST',
    url: messageRoutes.inboxRead.path.replace(':id', String(inboxToB.id)),
    headers: bearer(tokenB),
  });
  if (readInbox.statusCode !== 200) throw new Error(`inbox read: ${readInbox.body}`);
  const rng = games[0]!;
  const launchB = await launch(app, tokenB, rng);
  const stake = rng.minBetMinor / 100;
  const orderIds = [
    (await spinOk(app, launchB.launchToken, stake)).orderId,
    (await spinOk(app, launchB.launchToken, stake)).orderId,
  ];
  // A lottery ticket of B's (issue 14): the order and its picks are B's too. Nothing moves the
  // clock, so its draw stays open (and its picks cancellable, by B only).
  const lotteryB = await launch(app, tokenB, games[2]!);
  const ticketState = expectOk(
    await app.inject({
      method: 'GET',
      url: betRoutes.lotteryTicketState.path,
      query: { launchToken: lotteryB.launchToken },
    }),
    lotteryTicketStateSchema,
  );
  const { ticket } = expectOk(
    await app.inject({
      method: 'POST',
      url: betRoutes.lotteryTicketPlace.path,
      payload: {
        launchToken: lotteryB.launchToken,
        requestId: 'fuzz-b-ticket-1',
        numero: ticketState.draw.numero,
        picks: ['07', '70'].map((pick) => ({ pick, stake: ticketState.play.stakes[0] })),
      },
    }),
    lotteryTicketResultSchema,
  );
  orderIds.push(ticket.orderId);
  const subOrderIds = ticket.subOrders.map((s) => s.subOrderId);
  const [bRow] = await queryRows<{
    id: number;
    email: string | null;
    mobile_num: string | null;
    country_dialing_code: string | null;
  }>(
    database,
    sql`select id, email, mobile_num, country_dialing_code from members where username = 'demo01'`,
  );
  if (!bRow) throw new Error('demo01 is not seeded');
  // A live chat conversation of B's (issue 15): its link is B's secret, never the fuzz's.
  await app.messages.chat.send(bRow.id, { clientId: 'fuzz-b-chat-1', text: 'B asks support' });

  // ---- member A: a member with money, a launch, and a trial account beside it. An agent
  // (type 1, issue 17), so the agent rows are fuzzed past their scope too (B is in no team of A).
  const usernameA = 'fuzz_member_a';
  const idA = await createMember(test, { username: usernameA, type: 1 });
  await app.services.core.wallets.openWallet(idA);
  await app.services.core.wallets.post({
    idempotencyKey: 'fuzz:credit:a',
    memberId: idA,
    walletKind: 'REAL',
    amountMinor: 1_000_000,
    kind: 'SEED_CREDIT',
    memo: 'fuzz',
  });
  const tokenA = async () =>
    (
      await app.services.core.sessions.start({
        memberId: idA,
        remember: false,
        device: null,
        ip: null,
      })
    ).token;
  const launchA = await launch(app, await tokenA(), rng);
  // A's chat link, a message and an image in A's conversation (issue 15).
  const chatUrlA = (await app.messages.chat.launch(idA, {}, 'http://fuzz.test')).chatUrl;
  const chatTokenA = new URL(chatUrlA).pathname.split('/')[2]!;
  const chatImageA = await app.messages.chat.upload(
    idA,
    await sharp({ create: { width: 64, height: 64, channels: 3, background: '#c33' } })
      .png()
      .toBuffer(),
  );
  await app.messages.chat.send(idA, {
    clientId: 'fuzz-a-chat-1',
    text: 'A asks support',
    fileId: chatImageA.fileId,
  });
  const trialToken = await freePlayToken(app);
  const launchTrial = await launch(app, trialToken, rng, { freePlay: true });
  const lotteryA = await launch(app, await tokenA(), games[2]!);

  const vendors = (
    await queryRows<{ code: string }>(database, sql`select code from game_vendors order by code`)
  ).map((r) => r.code);
  const lotteryGameIds = expectOk(
    await app.inject({ method: 'GET', url: routes.lotteryGames.path }),
    z.array(z.object({ gameId: z.string() })),
  ).map((g) => g.gameId);

  // B's password becomes a secret the fuzz cannot know (its plausible passwords include the demo
  // one, which A and the flows it fuzzes need): logging in as B must stay impossible for it.
  const secretHash = await app.services.core.passwords.hash(`b-${Math.random()}-secret`);
  await queryRows(
    database,
    sql`update members set password_hash = ${secretHash} where id = ${bRow.id}`,
  );

  const world: FuzzWorld = {
    memberA: { id: idA, username: usernameA },
    memberB: {
      id: bRow.id,
      username: 'demo01',
      email: bRow.email ?? 'demo01@example.com',
      mobileNum: bRow.mobile_num ?? '12345678',
      countryDialingCode: bRow.country_dialing_code ?? '855',
      nodeIds: games.map((g) => g.nodeId),
      orderIds,
      subOrderIds,
    },
    games,
    vendors,
    lotteryGameIds,
    announcementIds,
    inboxIds: [inboxToB.id],
    chatTokens: [chatTokenA],
    chatFileIds: [chatImageA.fileId],
    launchTokens: [launchA.launchToken, launchTrial.launchToken, lotteryA.launchToken],
    tokenA,
    trialToken,
  };
  return {
    test,
    world,
    close: async () => {
      await test.close();
      rmSync(webDist, { recursive: true, force: true });
    },
  };
}

/**
 * Tables whose rows B may see change without B's data changing: a forgot-password request
 * (open to anyone, by design) writes a reset token for B and mails B a link; B's account stays
 * as it was until B uses it. Rate events and SMS codes are keyed by address or phone, not by
 * member, so they are not in the snapshot at all. A failed login on B's username is written to
 * B's login history (issue 14: that is what the history is for); a successful one would show in
 * B's sessions, which are checked.
 */
const NOT_B_DATA = new Set(['email_reset_tokens', 'login_history']);

/**
 * Everything the database holds for member B, read-only and straight from the tables: B's
 * members row, every row of every table with a member_id of B (found from the catalogue, so a
 * new table is covered without touching this), and every row of a table with a wallet_id of
 * one of B's wallets (the ledger). Rows are sorted, so equal data gives equal snapshots.
 */
export async function snapshotMember(
  database: DbHandle,
  memberId: number,
): Promise<Record<string, string[]>> {
  const columnsOf = async (column: string) =>
    (
      await queryRows<{ table_name: string }>(
        database,
        sql`select table_name from information_schema.columns
            where table_schema = current_schema() and column_name = ${column}
            order by table_name`,
      )
    ).map((r) => r.table_name);
  const rowsAsJson = async (query: ReturnType<typeof sql>) =>
    (await queryRows<{ row: unknown }>(database, query)).map((r) => JSON.stringify(r.row)).sort();

  const snapshot: Record<string, string[]> = {
    members: await rowsAsJson(sql`select to_jsonb(t) as row from members t where id = ${memberId}`),
  };
  for (const table of await columnsOf('member_id')) {
    if (NOT_B_DATA.has(table)) continue;
    snapshot[table] = await rowsAsJson(
      sql`select to_jsonb(t) as row from ${sql.identifier(table)} t where member_id = ${memberId}`,
    );
  }
  for (const table of await columnsOf('wallet_id')) {
    snapshot[`${table} (wallets)`] = await rowsAsJson(
      sql`select to_jsonb(t) as row from ${sql.identifier(table)} t
          where wallet_id in (select id from wallets where member_id = ${memberId})`,
    );
  }
  return snapshot;
}
