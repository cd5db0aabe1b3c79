import {
  betOrderDetailSchema,
  betOrdersSchema,
  lotteryOrderDetailSchema,
  type LotteryOrderDetail,
} from '@app/contracts/bets';
import { routes } from '@app/contracts/routes';
import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerTransactions, lotteryOrders } from '../src/db/schema';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { createTestClock } from './helpers/clock';
import { expectFail, expectOk } from './helpers/envelope';
import {
  cancelOk,
  cancelRequest,
  detailRequest,
  numbers,
  ordersRequest,
  pickLotteryGame,
  placeOk,
  placeRequest,
  ticketState,
  ticketStateRequest,
  type LotteryGamePick,
} from './helpers/lottery';
import { authHeader, createMember } from './helpers/member-fixtures';
import {
  expectLedgerInvariants,
  freePlayToken,
  launch,
  pickGame,
  spinOk,
  spinRequest,
  type PickedGame,
} from './helpers/play';
import { bearer } from './helpers/login';

// Lottery tickets, cancels, settlement and the bet record (issue 14). The clock starts 10 s into
// a minute: the 60 s game's draw is open for 50 s more.
const clock = createTestClock(new Date('2026-03-10T08:00:10Z'));
let t: TestApp;
let game: LotteryGamePick;
let slot: PickedGame;

const tokenOf = (headers: { authorization: string }) =>
  headers.authorization.slice('Bearer '.length);

async function fundedMember(amountMinor: number) {
  const memberId = await createMember(t);
  await t.app.services.core.wallets.post({
    idempotencyKey: `lottery-fund:${memberId}`,
    memberId,
    walletKind: 'REAL',
    amountMinor,
    kind: 'ADJUSTMENT',
  });
  const headers = await authHeader(t.app, memberId);
  const { launchToken } = await launch(t.app, tokenOf(headers), game);
  return { memberId, headers, launchToken };
}

const balanceOf = async (memberId: number) =>
  t.app.services.core.wallets.balanceMinor(memberId, 'REAL');

async function keysLike(pattern: string): Promise<string[]> {
  const rows = await t.database.db
    .select({ key: ledgerTransactions.idempotencyKey })
    .from(ledgerTransactions)
    .where(like(ledgerTransactions.idempotencyKey, pattern));
  return rows.map((r) => r.key);
}

/** Moves the clock to the start of the next minute plus `seconds` (the 60 s draw closed). */
function passClose(seconds = 5) {
  const now = clock.now().getTime();
  clock.set(new Date(Math.floor(now / 60_000) * 60_000 + 60_000 + seconds * 1000));
}

beforeAll(async () => {
  t = await buildTestApp({ services: { clock: clock.now } });
  game = await pickLotteryGame(t.database, 60);
  slot = await pickGame(t.database, { gameType: 'RNG' });
});
afterAll(async () => {
  await expectLedgerInvariants(t.database);
  await t.close();
});

