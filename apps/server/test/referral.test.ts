import { affiliateCheckSchema } from '@app/contracts/account';
import { devRoutes } from '@app/contracts/dev-routes';
import {
  REFERRAL_CODE_ALPHABET,
  REFERRAL_CODE_LENGTH,
  referralFriendsPageSchema,
  referralSummarySchema,
} from '@app/contracts/referral';
import { referralRoutes } from '@app/contracts/referral-routes';
import { routes } from '@app/contracts/routes';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, ledgerTransactions, members, wallets } from '../src/db/schema';
import { createReferralRepository } from '../src/repositories/referral-repository';
import { createReferralService, newReferralCode } from '../src/services/referral-service';
import { approvedTransferDeposit } from './helpers/deposits';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { createTestClock } from './helpers/clock';
import { expectFail, expectOk } from './helpers/envelope';
import { injectEncrypted, solveCaptcha } from './helpers/login';
import { authHeader, createMember } from './helpers/member-fixtures';

const clock = createTestClock(new Date('2026-06-01T03:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ services: { clock: clock.now } });
});
afterAll(() => t.close());
afterEach(async () => {
  await t.app.inject({ method: 'POST', url: devRoutes.devOperatorSettingsReset.path });
});

type Headers = Record<string, string>;
const codePattern = new RegExp(`^[${REFERRAL_CODE_ALPHABET}]{${REFERRAL_CODE_LENGTH}}$`);

async function member(type = 0) {
  const id = await createMember(t, { type });
  return { id, headers: await authHeader(t.app, id) };
}

const summaryRes = (headers: Headers) =>
  t.app.inject({ method: 'GET', url: referralRoutes.referralSummary.path, headers });
const summary = async (headers: Headers) =>
  expectOk(await summaryRes(headers), referralSummarySchema);
const friendsRes = (headers: Headers, query: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: referralRoutes.referralFriends.path, headers, query });
const friends = async (headers: Headers, query: Record<string, string> = {}) =>
  expectOk(await friendsRes(headers, query), referralFriendsPageSchema);

let usernameCounter = 0;
/** Registers through the real (encrypted) registration call; answers the new member's headers. */
async function registerWith(affiliateCode: string | undefined, username?: string) {
  usernameCounter += 1;
  const name = username ?? `friend${Date.now().toString(36)}${usernameCounter}`;
  const captcha = await solveCaptcha(t.app, t.database);
  const res = await injectEncrypted(
    t.app,
    'PUT',
    routes.memberRegister.path,
    {
      registerMethod: 'H5',
      ...captcha,
      username: name,
      password: 'Tr0ub4dor&3x',
      confirmPassword: 'Tr0ub4dor&3x',
      ...(affiliateCode !== undefined ? { affiliateCode } : {}),
    },
    { moduleId: 'REG3' },
  );
  expect(res.statusCode, res.body).toBe(200);
  const { token } = (res.json() as { value: { token: string } }).value;
  const [row] = await t.database.db
    .select({ id: members.id, parentId: members.parentId })
    .from(members)
    .where(eq(members.username, name));
  return {
    id: row!.id,
    parentId: row!.parentId,
    username: name,
    headers: { authorization: `Bearer ${token}` },
  };
}

/** A bank-transfer deposit, reported by the member and approved at the cash desk (the ledger credits it). */
const deposit = (headers: Headers) =>
  approvedTransferDeposit(t, headers, '100', { now: clock.now() });

async function setFlags(flags: Record<string, boolean>) {
  const whitelabel = (await t.app.services.core.operatorSettings.getSettings()).whitelabel;
  await t.app.inject({
    method: 'PATCH',
    url: devRoutes.devOperatorSettings.path,
    payload: { whitelabel: { ...whitelabel, ...flags } },
  });
}

describe('referral codes', () => {
  it('are made once, readable, and stay the same', async () => {
    const { headers } = await member();
    const first = await summary(headers);
    expect(first.code).toMatch(codePattern);
    expect(first).toMatchObject({ friends: 0, depositedFriends: 0, earned: 0 });
    expect((await summary(headers)).code).toBe(first.code);
    // Registration's check knows it, in any case.
    for (const affiliateCode of [first.code, first.code.toLowerCase()]) {
      const check = await t.app.inject({
        method: 'GET',
        url: routes.checkAffiliateCode.path,
        query: { affiliateCode },
      });
      expect(expectOk(check, affiliateCheckSchema).success).toBe(true);
    }
  });

  it('agree when several first reads race', async () => {
    const { headers } = await member();
    const answers = await Promise.all(Array.from({ length: 6 }, () => summary(headers)));
    expect(new Set(answers.map((a) => a.code)).size).toBe(1);
  });

  it("keep an agent's existing affiliate code", async () => {
    const [agent] = await t.database.db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.username, 'agent01'));
    const headers = await authHeader(t.app, agent!.id);
    expect((await summary(headers)).code).toBe('AGENT01');
  });

  it('step over a code another member holds, in any case', async () => {
    const owner = await member();
    const taken = (await summary(owner.headers)).code;
    const { id } = await member();
    const candidates = [taken, taken.toLowerCase(), 'ZZZZ2222'];
    const service = createReferralService({
      repo: createReferralRepository(t.database.db),
      rewards: t.app.services.rewards.centre.centre,
      generateCode: () => candidates.shift() ?? newReferralCode(),
    });
    expect(await service.codeOf(id)).toBe('ZZZZ2222');
    expect(await service.codeOf(id)).toBe('ZZZZ2222');
  });

  it('are drawn from the look-alike-free alphabet', () => {
    for (let i = 0; i < 200; i += 1) expect(newReferralCode()).toMatch(codePattern);
    expect(REFERRAL_CODE_ALPHABET).not.toMatch(/[01ILO]/);
  });
});

