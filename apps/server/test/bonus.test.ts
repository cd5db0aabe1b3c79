import { withdrawalSchema, withdrawInfoSchema } from '@app/contracts/cashier';
import { cashierRoutes } from '@app/contracts/cashier-routes';
import { opsRoutes } from '@app/contracts/ops-routes';
import { rewardRoutes } from '@app/contracts/reward-routes';
import {
  bonusForfeitResultSchema,
  opsDepositPromotionSchema,
  type RewardItem,
} from '@app/contracts/rewards';
import { and, desc, eq, like, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  announcements,
  auditLog,
  bonusGrants,
  depositPromotions,
  games,
  ledgerTransactions,
  members,
} from '../src/db/schema';
import type { Actor } from '../src/services/audit-service';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { createTestClock } from './helpers/clock';
import { expectFail, expectOk, failDetails } from './helpers/envelope';
import { injectEncrypted } from './helpers/login';
import { authHeader, createMember } from './helpers/member-fixtures';
import { opsPath, opsSignIn, signInNewOperator, type OpsClient } from './helpers/ops';
import {
  expectLedgerInvariants,
  freePlayToken,
  launch,
  spinOk,
  type PickedGame,
} from './helpers/play';

/**
 * Bonus money under wagering (issue 16, decision 0039): credited with its deposit, locked for
 * withdrawals, released by slot rounds, removed on forfeit or expiry; the console's rules.
 */

const clock = createTestClock(new Date('2026-11-24T05:00:00Z'));
const desk: Actor = { operatorId: null, name: 'bonus-test', ip: null };
const PIN = '246810';
const DAY = 86_400;
let t: TestApp;
let app: FastifyInstance;
let ops: OpsClient;
let welcomeId: number;
let reloadId: number;
/** A slot (RNG) whose stakes reach 5.00, and a game of another type. */
let slot: PickedGame;
let otherGame: PickedGame;

const bonusLockedSchema = z.object({ locked: z.number(), withdrawable: z.number() });

beforeAll(async () => {
  t = await buildTestApp({ services: { clock: clock.now } });
  app = t.app;
  const promos = await t.database.db.select().from(depositPromotions);
  welcomeId = promos.find((p) => p.code === 'WELCOME100')!.id;
  reloadId = promos.find((p) => p.code === 'RELOAD20')!.id;
  const pick = async (where: ReturnType<typeof sql>) => {
    const [row] = await t.database.db
      .select({
        nodeId: games.id,
        vendor: games.vendor,
        gameId: games.gameCode,
        minBetMinor: games.minBetMinor,
      })
      .from(games)
      .where(and(eq(games.enabled, true), where))
      .orderBy(desc(games.minBetMinor), games.id)
      .limit(1);
    return row!;
  };
  // Its stakes include 5.00 (multiples 1, 2, 5, 10, 20, 50, 100 of the minimum bet).
  slot = await pick(
    sql`${games.gameType} = 'RNG' and ${games.supportPlay} and ${games.minBetMinor} in (5, 10, 50, 100)`,
  );
  otherGame = await pick(sql`${games.gameType} in ('FISH', 'LIVE', 'PVP')`);
});
afterAll(async () => t.close());
// Tests move the clock by days: the console signs in afresh for each.
beforeEach(async () => {
  ops = await opsSignIn(app, clock);
});

const services = () => app.services;
const balanceOf = (memberId: number) => services().core.wallets.balanceMinor(memberId, 'REAL');

/** A fresh real-money member with a payee name, a payment password and a bank card. */
async function member(balanceMinor = 0) {
  const memberId = await createMember(t);
  await t.database.db
    .update(members)
    .set({ payeeName: 'Sok Dara' })
    .where(eq(members.id, memberId));
  await services().core.wallets.openWallet(memberId);
  if (balanceMinor > 0)
    await services().core.wallets.post({
      idempotencyKey: `bonus-test-opening:${memberId}`,
      memberId,
      walletKind: 'REAL',
      amountMinor: balanceMinor,
      kind: 'ADJUSTMENT',
    });
  await services().cashier.paymentPasswords.set(memberId, {
    newPassword: PIN,
    confirmPassword: PIN,
  });
  const card = await services().cashier.cards.add(memberId, {
    bankCode: 'ABA',
    accountNumber: `77700${memberId}`,
  });
  return { memberId, cardId: card.id, headers: await authHeader(app, memberId) };
}

