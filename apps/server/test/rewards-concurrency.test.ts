import { opsRoutes } from '@app/contracts/ops-routes';
import { rewardRoutes } from '@app/contracts/reward-routes';
import { opsRewardClaimsPageSchema, redRainOpenResultSchema } from '@app/contracts/rewards';
import { and, eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  ledgerEntries,
  ledgerTransactions,
  redRainOpenings,
  redRainSessions,
  rewardClaims,
  rewardEvents,
  wallets,
} from '../src/db/schema';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { createTestClock } from './helpers/clock';
import { expectOk } from './helpers/envelope';
import { authHeader, createMember } from './helpers/member-fixtures';
import { opsPath, signInNewOperator, type OpsClient } from './helpers/ops';

/**
 * Many members at once (issue 16): gift claims, check-ins, applications for approval and red
 * envelope taps (retried tap ids included), all fired together with Promise.all, while finance
 * approves the applications twice at once. Afterwards: the rain's payouts equal the session's
 * `paid_minor` and stay within its pool, nobody opened more than the cap, every payout key paid
 * once, every ledger transaction sums to zero, and every wallet holds exactly what its member
 * was paid. With TEST_DATABASE_URL the same runs on PostgreSQL, where the requests really
 * overlap.
 */
const clock = createTestClock(new Date('2026-11-24T05:02:00Z'));
let t: TestApp;
let finance: OpsClient;
let rainEventId: number;
let sessionCounter = 0;

beforeAll(async () => {
  t = await buildTestApp({ services: { clock: clock.now } });
  finance = await signInNewOperator(t, clock, 'concurrency_finance', 'finance');
  const [rain] = await t.database.db
    .select({ id: rewardEvents.id })
    .from(rewardEvents)
    .where(eq(rewardEvents.code, 'RED_RAIN'));
  rainEventId = rain!.id;
});
afterAll(() => t.close());

type Action =
  { kind: 'tap'; tap: number } | { kind: 'gift' } | { kind: 'checkIn' } | { kind: 'apply' };

const actionArb: fc.Arbitrary<Action> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ kind: fc.constant('tap' as const), tap: fc.nat(7) }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'gift' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'checkIn' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'apply' as const }) },
);

/** Codes a refused request may answer; anything else (a 500 above all) fails the run. */
const expectedRefusals = new Set([
  'RED_RAIN_LIMIT',
  'RED_RAIN_EMPTY',
  'REWARD_NOT_CLAIMABLE',
  'CHECK_IN_DONE',
  'REQUEST_SETTLED',
]);
const codeOf = (res: LightMyRequestResponse) =>
  z.object({ errorCode: z.string().nullable() }).parse(res.json()).errorCode;

