import { depositCreatedSchema } from '@app/contracts/cashier';
import { cashierRoutes } from '@app/contracts/cashier-routes';
import { devRoutes } from '@app/contracts/dev-routes';
import { routes } from '@app/contracts/routes';
import { opsRoutes } from '@app/contracts/ops-routes';
import {
  accountHistoryPageSchema,
  opsMemberProtectionsSchema,
  playSessionSchema,
  saferGamblingErrorDetailsSchema,
  saferGamblingInfoSchema,
  saferGamblingStateSchema,
} from '@app/contracts/safer-gambling';
import { saferGamblingRoutes } from '@app/contracts/safer-gambling-routes';
import { demoSpinResultSchema } from '@app/contracts/demo-game';
import { launchResultSchema } from '@app/contracts/games';
import { and, eq, like, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  bonusGrants,
  depositPromotions,
  members,
  protectionHistory,
  rewardClaims,
} from '../src/db/schema';
import { rewardRoutes } from '@app/contracts/reward-routes';
import { createAgentContractRepository } from '../src/repositories/agent-contract-repository';
import { createBetOrderRepository } from '../src/repositories/bet-order-repository';
import { createDemoGameService } from '../src/services/demo-game-service';
import { evaluate, type Reels } from '../src/services/slot-math';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { createTestClock } from './helpers/clock';
import { expectFail, expectOk, failDetails } from './helpers/envelope';
import { injectEncrypted, solveCaptcha } from './helpers/login';
import { pickLotteryGame, placeRequest, ticketState } from './helpers/lottery';
import { authHeader, createMember } from './helpers/member-fixtures';
import { opsPath, opsSignIn } from './helpers/ops';
import { pickGame, type PickedGame } from './helpers/play';

/**
 * Safer gambling on the server (issue 18): each rule at its boundaries on a fixed clock, a
 * deposit racing a limit change, breaks stopping every money path while withdrawals and the
 * history keep working, the console's read-only view, the CSV, and bad input changing nothing.
 */

// 10:00 at GMT+7 (the cashier's offset) on Monday 2026-11-30.
const clock = createTestClock(new Date('2026-11-30T03:00:00Z'));
const HOUR = 3_600;
const MIN = 60;
const PASSWORD = 'Secret@2026';
let t: TestApp;
let slot: PickedGame;

beforeAll(async () => {
  t = await buildTestApp({ services: { clock: clock.now } });
  slot = await pickGame(t.database, { gameType: 'RNG', lottery: false, minBetMinor: 10 });
});
afterAll(() => t.close());

const app = () => t.app;
type Headers = Record<string, string>;

let seq = 0;
/** A real-money member with a login password, `balanceMinor` and a mobile and email. */
async function member(balanceMinor = 0, parentId: number | null = null) {
  seq += 1;
  const mobileNum = `7${String(Date.now() % 1e7).padStart(7, '0')}${seq}`;
  const email = `sg${seq}x${Date.now()}@example.com`;
  const memberId = await createMember(t, { countryDialingCode: '855', mobileNum, email, parentId });
  await t.database.db
    .update(members)
    .set({
      passwordHash: await app().services.core.passwords.hash(PASSWORD),
      payeeName: 'Sok Dara',
    })
    .where(eq(members.id, memberId));
  await app().services.core.wallets.openWallet(memberId);
  if (balanceMinor > 0)
    await app().services.core.wallets.post({
      idempotencyKey: `sg-credit:${memberId}:${seq}`,
      memberId,
      walletKind: 'REAL',
      amountMinor: balanceMinor,
      kind: 'ADJUSTMENT',
    });
  return { memberId, mobileNum, email, headers: await authHeader(app(), memberId) };
}

const state = async (headers: Headers) =>
  expectOk(
    await app().inject({ method: 'GET', url: saferGamblingRoutes.saferGambling.path, headers }),
    saferGamblingStateSchema,
  );

const putLimit = (
  headers: Headers,
  kind: 'saferGamblingDepositLimit' | 'saferGamblingLossLimit',
  payload: unknown,
) =>
  app().inject({
    method: 'PUT',
    url: saferGamblingRoutes[kind].path,
    headers,
    payload: payload as Record<string, unknown>,
  });

const setLimit = async (
  headers: Headers,
  kind: 'saferGamblingDepositLimit' | 'saferGamblingLossLimit',
  period: 'DAY' | 'WEEK' | 'MONTH',
  amount: string | null,
) => expectOk(await putLimit(headers, kind, { period, amount }), saferGamblingStateSchema);

let requests = 0;
const deposit = (headers: Headers, amount: string) =>
  app().inject({
    method: 'POST',
    url: cashierRoutes.depositCreate.path,
    headers,
    payload: {
      requestId: `sg-dep-${(requests += 1)}`,
      promoId: null,
      language: 'en',
      methodCode: 'BANK_TRANSFER',
      amount,
    },
  });

const launch = (headers: Headers, game: PickedGame = slot) =>
  app().inject({
    method: 'POST',
    url: routes.launchGame.path,
    headers,
    payload: { vendor: game.vendor, gameId: game.gameId, nodeId: game.nodeId },
  });

const launchToken = async (headers: Headers, game: PickedGame = slot) => {
  const result = expectOk(await launch(headers, game), launchResultSchema);
  return /^\/play\/([A-Za-z0-9_-]+)/.exec(result.url)![1]!;
};

const spin = (token: string, stake: number) =>
  app().inject({
    method: 'POST',
    url: routes.demoGameSpin.path,
    payload: { launchToken: token, roundId: crypto.randomUUID(), stake },
  });

