import { opsRoutes } from '@app/contracts/ops-routes';
import { referralSummarySchema } from '@app/contracts/referral';
import { referralRoutes } from '@app/contracts/referral-routes';
import { rewardRoutes } from '@app/contracts/reward-routes';
import {
  checkInResultSchema,
  opsRewardClaimSchema,
  opsRewardClaimsPageSchema,
  redRainOpenResultSchema,
  redRainSessionSchema,
  redRainStateSchema,
  rewardCentreSchema,
  rewardItemSchema,
  rewardSummarySchema,
  type RewardItem,
} from '@app/contracts/rewards';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  auditLog,
  ledgerTransactions,
  members,
  redRainOpenings,
  redRainSessions,
  rewardClaims,
} from '../src/db/schema';
import { approvedTransferDeposit } from './helpers/deposits';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { createTestClock } from './helpers/clock';
import { expectFail, expectOk, failDetails } from './helpers/envelope';
import { authHeader, createMember } from './helpers/member-fixtures';
import { opsPath, signInNewOperator, type OpsClient } from './helpers/ops';

/**
 * The reward centre, claims, finance's approval, the daily check-in, referral rewards and the red
 * envelope rain (issue 16) over HTTP, with the seeded reward events. The clock starts at
 * 12:02 in the operator's time zone (UTC+7), two minutes into the 12:00 rain.
 */
const START = new Date('2026-11-24T05:02:00Z');
const clock = createTestClock(START);
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ services: { clock: clock.now } });
});
afterAll(() => t.close());

type Headers = Record<string, string>;

async function member(type = 0, parentId: number | null = null) {
  const id = await createMember(t, { type });
  if (parentId !== null)
    await t.database.db.update(members).set({ parentId }).where(eq(members.id, id));
  await t.app.services.core.wallets.openWallet(id);
  return { id, headers: (await authHeader(t.app, id)) as Headers };
}

const balanceOf = (id: number) => t.app.services.core.wallets.balanceMinor(id, 'REAL');

const centreRes = (headers: Headers, language = 'en') =>
  t.app.inject({
    method: 'GET',
    url: rewardRoutes.rewardCentre.path,
    headers,
    query: { language },
  });
const centre = async (headers: Headers, language = 'en') =>
  expectOk(await centreRes(headers, language), rewardCentreSchema);
const summary = async (headers: Headers) =>
  expectOk(
    await t.app.inject({ method: 'GET', url: rewardRoutes.rewardSummary.path, headers }),
    rewardSummarySchema,
  ).claimable;
const itemOf = (items: RewardItem[], key: string) => items.find((i) => i.key === key);

const claimRes = (headers: Headers, key: string) =>
  t.app.inject({
    method: 'POST',
    url: rewardRoutes.rewardClaim.path,
    headers,
    payload: { key, language: 'en' },
  });
const checkInRes = (headers: Headers) =>
  t.app.inject({ method: 'POST', url: rewardRoutes.rewardCheckIn.path, headers });
const rainRes = (headers: Headers) =>
  t.app.inject({
    method: 'GET',
    url: rewardRoutes.redRainState.path,
    headers,
    query: { language: 'en' },
  });
const openRes = (headers: Headers, sessionId: number | string, tapId: string) =>
  t.app.inject({
    method: 'POST',
    url: rewardRoutes.redRainOpen.path.replace(':sessionId', String(sessionId)),
    headers,
    payload: { tapId },
  });

/** Transactions whose idempotency key starts with `prefix`. */
const ledgerKeys = async (prefix: string) =>
  (
    await t.database.db
      .select({ key: ledgerTransactions.idempotencyKey, kind: ledgerTransactions.kind })
      .from(ledgerTransactions)
      .where(like(ledgerTransactions.idempotencyKey, `${prefix}%`))
  ).map((r) => `${r.kind} ${r.key}`);

const withClock = async (at: Date, run: () => Promise<void>) => {
  clock.set(at);
  try {
    await run();
  } finally {
    clock.set(START);
  }
};

/** A bank-transfer deposit, reported and approved at the cash desk: the real credit. */
const deposit = (headers: Headers, amount: string) =>
  approvedTransferDeposit(t, headers, amount, { now: clock.now() });

