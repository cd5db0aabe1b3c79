import fc from 'fast-check';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bonusGrants, depositPromotions, deposits, games, members } from '../src/db/schema';
import type { Actor } from '../src/services/audit-service';
import { DomainError } from '../src/services/domain-error';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { createTestClock } from './helpers/clock';
import { authHeader, createMember } from './helpers/member-fixtures';
import { launchBody, launchRequest, type PickedGame } from './helpers/play';

/**
 * Bonus money under random interleavings (issue 16, Tests: "bonus lock and release across
 * deposits, rounds and withdrawals"): deposits with the welcome, the reload or no bonus (the
 * cash desk sometimes approving twice at once), real-money slot rounds, forfeits (sometimes
 * twice at once), withdrawals, rejections, time passing and the expiry sweeper, several at once.
 *
 * After every step the database must show: each wallet's balance equals the sum of its entries
 * and is never negative; every ledger transaction sums to zero; each bonus paid once with its
 * grant (`bonus:deposit:<id>`) and removed at most once (`bonus-removed:<id>`, exactly the
 * grant's removed amount); a welcome bonus at most once per member; wagering never beyond the
 * requirement, and RELEASED exactly when met. Withdrawals are checked as they happen: run alone,
 * one is accepted exactly when it stays within balance - locked (BONUS_LOCKED naming both
 * amounts otherwise); run beside a deposit with a bonus, its answer fits one of the two orders.
 */

const clock = createTestClock(new Date('2026-11-24T03:00:00Z'));
const actor: Actor = { operatorId: null, name: 'bonus-model', ip: null };
const PIN = '135790';
const OPENING_MINOR = 30_000;
let t: TestApp;
let slot: PickedGame;
let promoIds: { welcome: number; reload: number };

beforeAll(async () => {
  t = await buildTestApp({ services: { clock: clock.now } });
  const promos = await t.database.db.select().from(depositPromotions);
  promoIds = {
    welcome: promos.find((p) => p.kind === 'WELCOME')!.id,
    reload: promos.find((p) => p.kind === 'RELOAD')!.id,
  };
  // Short requirements, so rounds release bonuses within a run: 1 x (bonus + deposit).
  for (const id of Object.values(promoIds))
    await services().rewards.bonus.opsUpdatePromotion(actor, id, { wagerMultiplier: 1 });
  const [row] = await t.database.db
    .select({
      nodeId: games.id,
      vendor: games.vendor,
      gameId: games.gameCode,
      minBetMinor: games.minBetMinor,
    })
    .from(games)
    .where(
      and(
        eq(games.enabled, true),
        // Stakes of 5.00 and 20.00 (5 and 20 times the minimum bet).
        sql`${games.gameType} = 'RNG' and ${games.minBetMinor} = 100`,
      ),
    )
    .limit(1);
  slot = row!;
});
afterAll(async () => t.close());

const services = () => t.app.services;

type Member = { id: number; cardId: number; launchToken: string | null };
type World = { members: Member[]; pendingDeposits: number[]; withdrawalIds: number[] };
type Command = { solo: boolean; run: (world: World) => Promise<unknown> };

let counter = 0;
const nextId = (prefix: string) => `${prefix}-${String((counter += 1)).padStart(8, '0')}`;

/** A rule saying no is expected here; anything else (a bug, a deadlock, a constraint) fails. */
async function allowRefusal<T>(work: () => Promise<T>): Promise<T | DomainError> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return error;
  }
}

const promoArb = fc.constantFrom<'welcome' | 'reload' | 'none'>('welcome', 'reload', 'none');
const promoIdOf = (p: 'welcome' | 'reload' | 'none') => (p === 'none' ? null : promoIds[p]);
const depositAmountArb = fc.constantFrom('20', '50', '75', '120', '300');
const withdrawAmountArb = fc.constantFrom('50', '80', '150', '300', '600', '1000');