let counter = 0;
const nextId = (prefix: string) => `${prefix}-${String((counter += 1)).padStart(8, '0')}`;

/** A bank transfer with this promotion (or none), reported; the cash desk approves it later. */
async function transfer(memberId: number, amount: string, promoId: number | null) {
  const created = await services().cashier.deposits.create(
    memberId,
    { requestId: nextId('dep'), methodCode: 'BANK_TRANSFER', amount, promoId, language: 'en' },
    services().cashier.depositUrls('http://app.test'),
  );
  await services().cashier.deposits.reportTransfer(
    memberId,
    created.deposit.id,
    { payerBank: 'ABA', payerAccountName: 'Sok Dara', transferredAt: clock.now().toISOString() },
    'en',
  );
  return created.deposit.id;
}

const approve = (depositId: number) =>
  services().cashier.cashDesk.approveDeposit(desk, depositId, null);

async function deposit(memberId: number, amount: string, promoId: number | null) {
  const id = await transfer(memberId, amount, promoId);
  await approve(id);
  return id;
}

const grantsOf = (memberId: number) =>
  t.database.db
    .select()
    .from(bonusGrants)
    .where(eq(bonusGrants.memberId, memberId))
    .orderBy(bonusGrants.id);

async function keyCount(prefix: string): Promise<number> {
  const rows = await t.database.db
    .select({ key: ledgerTransactions.idempotencyKey })
    .from(ledgerTransactions)
    .where(like(ledgerTransactions.idempotencyKey, `${prefix}%`));
  return rows.length;
}

async function withdrawInfo(headers: Record<string, string>, language?: string) {
  return expectOk(
    await app.inject({
      method: 'GET',
      url: cashierRoutes.withdrawInfo.path,
      headers,
      ...(language ? { query: { language } } : {}),
    }),
    withdrawInfoSchema,
  );
}

function withdraw(headers: Record<string, string>, cardId: number, amount: string) {
  return injectEncrypted(
    app,
    'POST',
    cashierRoutes.withdraw.path,
    { requestId: nextId('wd'), amount, bankCardId: cardId, paymentPassword: PIN },
    { headers },
  );
}

const forfeit = (headers: Record<string, string>, bonusId: number | string) =>
  app.inject({
    method: 'POST',
    url: rewardRoutes.bonusForfeit.path.replace(':id', String(bonusId)),
    headers,
  });

const updatePromo = (id: number | string, payload: unknown, client = ops) =>
  app.inject({
    method: 'PATCH',
    url: opsPath(opsRoutes.opsDepositPromotionUpdate.path, id),
    headers: client.headers,
    payload: payload as Record<string, unknown>,
  });

const items = (memberId: number, language: 'en' | 'km' = 'en') =>
  services().rewards.bonus.rewardItems(memberId, language);
const itemOf = (list: RewardItem[], key: string) => list.find((i) => i.key === key);

/** Launches a game for the member with real money; returns the launch token. */
async function launchFor(headers: { authorization: string }, game: PickedGame) {
  const token = headers.authorization.slice('Bearer '.length);
  return (await launch(app, token, game)).launchToken;
}