describe('the reward centre', () => {
  it("lists a new member's rewards with their labels and actions, claimable first, privately", async () => {
    const { headers } = await member();
    const res = await centreRes(headers);
    expect(res.headers['cache-control']).toBe('no-store');
    const value = expectOk(res, rewardCentreSchema);
    const pick = (key: string) => {
      const item = itemOf(value.items, key);
      return item && { kind: item.kind, status: item.status, action: item.action };
    };
    expect(pick('event:NEW_MEMBER_GIFT')).toEqual({
      kind: 'EVENT',
      status: 'CLAIM',
      action: 'CLAIM',
    });
    expect(pick('check-in')).toEqual({ kind: 'CHECK_IN', status: 'CLAIM', action: 'CHECK_IN' });
    expect(pick('red-rain')).toEqual({ kind: 'RED_RAIN', status: 'JOIN', action: 'RED_RAIN' });
    expect(pick('event:LOYALTY_BONUS')).toEqual({ kind: 'EVENT', status: 'JOIN', action: 'CLAIM' });
    expect(pick('event:REFERRAL')).toEqual({ kind: 'REFERRAL', status: 'JOIN', action: null });
    expect(pick('event:NEW_YEAR_2030')).toEqual({
      kind: 'EVENT',
      status: 'COMING_SOON',
      action: null,
    });
    // Claimable first, then what can be joined, then what comes later.
    const statuses = value.items.map((i) => i.status);
    expect(statuses.indexOf('CLAIM')).toBe(0);
    expect(statuses.lastIndexOf('CLAIM')).toBeLessThan(statuses.indexOf('JOIN'));
    expect(statuses.lastIndexOf('JOIN')).toBeLessThan(statuses.indexOf('COMING_SOON'));
    expect(value.claimable).toBe(statuses.filter((s) => s === 'CLAIM').length);
    expect(value.claimable).toBeGreaterThanOrEqual(2);
    expect(value.checkIn).toMatchObject({ streak: 0, checkedInToday: false, today: '2026-11-24' });
    expect(value.checkIn.days.map((d) => d.amount)).toEqual([1, 2, 3, 5, 8, 10, 20]);
    expect(itemOf(value.items, 'event:NEW_MEMBER_GIFT')).toMatchObject({
      title: 'New member gift',
      amount: 2,
    });
    // The rain item points at the running session (12:00 to 12:10 at UTC+7).
    expect(itemOf(value.items, 'red-rain')).toMatchObject({
      startsAt: '2026-11-24T05:00:00.000Z',
      endsAt: '2026-11-24T05:10:00.000Z',
    });
    expect(await summary(headers)).toBe(value.claimable);

    // Each language's words.
    const km = await centre(headers, 'km');
    expect(itemOf(km.items, 'event:NEW_MEMBER_GIFT')?.title).toBe('អំណោយសមាជិកថ្មី');
    const zh = await centre(headers, 'zh');
    expect(itemOf(zh.items, 'check-in')?.title).toBe('每日签到');
    const vi = await centre(headers, 'vi');
    expect(itemOf(vi.items, 'red-rain')?.title).toBe('Mưa lì xì');
  });

  it('pays a gift once, however often it is claimed, and the dot follows', async () => {
    const { id, headers } = await member();
    const before = await summary(headers);
    const [first, second] = await Promise.all([
      claimRes(headers, 'event:NEW_MEMBER_GIFT'),
      claimRes(headers, 'event:NEW_MEMBER_GIFT'),
    ]);
    const ok = [first, second].filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(1);
    expect(expectOk(ok[0]!, rewardItemSchema)).toMatchObject({
      key: 'event:NEW_MEMBER_GIFT',
      status: 'CLAIMED',
      action: null,
      amount: 2,
    });
    const refused = [first, second].find((r) => r.statusCode !== 200)!;
    expectFail(refused, 409, 'REWARD_NOT_CLAIMABLE');
    expect(failDetails(refused, z.object({ status: z.string() }))).toEqual({ status: 'CLAIMED' });
    expectFail(await claimRes(headers, 'event:NEW_MEMBER_GIFT'), 409, 'REWARD_NOT_CLAIMABLE');
    expect(await balanceOf(id)).toBe(200);
    expect(await ledgerKeys(`reward:NEW_MEMBER_GIFT:${id}:`)).toEqual([
      `REWARD reward:NEW_MEMBER_GIFT:${id}:once`,
    ]);
    expect(await summary(headers)).toBe(before - 1);
  });

  it('refuses keys that are unknown, not claimable, not started, ended or malformed, paying nothing', async () => {
    const { id, headers } = await member();
    for (const key of ['event:NO_SUCH_EVENT', 'bonus:999999', 'deposit:999999', 'whatever']) {
      expectFail(await claimRes(headers, key), 404, 'REWARD_NOT_FOUND');
    }
    expectFail(await claimRes(headers, 'claim:999999'), 404, 'REWARD_NOT_FOUND');
    const notClaimable = async (key: string, status: string) => {
      const res = await claimRes(headers, key);
      expectFail(res, 409, 'REWARD_NOT_CLAIMABLE');
      expect(failDetails(res, z.object({ status: z.string() }))).toEqual({ status });
    };
    await notClaimable('event:NEW_YEAR_2030', 'COMING_SOON');
    await notClaimable('red-rain', 'JOIN');
    await notClaimable('event:REFERRAL', 'JOIN');
    // A deposit bonus is joined by depositing with it (the bonus slice's items).
    const depositItem = (await centre(headers)).items.find((i) => i.key.startsWith('deposit:'));
    expect(depositItem).toMatchObject({ status: 'JOIN', action: 'DEPOSIT' });
    await notClaimable(depositItem!.key, 'JOIN');
    for (const payload of [{}, { key: '' }, { key: 'x'.repeat(81) }, { key: 5 }]) {
      expectFail(
        await t.app.inject({
          method: 'POST',
          url: rewardRoutes.rewardClaim.path,
          headers,
          payload,
        }),
        400,
        'VALIDATION_ERROR',
      );
    }
    expect(await balanceOf(id)).toBe(0);

    // After its end (2030-02-01 at UTC+7) the New Year gift is CLOSED and refused.
    await withClock(new Date('2030-02-05T03:00:00Z'), async () => {
      const later = await authHeader(t.app, id);
      expect(itemOf((await centre(later)).items, 'event:NEW_YEAR_2030')).toMatchObject({
        status: 'CLOSED',
        action: null,
      });
      expectFail(await claimRes(later, 'event:NEW_YEAR_2030'), 409, 'REWARD_ENDED');
    });
    // Thirty days after its end it is no longer listed.
    await withClock(new Date('2030-03-05T03:00:00Z'), async () => {
      const later = await authHeader(t.app, id);
      expect(itemOf((await centre(later)).items, 'event:NEW_YEAR_2030')).toBeUndefined();
    });
    // During January 2030 it pays 8.88 once, and stays listed as CLAIMED after its end.
    await withClock(new Date('2030-01-15T03:00:00Z'), async () => {
      const during = await authHeader(t.app, id);
      expect(
        expectOk(await claimRes(during, 'event:NEW_YEAR_2030'), rewardItemSchema),
      ).toMatchObject({ status: 'CLAIMED', amount: 8.88 });
    });
    await withClock(new Date('2030-06-01T03:00:00Z'), async () => {
      const later = await authHeader(t.app, id);
      expect(itemOf((await centre(later)).items, 'event:NEW_YEAR_2030')?.status).toBe('CLAIMED');
    });
    expect(await balanceOf(id)).toBe(888);
  });

  it('refuses trial accounts and visitors on every member row', async () => {
    const trial = await member(4);
    const requests = [
      { method: 'GET' as const, url: rewardRoutes.rewardCentre.path },
      { method: 'GET' as const, url: rewardRoutes.rewardSummary.path },
      {
        method: 'POST' as const,
        url: rewardRoutes.rewardClaim.path,
        payload: { key: 'event:NEW_MEMBER_GIFT' },
      },
      { method: 'POST' as const, url: rewardRoutes.rewardCheckIn.path },
      { method: 'GET' as const, url: rewardRoutes.redRainState.path },
      {
        method: 'POST' as const,
        url: rewardRoutes.redRainOpen.path.replace(':sessionId', '1'),
        payload: { tapId: 'trial-tap-0001' },
      },
    ];
    for (const request of requests) {
      expectFail(
        await t.app.inject({ ...request, headers: trial.headers }),
        403,
        'TRIAL_NOT_ALLOWED',
      );
      expectFail(await t.app.inject(request), 401, 'NOT_LOGGED_IN');
    }
    const paid = await t.database.db
      .select()
      .from(rewardClaims)
      .where(eq(rewardClaims.memberId, trial.id));
    expect(paid).toEqual([]);
  });
});