/** A fresh login session at the clock's time (tests move the clock past the idle limit). */
const relogin = (memberId: number) => authHeader(app(), memberId);

const details = (res: LightMyRequestResponse) => failDetails(res, saferGamblingErrorDetailsSchema);

const timeOut = (headers: Headers, period: 'DAY' | 'WEEK' | 'MONTH', password = PASSWORD) =>
  injectEncrypted(
    app(),
    'POST',
    saferGamblingRoutes.saferGamblingTimeOut.path,
    { period, password },
    { headers },
  );

const selfExclude = (
  headers: Headers,
  period: 'MONTHS_6' | 'YEAR_1' | 'YEARS_5' | 'PERMANENT',
  password = PASSWORD,
) =>
  injectEncrypted(
    app(),
    'POST',
    saferGamblingRoutes.saferGamblingSelfExclusion.path,
    { period, password },
    { headers },
  );

const historyOf = (memberId: number) =>
  t.database.db.select().from(protectionHistory).where(eq(protectionHistory.memberId, memberId));

/** Rounds that always lose (no line of three): the loss is exactly the stakes. */
const losingReels: Reels = [
  ['SEVEN', 'BAR', 'STAR'],
  ['DIAMOND', 'HEART', 'CLUB'],
  ['BAR', 'STAR', 'SEVEN'],
];
function losingGame() {
  const s = app().services;
  return createDemoGameService({
    launches: s.games.launches,
    wallets: s.core.wallets,
    betOrders: createBetOrderRepository(t.database.db),
    betOrdersOn: createBetOrderRepository,
    currency: async () => ({ code: 'USD', symbol: '$' }),
    clock: clock.now,
    protections: s.core.protections,
    spin: (stakeMinor) => evaluate(losingReels, stakeMinor),
  });
}
const lose = (token: string, stake: number) =>
  losingGame().spin({ launchToken: token, roundId: crypto.randomUUID(), stake });

describe('what the operator offers', () => {
  it('answers guests every tool on, two support links and 18+', async () => {
    const info = expectOk(
      await app().inject({ method: 'GET', url: saferGamblingRoutes.saferGamblingInfo.path }),
      saferGamblingInfoSchema,
    );
    expect(Object.values(info.features).every(Boolean)).toBe(true);
    expect(info.supportLinks.map((l) => l.url)).toContain('https://www.gamblingtherapy.org');
    expect(info.minimumAge).toBe(18);
  });
});