describe('crediting a deposit', () => {
  it('credits a deposit without a promotion, with no bonus and nothing locked', async () => {
    const { memberId, headers } = await member();
    const id = await deposit(memberId, '100', null);
    expect(await balanceOf(memberId)).toBe(10_000);
    expect(await grantsOf(memberId)).toEqual([]);
    expect(await keyCount(`bonus:deposit:${id}`)).toBe(0);
    const info = await withdrawInfo(headers);
    expect(info).toMatchObject({ balance: 100, withdrawable: 100, locked: 0, wagering: [] });
  });

  it('credits the welcome bonus with its deposit, in the same transaction, and locks it', async () => {
    const { memberId, headers } = await member();
    // By the payment gateway: the webhook credits the deposit and the bonus together.
    const created = expectOk(
      await app.inject({
        method: 'POST',
        url: cashierRoutes.depositCreate.path,
        headers,
        payload: {
          requestId: nextId('gw'),
          methodCode: 'CARD_GATEWAY',
          amount: '100',
          promoId: welcomeId,
          language: 'en',
        },
      }),
      z.object({ deposit: z.object({ id: z.number() }), redirectUrl: z.string() }),
    );
    const pay = await app.inject({
      method: 'POST',
      url: new URL(created.redirectUrl).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=pay',
    });
    expect(pay.statusCode).toBe(303);
    await services().psp.dispatchDue();
    expect(await balanceOf(memberId)).toBe(20_000);

    const [grant] = await grantsOf(memberId);
    expect(grant).toMatchObject({
      promoId: welcomeId,
      depositId: created.deposit.id,
      grantKey: `welcome:${memberId}`,
      bonusMinor: 10_000,
      depositMinor: 10_000,
      // 10 x (bonus + deposit)
      requiredMinor: 200_000,
      wageredMinor: 0,
      gameTypes: ['RNG'],
      status: 'ACTIVE',
    });
    expect(grant!.expiresAt.getTime() - clock.now().getTime()).toBe(30 * DAY * 1000);
    // The deposit and the bonus: one ledger transaction each, both committed.
    const [bonusTx] = await t.database.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.idempotencyKey, `bonus:deposit:${created.deposit.id}`));
    expect(bonusTx?.kind).toBe('BONUS');
    expect(await keyCount(`deposit:${created.deposit.id}`)).toBe(1);

    const info = await withdrawInfo(headers, 'en');
    expect(info).toMatchObject({ balance: 200, locked: 100, withdrawable: 100 });
    expect(info.wagering).toEqual([
      {
        bonusId: grant!.id,
        title: '100% welcome bonus',
        bonus: 100,
        required: 2000,
        done: 0,
        expiresAt: grant!.expiresAt.toISOString(),
      },
    ]);
    // The title in the member's language; Khmer when none is asked.
    expect((await withdrawInfo(headers)).wagering[0]?.title).toBe('ប្រាក់រង្វាន់ស្វាគមន៍ 100%');
    expect((await withdrawInfo(headers, 'zh')).wagering[0]?.title).toBe('100% 首存红利');

    // A replayed webhook credits nothing more.
    await services().psp.dispatchDue();
    expect(await balanceOf(memberId)).toBe(20_000);
    await expectLedgerInvariants(t.database);
  });

  it('gives the welcome bonus once per member, even to two deposits approved at once', async () => {
    const { memberId } = await member();
    // Both chose the welcome bonus while no deposit had succeeded yet.
    const first = await transfer(memberId, '50', welcomeId);
    const second = await transfer(memberId, '60', welcomeId);
    await Promise.all([approve(first), approve(second)]);
    expect(await balanceOf(memberId)).toBe(11_000 + (await grantsOf(memberId))[0]!.bonusMinor);
    const grants = await grantsOf(memberId);
    expect(grants).toHaveLength(1);
    expect(await keyCount(`bonus:deposit:${first}`)).toBe(grants[0]!.depositId === first ? 1 : 0);
    expect(await keyCount(`bonus:deposit:${second}`)).toBe(grants[0]!.depositId === second ? 1 : 0);
    // Later deposits can no longer choose it.
    await expect(transfer(memberId, '50', welcomeId)).rejects.toMatchObject({
      code: 'PROMO_NOT_ELIGIBLE',
    });
  });

  it('credits a welcome deposit without bonus when another deposit succeeded first', async () => {
    const { memberId } = await member();
    const withWelcome = await transfer(memberId, '50', welcomeId);
    await deposit(memberId, '20', null);
    await approve(withWelcome);
    expect(await balanceOf(memberId)).toBe(7_000);
    expect(await grantsOf(memberId)).toEqual([]);
  });

  it('credits a reload bonus on every deposit, capped at its maximum', async () => {
    const { memberId, headers } = await member();
    await deposit(memberId, '100', reloadId);
    await deposit(memberId, '1000', reloadId);
    const grants = await grantsOf(memberId);
    expect(grants.map((g) => [g.grantKey.split(':')[0], g.bonusMinor, g.requiredMinor])).toEqual([
      ['deposit', 2_000, 10 * (2_000 + 10_000)],
      ['deposit', 10_000, 10 * (10_000 + 100_000)],
    ]);
    expect(await balanceOf(memberId)).toBe(110_000 + 12_000);
    const info = await withdrawInfo(headers, 'en');
    expect(info).toMatchObject({ locked: 120, withdrawable: 1100 });
    expect(info.wagering.map((w) => w.bonus)).toEqual([20, 100]);
  });
});