describe('the lottery ticket page', () => {
  it('is served for a lottery launch, with its own script and styles under the same CSP', async () => {
    const { launchToken } = await fundedMember(10_000);
    const page = await t.app.inject({ method: 'GET', url: `/play/${launchToken}?lang=en` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.body).toContain('data-testid="lottery-numbers"');
    expect(page.body).toContain('Place ticket');
    expect(page.body).not.toContain('data-testid="demo-spin"');
    const script = /src="(\/play\/assets\/lottery-[0-9a-f]{12}\.js)"/.exec(page.body)?.[1];
    const style = /href="(\/play\/assets\/lottery-[0-9a-f]{12}\.css)"/.exec(page.body)?.[1];
    expect(script && style).toBeTruthy();
    const js = await t.app.inject({ method: 'GET', url: script! });
    expect(js.statusCode).toBe(200);
    expect(js.headers['content-type']).toMatch(/^text\/javascript/);
    expect((await t.app.inject({ method: 'GET', url: style! })).statusCode).toBe(200);
    // No inline script: the CSP's script-src 'self' holds.
    expect(page.body).not.toMatch(/<script>(?!<\/script>)/);
    const km = await t.app.inject({ method: 'GET', url: `/play/${launchToken}?lang=km` });
    expect(km.body).toContain('<html lang="km"');
  });

  it('answers the open draw, the stakes from the minimum bet and no tickets yet', async () => {
    const { launchToken } = await fundedMember(10_000);
    const state = await ticketState(t.app, launchToken);
    expect(state).toMatchObject({
      wallet: 'REAL',
      balance: 100,
      play: { code: '2D', odds: 95, maxPicks: 100 },
      tickets: [],
    });
    expect(state.play.stakes[0]).toBe(game.minBetMinor / 100);
    expect(state.draw).toMatchObject({ gameId: game.gameId, remainingSeconds: 50 });
    const open = await t.app.inject({
      method: 'GET',
      url: routes.lotteryOpenNumero.path,
      query: { gameId: game.gameId },
    });
    expect(state.draw.numero).toBe((open.json() as { value: { numero: string } }).value.numero);
  });

  it('refuses a slot launch, an unknown token and bad queries', async () => {
    const headers = await authHeader(t.app, await createMember(t));
    const { launchToken } = await launch(t.app, tokenOf(headers), slot);
    expectFail(await ticketStateRequest(t.app, launchToken), 404, 'GAME_NOT_FOUND');
    expectFail(await ticketStateRequest(t.app, 'x'.repeat(43)), 401, 'GAME_SESSION_EXPIRED');
    expectFail(await ticketStateRequest(t.app, 'bad token!'), 400, 'VALIDATION_ERROR');
  });

  it('plays no slot round on a lottery launch and moves nothing', async () => {
    const { memberId, launchToken } = await fundedMember(100_000);
    expectFail(await spinRequest(t.app, launchToken, 1), 404, 'GAME_NOT_FOUND');
    expect(await balanceOf(memberId)).toBe(100_000);
  });
});

describe('placing a ticket', () => {
  it('debits the whole stake once, one order and a sub-order per pick; a retry places nothing', async () => {
    const { memberId, launchToken } = await fundedMember(10_000);
    const { draw, play } = await ticketState(t.app, launchToken);
    const stake = play.stakes[1]!;
    const requestId = crypto.randomUUID();
    const body = {
      launchToken,
      requestId,
      numero: draw.numero,
      picks: [
        { pick: '07', stake },
        { pick: '42', stake: play.stakes[0]! },
      ],
    };
    const first = await placeOk(t.app, body);
    const totalMinor = Math.round((stake + play.stakes[0]!) * 100);
    expect(first.balance).toBe((10_000 - totalMinor) / 100);
    expect(first.ticket).toMatchObject({
      kind: 'LOTTERY',
      status: 'OPEN',
      numero: draw.numero,
      closeTime: draw.closeTime,
      stake: totalMinor / 100,
      validTurnover: 0,
      payout: 0,
      winLoss: 0,
      wallet: 'REAL',
      result: null,
    });
    expect(first.ticket.orderId).toMatch(/^LT\d{8}-[0-9A-F]{10}$/);
    expect(first.ticket.subOrders).toEqual([
      expect.objectContaining({ pick: '07', stake, odds: 95, status: 'OPEN', cancellable: true }),
      expect.objectContaining({ pick: '42', status: 'OPEN', cancellable: true }),
    ]);
    expect(first.ticket.subOrders[0]!.subOrderId).toBe(`${first.ticket.orderId}-001`);

    // The same request again, and twice at once: the stored ticket, nothing moves.
    const again = await placeOk(t.app, body);
    expect(again.ticket.orderId).toBe(first.ticket.orderId);
    const both = await Promise.all([placeOk(t.app, body), placeOk(t.app, body)]);
    expect(both.map((r) => r.ticket.orderId)).toEqual([first.ticket.orderId, first.ticket.orderId]);
    expect(await balanceOf(memberId)).toBe(10_000 - totalMinor);
    expect(await keysLike(`lottery:${memberId}:%`)).toEqual([
      `lottery:${memberId}:${requestId}:bet`,
    ]);

    const state = await ticketState(t.app, launchToken);
    expect(state.tickets.map((x) => x.orderId)).toEqual([first.ticket.orderId]);
  });

  it('refuses a ticket the balance does not cover and moves nothing', async () => {
    const { memberId, launchToken } = await fundedMember(150);
    const { draw, play } = await ticketState(t.app, launchToken);
    const picks = numbers(3).map((pick) => ({ pick, stake: play.stakes.at(-1)! }));
    expectFail(
      await placeRequest(t.app, { launchToken, numero: draw.numero, picks }),
      409,
      'INSUFFICIENT_BALANCE',
    );
    expect(await balanceOf(memberId)).toBe(150);
    const count = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(lotteryOrders)
      .where(eq(lotteryOrders.memberId, memberId));
    expect(count[0]!.n).toBe(0);
  });

  it('refuses stakes not offered, a closed draw and bad tickets', async () => {
    const { memberId, launchToken } = await fundedMember(10_000);
    const { draw, play } = await ticketState(t.app, launchToken);
    const stake = play.stakes[0]!;
    expectFail(
      await placeRequest(t.app, {
        launchToken,
        numero: draw.numero,
        picks: [{ pick: '01', stake: stake + 0.01 }],
      }),
      400,
      'BET_INVALID',
    );
    const closed = await placeRequest(t.app, {
      launchToken,
      numero: '20260310-0001',
      picks: [{ pick: '01', stake }],
    });
    expectFail(closed, 409, 'DRAW_CLOSED');
    expect((closed.json() as { value: { numero: string } }).value.numero).toBe(draw.numero);

    const bad: unknown[] = [
      { picks: [] },
      { picks: [{ pick: '1', stake }] },
      { picks: [{ pick: '100', stake }] },
      { picks: [{ pick: 'ab', stake }] },
      { picks: [{ pick: '05', stake: -1 }] },
      { picks: [{ pick: '05', stake: 0 }] },
      { picks: [{ pick: '05', stake: '1' }] },
      { picks: [{ pick: '05', stake, play: '3D' }] },
      {
        picks: [
          { pick: '05', stake },
          { pick: '05', stake },
        ],
      },
      {
        picks: numbers(100)
          .map((pick) => ({ pick, stake }))
          .concat([{ pick: '00', stake }]),
      },
      { numero: 'tomorrow', picks: [{ pick: '05', stake }] },
      { requestId: 'short', picks: [{ pick: '05', stake }] },
    ];
    for (const change of bad) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/wps/game/lottery/ticket',
        payload: {
          launchToken,
          requestId: crypto.randomUUID(),
          numero: draw.numero,
          ...(change as object),
        },
      });
      expectFail(res, 400, 'VALIDATION_ERROR');
    }
    expect(await balanceOf(memberId)).toBe(10_000);
  });

  it('plays a trial account’s play money', async () => {
    const token = await freePlayToken(t.app);
    const { launchToken, wallet } = await launch(t.app, token, game);
    expect(wallet).toBe('PLAY');
    const { draw, play, balance } = await ticketState(t.app, launchToken);
    const placed = await placeOk(t.app, {
      launchToken,
      numero: draw.numero,
      picks: [
        { pick: '11', stake: play.stakes[0]! },
        { pick: '12', stake: play.stakes[0]! },
      ],
    });
    expect(placed.ticket.wallet).toBe('PLAY');
    expect(placed.balance).toBeCloseTo(balance - 2 * play.stakes[0]!, 6);
    // Its record and the cancel are member rows: the trial account may use them (play money).
    const cancelled = await cancelOk(t.app, bearer(token), placed.ticket.subOrders[0]!.subOrderId);
    expect(cancelled.subOrders[0]!.status).toBe('CANCELLED');
    const list = expectOk(await ordersRequest(t.app, bearer(token)), betOrdersSchema);
    expect(list.list[0]).toMatchObject({ kind: 'LOTTERY', wallet: 'PLAY' });
  });
});

