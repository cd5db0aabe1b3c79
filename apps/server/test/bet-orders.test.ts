import { routes } from '@app/contracts/routes';
import { betOrderDetailSchema, betOrdersSchema, type BetOrder } from '@app/contracts/bets';
import { demoStateSchema } from '@app/contracts/demo-game';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { createTestClock } from './helpers/clock';
import { expectFail, expectOk } from './helpers/envelope';
import { authHeader, createMember } from './helpers/member-fixtures';
import { launch, pickGame, spinOk, type PickedGame } from './helpers/play';

let t: TestApp;
const clock = createTestClock(new Date('2026-03-01T08:00:00Z'));
let player: { authorization: string };
let other: { authorization: string };
let otherOrderId: string;
let slot: PickedGame;
let table: PickedGame;

const tokenOf = (headers: { authorization: string }) =>
  headers.authorization.slice('Bearer '.length);

async function fundedMember(amountMinor: number) {
  const memberId = await createMember(t);
  await t.app.services.core.wallets.post({
    idempotencyKey: `orders-fund:${memberId}`,
    memberId,
    walletKind: 'REAL',
    amountMinor,
    kind: 'ADJUSTMENT',
  });
  return memberId;
}

async function play(
  headers: { authorization: string },
  game: PickedGame,
  rounds: number,
  freePlay = false,
) {
  const { launchToken } = await launch(t.app, tokenOf(headers), game, { freePlay });
  const state = expectOk(
    await t.app.inject({ method: 'GET', url: routes.demoGameState.path, query: { launchToken } }),
    demoStateSchema,
  );
  for (let i = 0; i < rounds; i++) await spinOk(t.app, launchToken, state.stakes[1]!);
}

const orders = (headers: Record<string, string>, query: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: routes.betOrders.path, headers, query });
const detail = (headers: Record<string, string>, orderId: string) =>
  t.app.inject({ method: 'GET', url: routes.betOrderDetail.path, headers, query: { orderId } });

const sum = (list: BetOrder[], pick: (o: BetOrder) => number) =>
  Math.round(list.reduce((s, o) => s + pick(o) * 100, 0)) / 100;

beforeAll(async () => {
  t = await buildTestApp({ services: { clock: clock.now } });
  slot = await pickGame(t.database, { gameType: 'RNG', supportPlay: true });
  table = await pickGame(t.database, { gameType: 'LIVE' });
  const playerId = await fundedMember(500_000);

  // Day 1 (1 March): 3 slot rounds. Day 2: 2 slot rounds and 2 free-play rounds. Day 3: 1 table.
  player = await authHeader(t.app, playerId);
  await play(player, slot, 3);
  clock.set(new Date('2026-03-02T23:59:00Z'));
  player = await authHeader(t.app, playerId);
  await play(player, slot, 2);
  await play(player, slot, 2, true);
  clock.set(new Date('2026-03-03T00:00:00Z'));
  await play(player, table, 1);

  other = await authHeader(t.app, await fundedMember(10_000));
  await play(other, slot, 1);
  otherOrderId = expectOk(await orders(other), betOrdersSchema).list[0]!.orderId;
});
afterAll(async () => {
  await t.close();
});