describe('deposit limits', () => {
  it('refuses a deposit over what the 24-hour limit leaves, naming the remaining amount', async () => {
    const { memberId, headers } = await member();
    const set = await setLimit(headers, 'saferGamblingDepositLimit', 'DAY', '50');
    expect(set.depositLimits[0]).toMatchObject({
      period: 'DAY',
      amount: 50,
      pending: null,
      used: 0,
      remaining: 50,
    });
    expectOk(await deposit(headers, '40'), depositCreatedSchema);
    const refused = await deposit(headers, '20');
    expectFail(refused, 409, 'DEPOSIT_LIMIT_EXCEEDED');
    expect(details(refused)).toEqual({ remaining: 10, period: 'DAY' });
    expectOk(await deposit(headers, '10'), depositCreatedSchema);
    expect((await state(headers)).depositLimits[0]).toMatchObject({ used: 50, remaining: 0 });
    // The change is in the member's history and the audit log.
    expect((await historyOf(memberId)).map((h) => h.detail)).toEqual(['DAY none -> 50.00']);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.targetId, String(memberId)), like(auditLog.action, 'saferGambling.%')),
      );
    expect(audits.map((a) => a.action)).toEqual(['saferGambling.DEPOSIT_LIMIT']);
  });

  it('counts pending deposits but not failed, expired, rejected or cancelled ones', async () => {
    const { memberId, headers } = await member();
    await setLimit(headers, 'saferGamblingDepositLimit', 'DAY', '50');
    const first = expectOk(await deposit(headers, '30'), depositCreatedSchema);
    await t.database.db.execute(
      sql`update deposits set status = 'EXPIRED' where id = ${first.deposit.id}`,
    );
    expectOk(await deposit(headers, '50'), depositCreatedSchema);
    expect((await state(headers)).depositLimits[0]!.used).toBe(50);
    expect(memberId).toBeGreaterThan(0);
  });

  it('is a rolling window: a deposit leaves the 24 hours 24 hours after it was made', async () => {
    const { memberId } = await member();
    let headers = await relogin(memberId);
    await setLimit(headers, 'saferGamblingDepositLimit', 'DAY', '50');
    expectOk(await deposit(headers, '50'), depositCreatedSchema);
    clock.advance(24 * HOUR - 1);
    headers = await relogin(memberId);
    expectFail(await deposit(headers, '10'), 409, 'DEPOSIT_LIMIT_EXCEEDED');
    clock.advance(1);
    // Exactly 24 hours: the window [now - 24 h, now] still holds it.
    expectFail(await deposit(headers, '10'), 409, 'DEPOSIT_LIMIT_EXCEEDED');
    clock.advance(1);
    expectOk(await deposit(headers, '10'), depositCreatedSchema);
  });

  it('raises only after 24 hours of cooling-off; asking again does not restart the clock', async () => {
    const { memberId } = await member();
    let headers = await relogin(memberId);
    await setLimit(headers, 'saferGamblingDepositLimit', 'DAY', '50');
    const raisedAt = clock.now();
    const raised = await setLimit(headers, 'saferGamblingDepositLimit', 'DAY', '100');
    const effectiveAt = new Date(raisedAt.getTime() + 24 * HOUR * 1000).toISOString();
    expect(raised.depositLimits[0]).toMatchObject({
      amount: 50,
      pending: { amount: 100, effectiveAt },
    });
    clock.advance(5 * HOUR);
    headers = await relogin(memberId);
    const again = await setLimit(headers, 'saferGamblingDepositLimit', 'DAY', '100');
    expect(again.depositLimits[0]!.pending).toEqual({ amount: 100, effectiveAt });
    expectFail(await deposit(headers, '60'), 409, 'DEPOSIT_LIMIT_EXCEEDED');
    clock.advance(19 * HOUR - 1);
    headers = await relogin(memberId);
    expect((await state(headers)).depositLimits[0]!.amount).toBe(50);
    clock.advance(1);
    expect((await state(headers)).depositLimits[0]).toMatchObject({ amount: 100, pending: null });
    expectOk(await deposit(headers, '60'), depositCreatedSchema);
  });

  it('lowers at once and drops a pending raise; a removal waits like a raise', async () => {
    const { memberId, headers } = await member();
    await setLimit(headers, 'saferGamblingDepositLimit', 'WEEK', '500');
    await setLimit(headers, 'saferGamblingDepositLimit', 'WEEK', '800');
    const lowered = await setLimit(headers, 'saferGamblingDepositLimit', 'WEEK', '200');
    expect(lowered.depositLimits[1]).toMatchObject({ period: 'WEEK', amount: 200, pending: null });
    const removed = await setLimit(headers, 'saferGamblingDepositLimit', 'WEEK', null);
    expect(removed.depositLimits[1]).toMatchObject({ amount: 200, pending: { amount: null } });
    clock.advance(24 * HOUR);
    expect((await state(await relogin(memberId))).depositLimits[1]).toMatchObject({
      amount: null,
      remaining: null,
    });
  });

  it('serialises deposits racing a limit change: what was accepted fits the limit in force', async () => {
    const { memberId, headers } = await member();
    await setLimit(headers, 'saferGamblingDepositLimit', 'DAY', '100');
    const answers = await Promise.all([
      deposit(headers, '60'),
      putLimit(headers, 'saferGamblingDepositLimit', { period: 'DAY', amount: '50' }),
      deposit(headers, '60'),
      deposit(headers, '30'),
      deposit(headers, '30'),
    ]);
    const accepted = [answers[0], answers[2], answers[3], answers[4]].filter(
      (r) => r!.statusCode === 200,
    );
    for (const r of [answers[0], answers[2], answers[3], answers[4]])
      if (r!.statusCode !== 200) expectFail(r!, 409, 'DEPOSIT_LIMIT_EXCEEDED');
    const rows = await t.database.db.execute(
      sql`select coalesce(sum(amount_minor), 0)::float8 as total, count(*)::int as n from deposits where member_id = ${memberId}`,
    );
    const { total, n } = (rows as unknown as { rows: { total: number; n: number }[] }).rows[0]!;
    expect(n).toBe(accepted.length);
    // Never more than the larger limit; and once the limit was 50, nothing pushed it past 100.
    expect(total).toBeLessThanOrEqual(10_000);
    expect((await state(headers)).depositLimits[0]!.amount).toBe(50);
  });
});

describe('bad input changes nothing', () => {
  it('refuses amounts that are not positive and unknown periods', async () => {
    const { memberId, headers } = await member();
    for (const amount of ['0', '-5', 'abc', '1.001', ''])
      expectFail(
        await putLimit(headers, 'saferGamblingDepositLimit', { period: 'DAY', amount }),
        400,
        'AMOUNT_INVALID',
      );
    expectFail(
      await putLimit(headers, 'saferGamblingLossLimit', { period: 'YEAR', amount: '10' }),
      400,
      'VALIDATION_ERROR',
    );
    expectFail(
      await app().inject({
        method: 'PUT',
        url: saferGamblingRoutes.saferGamblingSessionLimit.path,
        headers,
        payload: { minutes: 45 },
      }),
      400,
      'VALIDATION_ERROR',
    );
    const after = await state(headers);
    expect(after.depositLimits.every((l) => l.amount === null)).toBe(true);
    expect(after.sessionLimit.minutes).toBeNull();
    expect(await historyOf(memberId)).toEqual([]);
  });

  it('refuses a break with the wrong password and starts none', async () => {
    const { memberId, headers } = await member();
    expectFail(await timeOut(headers, 'DAY', 'not-it'), 401, 'WRONG_CREDENTIALS');
    expectFail(await selfExclude(headers, 'PERMANENT', 'not-it'), 401, 'WRONG_CREDENTIALS');
    expect((await state(headers)).block).toBeNull();
    expect(await historyOf(memberId)).toEqual([]);
    expectOk(await launch(headers), launchResultSchema);
  });
});