describe('POST /lgw/orders/suborders/cancel', () => {
  it('refunds one open pick once; twice at once pays once; the last pick cancels the order', async () => {
    const { memberId, headers, launchToken } = await fundedMember(10_000);
    const { draw, play } = await ticketState(t.app, launchToken);
    const stake = play.stakes[2]!;
    const placed = await placeOk(t.app, {
      launchToken,
      numero: draw.numero,
      picks: numbers(2, 30).map((pick) => ({ pick, stake })),
    });
    const [first, second] = placed.ticket.subOrders as [
      LotteryOrderDetail['subOrders'][number],
      LotteryOrderDetail['subOrders'][number],
    ];
    const afterBet = await balanceOf(memberId);

    const answers = await Promise.all([
      cancelRequest(t.app, headers, first.subOrderId),
      cancelRequest(t.app, headers, first.subOrderId),
    ]);
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    const failed = answers.find((r) => r.statusCode === 409)!;
    expectFail(failed, 409, 'ORDER_NOT_CANCELLABLE');
    const ok = lotteryOrderDetailSchema.parse(
      (answers.find((r) => r.statusCode === 200)!.json() as { value: unknown }).value,
    );
    expect(ok.subOrders[0]).toMatchObject({ status: 'CANCELLED', cancellable: false });
    expect(ok.subOrders[1]).toMatchObject({ status: 'OPEN', cancellable: true });
    expect(ok).toMatchObject({ status: 'OPEN', stake, refund: stake });
    expect(await balanceOf(memberId)).toBe(afterBet + Math.round(stake * 100));
    expect(await keysLike(`lottery:${first.subOrderId}:%`)).toEqual([
      `lottery:${first.subOrderId}:refund`,
    ]);
    expectFail(await cancelRequest(t.app, headers, first.subOrderId), 409, 'ORDER_NOT_CANCELLABLE');

    const last = await cancelOk(t.app, headers, second.subOrderId);
    expect(last).toMatchObject({ status: 'CANCELLED', stake: 0, refund: 2 * stake });
    expect(await balanceOf(memberId)).toBe(10_000);
    const record = expectOk(
      await detailRequest(t.app, headers, placed.ticket.orderId),
      betOrderDetailSchema,
    );
    expect(record).toMatchObject({ status: 'CANCELLED', validTurnover: 0, winLoss: 0 });
  });

  it('refuses after the draw closed, another member’s pick, no session and bad input', async () => {
    const owner = await fundedMember(10_000);
    const other = await fundedMember(10_000);
    const { draw, play } = await ticketState(t.app, owner.launchToken);
    const placed = await placeOk(t.app, {
      launchToken: owner.launchToken,
      numero: draw.numero,
      picks: [{ pick: '55', stake: play.stakes[0]! }],
    });
    const subOrderId = placed.ticket.subOrders[0]!.subOrderId;

    expectFail(await cancelRequest(t.app, other.headers, subOrderId), 404, 'ORDER_NOT_FOUND');
    expectFail(
      await detailRequest(t.app, other.headers, placed.ticket.orderId),
      404,
      'ORDER_NOT_FOUND',
    );
    expectFail(
      await cancelRequest(t.app, owner.headers, 'LT20260310-0000000000-001'),
      404,
      'ORDER_NOT_FOUND',
    );
    expectFail(await cancelRequest(t.app, {}, subOrderId), 401, 'NOT_LOGGED_IN');
    for (const bad of [undefined, '', 'x'.repeat(49), 'a b', 42])
      expectFail(await cancelRequest(t.app, owner.headers, bad), 400, 'VALIDATION_ERROR');

    passClose();
    // Settled first: the draw is random, and when '55' wins, the cancel's own lazy settle
    // would pay it between the two balance reads.
    await t.app.services.lottery.lotteryOrders.settleDue();
    const before = await balanceOf(owner.memberId);
    expectFail(await cancelRequest(t.app, owner.headers, subOrderId), 409, 'ORDER_NOT_CANCELLABLE');
    expect(await balanceOf(owner.memberId)).toBe(before);
    expect(await keysLike(`lottery:${subOrderId}:refund`)).toEqual([]);
  });
});