describe('the withdrawal lock', () => {
  it('refuses a withdrawal into bonus money with BONUS_LOCKED, naming the amounts', async () => {
    const { memberId, headers, cardId } = await member();
    await deposit(memberId, '100', welcomeId);
    // 200.00: 100.00 of it locked.
    const over = await withdraw(headers, cardId, '150');
    expectFail(over, 409, 'BONUS_LOCKED');
    expect(failDetails(over, bonusLockedSchema)).toEqual({ locked: 100, withdrawable: 100 });
    expect(await balanceOf(memberId)).toBe(20_000);
    // The player's own money may leave.
    expectOk(await withdraw(headers, cardId, '100'), withdrawalSchema);
    expect(await balanceOf(memberId)).toBe(10_000);
    const info = await withdrawInfo(headers);
    expect(info).toMatchObject({ balance: 100, locked: 100, withdrawable: 0 });
    // Nothing left to withdraw; above the balance it still names the lock.
    for (const amount of ['50', '500']) {
      const refused = await withdraw(headers, cardId, amount);
      expectFail(refused, 409, 'BONUS_LOCKED');
      expect(failDetails(refused, bonusLockedSchema)).toEqual({ locked: 100, withdrawable: 0 });
    }
    expect(await balanceOf(memberId)).toBe(10_000);
    await expectLedgerInvariants(t.database);
  });

  it('locks only what is left when play spent into the bonus (cash is spent first)', async () => {
    const { memberId, headers } = await member();
    await deposit(memberId, '100', welcomeId);
    await services().core.wallets.post({
      idempotencyKey: `bonus-test-loss:${memberId}`,
      memberId,
      walletKind: 'REAL',
      amountMinor: -14_000,
      kind: 'ADJUSTMENT',
    });
    expect(await withdrawInfo(headers)).toMatchObject({ balance: 60, locked: 60, withdrawable: 0 });
  });
});

describe('wagering from slot rounds', () => {
  it('counts real-money slot stakes, oldest bonus first, and releases the lock when met', async () => {
    // A short requirement, as the console sets it: 1 x (bonus + deposit).
    expectOk(await updatePromo(reloadId, { wagerMultiplier: 1 }), opsDepositPromotionSchema);
    const { memberId, headers, cardId } = await member(200_000);
    try {
      await deposit(memberId, '70', reloadId); // bonus 14, requires 84.00
      await deposit(memberId, '50', reloadId); // bonus 10, requires 60.00
    } finally {
      expectOk(await updatePromo(reloadId, { wagerMultiplier: 10 }), opsDepositPromotionSchema);
    }
    const [older, newer] = await grantsOf(memberId);
    expect([older!.requiredMinor, newer!.requiredMinor]).toEqual([8_400, 6_000]);

    const stake = 500;
    const launchToken = await launchFor(headers, slot);
    // A round of another game type counts for nothing.
    const otherToken = await launchFor(headers, otherGame);
    await spinOk(app, otherToken, otherGame.minBetMinor / 100);
    expect((await grantsOf(memberId)).map((g) => g.wageredMinor)).toEqual([0, 0]);
    // Free play (play money) counts for nothing either.
    const trial = await freePlayToken(app);
    await spinOk(app, (await launch(app, trial, slot)).launchToken, slot.minBetMinor / 100);
    expect((await grantsOf(memberId)).map((g) => g.wageredMinor)).toEqual([0, 0]);

    let wagered = 0;
    while (wagered + stake < 8_400) {
      await spinOk(app, launchToken, stake / 100);
      wagered += stake;
    }
    let [first, second] = await grantsOf(memberId);
    expect(first).toMatchObject({ wageredMinor: wagered, status: 'ACTIVE' });
    expect(second).toMatchObject({ wageredMinor: 0, status: 'ACTIVE' });
    const progress = await withdrawInfo(headers, 'en');
    expect(progress.wagering.map((w) => [w.required, w.done])).toEqual([
      [84, wagered / 100],
      [60, 0],
    ]);
    expect(itemOf(await items(memberId), `bonus:${older!.id}`)).toMatchObject({
      status: 'PROCESSING',
      action: 'FORFEIT',
      amount: 14,
      bonusId: older!.id,
      wagering: { required: 84, done: wagered / 100 },
    });

    // The round that meets the first requirement releases it; the rest of its stake goes on.
    await spinOk(app, launchToken, stake / 100);
    [first, second] = await grantsOf(memberId);
    expect(first).toMatchObject({ wageredMinor: 8_400, status: 'RELEASED' });
    expect(second!.wageredMinor).toBe(wagered + stake - 8_400);
    expect(second!.wageredMinor).toBeGreaterThan(0);
    expect(first!.settledAt?.toISOString()).toBe(clock.now().toISOString());
    let info = await withdrawInfo(headers);
    expect(info.locked).toBe(10);
    expect(info.wagering.map((w) => w.bonusId)).toEqual([newer!.id]);
    expect(itemOf(await items(memberId), `bonus:${older!.id}`)).toMatchObject({
      status: 'CLAIMED',
      action: null,
      wagering: null,
    });

    while ((await grantsOf(memberId))[1]!.status === 'ACTIVE')
      await spinOk(app, launchToken, stake / 100);
    info = await withdrawInfo(headers);
    expect(info).toMatchObject({ locked: 0, wagering: [] });
    expect(info.withdrawable).toBe(info.balance);
    // Now all of it may leave (within the daily amount).
    expectOk(
      await withdraw(headers, cardId, String(Math.min(info.balance, 500))),
      withdrawalSchema,
    );
    await expectLedgerInvariants(t.database);
  });
});