describe('loss limits', () => {
  it('stop play when reached, refuse a stake that would pass them, and open at the operator midnight', async () => {
    // 22:00 at GMT+7.
    clock.set(new Date('2026-12-08T15:00:00Z'));
    const { headers } = await member(100_000);
    await setLimit(headers, 'saferGamblingLossLimit', 'DAY', '1');
    const token = await launchToken(headers);
    await lose(token, 0.5);
    await expect(lose(token, 1)).rejects.toMatchObject({ code: 'LOSS_LIMIT_REACHED' });
    const passing = await spin(token, 1);
    expectFail(passing, 403, 'LOSS_LIMIT_REACHED');
    expect(details(passing)).toMatchObject({ period: 'DAY', until: '2026-12-08T17:00:00.000Z' });
    await lose(token, 0.5);
    expectFail(await launch(headers), 403, 'LOSS_LIMIT_REACHED');
    const blocked = await state(headers);
    expect(blocked.block).toMatchObject({ kind: 'LOSS_LIMIT', until: '2026-12-08T17:00:00.000Z' });
    expect(blocked.lossLimits[0]).toMatchObject({ used: 1, remaining: 0 });
    expect(blocked.net.today).toBe(-1);
    clock.set(new Date('2026-12-08T16:59:59.999Z'));
    expectFail(await launch(headers), 403, 'LOSS_LIMIT_REACHED');
    clock.set(new Date('2026-12-08T17:00:00Z'));
    expectOk(await launch(headers), launchResultSchema);
    expect((await state(headers)).lossLimits[0]).toMatchObject({ used: 0, remaining: 1 });
  });
});

describe('session limits and reality checks', () => {
  it('end play when the session reaches its length, until the session lapses', async () => {
    const { headers } = await member(100_000);
    expectOk(
      await app().inject({
        method: 'PUT',
        url: saferGamblingRoutes.saferGamblingSessionLimit.path,
        headers,
        payload: { minutes: 30 },
      }),
      saferGamblingStateSchema,
    );
    const started = clock.now();
    const token = await launchToken(headers);
    clock.advance(30 * MIN - 1);
    expectOk(await spin(token, 0.1), demoSpinResultSchema);
    const lastActivity = clock.now();
    clock.advance(1);
    const refused = await spin(token, 0.1);
    expectFail(refused, 403, 'SESSION_LIMIT_REACHED');
    const until = new Date(lastActivity.getTime() + 30 * MIN * 1000).toISOString();
    expect(details(refused)).toMatchObject({ until });
    expectFail(await launch(headers), 403, 'SESSION_LIMIT_REACHED');
    expect((await state(headers)).block).toMatchObject({
      kind: 'SESSION_LIMIT',
      since: started.toISOString(),
      until,
    });
    clock.set(new Date(until));
    expectOk(await launch(headers), launchResultSchema);
    // Longer (or none) waits the cooling-off like a raise; shorter applies at once.
    const longer = expectOk(
      await app().inject({
        method: 'PUT',
        url: saferGamblingRoutes.saferGamblingSessionLimit.path,
        headers,
        payload: { minutes: 60 },
      }),
      saferGamblingStateSchema,
    );
    expect(longer.sessionLimit).toEqual({
      minutes: 30,
      pending: {
        minutes: 60,
        effectiveAt: new Date(clock.now().getTime() + 24 * HOUR * 1000).toISOString(),
      },
    });
  });

  it('schedule the reality check from the session start, then from each "continue"; "stop" ends it', async () => {
    const { headers } = await member(100_000);
    const session = async () =>
      expectOk(
        await app().inject({ method: 'GET', url: saferGamblingRoutes.playSession.path, headers }),
        playSessionSchema,
      );
    expect((await session()).startedAt).toBeNull();
    const started = clock.now();
    const token = await launchToken(headers);
    await lose(token, 0.5);
    const running = await session();
    expect(running).toMatchObject({
      startedAt: started.toISOString(),
      rounds: 1,
      stakes: 0.5,
      net: { session: -0.5 },
      realityCheckMinutes: 60,
      nextCheckAt: new Date(started.getTime() + HOUR * 1000).toISOString(),
      now: clock.now().toISOString(),
    });
    // Still playing: a round every 20 minutes keeps the session alive up to its check.
    clock.advance(20 * MIN);
    await lose(token, 0.5);
    clock.advance(20 * MIN);
    await lose(token, 0.5);
    clock.advance(20 * MIN);
    const answer = (choice: 'CONTINUE' | 'STOP') =>
      app().inject({
        method: 'POST',
        url: saferGamblingRoutes.realityCheckAnswer.path,
        headers,
        payload: { choice },
      });
    const continued = expectOk(await answer('CONTINUE'), playSessionSchema);
    expect(continued.nextCheckAt).toBe(new Date(clock.now().getTime() + HOUR * 1000).toISOString());
    expect(continued.minutes).toBe(60);
    const stopped = expectOk(await answer('STOP'), playSessionSchema);
    expect(stopped).toMatchObject({ startedAt: null, nextCheckAt: null, net: { session: 0 } });
  });

  it('take a shorter interval at once; the development row sets seconds', async () => {
    const { memberId, headers } = await member(100_000);
    await launchToken(headers);
    const set = expectOk(
      await app().inject({
        method: 'PUT',
        url: saferGamblingRoutes.saferGamblingRealityCheck.path,
        headers,
        payload: { minutes: 15 },
      }),
      saferGamblingStateSchema,
    );
    expect(set.realityCheckMinutes).toBe(15);
    const [row] = await t.database.db
      .select({ u: members.username })
      .from(members)
      .where(eq(members.id, memberId));
    const dev = await app().inject({
      method: 'PUT',
      url: devRoutes.devRealityCheckSeconds.path,
      payload: { username: row!.u, seconds: 20 },
    });
    expect(dev.statusCode, dev.body).toBe(200);
    const session = expectOk(
      await app().inject({ method: 'GET', url: saferGamblingRoutes.playSession.path, headers }),
      playSessionSchema,
    );
    expect(session.nextCheckAt).toBe(new Date(clock.now().getTime() + 20_000).toISOString());
  });
});