describe('settlement', () => {
  it('settles a closed draw once: the one winning number of 100 pays 95x, everyone gets the same result', async () => {
    // Earlier tests' closed draws first: the sweeper's counts below are this test's only.
    await t.app.services.lottery.lotteryOrders.settleDue();
    const a = await fundedMember(100_000);
    const b = await fundedMember(100_000);
    const { draw, play } = await ticketState(t.app, a.launchToken);
    const stake = play.stakes[0]!;
    const stakeMinor = Math.round(stake * 100);
    const all = await placeOk(t.app, {
      launchToken: a.launchToken,
      numero: draw.numero,
      picks: numbers(100).map((pick) => ({ pick, stake })),
    });
    const few = await placeOk(t.app, {
      launchToken: b.launchToken,
      numero: draw.numero,
      picks: numbers(3, 40).map((pick) => ({ pick, stake })),
    });
    // Not before the close.
    expect(await t.app.services.lottery.lotteryOrders.settleDue()).toBe(0);

    passClose();
    // Read lazily: the member's own read settles their order.
    const settled = expectOk(
      await detailRequest(t.app, a.headers, all.ticket.orderId),
      betOrderDetailSchema,
    );
    if (settled.kind !== 'LOTTERY') throw new Error('a lottery order expected');
    expect(settled.status).toBe('SETTLED');
    expect(settled.result?.number).toMatch(/^\d{5}$/);
    expect(settled.result?.twoD).toBe(settled.result?.number.slice(-2));
    const won = settled.subOrders.filter((s) => s.status === 'WON');
    expect(won).toHaveLength(1);
    expect(won[0]!.pick).toBe(settled.result!.twoD);
    expect(won[0]!.payout).toBe((stakeMinor * 95) / 100);
    expect(settled.subOrders.filter((s) => s.status === 'LOST')).toHaveLength(99);
    expect(settled.subOrders.every((s) => !s.cancellable)).toBe(true);
    expect(settled).toMatchObject({
      payout: (stakeMinor * 95) / 100,
      stake: (stakeMinor * 100) / 100,
      validTurnover: (stakeMinor * 100) / 100,
      winLoss: (stakeMinor * 95 - stakeMinor * 100) / 100,
    });
    expect(await balanceOf(a.memberId)).toBe(100_000 - 100 * stakeMinor + 95 * stakeMinor);

    // The sweeper settles the rest with the same result; nothing is paid twice.
    expect(await t.app.services.lottery.lotteryOrders.settleDue()).toBeGreaterThanOrEqual(1);
    expect(await t.app.services.lottery.lotteryOrders.settleDue()).toBe(0);
    const other = expectOk(
      await detailRequest(t.app, b.headers, few.ticket.orderId),
      betOrderDetailSchema,
    );
    expect(other.kind === 'LOTTERY' && other.result).toEqual(settled.result);
    const winKey = `lottery:${won[0]!.subOrderId}:payout`;
    expect(await keysLike(`lottery:${all.ticket.orderId}-%:payout`)).toEqual([winKey]);
    expect(await balanceOf(a.memberId)).toBe(100_000 - 5 * stakeMinor);

    // The ticket page shows the settled ticket with its result.
    const state = await ticketState(t.app, a.launchToken);
    expect(state.tickets[0]).toMatchObject({ orderId: all.ticket.orderId, status: 'SETTLED' });
    expect(state.draw.numero).not.toBe(draw.numero);
  });
});

