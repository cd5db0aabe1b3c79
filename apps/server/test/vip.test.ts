import { memberInfoSchema } from '@app/contracts/account';
import {
  cashierErrorDetailsSchema,
  withdrawalSchema,
  withdrawInfoSchema,
  bankCardSchema,
} from '@app/contracts/cashier';
import { cashierRoutes } from '@app/contracts/cashier-routes';
import { routes } from '@app/contracts/routes';
import { vipInfoSchema } from '@app/contracts/vip';
import { vipRoutes } from '@app/contracts/vip-routes';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { betOrders, lotteryOrders, members, memberVip, vipLevels } from '../src/db/schema';
import { seedVipLevels } from '../src/db/seed-data/vip-levels';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { createTestClock } from './helpers/clock';
import { expectFail, expectOk, failDetails } from './helpers/envelope';
import { injectEncrypted } from './helpers/login';
import { authHeader, createMember } from './helpers/member-fixtures';
import { pickGame } from './helpers/play';

// The ledger stamps its rows with the database's time; the test clock starts at the real now, so
// "the last 90 days" holds them until a test moves the clock on.
const clock = createTestClock();
let t: TestApp;
let app: FastifyInstance;

beforeAll(async () => {
  t = await buildTestApp({ services: { clock: clock.now } });
  app = t.app;
});
afterAll(async () => t.close());

type Headers = Record<string, string>;

async function member(type = 0) {
  const memberId = await createMember(t, { type });
  await app.services.core.wallets.openWallet(memberId);
  return { memberId, headers: await authHeader(app, memberId) };
}

let keyCounter = 0;
/** A credited deposit in the ledger (what the cashier posts when a deposit succeeds). */
async function deposit(memberId: number, amountMinor: number) {
  keyCounter += 1;
  await app.services.core.wallets.post({
    idempotencyKey: `vip-test-deposit:${memberId}:${keyCounter}`,
    memberId,
    walletKind: 'REAL',
    amountMinor,
    kind: 'DEPOSIT',
  });
}

/** A settled game round of `stakeMinor` (the bet record valid turnover counts). */
async function round(
  memberId: number,
  stakeMinor: number,
  extra: { walletKind?: 'REAL' | 'PLAY'; status?: string; createdAt?: Date } = {},
) {
  const game = await pickGame(t.database, { gameType: 'RNG' });
  const id = randomBytes(6).toString('hex');
  await t.database.db.insert(betOrders).values({
    orderId: `VT${id}`,
    roundId: `vip-${id}`,
    memberId,
    gameId: game.nodeId,
    walletKind: extra.walletKind ?? 'REAL',
    stakeMinor,
    payoutMinor: 0,
    balanceAfterMinor: 0,
    status: extra.status ?? 'SETTLED',
    round: { reels: [], wins: [] },
    createdAt: extra.createdAt ?? clock.now(),
  });
}

/**
 * A lottery order with its stake debited (the bet transaction tells its wallet): valid turnover
 * counts its stake less refunds once settled, in real money only.
 */
async function lotteryOrder(
  memberId: number,
  stakeMinor: number,
  refundMinor: number,
  status: 'OPEN' | 'SETTLED' | 'CANCELLED',
  walletKind: 'REAL' | 'PLAY' = 'REAL',
) {
  const game = await pickGame(t.database, { lottery: true });
  const id = randomBytes(6).toString('hex');
  if (walletKind === 'PLAY') await app.services.core.wallets.grantPlayMoney(memberId);
  // The money to stake, as an adjustment: not a deposit, so the deposit figures stay apart.
  else
    await app.services.core.wallets.post({
      idempotencyKey: `vip-test-stake-money:${id}`,
      memberId,
      walletKind,
      amountMinor: stakeMinor,
      kind: 'ADJUSTMENT',
    });
  const bet = await app.services.core.wallets.post({
    idempotencyKey: `vip-test-lottery:${id}`,
    memberId,
    walletKind,
    amountMinor: -stakeMinor,
    kind: 'BET',
  });
  await t.database.db.insert(lotteryOrders).values({
    orderId: `VL${id}`,
    requestId: `vip-${id}`,
    memberId,
    gameId: game.nodeId,
    numero: '20260101',
    closeAt: clock.now(),
    stakeMinor,
    refundMinor,
    status,
    betTransactionId: bet.transactionId,
    createdAt: clock.now(),
  });
}