/** A reported bank transfer, waiting for the cash desk; null when the rules refused it. */
async function pendingDeposit(
  memberId: number,
  amount: string,
  promo: 'welcome' | 'reload' | 'none',
): Promise<number | null> {
  const created = await allowRefusal(() =>
    services().cashier.deposits.create(
      memberId,
      {
        requestId: nextId('dep'),
        methodCode: 'BANK_TRANSFER',
        amount,
        promoId: promoIdOf(promo),
        language: 'en',
      },
      services().cashier.depositUrls('http://app.test'),
    ),
  );
  if (created instanceof DomainError) return null;
  await services().cashier.deposits.reportTransfer(
    memberId,
    created.deposit.id,
    { payerBank: 'ABA', payerAccountName: 'Model', transferredAt: clock.now().toISOString() },
    'en',
  );
  return created.deposit.id;
}

const approve = (id: number) =>
  allowRefusal(() => services().cashier.cashDesk.approveDeposit(actor, id, null));

/** Balance, open bonuses and what may be withdrawn now (after expiring what is due). */
async function lockState(memberId: number) {
  const locked = await services().rewards.bonus.lockedMinor(memberId);
  const balance = await services().core.wallets.balanceMinor(memberId, 'REAL');
  const [row] = await t.database.db
    .select({ open: sql<string | null>`sum(${bonusGrants.bonusMinor})` })
    .from(bonusGrants)
    .where(and(eq(bonusGrants.memberId, memberId), eq(bonusGrants.status, 'ACTIVE')));
  const open = Number(row?.open ?? 0);
  expect(locked).toBe(Math.min(balance, open));
  return { balance, open, locked, withdrawable: balance - locked };
}

const requestWithdrawal = (member: Member, amount: string) =>
  allowRefusal(() =>
    services().cashier.withdrawals.request(member.id, {
      requestId: nextId('wd'),
      amount,
      bankCardId: member.cardId,
      paymentPassword: PIN,
    }),
  );

/** Refusals by the cashier's other rules (limits) say nothing about the lock. */
const otherRule = (e: DomainError) =>
  ['DAILY_COUNT_EXCEEDED', 'DAILY_AMOUNT_EXCEEDED', 'AMOUNT_OUT_OF_RANGE'].includes(e.code) ||
  e.code.startsWith('AMOUNT');

/**
 * A real-money launch; null when the session ended before it was used (another command of the
 * step moved the clock meanwhile).
 */
async function launchToken(memberId: number): Promise<string | null> {
  const headers = await authHeader(t.app, memberId);
  const res = await launchRequest(
    t.app,
    headers.authorization.slice('Bearer '.length),
    launchBody(slot),
  );
  if (res.statusCode !== 200) return null;
  const url = (res.json() as { value: { url: string } }).value.url;
  return /^\/play\/([A-Za-z0-9_-]+)\?/.exec(url)?.[1] ?? null;
}

/** Real-money rounds, relaunching when the game session has ended (the clock moves). */
async function spin(member: Member, stake: number): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    member.launchToken ??= await launchToken(member.id);
    if (!member.launchToken) continue;
    const result = await allowRefusal(() =>
      services().games.demoGame.spin({
        launchToken: member.launchToken!,
        roundId: crypto.randomUUID(),
        stake,
      }),
    );
    if (!(result instanceof DomainError) || result.code !== 'GAME_SESSION_EXPIRED') return;
    member.launchToken = null;
  }
}

