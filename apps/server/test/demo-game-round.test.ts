import { routes } from '@app/contracts/routes';
import { betOrdersSchema } from '@app/contracts/bets';
import { demoSpinResultSchema, demoStateSchema } from '@app/contracts/demo-game';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBetOrderRepository } from '../src/repositories/bet-order-repository';
import { createDemoGameService } from '../src/services/demo-game-service';
import { systemClock } from '../src/services/clock';
import { evaluate, type Reels } from '../src/services/slot-math';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { expectFail, expectOk } from './helpers/envelope';
import { bearer, loginAs } from './helpers/login';
import { authHeader, createMember } from './helpers/member-fixtures';
import {
  expectLedgerInvariants,
  freePlayToken,
  launch,
  pickGame,
  queryRows,
  spinOk,
  spinRequest,
  type PickedGame,
} from './helpers/play';

let t: TestApp;
let slot: PickedGame;

beforeAll(async () => {
  t = await buildTestApp();
  // A game with a 0.05 minimum bet: stakes 0.05 ... 5.00.
  slot = await pickGame(t.database, { gameType: 'RNG', supportPlay: true, minBetMinor: 5 });
});
afterAll(async () => {
  await t.close();
});

const state = async (launchToken: string) =>
  expectOk(
    await t.app.inject({ method: 'GET', url: routes.demoGameState.path, query: { launchToken } }),
    demoStateSchema,
  );

/** A member with `amountMinor` of real money, logged in, with a launched game. */
async function fundedLaunch(amountMinor: number) {
  const memberId = await createMember(t);
  await t.app.services.core.wallets.openWallet(memberId);
  if (amountMinor > 0)
    await t.app.services.core.wallets.post({
      idempotencyKey: `test-fund:${memberId}`,
      memberId,
      walletKind: 'REAL',
      amountMinor,
      kind: 'ADJUSTMENT',
    });
  const headers = await authHeader(t.app, memberId);
  const token = headers.authorization.slice('Bearer '.length);
  const launched = await launch(t.app, token, slot);
  return { memberId, token, launchToken: launched.launchToken };
}

async function countsOf(memberId: number) {
  const [row] = await queryRows<{ orders: number; transactions: number }>(
    t.database,
    sql`select
      (select count(*)::int from bet_orders where member_id = ${memberId}) as orders,
      (select count(distinct e.transaction_id)::int from ledger_entries e
         join wallets w on w.id = e.wallet_id where w.member_id = ${memberId}) as transactions`,
  );
  return row!;
}

describe('GET /wps/game/demo/state', () => {
  it('offers stakes from the minimum bet, the balance and a starting layout', async () => {
    const { launchToken } = await fundedLaunch(12_345);
    expect(await state(launchToken)).toEqual({
      gameName: expect.any(String),
      vendor: slot.vendor,
      wallet: 'REAL',
      currency: { code: 'USD', symbol: '$' },
      balance: 123.45,
      stakes: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      reels: [
        ['CLUB', 'SEVEN', 'CLUB'],
        ['CLUB', 'SEVEN', 'CLUB'],
        ['CLUB', 'SEVEN', 'CLUB'],
      ],
    });
  });
});