describe('forfeiting a bonus', () => {
  it('removes the bonus (at most the balance) once, and ends the lock', async () => {
    const { memberId, headers } = await member();
    await deposit(memberId, '100', welcomeId);
    const [grant] = await grantsOf(memberId);
    const first = expectOk(await forfeit(headers, grant!.id), bonusForfeitResultSchema);
    expect(first).toEqual({ removed: 100 });
    expect(await balanceOf(memberId)).toBe(10_000);
    // A retry (double tap) answers the same and moves nothing.
    const again = await Promise.all([forfeit(headers, grant!.id), forfeit(headers, grant!.id)]);
    for (const res of again) expect(expectOk(res, bonusForfeitResultSchema)).toEqual(first);
    expect(await balanceOf(memberId)).toBe(10_000);
    expect(await keyCount(`bonus-removed:${grant!.id}`)).toBe(1);
    expect((await grantsOf(memberId))[0]).toMatchObject({
      status: 'FORFEITED',
      removedMinor: 10_000,
    });
    expect(await withdrawInfo(headers)).toMatchObject({ locked: 0, withdrawable: 100 });
    expect(itemOf(await items(memberId), `bonus:${grant!.id}`)).toMatchObject({
      status: 'CLOSED',
      action: null,
    });
    await expectLedgerInvariants(t.database);
  });

  it('removes only what is left of the balance', async () => {
    const { memberId, headers } = await member();
    await deposit(memberId, '100', welcomeId);
    await services().core.wallets.post({
      idempotencyKey: `bonus-test-loss:${memberId}`,
      memberId,
      walletKind: 'REAL',
      amountMinor: -17_000,
      kind: 'ADJUSTMENT',
    });
    const [grant] = await grantsOf(memberId);
    expect(expectOk(await forfeit(headers, grant!.id), bonusForfeitResultSchema)).toEqual({
      removed: 30,
    });
    expect(await balanceOf(memberId)).toBe(0);
  });

  it("refuses another member's bonus, a missing one, a released one, bad ids and trial accounts", async () => {
    const owner = await member();
    await deposit(owner.memberId, '100', welcomeId);
    const [grant] = await grantsOf(owner.memberId);
    const stranger = await member();
    expectFail(await forfeit(stranger.headers, grant!.id), 404, 'REWARD_NOT_FOUND');
    expectFail(await forfeit(owner.headers, 2_000_000_000), 404, 'REWARD_NOT_FOUND');
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999'])
      expectFail(await forfeit(owner.headers, bad), 400, 'VALIDATION_ERROR');
    expectFail(await forfeit({}, grant!.id), 401, 'NOT_LOGGED_IN');
    const trial = await freePlayToken(app);
    expectFail(
      await forfeit({ authorization: `Bearer ${trial}` }, grant!.id),
      403,
      'TRIAL_NOT_ALLOWED',
    );
    expect(await balanceOf(owner.memberId)).toBe(20_000);

    // Released (requirement met): nothing to forfeit.
    await t.database.db
      .update(bonusGrants)
      .set({ status: 'RELEASED', settledAt: clock.now() })
      .where(eq(bonusGrants.id, grant!.id));
    const released = await forfeit(owner.headers, grant!.id);
    expectFail(released, 409, 'REWARD_NOT_CLAIMABLE');
    expect(failDetails(released, z.object({ status: z.string() }))).toEqual({ status: 'CLAIMED' });
    expect(await balanceOf(owner.memberId)).toBe(20_000);
  });
});