describe('friends', () => {
  it('lists friends who registered with the code, masked, newest first, with first deposits', async () => {
    const referrer = await member();
    const { code } = await summary(referrer.headers);
    const older = await registerWith(code, 'alicefriend1');
    clock.advance(60);
    const newer = await registerWith(code.toLowerCase(), 'bobfriend22');
    expect([older.parentId, newer.parentId]).toEqual([referrer.id, referrer.id]);

    let page = await friends(referrer.headers);
    expect(page).toMatchObject({ pageNum: 1, totalPages: 1, total: 2 });
    expect(page.list.map((f) => f.username)).toEqual(['bo***22', 'al***d1']);
    expect(page.list.every((f) => !f.deposited && f.earned === 0)).toBe(true);
    expect(JSON.stringify(page)).not.toContain('alicefriend1');
    expect(await summary(referrer.headers)).toMatchObject({ friends: 2, depositedFriends: 0 });

    await deposit(older.headers);
    page = await friends(referrer.headers);
    expect(page.list.map((f) => f.deposited)).toEqual([false, true]);
    expect(await summary(referrer.headers)).toMatchObject({ friends: 2, depositedFriends: 1 });

    // Pages of one.
    const second = await friends(referrer.headers, { pageNo: '2', pageSize: '1' });
    expect(second).toMatchObject({ pageNum: 2, totalPages: 2, total: 2 });
    expect(second.list.map((f) => f.username)).toEqual(['al***d1']);
  });

  it('reads earnings from REFERRAL_REWARD credits that name the friend', async () => {
    const referrer = await member();
    await t.app.services.core.wallets.openWallet(referrer.id);
    const { code } = await summary(referrer.headers);
    const friend = await registerWith(code);
    const stranger = await member();
    // What the rewards issue is to post (nothing posts it yet): a credit to the referrer's REAL
    // wallet whose idempotency key names the friend. One for a stranger does not count.
    const [wallet] = await t.database.db
      .select({ id: wallets.id })
      .from(wallets)
      .where(eq(wallets.memberId, referrer.id));
    for (const [friendId, amountMinor, n] of [
      [friend.id, 1_250, 1],
      [friend.id, 500, 2],
      [stranger.id, 9_900, 3],
    ] as const) {
      const [tx] = await t.database.db
        .insert(ledgerTransactions)
        .values({
          kind: 'REFERRAL_REWARD',
          idempotencyKey: `referral-reward:${friendId}:${n}`,
        })
        .returning({ id: ledgerTransactions.id });
      await t.database.db.insert(ledgerEntries).values([
        {
          transactionId: tx!.id,
          walletId: wallet!.id,
          amountMinor,
          balanceAfterMinor: amountMinor,
        },
        {
          transactionId: tx!.id,
          houseAccount: 'house:referral-rewards',
          amountMinor: -amountMinor,
        },
      ]);
    }
    expect((await summary(referrer.headers)).earned).toBe(17.5);
    expect((await friends(referrer.headers)).list.map((f) => f.earned)).toEqual([17.5]);
  });

  it('shows each member only their own friends', async () => {
    const a = await member();
    const b = await member();
    await registerWith((await summary(a.headers)).code);
    expect((await summary(b.headers)).friends).toBe(0);
    expect((await friends(b.headers)).list).toEqual([]);
    expect((await friends(a.headers)).total).toBe(1);
  });

  it('honours the code of a link where the form hides the affiliate field', async () => {
    const referrer = await member();
    const { code } = await summary(referrer.headers);
    await setFlags({ AFFMAN3: false });
    const friend = await registerWith(code);
    expect(friend.parentId).toBe(referrer.id);
    // An unknown code is dropped then, not refused: the player could not correct it.
    const nobody = await registerWith('NOSUCH99');
    expect(nobody.parentId).toBeNull();
  });

  it('still refuses an unknown code typed into a shown field', async () => {
    const captcha = await solveCaptcha(t.app, t.database);
    const res = await injectEncrypted(
      t.app,
      'PUT',
      routes.memberRegister.path,
      {
        registerMethod: 'H5',
        ...captcha,
        username: `nocode${Date.now().toString(36)}`,
        password: 'Tr0ub4dor&3x',
        confirmPassword: 'Tr0ub4dor&3x',
        affiliateCode: 'NOSUCH99',
      },
      { moduleId: 'REG3' },
    );
    expectFail(res, 400, 'INVALID_INVITATION_CODE');
  });
});

describe('access and bad input', () => {
  it('refuses trial accounts and guests', async () => {
    const trial = await member(4);
    expectFail(await summaryRes(trial.headers), 403, 'TRIAL_NOT_ALLOWED');
    expectFail(await friendsRes(trial.headers), 403, 'TRIAL_NOT_ALLOWED');
    expectFail(await summaryRes({}), 401, 'NOT_LOGGED_IN');
    expectFail(await friendsRes({}), 401, 'NOT_LOGGED_IN');
    expectFail(await summaryRes({ authorization: 'Bearer nope' }), 401, 'SESSION_EXPIRED');
  });

  it('refuses bad paging', async () => {
    const { headers } = await member();
    const bad: Record<string, string>[] = [
      { pageNo: '0' },
      { pageNo: 'abc' },
      { pageSize: '0' },
      { pageSize: '51' },
      { pageNo: '1.5' },
      { pageNo: '100001' },
    ];
    for (const query of bad) expectFail(await friendsRes(headers, query), 400, 'VALIDATION_ERROR');
  });
});