describe('time-out', () => {
  it('starts at once, stops deposits and play until its end, and is never shortened', async () => {
    const { memberId } = await member(100_000);
    let headers = await relogin(memberId);
    const since = clock.now();
    const taken = expectOk(await timeOut(headers, 'DAY'), saferGamblingStateSchema);
    const until = new Date(since.getTime() + 24 * HOUR * 1000).toISOString();
    expect(taken.block).toEqual({ kind: 'TIME_OUT', since: since.toISOString(), until });
    const refused = await deposit(headers, '20');
    expectFail(refused, 403, 'TIMED_OUT');
    expect(details(refused)).toMatchObject({ until });
    expectFail(await launch(headers), 403, 'TIMED_OUT');
    // A shorter one changes nothing; a longer one extends it.
    clock.advance(HOUR);
    expect(expectOk(await timeOut(headers, 'DAY'), saferGamblingStateSchema).block?.until).toBe(
      new Date(clock.now().getTime() + 24 * HOUR * 1000).toISOString(),
    );
    const extendedUntil = new Date(clock.now().getTime() + 24 * HOUR * 1000);
    clock.set(new Date(extendedUntil.getTime() - 1));
    headers = await relogin(memberId);
    expectFail(await launch(headers), 403, 'TIMED_OUT');
    clock.set(extendedUntil);
    expectOk(await launch(headers), launchResultSchema);
    expectOk(await deposit(headers, '20'), depositCreatedSchema);
  });
});

describe('tools the operator switches off', () => {
  it('can no longer be taken, but what runs stays in force', async () => {
    const { memberId } = await member(100_000);
    const headers = await relogin(memberId);
    expectOk(await timeOut(headers, 'WEEK'), saferGamblingStateSchema);
    const settings = app().services.core.operatorSettings;
    const before = (await settings.readAll()).saferGambling;
    await settings.setFromJson(
      'saferGambling',
      JSON.stringify({
        ...before,
        features: { ...before.features, timeOut: false, selfExclusion: false, lossLimits: false },
      }),
    );
    try {
      // The running break is not lifted by the switch: no one ends a break early.
      expectFail(await launch(headers), 403, 'TIMED_OUT');
      expectFail(await deposit(headers, '20'), 403, 'TIMED_OUT');
      // Another member cannot take one now.
      const other = await relogin((await member(0)).memberId);
      expectFail(await timeOut(other, 'DAY'), 403, 'SAFER_GAMBLING_OFF');
      expectOk(await launch(other), launchResultSchema);
    } finally {
      await settings.setFromJson('saferGambling', JSON.stringify(before));
    }
  });
});

describe('what was under way when a break began', () => {
  it('a claim waiting for finance is not paid, and a deposit credits its money but no bonus', async () => {
    const s = app().services;
    const desk = { operatorId: null, name: 'sg-test', ip: null };
    const { memberId, headers } = await member(0);
    // A claim that needs finance's approval, waiting.
    const applied = await app().inject({
      method: 'POST',
      url: rewardRoutes.rewardClaim.path,
      headers,
      payload: { key: 'event:LOYALTY_BONUS', language: 'en' },
    });
    expect(applied.statusCode, applied.body).toBe(200);
    const [claim] = await t.database.db
      .select({ id: rewardClaims.id })
      .from(rewardClaims)
      .where(eq(rewardClaims.memberId, memberId));
    // A bank transfer with the welcome bonus, reported, waiting for the cash desk.
    const [welcome] = await t.database.db
      .select({ id: depositPromotions.id })
      .from(depositPromotions)
      .where(eq(depositPromotions.code, 'WELCOME100'));
    const created = await s.cashier.deposits.create(
      memberId,
      {
        requestId: `sg-under-way-${memberId}`,
        methodCode: 'BANK_TRANSFER',
        amount: '50',
        promoId: welcome!.id,
        language: 'en',
      },
      s.cashier.depositUrls('http://app.test'),
    );
    await s.cashier.deposits.reportTransfer(
      memberId,
      created.deposit.id,
      { payerBank: 'ABA', payerAccountName: 'Sok Dara', transferredAt: clock.now().toISOString() },
      'en',
    );

    expectOk(await timeOut(headers, 'WEEK'), saferGamblingStateSchema);
    await expect(s.rewards.centre.claims.approve(desk, claim!.id)).rejects.toMatchObject({
      code: 'TIMED_OUT',
    });
    await s.cashier.cashDesk.approveDeposit(desk, created.deposit.id, null);
    // The member's own money arrives; the promotion does not.
    expect(await s.core.wallets.balanceMinor(memberId, 'REAL')).toBe(5_000);
    expect(
      await t.database.db.select().from(bonusGrants).where(eq(bonusGrants.memberId, memberId)),
    ).toEqual([]);
  });
});

/** A service call or HTTP answer that must be refused with a break's code. */
async function refusedWith(code: 'SELF_EXCLUDED' | 'TIMED_OUT', run: () => Promise<unknown>) {
  let outcome: unknown;
  try {
    outcome = await run();
  } catch (error) {
    expect(error).toMatchObject({ code });
    return;
  }
  const res = outcome as LightMyRequestResponse;
  expect(res.statusCode, res.body).toBe(403);
  expect((res.json() as { errorCode: string }).errorCode).toBe(code);
}