describe('GET /lgw/orders', () => {
  it('lists only the member’s own orders, newest first, with the totals', async () => {
    const all = expectOk(await orders(player), betOrdersSchema);
    expect(all).toMatchObject({ pageNum: 1, totalPages: 1, total: 8 });
    expect(all.list.map((o) => o.orderId)).not.toContain(otherOrderId);
    const times = all.list.map((o) => Date.parse(o.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(all.list[0]).toMatchObject({
      gameType: 'LIVE',
      vendor: table.vendor,
      nodeId: table.nodeId,
    });
    for (const order of all.list) {
      expect(order.status).toBe('SETTLED');
      expect(order.winLoss).toBeCloseTo(order.payout - order.stake, 10);
    }
    expect(all.summary.stake).toBe(sum(all.list, (o) => o.stake));
    expect(all.summary.payout).toBe(sum(all.list, (o) => o.payout));
    expect(all.summary.winLoss).toBe(sum(all.list, (o) => o.winLoss));
  });

  it('pages without overlap; the summary covers every matching order, not the page', async () => {
    const all = expectOk(await orders(player), betOrdersSchema);
    const seen: string[] = [];
    for (let pageNo = 1; pageNo <= 3; pageNo++) {
      const page = expectOk(
        await orders(player, { pageNo: String(pageNo), pageSize: '3' }),
        betOrdersSchema,
      );
      expect(page).toMatchObject({ pageNum: pageNo, totalPages: 3, total: 8 });
      expect(page.list).toHaveLength(pageNo === 3 ? 2 : 3);
      expect(page.summary).toEqual(all.summary);
      seen.push(...page.list.map((o) => o.orderId));
    }
    expect(seen).toEqual(all.list.map((o) => o.orderId));
    const beyond = expectOk(await orders(player, { pageNo: '4', pageSize: '3' }), betOrdersSchema);
    expect(beyond).toMatchObject({ list: [], total: 8, totalPages: 3 });
  });

  it('filters by wallet, game type and dates (inclusive, UTC)', async () => {
    const playMoney = expectOk(await orders(player, { wallet: 'PLAY' }), betOrdersSchema);
    expect(playMoney.total).toBe(2);
    expect(playMoney.list.every((o) => o.wallet === 'PLAY')).toBe(true);
    expect(playMoney.summary.stake).toBe(sum(playMoney.list, (o) => o.stake));

    const live = expectOk(await orders(player, { gameType: 'LIVE' }), betOrdersSchema);
    expect(live.total).toBe(1);
    const slots = expectOk(
      await orders(player, { gameType: 'RNG', wallet: 'REAL' }),
      betOrdersSchema,
    );
    expect(slots.total).toBe(5);

    const day2 = expectOk(
      await orders(player, { startDate: '2026-03-02', endDate: '2026-03-02' }),
      betOrdersSchema,
    );
    expect(day2.total).toBe(4);
    const fromDay2 = expectOk(await orders(player, { startDate: '2026-03-02' }), betOrdersSchema);
    expect(fromDay2.total).toBe(5);
    const untilDay1 = expectOk(await orders(player, { endDate: '2026-03-01' }), betOrdersSchema);
    expect(untilDay1.total).toBe(3);
    const none = expectOk(await orders(player, { startDate: '2026-04-01' }), betOrdersSchema);
    expect(none).toMatchObject({
      list: [],
      total: 0,
      totalPages: 0,
      summary: { stake: 0, payout: 0, winLoss: 0 },
    });
    // Empty filters mean no filter.
    expect(
      expectOk(await orders(player, { wallet: '', gameType: '' }), betOrdersSchema).total,
    ).toBe(8);
  });

  it('needs a session and a valid query', async () => {
    expectFail(await orders({}), 401, 'NOT_LOGGED_IN');
    const bad: Record<string, string>[] = [
      { pageSize: '0' },
      { pageSize: '101' },
      { wallet: 'GOLD' },
      { startDate: '2026-13-01' },
      { gameType: 'HOT' },
    ];
    for (const query of bad) {
      expectFail(await orders(player, query), 400, 'VALIDATION_ERROR');
    }
  });
});

describe('GET /lgw/orders/detail', () => {
  it('shows the member’s order with its reels, wins and the balance after', async () => {
    const all = expectOk(await orders(player), betOrdersSchema);
    for (const order of all.list) {
      const d = expectOk(await detail(player, order.orderId), betOrderDetailSchema);
      expect(d).toMatchObject(order);
      if (d.kind !== 'ROUND') throw new Error('a round expected');
      expect(d.round.reels).toHaveLength(3);
      const wins = d.round.wins.reduce((total, w) => total + Math.round(w.amount * 100), 0);
      expect(wins / 100).toBe(order.payout);
      expect(d.balanceAfter).toBeGreaterThanOrEqual(0);
    }
    const newestReal = all.list.find((o) => o.wallet === 'REAL')!;
    const wallet = await t.app.inject({ method: 'GET', url: routes.wallet.path, headers: player });
    const newest = expectOk(await detail(player, newestReal.orderId), betOrderDetailSchema);
    expect(newest.kind === 'ROUND' && newest.balanceAfter).toBe(
      (wallet.json() as { value: { sumBalance: number } }).value.sumBalance,
    );
  });

  it('answers 404 ORDER_NOT_FOUND for another member’s order or an unknown one', async () => {
    expectFail(await detail(player, otherOrderId), 404, 'ORDER_NOT_FOUND');
    expectFail(await detail(player, 'DG20260301-0000000000'), 404, 'ORDER_NOT_FOUND');
    expectOk(await detail(other, otherOrderId), betOrderDetailSchema);
    expectFail(await detail({}, otherOrderId), 401, 'NOT_LOGGED_IN');
    expectFail(await detail(player, 'bad id!'), 400, 'VALIDATION_ERROR');
  });
});
