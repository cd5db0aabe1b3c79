import fc from 'fast-check';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ledgerEntries,
  ledgerTransactions,
  lotteryOrders,
  lotterySubOrders,
  wallets,
} from '../src/db/schema';
import { DomainError } from '../src/services/domain-error';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { createTestClock } from './helpers/clock';
import { pickLotteryGame, type LotteryGamePick } from './helpers/lottery';
import { authHeader, createMember } from './helpers/member-fixtures';
import { launch } from './helpers/play';

/**
 * Lottery money under random interleavings (issue 14, Tests): tickets (some retried with the same
 * request id, some the balance does not cover, some for a draw that has closed), cancels of picks
 * (some twice at once, some after the close), time passing and settlement passes, several at
 * once. After every step the database must show: each wallet's balance equals the sum of its
 * entries and is never negative; every ledger transaction sums to zero; each ticket debited once,
 * each cancelled pick refunded once and each winning pick paid once (and nothing else); each
 * order's refund and payout the sums of its picks', its status consistent with them; and each
 * balance equals the opening balance less what stays staked plus what was paid.
 */

const clock = createTestClock(new Date('2026-06-01T10:00:05Z'));
const OPENING_MINOR = 20_000;
let t: TestApp;
let game: LotteryGamePick;

beforeAll(async () => {
  t = await buildTestApp({ services: { clock: clock.now } });
  game = await pickLotteryGame(t.database, 60);
});
afterAll(async () => t.close());

type World = {
  members: { id: number; launchToken: string }[];
  requestIds: string[];
  subOrderIds: string[];
};
type Command = (world: World) => Promise<unknown>;

const orders = () => t.app.services.lottery.lotteryOrders;
const pick = <T>(list: T[], index: number): T | undefined =>
  list.length === 0 ? undefined : list[list.length - 1 - (index % Math.min(list.length, 3))];

async function allowRefusal(work: () => Promise<unknown>): Promise<void> {
  try {
    await work();
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
  }
}

function commands(): fc.Arbitrary<Command>[] {
  return [
    // A ticket of 1 to 4 picks or of 20 to 40 (so some win), sometimes a retry of an earlier request, sometimes for a draw
    // the player saw before it closed.
    fc
      .record({
        m: fc.nat(),
        first: fc.integer({ min: 0, max: 99 }),
        count: fc.oneof(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 20, max: 40 })),
        stakeIndex: fc.integer({ min: 0, max: 6 }),
        reuse: fc.nat(),
        retry: fc.boolean(),
        stale: fc.boolean(),
      })
      .map((c): Command => async (w) => {
        const member = w.members[c.m % w.members.length]!;
        const requestId = (c.retry && pick(w.requestIds, c.reuse)) || crypto.randomUUID();
        if (!w.requestIds.includes(requestId)) w.requestIds.push(requestId);
        await allowRefusal(async () => {
          const state = await orders().ticketState(member.launchToken);
          const stake = state.play.stakes[c.stakeIndex % state.play.stakes.length]!;
          const numero = c.stale ? '20260601-0001' : state.draw.numero;
          const placed = await orders().place({
            launchToken: member.launchToken,
            requestId,
            numero,
            picks: Array.from({ length: c.count }, (_, i) => ({
              play: '2D' as const,
              pick: String((c.first + i * (c.count > 14 ? 1 : 7)) % 100).padStart(2, '0'),
              stake,
            })),
          });
          for (const sub of placed.ticket.subOrders)
            if (!w.subOrderIds.includes(sub.subOrderId)) w.subOrderIds.push(sub.subOrderId);
        });
      }),
    // A cancel by the owner (or by the other member: ORDER_NOT_FOUND), sometimes twice at once.
    fc.record({ s: fc.nat(), m: fc.nat(), twice: fc.boolean() }).map((c): Command => async (w) => {
      const subOrderId = pick(w.subOrderIds, c.s);
      if (!subOrderId) return;
      const member = w.members[c.m % w.members.length]!;
      const act = () => allowRefusal(() => orders().cancel(member.id, subOrderId));
      await Promise.all(c.twice ? [act(), act()] : [act()]);
    }),
    // Time passes (within a draw or past one or two closes).
    fc.integer({ min: 5, max: 90 }).map((seconds): Command => async () => {
      clock.advance(seconds);
    }),
    // A settlement pass (the sweeper), sometimes two at once.
    fc.boolean().map((twice): Command => async () => {
      await Promise.all(
        twice ? [orders().settleDue(), orders().settleDue()] : [orders().settleDue()],
      );
    }),
  ];
}

function weighted(): fc.Arbitrary<Command> {
  const [place, cancel, time, settle] = commands() as [
    fc.Arbitrary<Command>,
    fc.Arbitrary<Command>,
    fc.Arbitrary<Command>,
    fc.Arbitrary<Command>,
  ];
  return fc.oneof(
    { arbitrary: place, weight: 4 },
    { arbitrary: cancel, weight: 4 },
    { arbitrary: time, weight: 2 },
    { arbitrary: settle, weight: 2 },
  );
}

type Db = TestApp['database']['db'];
const rows = async <T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