function commands(): { arbitrary: fc.Arbitrary<Command>; weight: number }[] {
  return [
    // A deposit with a bonus or none, approved (sometimes twice at once: a double click).
    {
      weight: 4,
      arbitrary: fc
        .record({ m: fc.nat(), amount: depositAmountArb, promo: promoArb, twice: fc.boolean() })
        .map((c): Command => ({
          solo: false,
          run: async (w) => {
            const member = w.members[c.m % w.members.length]!;
            const id = await pendingDeposit(member.id, c.amount, c.promo);
            if (id === null) return;
            await Promise.all(c.twice ? [approve(id), approve(id)] : [approve(id)]);
          },
        })),
    },
    // A deposit left waiting for the desk (approved later beside a withdrawal).
    {
      weight: 1,
      arbitrary: fc
        .record({ m: fc.nat(), amount: depositAmountArb, promo: promoArb })
        .map((c): Command => ({
          solo: false,
          run: async (w) => {
            const id = await pendingDeposit(
              w.members[c.m % w.members.length]!.id,
              c.amount,
              c.promo,
            );
            if (id !== null) w.pendingDeposits.push(id);
          },
        })),
    },
    // Slot rounds with real money.
    {
      weight: 6,
      arbitrary: fc
        .record({
          m: fc.nat(),
          rounds: fc.integer({ min: 1, max: 8 }),
          stake: fc.constantFrom(5, 5, 20),
        })
        .map((c): Command => ({
          solo: false,
          run: async (w) => {
            const member = w.members[c.m % w.members.length]!;
            for (let i = 0; i < c.rounds; i += 1) await spin(member, c.stake);
          },
        })),
    },
    // The member forfeits one of their bonuses (sometimes twice at once).
    {
      weight: 2,
      arbitrary: fc.record({ m: fc.nat(), g: fc.nat(), twice: fc.boolean() }).map((c): Command => ({
        solo: false,
        run: async (w) => {
          const member = w.members[c.m % w.members.length]!;
          const grants = await t.database.db
            .select({ id: bonusGrants.id })
            .from(bonusGrants)
            .where(eq(bonusGrants.memberId, member.id))
            .orderBy(bonusGrants.id);
          const grant = grants[c.g % Math.max(1, grants.length)];
          if (!grant) return;
          const act = () =>
            allowRefusal(() => services().rewards.bonus.forfeit(member.id, grant.id));
          const answers = await Promise.all(c.twice ? [act(), act()] : [act()]);
          const paid = answers.filter((a) => !(a instanceof DomainError));
          if (paid.length === 2) expect(paid[0]).toEqual(paid[1]);
        },
      })),
    },
    // The withdraw screen (expires what is due on read): its amounts add up.
    {
      weight: 1,
      arbitrary: fc.nat().map((m): Command => ({
        solo: false,
        run: async (w) => {
          const info = await services().cashier.withdrawals.info(
            w.members[m % w.members.length]!.id,
            'en',
          );
          expect(info.locked + info.withdrawable).toBeCloseTo(info.balance, 2);
          expect(info.locked).toBeLessThanOrEqual(
            info.wagering.reduce((sum, g) => sum + g.bonus, 0) + 1e-9,
          );
        },
      })),
    },
    // A withdrawal on its own: accepted exactly when within balance - locked.
    {
      weight: 4,
      arbitrary: fc.record({ m: fc.nat(), amount: withdrawAmountArb }).map((c): Command => ({
        solo: true,
        run: async (w) => {
          const member = w.members[c.m % w.members.length]!;
          const before = await lockState(member.id);
          const amountMinor = Math.round(Number(c.amount) * 100);
          const result = await requestWithdrawal(member, c.amount);
          if (!(result instanceof DomainError)) {
            expect(amountMinor, 'accepted within what was withdrawable').toBeLessThanOrEqual(
              before.withdrawable,
            );
            w.withdrawalIds.push(result.id);
            return;
          }
          if (otherRule(result)) return;
          expect(amountMinor).toBeGreaterThan(before.withdrawable);
          if (before.open > 0) {
            expect(result.code).toBe('BONUS_LOCKED');
            expect(result.details).toEqual({
              locked: before.locked / 100,
              withdrawable: before.withdrawable / 100,
            });
          } else {
            expect(result.code).toBe('INSUFFICIENT_BALANCE');
          }
        },
      })),
    },
    // A withdrawal while the desk approves a deposit with a bonus: one of the two orders.
    {
      weight: 2,
      arbitrary: fc
        .record({ m: fc.nat(), amount: withdrawAmountArb, promo: promoArb, d: depositAmountArb })
        .map((c): Command => ({
          solo: true,
          run: async (w) => {
            const member = w.members[c.m % w.members.length]!;
            const depositId = await pendingDeposit(member.id, c.d, c.promo);
            if (depositId === null) return;
            const before = await lockState(member.id);
            const [result] = await Promise.all([
              requestWithdrawal(member, c.amount),
              approve(depositId),
            ]);
            const [grant] = await t.database.db
              .select()
              .from(bonusGrants)
              .where(eq(bonusGrants.depositId, depositId));
            const bonus = grant?.bonusMinor ?? 0;
            const [dep] = await t.database.db
              .select()
              .from(deposits)
              .where(eq(deposits.id, depositId));
            expect(dep?.status).toBe('SUCCESS');
            const balanceAfter = before.balance + dep!.amountMinor - dep!.feeMinor + bonus;
            const openAfter = before.open + (grant?.status === 'ACTIVE' ? bonus : 0);
            const withdrawableAfter = balanceAfter - Math.min(balanceAfter, openAfter);
            const amountMinor = Math.round(Number(c.amount) * 100);
            if (!(result instanceof DomainError)) {
              w.withdrawalIds.push(result.id);
              expect(amountMinor).toBeLessThanOrEqual(
                Math.max(before.withdrawable, withdrawableAfter),
              );
            } else if (!otherRule(result)) {
              expect(['BONUS_LOCKED', 'INSUFFICIENT_BALANCE']).toContain(result.code);
              expect(amountMinor).toBeGreaterThan(Math.min(before.withdrawable, withdrawableAfter));
            }
          },
        })),
    },
    // A waiting deposit approved.
    {
      weight: 1,
      arbitrary: fc.nat().map((i): Command => ({
        solo: false,
        run: async (w) => {
          const id = w.pendingDeposits.splice(i % Math.max(1, w.pendingDeposits.length), 1)[0];
          if (id !== undefined) await approve(id);
        },
      })),
    },
    // The desk rejects a withdrawal: the money comes back (and may be locked again).
    {
      weight: 1,
      arbitrary: fc.nat().map((i): Command => ({
        solo: false,
        run: async (w) => {
          const id = w.withdrawalIds[i % Math.max(1, w.withdrawalIds.length)];
          if (id !== undefined)
            await allowRefusal(() =>
              services().cashier.cashDesk.rejectWithdrawal(actor, id, 'model says no'),
            );
        },
      })),
    },
    // Time passes (hours, or past the bonuses' 30 days) and the sweeper runs.
    {
      weight: 2,
      arbitrary: fc.constantFrom(3, 12, 24 * 10, 24 * 31).map((hours): Command => ({
        solo: false,
        run: async () => {
          clock.advance(hours * 3600);
          await services().rewards.bonus.expireDue();
        },
      })),
    },
  ];
}