describe('self-exclusion', () => {
  it('stops every money path while withdrawals and the history still work (table)', async () => {
    const s = app().services;
    const agent0 = await createMember(t, { type: 1 });
    const player = await member(100_000, agent0);
    // An agent with the player in its team, both funded; a contract offer waiting.
    const agent = agent0;
    await s.core.wallets.openWallet(agent);
    await s.core.wallets.post({
      idempotencyKey: `sg-agent-fund:${agent}`,
      memberId: agent,
      walletKind: 'REAL',
      amountMinor: 100_000,
      kind: 'ADJUSTMENT',
    });
    await s.cashier.paymentPasswords.set(agent, {
      newPassword: '135790',
      confirmPassword: '135790',
    });
    // Launches made before the exclusion (a slot and a lottery) keep their tokens.
    const slotToken = await launchToken(player.headers);
    const lottery = await pickLotteryGame(t.database, 60);
    const lotteryToken = await launchToken(player.headers, lottery);
    const { draw } = await ticketState(app(), lotteryToken);
    // Support writes to the member alone; marketing goes to everyone.
    const staff = { operatorId: null, name: 'test', ip: null };
    const [row] = await t.database.db
      .select({ u: members.username })
      .from(members)
      .where(eq(members.id, player.memberId));
    await app().messages.inbox.send(staff, {
      target: { kind: 'MEMBER', username: row!.u },
      texts: { en: { title: 'From support', content: '<p>Your withdrawal</p>' } },
    });
    await app().messages.inbox.send(staff, {
      target: { kind: 'ALL' },
      texts: { en: { title: 'Big weekend bonus', content: '<p>Deposit now</p>' } },
    });
    // Withdrawal set-up: payment password and a bank card.
    await s.cashier.paymentPasswords.set(player.memberId, {
      newPassword: '246810',
      confirmPassword: '246810',
    });
    const card = await s.cashier.cards.add(player.memberId, {
      bankCode: 'ABA',
      accountNumber: '009988776655',
    });
    const rain = await s.rewards.centre.redRain.start(
      { operatorId: null, name: 'test', ip: null },
      10,
    );

    expectOk(await selfExclude(player.headers, 'PERMANENT'), saferGamblingStateSchema);
    const code = 'SELF_EXCLUDED';
    const { memberId, headers } = player;
    const paths: [string, () => Promise<unknown>][] = [
      ['deposit', () => deposit(headers, '20')],
      [
        'deposit promotion',
        () =>
          s.cashier.deposits.acceptPromo(memberId, {
            promoId: 1,
            methodCode: 'BANK_TRANSFER',
            amount: '20',
          }),
      ],
      ['game launch', () => launch(headers)],
      ['slot round', () => spin(slotToken, 0.1)],
      [
        'lottery ticket',
        () =>
          placeRequest(app(), {
            launchToken: lotteryToken,
            numero: draw.numero,
            picks: [{ pick: '12', stake: 1 }],
          }),
      ],
      [
        'reward claim',
        () => s.rewards.centre.claims.claim(memberId, 'event:NEW_MEMBER_GIFT', 'en'),
      ],
      ['check-in', () => s.rewards.centre.checkIn.checkIn(memberId)],
      ['red rain', () => s.rewards.centre.redRain.open(memberId, rain.id, 'tap-1')],
      [
        'agent transfer to',
        () =>
          s.agents.team.transfer(agent, {
            requestId: 'sg-t1',
            memberId,
            amount: '5',
            paymentPassword: '135790',
          }),
      ],
    ];
    for (const [name, run] of paths) {
      await refusedWith(code, run).catch((error: unknown) => {
        throw new Error(`${name}: ${String(error)}`);
      });
    }
    // Nothing moved: the balance is what it was.
    expect(await s.core.wallets.balanceMinor(memberId, 'REAL')).toBe(100_000);
    // No promotions offered, no contract prompts, no broadcast inbox messages.
    expect(await s.cashier.deposits.promos(memberId, 'en')).toEqual([]);
    const list = await s.content.announcements.list({ language: 'en' }, { memberId, type: 0 });
    expect(list.promotion).toEqual([]);
    const inbox = await app().messages.inbox.list(
      { memberId, type: 0 },
      { pageNo: 1, pageSize: 50 },
    );
    expect(inbox.list.map((m) => m.title)).toEqual(['From support']);
    // Registering again with the account's email (any case) is refused.
    const captcha = await solveCaptcha(app(), t.database);
    expectFail(
      await injectEncrypted(
        app(),
        'PUT',
        routes.memberRegister.path,
        {
          registerMethod: 'H5',
          ...captcha,
          username: `again${seq}x`,
          password: 'Tr0ub4dor&3x',
          confirmPassword: 'Tr0ub4dor&3x',
          email: player.email.toUpperCase(),
        },
        { moduleId: 'REG3' },
      ),
      403,
      'REGISTRATION_REFUSED',
    );
    // Withdrawals and the history keep working.
    const withdrawal = await injectEncrypted(
      app(),
      'POST',
      cashierRoutes.withdraw.path,
      {
        requestId: 'sg-withdrawal-1',
        amount: '50',
        bankCardId: card.id,
        paymentPassword: '246810',
      },
      { headers },
    );
    expect(withdrawal.statusCode, withdrawal.body).toBe(200);
    const today = new Date(clock.now().getTime() + 7 * HOUR * 1000).toISOString().slice(0, 10);
    const history = expectOk(
      await app().inject({
        method: 'GET',
        url: saferGamblingRoutes.accountHistory.path,
        headers,
        query: { from: today, to: today },
      }),
      accountHistoryPageSchema,
    );
    expect(history.list.map((r) => r.kind)).toContain('WITHDRAWAL');
    // Registration again with the same mobile number or email is refused.
    await expect(
      s.core.protections.assertMayRegister({
        dialingCode: '855',
        mobileNum: player.mobileNum,
        email: null,
      }),
    ).rejects.toMatchObject({ code: 'REGISTRATION_REFUSED' });
    await expect(
      s.core.protections.assertMayRegister({
        dialingCode: null,
        mobileNum: null,
        email: player.email.toUpperCase(),
      }),
    ).rejects.toMatchObject({ code: 'REGISTRATION_REFUSED' });
    // A shorter exclusion cannot replace a permanent one.
    expect(
      expectOk(await selfExclude(headers, 'MONTHS_6'), saferGamblingStateSchema).block,
    ).toMatchObject({
      kind: 'SELF_EXCLUSION',
      until: null,
    });
  });
});