async function checkInvariants(memberIds: number[]): Promise<void> {
  await t.database.db.transaction(
    async (db) => {
      const drift = await rows<{ id: number }>(
        db,
        sql`select w.id from ${wallets} w
          left join ${ledgerEntries} e on e.wallet_id = w.id
          group by w.id, w.balance_minor
          having w.balance_minor <> coalesce(sum(e.amount_minor), 0) or w.balance_minor < 0`,
      );
      expect(drift, 'wallets whose balance is not the sum of their entries').toEqual([]);
      const unbalanced = await rows<{ id: number }>(
        db,
        sql`select transaction_id as id from ${ledgerEntries}
          group by transaction_id having sum(amount_minor) <> 0`,
      );
      expect(unbalanced, 'transactions that do not sum to zero').toEqual([]);
      const keys = new Map(
        (
          await rows<{ key: string; amount: string | number }>(
            db,
            sql`select t.idempotency_key as key, e.amount_minor as amount
              from ${ledgerTransactions} t join ${ledgerEntries} e on e.transaction_id = t.id
              where t.idempotency_key like 'lottery:%' and e.wallet_id is not null`,
          )
        ).map((r) => [r.key, Number(r.amount)] as const),
      );
      const expectedKeys = new Set<string>();

      for (const memberId of memberIds) {
        const heads = await db
          .select()
          .from(lotteryOrders)
          .where(eq(lotteryOrders.memberId, memberId));
        let staked = 0;
        let paid = 0;
        const allSubs =
          heads.length === 0
            ? []
            : await db
                .select()
                .from(lotterySubOrders)
                .where(
                  inArray(
                    lotterySubOrders.orderId,
                    heads.map((h) => h.id),
                  ),
                );
        for (const order of heads) {
          const subs = allSubs.filter((x) => x.orderId === order.id);
          const betKey = `lottery:${memberId}:${order.requestId}:bet`;
          expectedKeys.add(betKey);
          expect(keys.get(betKey), `ticket ${order.orderId} debited`).toBe(-order.stakeMinor);
          expect(order.stakeMinor).toBe(subs.reduce((s, x) => s + x.stakeMinor, 0));
          const cancelled = subs.filter((x) => x.status === 'CANCELLED');
          expect(order.refundMinor).toBe(cancelled.reduce((s, x) => s + x.stakeMinor, 0));
          expect(order.payoutMinor).toBe(subs.reduce((s, x) => s + x.payoutMinor, 0));
          for (const sub of subs) {
            const refundKey = `lottery:${sub.subOrderId}:refund`;
            const payoutKey = `lottery:${sub.subOrderId}:payout`;
            if (sub.status === 'CANCELLED') {
              expectedKeys.add(refundKey);
              expect(keys.get(refundKey), `${sub.subOrderId} refunded`).toBe(sub.stakeMinor);
            }
            if (sub.status === 'WON') {
              expectedKeys.add(payoutKey);
              expect(keys.get(payoutKey), `${sub.subOrderId} paid`).toBe(sub.payoutMinor);
              expect(sub.payoutMinor).toBe((sub.stakeMinor * sub.oddsX100) / 100);
            } else expect(sub.payoutMinor).toBe(0);
          }
          if (order.status === 'OPEN')
            expect(subs.every((x) => x.status === 'OPEN' || x.status === 'CANCELLED')).toBe(true);
          if (order.status === 'SETTLED') {
            expect(order.result).not.toBeNull();
            expect(subs.some((x) => x.status === 'OPEN')).toBe(false);
            expect(order.closeAt <= clock.now()).toBe(true);
          }
          if (order.status === 'CANCELLED')
            expect(subs.every((x) => x.status === 'CANCELLED')).toBe(true);
          staked += order.stakeMinor - order.refundMinor;
          paid += order.payoutMinor;
        }
        const [wallet] = await db
          .select({ balance: wallets.balanceMinor })
          .from(wallets)
          .where(and(eq(wallets.memberId, memberId), eq(wallets.kind, 'REAL')));
        expect(wallet?.balance, `member ${memberId}`).toBe(OPENING_MINOR - staked + paid);
      }
      // No lottery movement without its row.
      const mine = [...keys.keys()].filter((k) =>
        memberIds.some((id) => k.startsWith(`lottery:${id}:`)),
      );
      for (const key of mine) expect(expectedKeys.has(key), key).toBe(true);
      // Every draw's orders share one result.
      const split = await rows<{ numero: string }>(
        db,
        sql`select numero from ${lotteryOrders} where status = 'SETTLED'
          group by game_id, numero having count(distinct result::text) > 1`,
      );
      expect(split).toEqual([]);
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

async function newWorld(): Promise<World> {
  const members: World['members'] = [];
  for (let i = 0; i < 2; i += 1) {
    const id = await createMember(t);
    await t.app.services.core.wallets.post({
      idempotencyKey: `lottery-model-opening:${id}`,
      memberId: id,
      walletKind: 'REAL',
      amountMinor: OPENING_MINOR,
      kind: 'ADJUSTMENT',
    });
    const headers = await authHeader(t.app, id);
    const { launchToken } = await launch(t.app, headers.authorization.slice(7), game);
    members.push({ id, launchToken });
  }
  return { members, requestIds: [], subOrderIds: [] };
}

describe('lottery money under random interleavings', () => {
  it('never loses, doubles or overdraws money', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(weighted(), { minLength: 1, maxLength: 3 }), {
          minLength: 4,
          maxLength: 24,
        }),
        async (steps) => {
          const world = await newWorld();
          for (const step of steps) {
            await Promise.all(step.map((command) => command(world)));
            await checkInvariants(world.members.map((m) => m.id));
          }
        },
      ),
      { numRuns: 30 },
    );
  }, 300_000);
});