describe('claims that need approval', () => {
  let finance: OpsClient;
  let support: OpsClient;
  beforeAll(async () => {
    finance = await signInNewOperator(t, clock, 'rewards_finance', 'finance');
    support = await signInNewOperator(t, clock, 'rewards_support', 'support');
    clock.set(START);
  });

  const approve = (client: OpsClient, id: number) =>
    t.app.inject({
      method: 'POST',
      url: opsPath(opsRoutes.opsRewardClaimApprove.path, id),
      headers: client.headers,
    });
  const reject = (client: OpsClient, id: number, reason: unknown) =>
    t.app.inject({
      method: 'POST',
      url: opsPath(opsRoutes.opsRewardClaimReject.path, id),
      headers: client.headers,
      payload: { reason },
    });
  const applying = async (client: OpsClient) =>
    expectOk(
      await t.app.inject({
        method: 'GET',
        url: opsRoutes.opsRewardClaims.path,
        headers: client.headers,
        query: { status: 'APPLYING' },
      }),
      opsRewardClaimsPageSchema,
    );

  it('goes to APPLYING, then finance approves it once: ISSUED and paid', async () => {
    const { id, headers } = await member();
    const applied = expectOk(await claimRes(headers, 'event:LOYALTY_BONUS'), rewardItemSchema);
    expect(applied).toMatchObject({ status: 'APPLYING', action: null, amount: 20 });
    expectFail(await claimRes(headers, 'event:LOYALTY_BONUS'), 409, 'REWARD_NOT_CLAIMABLE');
    expect(await balanceOf(id)).toBe(0);

    const page = await applying(finance);
    const row = page.list.find((c) => c.memberId === id)!;
    expect(row).toMatchObject({ code: 'LOYALTY_BONUS', title: 'Loyalty bonus', amount: 20 });
    expect(row.status).toBe('APPLYING');

    // Support may not decide; two approvals at once pay once.
    expectFail(await approve(support, row.id), 403, 'NO_PERMISSION');
    const [a, b] = await Promise.all([approve(finance, row.id), approve(finance, row.id)]);
    const done = [a, b].filter((r) => r.statusCode === 200);
    expect(done).toHaveLength(1);
    expect(expectOk(done[0]!, opsRewardClaimSchema)).toMatchObject({
      status: 'ISSUED',
      handledBy: 'rewards_finance',
    });
    expectFail(
      [a, b].find((r) => r.statusCode !== 200)!,
      409,
      'REQUEST_SETTLED',
    );
    expectFail(await reject(finance, row.id, 'too late'), 409, 'REQUEST_SETTLED');
    expect(await balanceOf(id)).toBe(2_000);
    expect(await ledgerKeys(`reward:LOYALTY_BONUS:${id}:`)).toEqual([
      `REWARD reward:LOYALTY_BONUS:${id}:once`,
    ]);
    expect(itemOf((await centre(headers)).items, 'event:LOYALTY_BONUS')?.status).toBe('ISSUED');
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'rewards.claimApprove'), eq(auditLog.targetId, String(row.id))),
      );
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor: 'rewards_finance', before: { status: 'APPLYING' } });
  });

  it('is rejected with a reason the member reads, paying nothing', async () => {
    const { id, headers } = await member();
    expectOk(await claimRes(headers, 'event:LOYALTY_BONUS'), rewardItemSchema);
    const row = (await applying(finance)).list.find((c) => c.memberId === id)!;
    expectFail(await reject(support, row.id, 'no'), 403, 'NO_PERMISSION');
    expectFail(await reject(finance, row.id, '   '), 400, 'VALIDATION_ERROR');
    expectFail(await reject(finance, row.id, 'x'.repeat(201)), 400, 'VALIDATION_ERROR');
    const rejected = expectOk(
      await reject(finance, row.id, ' Only for members with a deposit '),
      opsRewardClaimSchema,
    );
    expect(rejected).toMatchObject({
      status: 'REJECTED',
      reason: 'Only for members with a deposit',
    });
    expectFail(await approve(finance, row.id), 409, 'REQUEST_SETTLED');
    expect(itemOf((await centre(headers)).items, 'event:LOYALTY_BONUS')).toMatchObject({
      status: 'REJECTED',
      action: null,
      reason: 'Only for members with a deposit',
    });
    expectFail(await claimRes(headers, 'event:LOYALTY_BONUS'), 409, 'REWARD_NOT_CLAIMABLE');
    expect(await balanceOf(id)).toBe(0);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'rewards.claimReject'), eq(auditLog.targetId, String(row.id))),
      );
    expect(audit[0]).toMatchObject({ reason: 'Only for members with a deposit' });
  });

  it('answers unknown claims 404 and bad ids 400; support sees no list', async () => {
    expectFail(await approve(finance, 999_999), 404, 'REWARD_NOT_FOUND');
    expectFail(await reject(finance, 999_999, 'x'), 404, 'REWARD_NOT_FOUND');
    expectFail(
      await t.app.inject({
        method: 'POST',
        url: opsPath(opsRoutes.opsRewardClaimApprove.path, 'abc'),
        headers: finance.headers,
      }),
      400,
      'VALIDATION_ERROR',
    );
    expectFail(
      await t.app.inject({
        method: 'GET',
        url: opsRoutes.opsRewardClaims.path,
        headers: finance.headers,
        query: { status: 'NOPE' },
      }),
      400,
      'VALIDATION_ERROR',
    );
    expectFail(
      await t.app.inject({
        method: 'GET',
        url: opsRoutes.opsRewardClaims.path,
        headers: support.headers,
      }),
      403,
      'NO_PERMISSION',
    );
  });
});