const getVip = (headers: Headers, query = '') =>
  app.inject({ method: 'GET', url: `${vipRoutes.memberVip.path}${query}`, headers });
const readVip = async (headers: Headers, query = '') =>
  expectOk(await getVip(headers, query), vipInfoSchema);
const readInfo = async (headers: Headers) =>
  expectOk(
    await app.inject({ method: 'GET', url: routes.memberInfo.path, headers }),
    memberInfoSchema,
  );

describe('GET /wps/member/vip', () => {
  it('needs a session; a bad language is refused', async () => {
    expectFail(await getVip({}), 401, 'NOT_LOGGED_IN');
    expectFail(
      await getVip({ authorization: 'Bearer unknown-token-unknown-token-xx' }),
      401,
      'SESSION_EXPIRED',
    );
    const { headers } = await member();
    expectFail(await getVip(headers, '?language=xx'), 400, 'VALIDATION_ERROR');
    expectFail(await getVip(headers, '?language=__proto__'), 400, 'VALIDATION_ERROR');
  });

  it('lists every seeded level, lowest first, named in the asked language (Khmer by default)', async () => {
    const { headers } = await member();
    const info = await readVip(headers);
    expect(info.levels.map((l) => l.level)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(info.levels[1]).toMatchObject({
      level: 1,
      name: 'សំរិទ្ធ',
      names: { km: 'សំរិទ្ធ', en: 'Bronze', zh: '青铜', vi: 'Đồng' },
      deposit: 100,
      turnover: 0,
      rebatePercent: 0.3,
      birthdayBonus: 10,
      levelUpBonus: 5,
    });
    expect(info.levels[3]).toMatchObject({
      deposit: 5000,
      turnover: 25000,
      dailyWithdrawCount: 8,
      dailyWithdrawAmount: 200000,
    });
    expect((await readVip(headers, '?language=EN')).levels[6]?.name).toBe('Crown');
    expect((await readVip(headers, '?language=cn')).levels[2]?.name).toBe('白银');
    expect(info.currency).toBe('USD');
    expect(info.period.days).toBe(90);
    expect(Date.parse(info.period.end) - Date.parse(info.period.start)).toBe(90 * 86_400_000);
  });

  it('a new member is level 0 with the progress towards VIP 1', async () => {
    const { headers } = await member();
    const { standing } = await readVip(headers, '?language=en');
    expect(standing).toMatchObject({
      level: 0,
      name: 'Member',
      label: null,
      deposits: 0,
      turnover: 0,
      next: {
        level: 1,
        name: 'Bronze',
        deposit: { required: 100, current: 0, missing: 100, percent: 0, met: false },
        turnover: { required: 0, current: 0, missing: 0, percent: 100, met: true },
      },
    });
  });

  it('works for trial accounts (play money never counts)', async () => {
    const { memberId, headers } = await member(4);
    await round(memberId, 500_000, { walletKind: 'PLAY' });
    const { standing } = await readVip(headers);
    expect(standing).toMatchObject({ level: 0, turnover: 0 });
  });
});

describe('recompute', () => {
  it('derives the level from deposits and valid turnover and says what the next one needs', async () => {
    const { memberId, headers } = await member();
    await round(memberId, 300_000);
    await round(memberId, 100_000, { walletKind: 'PLAY' }); // play money: not turnover
    await round(memberId, 100_000, { status: 'PENDING' }); // not settled: not turnover
    await lotteryOrder(memberId, 150_000, 50_000, 'SETTLED'); // 1,000.00 counts
    await lotteryOrder(memberId, 40_000, 0, 'SETTLED'); // 400.00 counts
    await lotteryOrder(memberId, 40_000, 0, 'SETTLED', 'PLAY'); // play money: not
    await lotteryOrder(memberId, 70_000, 0, 'OPEN'); // not settled yet: not
    await lotteryOrder(memberId, 90_000, 90_000, 'CANCELLED'); // cancelled: not
    await deposit(memberId, 60_000);
    await deposit(memberId, 50_000); // 1,100.00 in all
    const { standing } = await readVip(headers, '?language=en');
    // 3,000 + 1,000 + 400 = 4,400.00 of 5,000.00 turnover: VIP 1 (VIP 2 needs both).
    expect(standing).toMatchObject({
      level: 1,
      label: 'VIP 1',
      name: 'Bronze',
      deposits: 1100,
      turnover: 4400,
      next: {
        level: 2,
        name: 'Silver',
        deposit: { required: 1000, current: 1100, missing: 0, percent: 100, met: true },
        turnover: { required: 5000, current: 4400, missing: 600, percent: 88, met: false },
      },
    });
    await round(memberId, 60_000);
    expect((await readVip(headers)).standing).toMatchObject({
      level: 2,
      label: 'VIP 2',
      turnover: 5000,
      next: { level: 3, turnover: { missing: 20000, percent: 20 } },
    });
  });

  it('is idempotent: recomputing again writes the same standing and label', async () => {
    const { memberId } = await member();
    await deposit(memberId, 20_000);
    const first = await app.services.vip.vip.recompute(memberId);
    const second = await app.services.vip.vip.recompute(memberId);
    expect(second).toEqual(first);
    const rows = await t.database.db
      .select()
      .from(memberVip)
      .where(eq(memberVip.memberId, memberId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ level: 1, depositsMinor: 20_000, turnoverMinor: 0 });
    const [row] = await t.database.db
      .select({ vipLabel: members.vipLabel })
      .from(members)
      .where(eq(members.id, memberId));
    expect(row?.vipLabel).toBe('VIP 1');
  });

  it('only the top level has no next level', async () => {
    const { memberId, headers } = await member();
    await deposit(memberId, 10_000_000);
    await round(memberId, 80_000_000);
    expect((await readVip(headers)).standing).toMatchObject({ level: 6, next: null });
  });

  it('counts the rolling 90 days only: old deposits and rounds fall out', async () => {
    const { memberId } = await member();
    await deposit(memberId, 10_000);
    await round(memberId, 700_000, {
      createdAt: new Date(clock.now().getTime() - 91 * 86_400_000),
    });
    expect(await app.services.vip.vip.recompute(memberId)).toMatchObject({
      level: 1,
      depositsMinor: 10_000,
      turnoverMinor: 0,
    });
    const saved = clock.now();
    clock.advance(91 * 86_400);
    try {
      const headers = await authHeader(app, memberId);
      expect((await readVip(headers)).standing).toMatchObject({
        level: 0,
        deposits: 0,
        label: null,
      });
      expect(await readInfo(headers)).toMatchObject({ vip: false, clubLabel: null });
    } finally {
      clock.set(saved);
    }
  });

  it('the demo player keeps VIP 1: the demo opening balance stands for a first deposit', async () => {
    const id = await app.services.member.info.idByUsername('demo01');
    const { standing } = await readVip(await authHeader(app, id!));
    expect(standing).toMatchObject({ level: 1, label: 'VIP 1', deposits: 1000 });
  });
});

describe('the label follows in member info', () => {
  it('member info re-derives a standing older than a minute', async () => {
    const { memberId, headers } = await member();
    expect(await readInfo(headers)).toMatchObject({ vip: false, clubLabel: null });
    await deposit(memberId, 15_000);
    // Within the minute member info answers the stored standing...
    expect(await readInfo(headers)).toMatchObject({ vip: false, clubLabel: null });
    // ...then the new one.
    clock.advance(61);
    expect(await readInfo(headers)).toMatchObject({ vip: true, clubLabel: { labelName: 'VIP 1' } });
  });

  it('reading the VIP screen updates the label at once', async () => {
    const { memberId, headers } = await member();
    expect(await readInfo(headers)).toMatchObject({ vip: false });
    await deposit(memberId, 15_000);
    expect((await readVip(headers)).standing.label).toBe('VIP 1');
    expect(await readInfo(headers)).toMatchObject({ vip: true, clubLabel: { labelName: 'VIP 1' } });
  });

  it('a label set by hand does not survive: the level is derived', async () => {
    const memberId = await createMember(t, { vipLabel: 'VIP 9' });
    const headers = await authHeader(app, memberId);
    expect(await readInfo(headers)).toMatchObject({ vip: false, clubLabel: null });
  });
});

describe('VIP withdrawal limits', () => {
  async function readyToWithdraw(memberId: number, headers: Headers) {
    await t.database.db
      .update(members)
      .set({ payeeName: 'Sok Dara' })
      .where(eq(members.id, memberId));
    const card = expectOk(
      await app.inject({
        method: 'POST',
        url: cashierRoutes.bankCardAdd.path,
        headers,
        payload: { bankCode: 'ABA', accountNumber: `00${Date.now() % 1e10}` },
      }),
      bankCardSchema,
    );
    expectOk(
      await injectEncrypted(
        app,
        'POST',
        cashierRoutes.paymentPasswordSet.path,
        { newPassword: '246810', confirmPassword: '246810' },
        { headers },
      ),
      z.object({ done: z.literal(true) }),
    );
    return card.id;
  }
  const withdraw = (headers: Headers, bankCardId: number, amount = '50') =>
    injectEncrypted(
      app,
      'POST',
      cashierRoutes.withdraw.path,
      {
        requestId: `vip-${randomBytes(8).toString('hex')}`,
        paymentPassword: '246810',
        amount,
        bankCardId,
      },
      { headers },
    );
  const withdrawInfo = async (headers: Headers) =>
    expectOk(
      await app.inject({ method: 'GET', url: cashierRoutes.withdrawInfo.path, headers }),
      withdrawInfoSchema,
    );

  it("a VIP 3 member may withdraw 8 times a day (the cashier's limit is 5)", async () => {
    const { memberId, headers } = await member();
    await deposit(memberId, 600_000);
    await round(memberId, 2_500_000);
    const cardId = await readyToWithdraw(memberId, headers);
    expect(await withdrawInfo(headers)).toMatchObject({
      dailyCountLimit: 8,
      dailyCountLeft: 8,
      dailyAmountLimit: 200_000,
    });
    for (let i = 0; i < 8; i += 1) expectOk(await withdraw(headers, cardId), withdrawalSchema);
    const ninth = await withdraw(headers, cardId);
    expectFail(ninth, 409, 'DAILY_COUNT_EXCEEDED');
    expect(failDetails(ninth, cashierErrorDetailsSchema).count).toBe(8);
    expect(await withdrawInfo(headers)).toMatchObject({ dailyCountLimit: 8, dailyCountLeft: 0 });
  });

  it("a member without VIP keeps the cashier's limits", async () => {
    const { memberId, headers } = await member();
    await app.services.core.wallets.post({
      idempotencyKey: `vip-test-adjust:${memberId}`,
      memberId,
      walletKind: 'REAL',
      amountMinor: 100_000,
      kind: 'ADJUSTMENT',
    });
    const cardId = await readyToWithdraw(memberId, headers);
    expect(await withdrawInfo(headers)).toMatchObject({
      dailyCountLimit: 5,
      dailyAmountLimit: 100_000,
    });
    for (let i = 0; i < 5; i += 1) expectOk(await withdraw(headers, cardId), withdrawalSchema);
    expectFail(await withdraw(headers, cardId), 409, 'DAILY_COUNT_EXCEEDED');
  });

  it("the cashier's limit wins when it is the larger", async () => {
    // An operator lowers VIP 1's limits below the cashier's: the member keeps the cashier's.
    const { memberId, headers } = await member();
    await deposit(memberId, 20_000);
    await t.database.db
      .update(vipLevels)
      .set({ dailyWithdrawCount: 1, dailyWithdrawMinor: 100 })
      .where(eq(vipLevels.level, 1));
    try {
      expect((await readVip(headers)).levels[1]).toMatchObject({
        dailyWithdrawCount: 5,
        dailyWithdrawAmount: 100_000,
      });
      expect(await withdrawInfo(headers)).toMatchObject({ dailyCountLimit: 5 });
    } finally {
      const seeded = seedVipLevels[1]!;
      await t.database.db
        .update(vipLevels)
        .set({
          dailyWithdrawCount: seeded.dailyWithdrawCount,
          dailyWithdrawMinor: seeded.dailyWithdrawMinor,
        })
        .where(eq(vipLevels.level, 1));
    }
  });
});

describe('the seed', () => {
  it('seeds the levels once: running it again changes nothing', async () => {
    const before = await t.database.db.select().from(vipLevels);
    await app.services.seed.seedIfEmpty();
    expect(await t.database.db.select().from(vipLevels)).toEqual(before);
    expect(before).toHaveLength(7);
  });
});