describe('GET /lgw/orders with rounds and lottery orders', () => {
  it('lists both kinds with filters by kind, game type, vendor and the member’s own days, and sums the range', async () => {
    clock.set(new Date('2026-03-20T08:00:10Z'));
    const { headers, launchToken } = await fundedMember(100_000);
    const { launchToken: slotToken } = await launch(t.app, tokenOf(headers), slot);
    const slotStake = slot.minBetMinor / 100;
    await spinOk(t.app, slotToken, slotStake);
    await spinOk(t.app, slotToken, slotStake);
    const { draw, play } = await ticketState(t.app, launchToken);
    const stake = play.stakes[0]!;
    const open = await placeOk(t.app, {
      launchToken,
      numero: draw.numero,
      picks: numbers(2).map((pick) => ({ pick, stake })),
    });

    const all = expectOk(await ordersRequest(t.app, headers), betOrdersSchema);
    expect(all.total).toBe(3);
    expect(all.list[0]).toMatchObject({
      orderId: open.ticket.orderId,
      kind: 'LOTTERY',
      status: 'OPEN',
      numero: draw.numero,
      gameType: open.ticket.gameType,
      stake: 2 * stake,
      validTurnover: 0,
      winLoss: 0,
    });
    expect(all.list.slice(1).every((o) => o.kind === 'ROUND' && o.numero === null)).toBe(true);
    const rounds = all.list.filter((o) => o.kind === 'ROUND');
    const sum = (pick: (o: (typeof rounds)[number]) => number) =>
      Math.round(rounds.reduce((s, o) => s + pick(o) * 100, 0)) / 100;
    // Open orders count in the stake, not in valid turnover or win/loss.
    expect(all.summary).toEqual({
      stake: Math.round((sum((o) => o.stake) + 2 * stake) * 100) / 100,
      validTurnover: sum((o) => o.stake),
      payout: sum((o) => o.payout),
      winLoss: sum((o) => o.winLoss),
    });

    const byKind = expectOk(
      await ordersRequest(t.app, headers, { kind: 'LOTTERY' }),
      betOrdersSchema,
    );
    expect(byKind.list.map((o) => o.orderId)).toEqual([open.ticket.orderId]);
    const byType = expectOk(
      await ordersRequest(t.app, headers, { gameType: open.ticket.gameType }),
      betOrdersSchema,
    );
    expect(byType.total).toBe(1);
    const byVendor = expectOk(
      await ordersRequest(t.app, headers, { vendor: slot.vendor }),
      betOrdersSchema,
    );
    expect(byVendor.total).toBe(2);
    expect(byVendor.summary.stake).toBe(sum((o) => o.stake));
    const none = expectOk(await ordersRequest(t.app, headers, { vendor: 'NOPE' }), betOrdersSchema);
    expect(none).toMatchObject({ total: 0, list: [], summary: { stake: 0, validTurnover: 0 } });

    // The member's own days: 20 March in Phnom Penh (+07:00) holds them; the day before not.
    const today = expectOk(
      await ordersRequest(t.app, headers, {
        from: '2026-03-20T00:00:00.000+07:00',
        to: '2026-03-20T23:59:59.999+07:00',
      }),
      betOrdersSchema,
    );
    expect(today.total).toBe(3);
    const yesterday = expectOk(
      await ordersRequest(t.app, headers, {
        from: '2026-03-19T00:00:00.000+07:00',
        to: '2026-03-19T23:59:59.999+07:00',
      }),
      betOrdersSchema,
    );
    expect(yesterday.total).toBe(0);
    // Fifteen hours east the evening of the 20th is already the 21st there.
    const east = expectOk(
      await ordersRequest(t.app, headers, {
        from: '2026-03-21T00:00:00.000+14:00',
        to: '2026-03-21T23:59:59.999+14:00',
      }),
      betOrdersSchema,
    );
    expect(east.total).toBe(0);

    // Once settled, the lottery order counts in valid turnover and win/loss.
    passClose();
    const after = expectOk(
      await ordersRequest(t.app, headers, { kind: 'LOTTERY' }),
      betOrdersSchema,
    );
    const row = after.list[0]!;
    expect(row).toMatchObject({ status: 'SETTLED', validTurnover: 2 * stake });
    expect(row.winLoss).toBeCloseTo(row.payout - 2 * stake, 6);
    expect(after.summary).toMatchObject({ validTurnover: 2 * stake, winLoss: row.winLoss });
  });

  it('refuses ranges past 90 days back, half ranges and bad filters', async () => {
    const { headers } = await fundedMember(1_000);
    const now = clock.now();
    const daysAgo = (n: number) => new Date(now.getTime() - n * 86_400_000).toISOString();
    expectOk(
      await ordersRequest(t.app, headers, { from: daysAgo(90), to: now.toISOString() }),
      betOrdersSchema,
    );
    expectFail(
      await ordersRequest(t.app, headers, { from: daysAgo(93), to: now.toISOString() }),
      400,
      'DATE_RANGE_INVALID',
    );
    expectFail(
      await ordersRequest(t.app, headers, { from: now.toISOString(), to: daysAgo(1) }),
      400,
      'DATE_RANGE_INVALID',
    );
    expectFail(
      await ordersRequest(t.app, headers, { from: now.toISOString() }),
      400,
      'DATE_RANGE_INVALID',
    );
    const bad: Record<string, string>[] = [
      { kind: 'SPIN' },
      { vendor: 'bad vendor' },
      { from: '2026-03-20' },
      { to: 'yesterday' },
    ];
    for (const query of bad)
      expectFail(await ordersRequest(t.app, headers, query), 400, 'VALIDATION_ERROR');
  });
});