describe('the daily check-in', () => {
  it('pays the streak day once a day, and a missed day starts again', async () => {
    // 23:30 at UTC+7 on the 1st of December.
    await withClock(new Date('2026-12-01T16:30:00Z'), async () => {
      const { id } = await member();
      const headers = await authHeader(t.app, id);
      const first = expectOk(await checkInRes(headers), checkInResultSchema);
      expect(first.amount).toBe(1);
      expect(first.calendar).toMatchObject({
        streak: 1,
        checkedInToday: true,
        today: '2026-12-01',
      });
      expect(first.calendar.days.filter((d) => d.signed).map((d) => d.day)).toEqual([1]);
      expect(first.calendar.days.find((d) => d.today)?.day).toBe(1);
      const again = await checkInRes(headers);
      expectFail(again, 409, 'CHECK_IN_DONE');
      expectFail(await claimRes(headers, 'check-in'), 409, 'CHECK_IN_DONE');
      expect(itemOf((await centre(headers)).items, 'check-in')).toMatchObject({
        status: 'SIGNED',
        action: null,
        amount: 1,
      });

      // 00:10 the next day (operator time): day 2, through the claim row this time.
      clock.set(new Date('2026-12-01T17:10:00Z'));
      const next = await authHeader(t.app, id);
      const open = await centre(next);
      expect(open.checkIn).toMatchObject({ streak: 1, checkedInToday: false, today: '2026-12-02' });
      expect(itemOf(open.items, 'check-in')).toMatchObject({ status: 'CLAIM', amount: 2 });
      expect(expectOk(await claimRes(next, 'check-in'), rewardItemSchema).status).toBe('SIGNED');
      const day2 = await centre(next);
      expect(day2.checkIn.streak).toBe(2);
      expect(day2.checkIn.days.filter((d) => d.signed).map((d) => d.day)).toEqual([1, 2]);

      // The 3rd is missed: on the 4th the streak starts again at day 1.
      clock.set(new Date('2026-12-04T02:00:00Z'));
      const later = await authHeader(t.app, id);
      expect((await centre(later)).checkIn).toMatchObject({ streak: 0, checkedInToday: false });
      const restarted = expectOk(await checkInRes(later), checkInResultSchema);
      expect(restarted.amount).toBe(1);
      expect(restarted.calendar.streak).toBe(1);
      expect(await balanceOf(id)).toBe(100 + 200 + 100);
      expect((await ledgerKeys(`check-in:${id}:`)).sort()).toEqual([
        `REWARD check-in:${id}:2026-12-01`,
        `REWARD check-in:${id}:2026-12-02`,
        `REWARD check-in:${id}:2026-12-04`,
      ]);
    });
  });

  it('runs a full cycle of seven days, then starts the next cycle at day 1', async () => {
    const { id } = await member();
    const paid: number[] = [];
    for (let day = 0; day < 8; day += 1) {
      await withClock(new Date(Date.parse('2027-01-01T03:00:00Z') + day * 86_400_000), async () => {
        const headers = await authHeader(t.app, id);
        const result = expectOk(await checkInRes(headers), checkInResultSchema);
        paid.push(result.amount);
        if (day === 6) expect(result.calendar.days.every((d) => d.signed)).toBe(true);
        if (day === 7) {
          expect(result.calendar.streak).toBe(8);
          expect(result.calendar.days.filter((d) => d.signed).map((d) => d.day)).toEqual([1]);
        }
      });
    }
    expect(paid).toEqual([1, 2, 3, 5, 8, 10, 20, 1]);
    expect(await balanceOf(id)).toBe(5_000);
  });

  it('pays once when the same member checks in twice at once', async () => {
    const { id, headers } = await member();
    const results = await Promise.all([
      checkInRes(headers),
      checkInRes(headers),
      checkInRes(headers),
    ]);
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.statusCode !== 200))
      expectFail(r, 409, 'CHECK_IN_DONE');
    expect(await balanceOf(id)).toBe(100);
  });
});