describe('POST /wps/game/demo/spin', () => {
  it('keeps every ledger invariant over many rounds, and each order matches its ledger entries', async () => {
    const { memberId, launchToken } = await fundedLaunch(100_000);
    let expected = 100_000;
    let wins = 0;
    for (let i = 0; i < 60; i++) {
      const stake = [0.05, 0.25, 1, 5][i % 4]!;
      const round = await spinOk(t.app, launchToken, stake);
      expect(round.stake).toBe(stake);
      // The server's result is the paytable's verdict on the reels it shows.
      const check = evaluate(round.reels as Reels, Math.round(stake * 100));
      expect(Math.round(round.payout * 100)).toBe(check.payoutMinor);
      expect(round.wins.map((w) => w.line)).toEqual(check.wins.map((w) => w.line));
      expected += check.payoutMinor - Math.round(stake * 100);
      expect(Math.round(round.balance * 100)).toBe(expected);
      if (round.payout > 0) wins++;
    }
    expect(wins).toBeGreaterThan(0);
    expect(await t.app.services.core.wallets.balanceMinor(memberId, 'REAL')).toBe(expected);
    expect((await state(launchToken)).balance * 100).toBeCloseTo(expected, 6);
    await expectLedgerInvariants(t.database);

    // Each order: a BET transaction of -stake, a PAYOUT of +payout only when it paid.
    const mismatches = await queryRows(
      t.database,
      sql`select o.order_id from bet_orders o
        left join ledger_entries b on b.transaction_id = o.bet_transaction_id and b.wallet_id is not null
        left join ledger_entries p on p.transaction_id = o.payout_transaction_id and p.wallet_id is not null
        left join ledger_transactions bt on bt.id = o.bet_transaction_id
        left join ledger_transactions pt on pt.id = o.payout_transaction_id
        where o.member_id = ${memberId} and (
          bt.kind is distinct from 'BET' or b.amount_minor <> -o.stake_minor
          or (o.payout_minor > 0 and (pt.kind is distinct from 'PAYOUT' or p.amount_minor <> o.payout_minor))
          or (o.payout_minor = 0 and o.payout_transaction_id is not null)
          or o.balance_after_minor <> coalesce(p.balance_after_minor, b.balance_after_minor))`,
    );
    expect(mismatches).toEqual([]);
    expect((await countsOf(memberId)).orders).toBe(60);
  });

  it('applies a retried round once and answers the first result', async () => {
    const { memberId, launchToken } = await fundedLaunch(10_000);
    const roundId = crypto.randomUUID();
    const first = expectOk(await spinRequest(t.app, launchToken, 1, roundId), demoSpinResultSchema);
    const before = await countsOf(memberId);
    const again = expectOk(await spinRequest(t.app, launchToken, 1, roundId), demoSpinResultSchema);
    expect(again).toEqual(first);
    expect(await countsOf(memberId)).toEqual(before);
    expect(await t.app.services.core.wallets.balanceMinor(memberId, 'REAL')).toBe(
      Math.round(first.balance * 100),
    );
    await expectLedgerInvariants(t.database);
  });

  it('applies a round once under concurrent retries', async () => {
    const { memberId, launchToken } = await fundedLaunch(10_000);
    const roundId = crypto.randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => spinRequest(t.app, launchToken, 0.5, roundId)),
    );
    const results = answers.map((res) => expectOk(res, demoSpinResultSchema));
    expect(new Set(results.map((r) => r.orderId)).size).toBe(1);
    expect(results.every((r) => JSON.stringify(r) === JSON.stringify(results[0]))).toBe(true);
    const counts = await countsOf(memberId);
    expect(counts.orders).toBe(1);
    // The funding, the stake and (when it paid) the win.
    expect(counts.transactions).toBe(results[0]!.payout > 0 ? 3 : 2);
    expect(await t.app.services.core.wallets.balanceMinor(memberId, 'REAL')).toBe(
      10_000 - 50 + Math.round(results[0]!.payout * 100),
    );
    await expectLedgerInvariants(t.database);
  });

  it('refuses a stake above the balance with 409 INSUFFICIENT_BALANCE and moves nothing', async () => {
    const { memberId, launchToken } = await fundedLaunch(20);
    const before = await countsOf(memberId);
    expectFail(await spinRequest(t.app, launchToken, 0.25), 409, 'INSUFFICIENT_BALANCE');
    expect(await countsOf(memberId)).toEqual(before);
    expect(await t.app.services.core.wallets.balanceMinor(memberId, 'REAL')).toBe(20);
    // The whole balance is a valid stake... nothing at all is not.
    const empty = await fundedLaunch(0);
    expectFail(await spinRequest(t.app, empty.launchToken, 0.05), 409, 'INSUFFICIENT_BALANCE');
    expect((await countsOf(empty.memberId)).orders).toBe(0);
    await expectLedgerInvariants(t.database);
  });

  it('refuses stakes that are not offered (BET_INVALID) and malformed rounds (400)', async () => {
    const { memberId, launchToken } = await fundedLaunch(10_000);
    for (const stake of [0.03, 0.051, 10, 100]) {
      expectFail(await spinRequest(t.app, launchToken, stake), 400, 'BET_INVALID');
    }
    expectFail(await spinRequest(t.app, launchToken, 1, 'not-a-uuid'), 400, 'VALIDATION_ERROR');
    expectFail(await spinRequest(t.app, launchToken, -1), 400, 'VALIDATION_ERROR');
    expect((await countsOf(memberId)).orders).toBe(0);
  });

  it('plays a trial account with play money and never touches a real wallet', async () => {
    const trial = await freePlayToken(t.app);
    const { launchToken } = await launch(t.app, trial, slot);
    for (let i = 0; i < 10; i++) await spinOk(t.app, launchToken, 1);
    const { memberId } = await t.app.services.core.sessions.authenticate(trial);
    const rows = await queryRows<{ kind: string; balance_minor: number }>(
      t.database,
      sql`select kind, balance_minor from wallets where member_id = ${memberId}`,
    );
    expect(rows.map((r) => r.kind)).toEqual(['PLAY']);
    const orders = expectOk(
      await t.app.inject({ method: 'GET', url: routes.betOrders.path, headers: bearer(trial) }),
      betOrdersSchema,
    );
    expect(orders.total).toBe(10);
    expect(orders.list.every((o) => o.wallet === 'PLAY')).toBe(true);
    expect(Number(rows[0]!.balance_minor)).toBe(200_000 + Math.round(orders.summary.winLoss * 100));
    await expectLedgerInvariants(t.database);
  });

  it('a real member in free play uses play money; the real balance stays as it was', async () => {
    const token = await loginAs(t.app, 'demo01');
    const memberId = (await t.app.services.core.sessions.authenticate(token)).memberId;
    const real = await t.app.services.core.wallets.balanceMinor(memberId, 'REAL');
    const { launchToken } = await launch(t.app, token, slot, { freePlay: true });
    const playBefore = await t.app.services.core.wallets.balanceMinor(memberId, 'PLAY');
    let last = 0;
    for (let i = 0; i < 5; i++) last = (await spinOk(t.app, launchToken, 5)).balance;
    expect(await t.app.services.core.wallets.balanceMinor(memberId, 'REAL')).toBe(real);
    // The rounds moved the play wallet (its balance is the last round's; wins may happen to
    // equal the stakes, so the balance itself may come back to where it was).
    expect(await t.app.services.core.wallets.balanceMinor(memberId, 'PLAY')).toBe(
      Math.round(last * 100),
    );
    const [rounds] = await queryRows<{ n: number }>(
      t.database,
      sql`select count(*)::int as n from bet_orders where member_id = ${memberId} and wallet_kind = 'PLAY'`,
    );
    expect(Number(rounds!.n)).toBeGreaterThanOrEqual(5);
    expect(playBefore).toBeGreaterThan(0);
  });

  it('shows the last round reels when the page is opened again', async () => {
    const { launchToken } = await fundedLaunch(10_000);
    const round = await spinOk(t.app, launchToken, 0.05);
    expect((await state(launchToken)).reels).toEqual(round.reels);
  });
});