describe('expiry', () => {
  it('expires a bonus past its days on read and by the sweeper, each once', async () => {
    const a = await member();
    const b = await member();
    await deposit(a.memberId, '100', welcomeId);
    await deposit(b.memberId, '100', welcomeId);
    await services().core.wallets.post({
      idempotencyKey: `bonus-test-loss:${b.memberId}`,
      memberId: b.memberId,
      walletKind: 'REAL',
      amountMinor: -15_000,
      kind: 'ADJUSTMENT',
    });
    const [grantA] = await grantsOf(a.memberId);
    const [grantB] = await grantsOf(b.memberId);

    clock.advance(30 * DAY - 60);
    // Sessions end long before: each read signs in afresh.
    const headersA = () => authHeader(app, a.memberId);
    expect(await withdrawInfo(await headersA())).toMatchObject({ locked: 100 });
    clock.advance(61);
    // On read: the withdraw screen of A sees it gone, with the bonus taken out.
    const info = await withdrawInfo(await headersA());
    expect(info).toMatchObject({ balance: 100, locked: 0, withdrawable: 100, wagering: [] });
    expect((await grantsOf(a.memberId))[0]).toMatchObject({
      status: 'EXPIRED',
      removedMinor: 10_000,
    });
    // The sweeper takes B's (what is left of it: 50.00), and nothing twice.
    expect(await services().rewards.bonus.expireDue()).toBeGreaterThanOrEqual(1);
    expect(await services().rewards.bonus.expireDue()).toBe(0);
    expect((await grantsOf(b.memberId))[0]).toMatchObject({
      status: 'EXPIRED',
      removedMinor: 5_000,
    });
    expect(await balanceOf(b.memberId)).toBe(0);
    await withdrawInfo(await headersA());
    expect(await keyCount(`bonus-removed:${grantA!.id}`)).toBe(1);
    expect(await keyCount(`bonus-removed:${grantB!.id}`)).toBe(1);
    expect(await balanceOf(a.memberId)).toBe(10_000);

    // Forfeiting it now: it has ended.
    expectFail(await forfeit(await headersA(), grantA!.id), 409, 'REWARD_ENDED');
    // The reward centre shows it closed for 30 days, then no more.
    expect(itemOf(await items(a.memberId), `bonus:${grantA!.id}`)?.status).toBe('CLOSED');
    clock.advance(31 * DAY);
    expect(itemOf(await items(a.memberId), `bonus:${grantA!.id}`)).toBeUndefined();
    await expectLedgerInvariants(t.database);
  });

  it('a round after the deadline counts for nothing, and the bonus still expires', async () => {
    const { memberId } = await member();
    await deposit(memberId, '100', welcomeId);
    clock.advance(30 * DAY + 1);
    const later = await authHeader(app, memberId);
    await spinOk(app, await launchFor(later, slot), slot.minBetMinor / 100);
    const [grant] = await grantsOf(memberId);
    expect(grant!.wageredMinor).toBe(0);
    expect((await withdrawInfo(later)).locked).toBe(0);
    expect((await grantsOf(memberId))[0]!.status).toBe('EXPIRED');
  });
});

