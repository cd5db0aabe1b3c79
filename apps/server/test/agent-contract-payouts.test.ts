import { devRoutes } from '@app/contracts/dev-routes';
import { and, eq, like, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractPayouts, ledgerEntries, ledgerTransactions, wallets } from '../src/db/schema';
import { createAgentContractRepository } from '../src/repositories/agent-contract-repository';
import { endedPeriods, periodKindOf } from '../src/services/contract-periods';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { createTestClock } from './helpers/clock';
import { createMember } from './helpers/member-fixtures';

/**
 * The contract payout job (issue 17): every ended period of a signed contract is settled once,
 * whatever runs it (sequential reruns, two runs at once, random schedules of runs and clock
 * moves); the house pays the operator's contracts, the upline's wallet pays the others, and an
 * upline short of money leaves the period UNPAID until a later run can pay it.
 */

// Before any real run of the suite: agent01's seeded contracts are never due on this clock.
const clock = createTestClock(new Date('2026-03-10T05:00:00Z'));
let t: TestApp;
let repo: ReturnType<typeof createAgentContractRepository>;

beforeAll(async () => {
  t = await buildTestApp({ services: { clock: clock.now } });
  repo = createAgentContractRepository(t.database.db);
});
afterAll(() => t.close());

const HOUR = 3_600;
const UTC7 = 420;
const runDue = () => t.app.services.agents.contracts.contracts.runDue();

const salary = (amount: number) => ({ tiers: [{ minTurnover: 0, minActive: 0, amount }] });

/** An upline (type 1, no parent) and its sub-agent, both with wallets; the upline funded. */
async function pair(fundMinor = 0) {
  const upline = await createMember(t, { type: 1 });
  const sub = await createMember(t, { type: 1, parentId: upline });
  await t.app.services.core.wallets.openWallet(upline);
  await t.app.services.core.wallets.openWallet(sub);
  if (fundMinor > 0) await fund(upline, fundMinor);
  return { upline, sub };
}

let fundings = 0;
async function fund(memberId: number, amountMinor: number) {
  fundings += 1;
  await t.app.services.core.wallets.post({
    idempotencyKey: `test-fund-${memberId}-${fundings}`,
    memberId,
    walletKind: 'REAL',
    amountMinor,
    kind: 'ADJUSTMENT',
  });
}

/** A contract offered by `upline` (null: the operator) and signed now. */
async function signed(
  agentId: number,
  uplineId: number | null,
  kind: 'DAILY_SALARY' | 'HOURLY_SALARY',
  terms: unknown,
): Promise<number> {
  if (uplineId === null) {
    const id = await repo.insertSigned({ kind, agentId, terms, at: clock.now() });
    if (id === null) throw new Error('not inserted');
    return id;
  }
  const id = await repo.insertOffer({ kind, agentId, uplineId, terms, offeredAt: clock.now() });
  if (id === null || !(await repo.respond(id, agentId, true, clock.now())))
    throw new Error('not signed');
  return id;
}

const balanceOf = async (memberId: number) =>
  t.app.services.core.wallets.balanceMinor(memberId, 'REAL');

async function payoutRows(contractId: number) {
  return t.database.db
    .select()
    .from(contractPayouts)
    .where(eq(contractPayouts.contractId, contractId))
    .orderBy(contractPayouts.periodStart);
}

/** Ledger transactions of the contract's periods (key `contract:<id>:<period>`). */
async function ledgerOf(contractId: number) {
  return t.database.db
    .select({ key: ledgerTransactions.idempotencyKey, kind: ledgerTransactions.kind })
    .from(ledgerTransactions)
    .where(like(ledgerTransactions.idempotencyKey, `contract:${contractId}:%`));
}

/** Each of the contract's ledger transactions sums to zero. */
async function ledgerBalanced(contractId: number) {
  const rows = await t.database.db
    .select({ total: sql<string>`sum(${ledgerEntries.amountMinor})` })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(like(ledgerTransactions.idempotencyKey, `contract:${contractId}:%`))
    .groupBy(ledgerTransactions.id);
  return rows.every((r) => Number(r.total) === 0);
}

/** Contracts from finished tests stop being paid (each test reads its own). */
async function endContracts(...ids: number[]) {
  for (const id of ids)
    await t.database.db.execute(sql`update agent_contracts set status = 'ENDED' where id = ${id}`);
}