type Db = TestApp['database']['db'];

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** One snapshot (REPEATABLE READ) of the whole ledger and the members' grants. */
async function checkInvariants(memberIds: number[]): Promise<void> {
  await t.database.db.transaction(
    async (db) => {
      const drift = await rows<{ id: number }>(
        db,
        sql`select w.id from wallets w left join ledger_entries e on e.wallet_id = w.id
          group by w.id, w.balance_minor
          having w.balance_minor <> coalesce(sum(e.amount_minor), 0) or w.balance_minor < 0`,
      );
      expect(drift, 'wallets whose balance is not the sum of their entries').toEqual([]);
      const unbalanced = await rows<{ id: number }>(
        db,
        sql`select transaction_id as id from ledger_entries
          group by transaction_id having sum(amount_minor) <> 0`,
      );
      expect(unbalanced, 'transactions that do not sum to zero').toEqual([]);

      // Each bonus key and its amount, per member's wallet entry.
      const moved = await rows<{ key: string; kind: string; amount: string; n: string }>(
        db,
        sql`select t.idempotency_key as key, t.kind, sum(e.amount_minor)::text as amount,
              count(*)::text as n
            from ledger_transactions t join ledger_entries e on e.transaction_id = t.id
            join wallets w on w.id = e.wallet_id
            where w.member_id in ${sql.raw(`(${memberIds.join(',')})`)}
              and t.kind in ('BONUS', 'BONUS_REMOVED')
            group by t.idempotency_key, t.kind`,
      );
      const byKey = new Map(moved.map((m) => [m.key, m]));
      const grants = await db
        .select()
        .from(bonusGrants)
        .where(sql`${bonusGrants.memberId} in ${sql.raw(`(${memberIds.join(',')})`)}`);
      let matched = 0;
      for (const g of grants) {
        const paid = byKey.get(`bonus:deposit:${g.depositId}`);
        expect(paid, `bonus of grant ${g.id}`).toMatchObject({ kind: 'BONUS', n: '1' });
        expect(Number(paid!.amount)).toBe(g.bonusMinor);
        matched += 1;
        const removed = byKey.get(`bonus-removed:${g.id}`);
        const settledWithMoney =
          (g.status === 'EXPIRED' || g.status === 'FORFEITED') && (g.removedMinor ?? 0) > 0;
        if (settledWithMoney) {
          expect(removed, `removal of grant ${g.id}`).toMatchObject({
            kind: 'BONUS_REMOVED',
            n: '1',
          });
          expect(Number(removed!.amount)).toBe(-g.removedMinor!);
          matched += 1;
        } else expect(removed, `no removal of ${g.status} grant ${g.id}`).toBeUndefined();
        expect(g.removedMinor ?? 0).toBeLessThanOrEqual(g.bonusMinor);
        expect(g.wageredMinor).toBeLessThanOrEqual(g.requiredMinor);
        if (g.status === 'ACTIVE') expect(g.wageredMinor).toBeLessThan(g.requiredMinor);
        if (g.status === 'RELEASED') expect(g.wageredMinor).toBe(g.requiredMinor);
      }
      // No bonus moved without its grant.
      expect(matched, 'bonus movements without a grant').toBe(moved.length);
      // A welcome bonus at most once per member.
      const welcomes = grants.filter((g) => g.grantKey.startsWith('welcome:'));
      expect(new Set(welcomes.map((g) => g.memberId)).size).toBe(welcomes.length);

      // What the members staked covers what their bonuses counted.
      for (const memberId of memberIds) {
        const [staked] = await rows<{ total: string | null }>(
          db,
          sql`select sum(stake_minor)::text as total from bet_orders
              where member_id = ${memberId} and wallet_kind = 'REAL'`,
        );
        const counted = grants
          .filter((g) => g.memberId === memberId)
          .reduce((sum, g) => sum + g.wageredMinor, 0);
        expect(counted).toBeLessThanOrEqual(Number(staked?.total ?? 0));
      }
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

async function newWorld(): Promise<World> {
  const list: Member[] = [];
  for (let i = 0; i < 2; i += 1) {
    const id = await createMember(t);
    await t.database.db
      .update(members)
      .set({ payeeName: 'Model Member' })
      .where(eq(members.id, id));
    await services().core.wallets.openWallet(id);
    await services().core.wallets.post({
      idempotencyKey: `bonus-model-opening:${id}`,
      memberId: id,
      walletKind: 'REAL',
      amountMinor: OPENING_MINOR,
      kind: 'ADJUSTMENT',
    });
    await services().cashier.paymentPasswords.set(id, { newPassword: PIN, confirmPassword: PIN });
    const card = await services().cashier.cards.add(id, {
      bankCode: 'ABA',
      accountNumber: `66600${id}`,
    });
    list.push({ id, cardId: card.id, launchToken: null });
  }
  return { members: list, pendingDeposits: [], withdrawalIds: [] };
}

describe('bonus money under random interleavings', () => {
  it('locks, releases and removes bonus money without losing, doubling or leaking any', async () => {
    await fc.assert(
      fc.asyncProperty(
        // Steps of one to three commands run at the same time (withdrawals first, alone).
        fc.array(fc.array(fc.oneof(...commands()), { minLength: 1, maxLength: 3 }), {
          minLength: 4,
          maxLength: 12,
        }),
        async (steps) => {
          const world = await newWorld();
          for (const step of steps) {
            for (const command of step.filter((c) => c.solo)) await command.run(world);
            await Promise.all(step.filter((c) => !c.solo).map((c) => c.run(world)));
            await checkInvariants(world.members.map((m) => m.id));
          }
        },
      ),
      { numRuns: 15 },
    );
  }, 120_000);
});