describe('the console', () => {
  it('shows the state and the history read-only, and has no route that lifts a break', async () => {
    const { memberId, headers } = await member();
    await setLimit(headers, 'saferGamblingDepositLimit', 'DAY', '50');
    expectOk(await selfExclude(headers, 'YEAR_1'), saferGamblingStateSchema);
    const ops = await opsSignIn(app(), clock);
    const view = expectOk(
      await app().inject({
        method: 'GET',
        url: opsPath(opsRoutes.opsMemberProtections.path, memberId),
        headers: ops.headers,
      }),
      opsMemberProtectionsSchema,
    );
    expect(view.state.block?.kind).toBe('SELF_EXCLUSION');
    expect(view.history.map((h) => h.event).sort()).toEqual(['DEPOSIT_LIMIT', 'SELF_EXCLUSION']);
    // Every console row about protections only reads; none changes them.
    const rows = Object.values(opsRoutes).filter((r) =>
      /protection|exclu|time-?out|safer/i.test(r.path),
    );
    expect(rows.map((r) => [r.method, r.path])).toEqual([
      ['GET', '/ops/api/members/:id/protections'],
    ]);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const res = await app().inject({
        method,
        url: opsPath(opsRoutes.opsMemberProtections.path, memberId),
        headers: ops.headers,
        payload: {},
      });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
    }
    // And the service offers no way either.
    expect(
      Object.keys(app().services.saferGambling.service).filter((k) =>
        /lift|end|cancel|remove|unexclude/i.test(k),
      ),
    ).toEqual([]);
  });
});

/** A real-money adjustment (a BONUS line of the account history) at the test clock's moment. */
async function creditNow(
  memberId: number,
  idempotencyKey: string,
  amountMinor: number,
  memo: string,
) {
  await app().services.core.wallets.post({
    idempotencyKey,
    memberId,
    walletKind: 'REAL',
    amountMinor,
    kind: 'ADJUSTMENT',
    memo,
    at: clock.now(),
  });
}