describe('contract payout job', () => {
  it('pays an ended period once: reruns pay nothing more', async () => {
    const { upline, sub } = await pair(10_000);
    const id = await signed(sub, upline, 'DAILY_SALARY', salary(2));
    await runDue();
    expect(await payoutRows(id)).toEqual([]); // the day has not ended
    clock.advance(24 * HOUR);
    await runDue();
    await runDue();
    const rows = await payoutRows(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ periodKey: '2026-03-10', status: 'PAID', amountMinor: 200 });
    expect(rows[0]!.transactionId).not.toBeNull();
    expect(await ledgerOf(id)).toEqual([{ key: `contract:${id}:2026-03-10`, kind: 'SALARY' }]);
    expect(await balanceOf(sub)).toBe(200);
    expect(await balanceOf(upline)).toBe(9_800);
    expect(await ledgerBalanced(id)).toBe(true);
    await endContracts(id);
  });

  it('two runs at once pay once', async () => {
    const { upline, sub } = await pair(10_000);
    const daily = await signed(sub, upline, 'DAILY_SALARY', salary(3));
    const hourly = await signed(sub, null, 'HOURLY_SALARY', salary(0.5));
    clock.advance(30 * HOUR);
    await Promise.all([runDue(), runDue()]);
    await Promise.all([runDue(), runDue(), runDue()]);
    const dailyRows = await payoutRows(daily);
    const hourlyRows = await payoutRows(hourly);
    expect(dailyRows.map((r) => r.status)).toEqual(['PAID']);
    expect(hourlyRows).toHaveLength(30);
    expect(hourlyRows.every((r) => r.status === 'PAID' && r.amountMinor === 50)).toBe(true);
    expect(await ledgerOf(daily)).toHaveLength(1);
    expect(await ledgerOf(hourly)).toHaveLength(30);
    expect(await balanceOf(sub)).toBe(300 + 30 * 50);
    expect(await balanceOf(upline)).toBe(9_700);
    // The hourly salary came from the house.
    const [houseEntry] = await t.database.db
      .select({ house: ledgerEntries.houseAccount })
      .from(ledgerEntries)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .where(
        and(
          like(ledgerTransactions.idempotencyKey, `contract:${hourly}:%`),
          sql`${ledgerEntries.houseAccount} is not null`,
        ),
      )
      .limit(1);
    expect(houseEntry?.house).toBe('house:agent-contracts');
    await endContracts(daily, hourly);
  });

  it('an upline short of money leaves the period UNPAID, then pays after a top-up', async () => {
    const { upline, sub } = await pair(150);
    const id = await signed(sub, upline, 'DAILY_SALARY', salary(2));
    clock.advance(24 * HOUR);
    await runDue();
    expect((await payoutRows(id)).map((r) => [r.status, r.amountMinor, r.transactionId])).toEqual([
      ['UNPAID', 200, null],
    ]);
    expect(await balanceOf(upline)).toBe(150);
    expect(await balanceOf(sub)).toBe(0);
    expect(await ledgerOf(id)).toEqual([]);
    await runDue(); // still short: nothing moves
    expect(await balanceOf(upline)).toBe(150);
    await fund(upline, 100);
    await Promise.all([runDue(), runDue()]);
    const [row] = await payoutRows(id);
    expect(row).toMatchObject({ status: 'PAID', amountMinor: 200 });
    expect(await balanceOf(upline)).toBe(50);
    expect(await balanceOf(sub)).toBe(200);
    expect(await ledgerOf(id)).toHaveLength(1);
    await endContracts(id);
  });

  it('a period no tier is met in is settled NOTHING; a crash before commit leaves it due', async () => {
    const { upline, sub } = await pair(10_000);
    const id = await signed(sub, upline, 'DAILY_SALARY', {
      tiers: [{ minTurnover: 100, minActive: 1, amount: 2 }],
    });
    clock.advance(24 * HOUR);
    await runDue();
    expect((await payoutRows(id)).map((r) => [r.status, r.amountMinor])).toEqual([['NOTHING', 0]]);
    expect(await ledgerOf(id)).toEqual([]);
    await endContracts(id);

    // A run that dies inside the transaction (after the row's claim) settles nothing.
    const other = await pair(10_000);
    const id2 = await signed(other.sub, other.upline, 'DAILY_SALARY', salary(1));
    clock.advance(24 * HOUR);
    const { wallets: walletService } = t.app.services.core;
    const original = walletService.atomically;
    walletService.atomically = (async (bind: never, work: never) =>
      original(bind, (async (post: never, tx: never, postHouse: never, transfer: never) => {
        await (work as (...a: unknown[]) => Promise<unknown>)(post, tx, postHouse, transfer);
        throw new Error('crash before commit');
      }) as never)) as typeof original;
    await expect(runDue()).rejects.toThrow('crash before commit');
    walletService.atomically = original;
    expect(await payoutRows(id2)).toEqual([]);
    expect(await balanceOf(other.sub)).toBe(0);
    await runDue();
    expect((await payoutRows(id2)).map((r) => r.status)).toEqual(['PAID']);
    expect(await balanceOf(other.sub)).toBe(100);
    await endContracts(id2);
  });

  it('the devAgentJobs row runs the payouts', async () => {
    const { sub } = await pair();
    const id = await signed(sub, null, 'DAILY_SALARY', salary(4));
    clock.advance(24 * HOUR);
    const res = await t.app.inject({ method: 'POST', url: devRoutes.devAgentJobs.path });
    expect(res.statusCode, res.body).toBe(200);
    expect((await payoutRows(id)).map((r) => r.status)).toEqual(['PAID']);
    expect(await balanceOf(sub)).toBe(400);
    await endContracts(id);
  });

  it('random schedules of runs, top-ups and clock moves settle every ended period exactly once', async () => {
    type Step = { hours: number; runs: number; topUpMinor: number };
    const stepArb: fc.Arbitrary<Step> = fc.record({
      // At most 30 hours between runs: every hour ends within the hourly lookback of a run.
      hours: fc.integer({ min: 0, max: 30 }),
      runs: fc.integer({ min: 1, max: 3 }),
      topUpMinor: fc.constantFrom(0, 0, 100, 250, 1_000),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(stepArb, { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 0, max: 500 }),
        fc.integer({ min: 0, max: 59 }),
        async (steps, initialMinor, startMinute) => {
          clock.advance(startMinute * 60);
          const { upline, sub } = await pair(initialMinor);
          const daily = await signed(sub, upline, 'DAILY_SALARY', salary(2));
          const hourly = await signed(sub, null, 'HOURLY_SALARY', salary(0.25));
          const startsAt = clock.now();
          let toppedUp = initialMinor;
          for (const step of steps) {
            clock.advance(step.hours * HOUR);
            if (step.topUpMinor > 0) {
              await fund(upline, step.topUpMinor);
              toppedUp += step.topUpMinor;
            }
            await Promise.all(Array.from({ length: step.runs }, () => runDue()));
            expect(await balanceOf(upline)).toBeGreaterThanOrEqual(0);
          }
          const now = clock.now();
          for (const [id, kind] of [
            [daily, 'DAILY_SALARY'],
            [hourly, 'HOURLY_SALARY'],
          ] as const) {
            const expected = endedPeriods(periodKindOf(kind), now, startsAt, UTC7, 10_000).map(
              (p) => p.key,
            );
            const rows = await payoutRows(id);
            expect(rows.map((r) => r.periodKey)).toEqual(expected);
            const paid = rows.filter((r) => r.status === 'PAID');
            const keys = (await ledgerOf(id)).map((l) => l.key).sort();
            expect(keys).toEqual(paid.map((r) => `contract:${id}:${r.periodKey}`).sort());
            expect(await ledgerBalanced(id)).toBe(true);
          }
          const rowsDaily = await payoutRows(daily);
          const paidDaily = rowsDaily.filter((r) => r.status === 'PAID').length * 200;
          const paidHourly =
            (await payoutRows(hourly)).filter((r) => r.status === 'PAID').length * 25;
          expect(await balanceOf(upline)).toBe(toppedUp - paidDaily);
          expect(await balanceOf(sub)).toBe(paidDaily + paidHourly);
          // UNPAID only while the upline could not pay: what it holds is less than one day.
          if (rowsDaily.some((r) => r.status === 'UNPAID'))
            expect(await balanceOf(upline)).toBeLessThan(200);
          // Wallets never go below zero.
          const [negative] = await t.database.db
            .select({ n: sql<number>`count(*)::int` })
            .from(wallets)
            .where(sql`${wallets.balanceMinor} < 0`);
          expect(negative?.n).toBe(0);
          await endContracts(daily, hourly);
        },
      ),
      { numRuns: 10 },
    );
  }, 120_000);
});