describe('the reward centre items of deposit bonuses', () => {
  it('offers the welcome and reload bonuses, then closes the welcome bonus once taken', async () => {
    const { memberId } = await member();
    const [firstDeposit] = await Promise.all(
      ['promo-first-deposit'].map(async (slug) => {
        const [row] = await t.database.db
          .select({ id: announcements.id })
          .from(announcements)
          .where(eq(announcements.slug, slug));
        return row!.id;
      }),
    );
    const before = await items(memberId);
    expect(itemOf(before, `deposit:${welcomeId}`)).toEqual({
      key: `deposit:${welcomeId}`,
      kind: 'DEPOSIT_BONUS',
      status: 'JOIN',
      action: 'DEPOSIT',
      title: '100% welcome bonus',
      summary: expect.stringContaining('Wager 10x'),
      amount: null,
      startsAt: null,
      endsAt: null,
      announcementId: firstDeposit,
      depositPromoId: welcomeId,
      bonusId: null,
      wagering: null,
      reason: null,
    });
    expect(itemOf(before, `deposit:${reloadId}`)).toMatchObject({
      status: 'JOIN',
      action: 'DEPOSIT',
      // The weekend reload promotion (50% on weekends) is not this bonus: not linked.
      announcementId: null,
    });
    expect(itemOf(await items(memberId, 'km'), `deposit:${welcomeId}`)?.title).toBe(
      'ប្រាក់រង្វាន់ស្វាគមន៍ 100%',
    );

    await deposit(memberId, '40', welcomeId);
    const after = await items(memberId);
    expect(itemOf(after, `deposit:${welcomeId}`)).toMatchObject({ status: 'CLOSED', action: null });
    expect(itemOf(after, `deposit:${reloadId}`)).toMatchObject({ status: 'JOIN' });
    const [grant] = await grantsOf(memberId);
    expect(itemOf(after, `bonus:${grant!.id}`)).toMatchObject({
      kind: 'DEPOSIT_BONUS',
      status: 'PROCESSING',
      action: 'FORFEIT',
      amount: 40,
      bonusId: grant!.id,
      announcementId: firstDeposit,
      wagering: { required: 800, done: 0 },
      endsAt: grant!.expiresAt.toISOString(),
    });
  });

  it('closes the welcome bonus after a first deposit without it', async () => {
    const { memberId } = await member();
    await deposit(memberId, '20', null);
    expect(itemOf(await items(memberId), `deposit:${welcomeId}`)?.status).toBe('CLOSED');
  });
});