describe('referral rewards', () => {
  it("appear after a friend's qualifying first deposit and pay once", async () => {
    const referrer = await member();
    const friend = await member(0, referrer.id);
    const small = await member(0, referrer.id);
    await member(0, referrer.id); // never deposits
    const stranger = await member();

    expect(itemOf((await centre(referrer.headers)).items, 'event:REFERRAL')?.status).toBe('JOIN');
    const dotBefore = await summary(referrer.headers);

    await deposit(small.headers, '15'); // below the 20.00 minimum
    await deposit(friend.headers, '20');
    expect(await summary(referrer.headers)).toBe(dotBefore + 1);
    const listed = (await centre(referrer.headers)).items.filter((i) => i.kind === 'REFERRAL');
    expect(listed).toHaveLength(1);
    const [earned] = listed;
    expect(earned).toMatchObject({ status: 'CLAIM', action: 'CLAIM', amount: 10 });
    expect(earned!.key).toMatch(/^claim:\d+$/);
    expect(earned!.summary).toMatch(/^\S+\*\*\*\S+ made a first deposit: your 10.00 is ready/);

    // Someone else's claim is not theirs to take.
    expectFail(await claimRes(stranger.headers, earned!.key), 404, 'REWARD_NOT_FOUND');
    expectFail(await claimRes(friend.headers, earned!.key), 404, 'REWARD_NOT_FOUND');

    const [a, b] = await Promise.all([
      claimRes(referrer.headers, earned!.key),
      claimRes(referrer.headers, earned!.key),
    ]);
    expect([a, b].filter((r) => r.statusCode === 200)).toHaveLength(1);
    expectFail(
      [a, b].find((r) => r.statusCode !== 200)!,
      409,
      'REWARD_NOT_CLAIMABLE',
    );
    expect(itemOf((await centre(referrer.headers)).items, earned!.key)?.status).toBe('CLAIMED');
    expect(await balanceOf(referrer.id)).toBe(1_000);
    expect(await ledgerKeys(`referral-reward:${friend.id}:`)).toEqual([
      `REFERRAL_REWARD referral-reward:${friend.id}:first-deposit`,
    ]);
    // The invite screen reads the same ledger.
    const invite = expectOk(
      await t.app.inject({
        method: 'GET',
        url: referralRoutes.referralSummary.path,
        headers: referrer.headers,
      }),
      referralSummarySchema,
    );
    expect(invite).toMatchObject({ friends: 3, depositedFriends: 2, earned: 10 });

    // A later deposit of the same friend earns nothing more.
    await deposit(friend.headers, '50');
    expect(
      (await centre(referrer.headers)).items.filter((i) => i.kind === 'REFERRAL'),
    ).toHaveLength(1);
    expect(await summary(referrer.headers)).toBe(dotBefore);
  });
});