describe('concurrent claims and red envelope taps', () => {
  it('keep the pool, the caps and the ledger whole, paying each key once', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(actionArb, { minLength: 1, maxLength: 12 }), {
          minLength: 2,
          maxLength: 8,
        }),
        fc.integer({ min: 30, max: 3_000 }),
        fc.nat(),
        async (plans, poolMinor, seed) => {
          // A fresh rain of its own (a distinct start), running now, with this pool.
          sessionCounter += 1;
          const now = clock.now();
          const [session] = await t.database.db
            .insert(redRainSessions)
            .values({
              eventId: rainEventId,
              startsAt: new Date(now.getTime() - 60_000 - sessionCounter),
              endsAt: new Date(now.getTime() + 600_000),
              poolMinor,
            })
            .returning();
          const sessionId = session!.id;
          const people = await Promise.all(
            plans.map(async (plan) => {
              const id = await createMember(t);
              await t.app.services.core.wallets.openWallet(id);
              return { id, plan, headers: await authHeader(t.app, id) };
            }),
          );

          // Every member's requests, interleaved by the seed, all at once.
          const requests = people.flatMap((p) => p.plan.map((action) => ({ person: p, action })));
          const order = requests
            .map((r, i) => ({ r, k: (i * 7919 + seed) % 104_729 }))
            .sort((a, b) => a.k - b.k)
            .map((x) => x.r);
          const responses = await Promise.all(
            order.map(async ({ person, action }) => {
              const { headers } = person;
              const res =
                action.kind === 'tap'
                  ? await t.app.inject({
                      method: 'POST',
                      url: rewardRoutes.redRainOpen.path.replace(':sessionId', String(sessionId)),
                      headers,
                      payload: { tapId: `run${sessionId}-m${person.id}-t${action.tap}` },
                    })
                  : action.kind === 'checkIn'
                    ? await t.app.inject({
                        method: 'POST',
                        url: rewardRoutes.rewardCheckIn.path,
                        headers,
                      })
                    : await t.app.inject({
                        method: 'POST',
                        url: rewardRoutes.rewardClaim.path,
                        headers,
                        payload: {
                          key:
                            action.kind === 'gift'
                              ? 'event:NEW_MEMBER_GIFT'
                              : 'event:LOYALTY_BONUS',
                        },
                      });
              return { person, action, res };
            }),
          );
          for (const { res } of responses) {
            if (res.statusCode === 200) continue;
            expect(res.statusCode, res.body).toBe(409);
            expect(expectedRefusals.has(codeOf(res) ?? ''), res.body).toBe(true);
          }

          // Finance approves every application, each twice at once: one wins.
          const ids = people.map((p) => p.id);
          const page = expectOk(
            await t.app.inject({
              method: 'GET',
              url: opsRoutes.opsRewardClaims.path,
              headers: finance.headers,
              query: { status: 'APPLYING', pageSize: '100' },
            }),
            opsRewardClaimsPageSchema,
          );
          const mine = page.list.filter((c) => ids.includes(c.memberId));
          const approvals = await Promise.all(
            mine.flatMap((c) =>
              [1, 2].map(() =>
                t.app.inject({
                  method: 'POST',
                  url: opsPath(opsRoutes.opsRewardClaimApprove.path, c.id),
                  headers: finance.headers,
                }),
              ),
            ),
          );
          expect(approvals.filter((r) => r.statusCode === 200)).toHaveLength(mine.length);
          for (const r of approvals.filter((x) => x.statusCode !== 200))
            expect(codeOf(r)).toBe('REQUEST_SETTLED');

          // The pool: what was paid is what was opened, within the pool.
          const [after] = await t.database.db
            .select()
            .from(redRainSessions)
            .where(eq(redRainSessions.id, sessionId));
          const openings = await t.database.db
            .select()
            .from(redRainOpenings)
            .where(eq(redRainOpenings.sessionId, sessionId));
          const opened = openings.reduce((s, o) => s + o.amountMinor, 0);
          expect(after!.paidMinor).toBe(opened);
          expect(after!.openedCount).toBe(openings.length);
          expect(opened).toBeLessThanOrEqual(poolMinor);
          // A tap refused as empty saw nothing left: an envelope takes the rest of the pool.
          const emptied = responses.some(
            (r) => r.action.kind === 'tap' && codeOf(r.res) === 'RED_RAIN_EMPTY',
          );
          if (emptied) expect(opened).toBe(poolMinor);

          // Each tap answered its own envelope; retries answered the same one.
          const byTap = new Map(openings.map((o) => [`${o.memberId}:${o.tapId}`, o]));
          for (const { person, action, res } of responses) {
            if (action.kind !== 'tap' || res.statusCode !== 200) continue;
            const answer = expectOk(res, redRainOpenResultSchema);
            const row = byTap.get(`${person.id}:run${sessionId}-m${person.id}-t${action.tap}`);
            expect(row, res.body).toBeDefined();
            expect(Math.round(answer.amount * 100)).toBe(row!.amountMinor);
            expect(answer.opened).toBe(row!.seq);
          }

          for (const person of people) {
            const own = openings.filter((o) => o.memberId === person.id);
            const distinctTaps = new Set(
              person.plan.filter((a) => a.kind === 'tap').map((a) => (a as { tap: number }).tap),
            ).size;
            // The cap, and no more envelopes than distinct taps.
            expect(own.length).toBeLessThanOrEqual(Math.min(5, distinctTaps));
            expect(own.map((o) => o.seq).sort()).toEqual(own.map((_, i) => i + 1));
            const wantsGift = person.plan.some((a) => a.kind === 'gift');
            const wantsCheckIn = person.plan.some((a) => a.kind === 'checkIn');
            const applied = person.plan.some((a) => a.kind === 'apply');
            // The member's payout keys, each once.
            const txs = await t.database.db
              .select({ key: ledgerTransactions.idempotencyKey, amount: ledgerEntries.amountMinor })
              .from(ledgerEntries)
              .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
              .innerJoin(wallets, eq(wallets.id, ledgerEntries.walletId))
              .where(eq(wallets.memberId, person.id));
            const expectedKeys = [
              ...own.map((o) => `red-rain:${sessionId}:${person.id}:${o.seq}`),
              ...(wantsGift ? [`reward:NEW_MEMBER_GIFT:${person.id}:once`] : []),
              ...(wantsCheckIn ? [`check-in:${person.id}:2026-11-24`] : []),
              ...(applied ? [`reward:LOYALTY_BONUS:${person.id}:once`] : []),
            ];
            expect(txs.map((x) => x.key).sort()).toEqual(expectedKeys.sort());
            const total =
              own.reduce((s, o) => s + o.amountMinor, 0) +
              (wantsGift ? 200 : 0) +
              (wantsCheckIn ? 100 : 0) +
              (applied ? 2_000 : 0);
            expect(txs.reduce((s, x) => s + x.amount, 0)).toBe(total);
            expect(await t.app.services.core.wallets.balanceMinor(person.id, 'REAL')).toBe(total);
            const claims = await t.database.db
              .select()
              .from(rewardClaims)
              .where(
                and(
                  eq(rewardClaims.memberId, person.id),
                  inArray(rewardClaims.status, ['APPLYING']),
                ),
              );
            expect(claims).toEqual([]);
          }

          // Every ledger transaction sums to zero.
          const unbalanced = await t.database.db
            .select({ id: ledgerEntries.transactionId })
            .from(ledgerEntries)
            .groupBy(ledgerEntries.transactionId)
            .having(sql`sum(${ledgerEntries.amountMinor}) <> 0`);
          expect(unbalanced).toEqual([]);
        },
      ),
      { numRuns: 12 },
    );
  });
});