describe("the console's deposit bonus rules", () => {
  it('lists them with their rules and running bonuses, and changes them with an audit row', async () => {
    const finance = await signInNewOperator(t, clock, 'bonus_finance', 'finance');
    const list = expectOk(
      await app.inject({
        method: 'GET',
        url: opsRoutes.opsDepositPromotions.path,
        headers: finance.headers,
      }),
      z.object({ list: z.array(opsDepositPromotionSchema) }),
    );
    const welcome = list.list.find((p) => p.id === welcomeId)!;
    expect(welcome).toMatchObject({
      code: 'WELCOME100',
      kind: 'WELCOME',
      title: '100% welcome bonus',
      bonusPercent: 100,
      maxBonus: 100,
      minDeposit: 20,
      wagerMultiplier: 10,
      wagerDays: 30,
      enabled: true,
    });
    expect(welcome.activeBonuses).toBe(
      (
        await t.database.db
          .select()
          .from(bonusGrants)
          .where(and(eq(bonusGrants.promoId, welcomeId), eq(bonusGrants.status, 'ACTIVE')))
      ).length,
    );
    expect(list.list.find((p) => p.id === reloadId)).toMatchObject({
      code: 'RELOAD20',
      bonusPercent: 20,
      maxBonus: 100,
      minDeposit: 50,
    });

    // A running bonus keeps the rules it was credited with.
    const { memberId } = await member();
    await deposit(memberId, '100', reloadId);
    const changed = expectOk(
      await updatePromo(reloadId, { wagerMultiplier: 5, wagerDays: 7 }, finance),
      opsDepositPromotionSchema,
    );
    expect(changed).toMatchObject({ wagerMultiplier: 5, wagerDays: 7, enabled: true });
    expect(changed.activeBonuses).toBeGreaterThanOrEqual(1);
    expect((await grantsOf(memberId))[0]!.requiredMinor).toBe(10 * (2_000 + 10_000));
    await deposit(memberId, '100', reloadId);
    const second = (await grantsOf(memberId))[1]!;
    expect(second.requiredMinor).toBe(5 * (2_000 + 10_000));
    expect(second.expiresAt.getTime() - clock.now().getTime()).toBe(7 * DAY * 1000);

    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'rewards.depositPromotionUpdate'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit).toMatchObject({
      actor: 'bonus_finance',
      targetType: 'depositPromotion',
      targetId: String(reloadId),
      before: { code: 'RELOAD20', wagerMultiplier: 10, wagerDays: 30, enabled: true },
      after: { code: 'RELOAD20', wagerMultiplier: 5, wagerDays: 7, enabled: true },
    });

    // Off: members no longer see it; back on, as seeded.
    expectOk(await updatePromo(reloadId, { enabled: false }), opsDepositPromotionSchema);
    expect(itemOf(await items(memberId), `deposit:${reloadId}`)).toBeUndefined();
    expectOk(
      await updatePromo(reloadId, { wagerMultiplier: 10, wagerDays: 30, enabled: true }),
      opsDepositPromotionSchema,
    );
    // The same values again change nothing and write no audit row.
    const count = async () =>
      (
        await t.database.db
          .select()
          .from(auditLog)
          .where(eq(auditLog.action, 'rewards.depositPromotionUpdate'))
      ).length;
    const audits = await count();
    expectOk(await updatePromo(reloadId, { wagerDays: 30 }), opsDepositPromotionSchema);
    expect(await count()).toBe(audits);
  });

  it('refuses bad input, unknown promotions and roles without access', async () => {
    for (const bad of [
      {},
      { wagerMultiplier: -1 },
      { wagerMultiplier: 101 },
      { wagerMultiplier: 1.5 },
      { wagerDays: 0 },
      { wagerDays: 366 },
      { enabled: 'yes' },
      { wagerMultiplier: '5' },
    ])
      expectFail(await updatePromo(reloadId, bad), 400, 'VALIDATION_ERROR');
    expectFail(await updatePromo('abc', { enabled: true }), 400, 'VALIDATION_ERROR');
    expectFail(await updatePromo(999_999, { enabled: true }), 404, 'NOT_FOUND');
    const support = await signInNewOperator(t, clock, 'bonus_support', 'support');
    expectFail(await updatePromo(reloadId, { enabled: false }, support), 403, 'NO_PERMISSION');
    expectFail(
      await app.inject({
        method: 'GET',
        url: opsRoutes.opsDepositPromotions.path,
        headers: support.headers,
      }),
      403,
      'NO_PERMISSION',
    );
    const [row] = await t.database.db
      .select()
      .from(depositPromotions)
      .where(eq(depositPromotions.id, reloadId));
    expect(row).toMatchObject({ enabled: true, wagerMultiplier: 10, wagerDays: 30 });
  });
});

describe('the seed', () => {
  it('links the deposit promotions to their announcements and keeps their rules', async () => {
    const rows = await t.database.db
      .select({
        code: depositPromotions.code,
        slug: announcements.slug,
        wagerDays: depositPromotions.wagerDays,
        gameTypes: depositPromotions.wagerGameTypes,
      })
      .from(depositPromotions)
      .leftJoin(announcements, eq(announcements.id, depositPromotions.announcementId))
      .orderBy(depositPromotions.sort);
    expect(rows).toEqual([
      { code: 'WELCOME100', slug: 'promo-first-deposit', wagerDays: 30, gameTypes: ['RNG'] },
      { code: 'RELOAD20', slug: null, wagerDays: 30, gameTypes: ['RNG'] },
    ]);
    // Seeding again keeps an operator's own link.
    await t.database.db
      .update(depositPromotions)
      .set({ announcementId: 424_242 })
      .where(eq(depositPromotions.id, reloadId));
    await services().seed.seedIfEmpty();
    const [kept] = await t.database.db
      .select()
      .from(depositPromotions)
      .where(eq(depositPromotions.id, reloadId));
    expect(kept?.announcementId).toBe(424_242);
  });
});