describe('the red envelope rain', () => {
  let finance: OpsClient;
  beforeAll(async () => {
    finance = await signInNewOperator(t, clock, 'rain_finance', 'finance');
    clock.set(START);
  });

  const state = async (headers: Headers) => expectOk(await rainRes(headers), redRainStateSchema);

  it('shows the running and the next session, and opens up to five envelopes a member', async () => {
    const { id, headers } = await member();
    const res = await rainRes(headers);
    expect(res.headers['cache-control']).toBe('no-store');
    const now = expectOk(res, redRainStateSchema);
    expect(now).toMatchObject({
      serverTime: START.toISOString(),
      title: 'Red envelope rain',
      maxPerMember: 5,
      opened: [],
      poolEmpty: false,
    });
    expect(now.current).toMatchObject({
      startsAt: '2026-11-24T05:00:00.000Z',
      endsAt: '2026-11-24T05:10:00.000Z',
    });
    expect(now.next).toMatchObject({ startsAt: '2026-11-24T08:00:00.000Z' });
    const sessionId = now.current!.id;

    const amounts: number[] = [];
    for (let i = 1; i <= 5; i += 1) {
      const opened = expectOk(
        await openRes(headers, sessionId, `tap-${id}-${i}`),
        redRainOpenResultSchema,
      );
      expect(opened).toMatchObject({ opened: i, left: 5 - i });
      expect(opened.amount).toBeGreaterThanOrEqual(0.1);
      expect(opened.amount).toBeLessThanOrEqual(5);
      amounts.push(opened.amount);
    }
    // A retried tap answers its envelope again and pays nothing more.
    const retried = expectOk(
      await openRes(headers, sessionId, `tap-${id}-3`),
      redRainOpenResultSchema,
    );
    expect(retried).toEqual({ amount: amounts[2], opened: 3, left: 2 });
    const limit = await openRes(headers, sessionId, `tap-${id}-6`);
    expectFail(limit, 409, 'RED_RAIN_LIMIT');
    expect(failDetails(limit, z.object({ max: z.number() }))).toEqual({ max: 5 });

    const total = Math.round(amounts.reduce((s, a) => s + a, 0) * 100);
    expect(await balanceOf(id)).toBe(total);
    expect((await ledgerKeys(`red-rain:${sessionId}:${id}:`)).sort()).toEqual(
      [1, 2, 3, 4, 5].map((n) => `RED_RAIN red-rain:${sessionId}:${id}:${n}`),
    );
    const after = await state(headers);
    expect(after.opened.map((o) => o.amount)).toEqual(amounts);
    // Out of envelopes in this rain: the centre points at the next one.
    expect(itemOf((await centre(headers)).items, 'red-rain')).toMatchObject({
      status: 'COMING_SOON',
      startsAt: '2026-11-24T08:00:00.000Z',
    });

    // Bad input: a session that is not falling, one that does not exist, malformed taps.
    expectFail(await openRes(headers, now.next!.id, `tap-${id}-next`), 409, 'RED_RAIN_CLOSED');
    expectFail(await openRes(headers, 999_999, `tap-${id}-none`), 404, 'REWARD_NOT_FOUND');
    expectFail(await openRes(headers, 'abc', `tap-${id}-abc`), 400, 'VALIDATION_ERROR');
    for (const tapId of ['short', 'has spaces in it', 'x'.repeat(65)])
      expectFail(await openRes(headers, sessionId, tapId), 400, 'VALIDATION_ERROR');

    // After the rain: closed, though a retried tap still answers its envelope.
    await withClock(new Date('2026-11-24T05:10:00Z'), async () => {
      const later = await authHeader(t.app, id);
      expectFail(await openRes(later, sessionId, `tap-${id}-late`), 409, 'RED_RAIN_CLOSED');
      expect(
        expectOk(await openRes(later, sessionId, `tap-${id}-1`), redRainOpenResultSchema).amount,
      ).toBe(amounts[0]);
      const between = await state(later);
      expect(between.current).toBeNull();
      expect(between.next?.startsAt).toBe('2026-11-24T08:00:00.000Z');
      // Between rains the last one's envelopes stay (a reload shows them).
      expect(between.opened.map((o) => o.amount)).toEqual(amounts);
      expect(itemOf((await centre(later)).items, 'red-rain')?.status).toBe('COMING_SOON');
    });
  });

  it('lets finance start a rain now, audited, and never pays beyond its pool', async () => {
    await withClock(new Date('2026-11-24T06:30:00Z'), async () => {
      const client = await signInNewOperator(t, clock, 'rain_finance', 'finance');
      const started = expectOk(
        await t.app.inject({
          method: 'POST',
          url: opsRoutes.opsRedRainStart.path,
          headers: client.headers,
          payload: { minutes: 5 },
        }),
        redRainSessionSchema,
      );
      expect(Date.parse(started.endsAt) - Date.parse(started.startsAt)).toBe(5 * 60_000);
      for (const payload of [{ minutes: 0 }, { minutes: 61 }, {}])
        expectFail(
          await t.app.inject({
            method: 'POST',
            url: opsRoutes.opsRedRainStart.path,
            headers: client.headers,
            payload,
          }),
          400,
          'VALIDATION_ERROR',
        );
      const audit = await t.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, 'rewards.redRainStart'));
      expect(audit.map((a) => a.targetId)).toContain(String(started.id));

      // A small pool: 1.00 for everyone.
      await t.database.db
        .update(redRainSessions)
        .set({ poolMinor: 100 })
        .where(eq(redRainSessions.id, started.id));
      const tappers = await Promise.all([1, 2, 3].map(() => member()));
      const fresh = await Promise.all(tappers.map((m) => authHeader(t.app, m.id)));
      expect((await state(fresh[0]!)).current?.id).toBe(started.id);
      const results = [];
      for (let round = 0; round < 5; round += 1)
        for (const [i, headers] of fresh.entries())
          results.push(await openRes(headers, started.id, `pool-${i}-${round}-tap`));
      const paid = results.filter((r) => r.statusCode === 200);
      for (const r of results.filter((x) => x.statusCode !== 200))
        expectFail(r, 409, 'RED_RAIN_EMPTY');
      const [session] = await t.database.db
        .select()
        .from(redRainSessions)
        .where(eq(redRainSessions.id, started.id));
      expect(session!.paidMinor).toBe(100);
      const openings = await t.database.db
        .select()
        .from(redRainOpenings)
        .where(eq(redRainOpenings.sessionId, started.id));
      expect(openings).toHaveLength(paid.length);
      expect(openings.reduce((s, o) => s + o.amountMinor, 0)).toBe(100);
      expect((await state(fresh[0]!)).poolEmpty).toBe(true);
      expect(itemOf((await centre(fresh[0]!)).items, 'red-rain')?.status).toBe('COMING_SOON');
    });
  });

  it('refuses support and members on the console row', async () => {
    const support = await signInNewOperator(t, clock, 'rain_support', 'support');
    clock.set(START);
    expectFail(
      await t.app.inject({
        method: 'POST',
        url: opsRoutes.opsRedRainStart.path,
        headers: support.headers,
        payload: { minutes: 5 },
      }),
      403,
      'NO_PERMISSION',
    );
    const { headers } = await member();
    expectFail(
      await t.app.inject({
        method: 'POST',
        url: opsRoutes.opsRedRainStart.path,
        headers,
        payload: { minutes: 5 },
      }),
      401,
      'NOT_LOGGED_IN',
    );
    void finance;
  });
});