describe('a round with fixed reels (the service, straight)', () => {
  it('credits the win in the same transaction and records the lines', async () => {
    const services = t.app.services;
    const fixed = createDemoGameService({
      launches: services.games.launches,
      wallets: services.core.wallets,
      betOrders: createBetOrderRepository(t.database.db),
      betOrdersOn: createBetOrderRepository,
      currency: async () => ({ code: 'USD', symbol: '$' }),
      clock: systemClock,
      protections: services.core.protections,
      // Three sevens on the middle row, clubs above and below: 500 + 5 + 5 line bets.
      spin: (stakeMinor) =>
        evaluate(
          [
            ['CLUB', 'SEVEN', 'CLUB'],
            ['CLUB', 'SEVEN', 'CLUB'],
            ['CLUB', 'SEVEN', 'CLUB'],
          ],
          stakeMinor,
        ),
    });
    const { memberId, launchToken } = await fundedLaunch(1_000);
    const round = await fixed.spin({ launchToken, roundId: crypto.randomUUID(), stake: 0.25 });
    expect(round.payout).toBe(25.5);
    expect(round.wins).toEqual([
      { line: 1, symbol: 'CLUB', amount: 0.25 },
      { line: 2, symbol: 'SEVEN', amount: 25 },
      { line: 3, symbol: 'CLUB', amount: 0.25 },
    ]);
    expect(round.balance).toBe(10 - 0.25 + 25.5);
    expect(await services.core.wallets.balanceMinor(memberId, 'REAL')).toBe(3_525);
    await expectLedgerInvariants(t.database);
  });
});