describe('the account history CSV', () => {
  it('is UTF-8 with a BOM, RFC 4180 quoted, with formula cells defused, as an attachment', async () => {
    const { memberId, headers } = await member();
    await creditNow(memberId, `sg-csv:${memberId}`, 1_234, '=HYPERLINK("http://x","y")');
    const today = new Date(clock.now().getTime() + 7 * HOUR * 1000).toISOString().slice(0, 10);
    const res = await app().inject({
      method: 'GET',
      url: saferGamblingRoutes.accountHistoryCsv.path,
      headers,
      query: { from: today, to: today },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="account-history-${today}-${today}.csv"`,
    );
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('at,kind,reference,description,amount,status');
    expect(lines[1]).toMatch(
      /,BONUS,"'=HYPERLINK\(""http:\/\/x"",""y""\)",ADJUSTMENT,12\.34,SUCCESS$/,
    );
    // A range reaching further back than the history keeps is refused.
    expectFail(
      await app().inject({
        method: 'GET',
        url: saferGamblingRoutes.accountHistory.path,
        headers,
        query: { from: '2020-01-01', to: today },
      }),
      400,
      'DATE_RANGE_INVALID',
    );
  });
});

describe("the account history's days", () => {
  it("are the member's own when the device says its offset, else the operator's", async () => {
    const { memberId, headers } = await member();
    await creditNow(memberId, `sg-days:${memberId}`, 500, 'days');
    const dayAt = (offsetMinutes: number, plusDays = 0) =>
      new Date(clock.now().getTime() + offsetMinutes * 60_000 + plusDays * 24 * HOUR * 1000)
        .toISOString()
        .slice(0, 10);
    const history = (query: Record<string, string | number>) =>
      app().inject({
        method: 'GET',
        url: saferGamblingRoutes.accountHistory.path,
        headers,
        query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
      });
    // Today, wherever the member is (a phone west of UTC, UTC, Cambodia, far east): the credit
    // is in the member's today, and the member's tomorrow is not a day yet.
    for (const offset of [-600, 0, 420, 840]) {
      const today = dayAt(offset);
      const page = expectOk(
        await history({ from: today, to: today, utcOffsetMinutes: offset }),
        accountHistoryPageSchema,
      );
      expect(
        page.list.map((r) => r.kind),
        `offset ${offset}`,
      ).toEqual(['BONUS']);
      const tomorrow = dayAt(offset, 1);
      expectFail(
        await history({ from: tomorrow, to: tomorrow, utcOffsetMinutes: offset }),
        400,
        'DATE_RANGE_INVALID',
      );
    }
    // Without an offset, the operator's days (UTC+7 here).
    const operatorToday = dayAt(7 * 60);
    expect(
      expectOk(await history({ from: operatorToday, to: operatorToday }), accountHistoryPageSchema)
        .total,
    ).toBe(1);
    // An offset no place has is refused like any bad query.
    expect(
      (await history({ from: operatorToday, to: operatorToday, utcOffsetMinutes: 900 })).statusCode,
    ).toBe(400);
  });
});

describe('agents on a break', () => {
  it('cannot transfer, sign or be prompted; contract periods wait UNPAID and are paid after the break', async () => {
    const s = app().services;
    const agent = await member(50_000);
    const downline = await createMember(t, { parentId: agent.memberId });
    await s.core.wallets.openWallet(downline);
    await t.database.db.execute(sql`update members set type = 1 where id = ${agent.memberId}`);
    await s.cashier.paymentPasswords.set(agent.memberId, {
      newPassword: '135790',
      confirmPassword: '135790',
    });
    const contracts = createAgentContractRepository(t.database.db);
    const salary = { tiers: [{ minTurnover: 0, minActive: 0, amount: 2 }] };
    const signedId = await contracts.insertSigned({
      kind: 'DAILY_SALARY',
      agentId: agent.memberId,
      terms: salary,
      at: clock.now(),
    });
    const offerId = await contracts.insertOffer({
      kind: 'HOURLY_SALARY',
      agentId: agent.memberId,
      uplineId: null,
      terms: salary,
      offeredAt: clock.now(),
    });
    const since = clock.now();
    expectOk(await timeOut(agent.headers, 'WEEK'), saferGamblingStateSchema);
    await refusedWith('TIMED_OUT', () =>
      s.agents.team.transfer(agent.memberId, {
        requestId: 'sg-from-agent-1',
        memberId: downline,
        amount: '5',
        paymentPassword: '135790',
      }),
    );
    await refusedWith('TIMED_OUT', () =>
      s.agents.contracts.contracts.respond(agent.memberId, offerId!, true),
    );
    expect(await s.agents.home.home.contractPrompt({ memberId: agent.memberId, type: 1 })).toEqual({
      dailysalreqtype: 0,
      divtypecompperiodreq: 0,
      contracthoursalreq: 0,
    });
    // The day ends during the break: its salary is claimed but left UNPAID.
    clock.advance(24 * HOUR);
    await s.agents.contracts.contracts.runDue();
    const rows = () =>
      t.database.db.execute(
        sql`select status from contract_payouts where contract_id = ${signedId} order by period_start`,
      ) as unknown as Promise<{ rows: { status: string }[] }>;
    expect((await rows()).rows.map((r) => r.status)).toEqual(['UNPAID']);
    expect(await s.core.wallets.balanceMinor(agent.memberId, 'REAL')).toBe(50_000);
    // After the break the next run pays it (and the days since).
    clock.set(new Date(since.getTime() + 7 * 24 * HOUR * 1000));
    await s.agents.contracts.contracts.runDue();
    const after = (await rows()).rows.map((r) => r.status);
    expect(after.length).toBeGreaterThanOrEqual(7);
    expect(after.every((st) => st === 'PAID')).toBe(true);
    expect(await s.core.wallets.balanceMinor(agent.memberId, 'REAL')).toBe(
      50_000 + 200 * after.length,
    );
  });
});

describe('rebates on a break', () => {
  it('are left unpaid while the break runs and paid by the first run after it', async () => {
    const s = app().services;
    // 10:00 at GMT+7; the bet's day ends at 17:00Z.
    clock.set(new Date('2026-12-20T03:00:00Z'));
    const player = await member(100_000);
    for (const gameType of [
      'RNG',
      'LIVE',
      'FISH',
      'PVP',
      'SPORTS',
      'ESPORTS',
      'COCKFIGHT',
      'LOTT',
      'ELOTT',
    ])
      await t.database.db.execute(sql`insert into rebate_rates (member_id, game_type, rate_bp)
        values (${player.memberId}, ${gameType}, 100) on conflict do nothing`);
    await s.core.wallets.post({
      idempotencyKey: `sg-rebate-bet:${player.memberId}`,
      memberId: player.memberId,
      walletKind: 'REAL',
      amountMinor: -10_000,
      kind: 'BET',
      gameType: 'RNG',
    });
    const afterBet = await s.core.wallets.balanceMinor(player.memberId, 'REAL');
    expectOk(await timeOut(player.headers, 'MONTH'), saferGamblingStateSchema);
    const rebateRows = async () =>
      (
        (await t.database.db.execute(
          sql`select day::text as day, (own_minor + team_minor)::int as owed,
            transaction_id is not null as paid
            from rebate_payouts where member_id = ${player.memberId}`,
        )) as unknown as { rows: { day: string; owed: number; paid: boolean }[] }
      ).rows;
    // The next morning, the break runs: the day is settled as owed, nothing is posted.
    clock.set(new Date('2026-12-21T02:59:59Z'));
    await s.agents.rebates.runDue();
    expect(await rebateRows()).toEqual([{ day: '2026-12-20', owed: 100, paid: false }]);
    // Still owed however long the break lasts (here past the job's 7-day lookback).
    clock.set(new Date('2027-01-19T02:59:59Z'));
    await s.agents.rebates.runDue();
    expect(await rebateRows()).toEqual([{ day: '2026-12-20', owed: 100, paid: false }]);
    expect(await s.core.wallets.balanceMinor(player.memberId, 'REAL')).toBe(afterBet);
    // The break is over: paid by the next run, once.
    clock.set(new Date('2027-01-19T03:00:00Z'));
    await s.agents.rebates.runDue();
    await s.agents.rebates.runDue();
    expect(await rebateRows()).toEqual([{ day: '2026-12-20', owed: 100, paid: true }]);
    expect(await s.core.wallets.balanceMinor(player.memberId, 'REAL')).toBe(afterBet + 100);
  });
});
