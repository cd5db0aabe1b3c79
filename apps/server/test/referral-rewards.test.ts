import {
  referralFriendsPageSchema,
  referralSummarySchema,
  type ReferralFriend,
} from '@app/contracts/referral';
import { referralRoutes } from '@app/contracts/referral-routes';
import { routes } from '@app/contracts/routes';
import { rewardRoutes } from '@app/contracts/reward-routes';
import { rewardCentreSchema, rewardItemSchema } from '@app/contracts/rewards';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { members, rewardClaims, rewardEvents } from '../src/db/schema';
import { approvedTransferDeposit } from './helpers/deposits';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { createTestClock } from './helpers/clock';
import { expectFail, expectOk } from './helpers/envelope';
import { injectEncrypted, solveCaptcha } from './helpers/login';
import { authHeader, createMember } from './helpers/member-fixtures';

/**
 * Referral rewards on the invite screen (issue 16): when a friend who registered with the
 * member's code makes a qualifying first deposit (the seeded REFERRAL event: 10.00 per friend
 * whose first deposit is at least 20.00), the invite screen's summary shows the reward to claim
 * and the friends list each friend's reward state, made on that read if the reward centre has not
 * made it yet; claiming it in the reward centre moves it to earned and CLAIMED.
 */
const clock = createTestClock(new Date('2026-11-24T05:30:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ services: { clock: clock.now } });
});
afterAll(() => t.close());
afterEach(async () => {
  await t.database.db
    .update(rewardEvents)
    .set({ enabled: true, endAt: null })
    .where(eq(rewardEvents.code, 'REFERRAL'));
});

type Headers = Record<string, string>;

async function member() {
  const id = await createMember(t, { type: 0 });
  await t.app.services.core.wallets.openWallet(id);
  return { id, headers: (await authHeader(t.app, id)) as Headers };
}

const summaryRes = (headers: Headers) =>
  t.app.inject({ method: 'GET', url: referralRoutes.referralSummary.path, headers });
const summary = async (headers: Headers) =>
  expectOk(await summaryRes(headers), referralSummarySchema);
const friendsRes = (headers: Headers) =>
  t.app.inject({ method: 'GET', url: referralRoutes.referralFriends.path, headers });
const friends = async (headers: Headers) =>
  expectOk(await friendsRes(headers), referralFriendsPageSchema).list;
/** name (masked) -> reward state. */
const rewardsOf = (list: readonly ReferralFriend[]) =>
  Object.fromEntries(list.map((f) => [f.username, f.reward]));

const referralItems = async (headers: Headers) =>
  expectOk(
    await t.app.inject({
      method: 'GET',
      url: rewardRoutes.rewardCentre.path,
      headers,
      query: { language: 'en' },
    }),
    rewardCentreSchema,
  ).items.filter((i) => i.kind === 'REFERRAL');

const claim = (headers: Headers, key: string) =>
  t.app.inject({
    method: 'POST',
    url: rewardRoutes.rewardClaim.path,
    headers,
    payload: { key, language: 'en' },
  });

const claimsOf = (memberId: number) =>
  t.database.db.select().from(rewardClaims).where(eq(rewardClaims.memberId, memberId));

let counter = 0;
/** Registers with the code through the real (encrypted) registration call. */
async function registerWith(affiliateCode: string) {
  counter += 1;
  const username = `rrfriend${Date.now().toString(36)}${String(counter).padStart(2, '0')}`;
  const captcha = await solveCaptcha(t.app, t.database);
  const res = await injectEncrypted(
    t.app,
    'PUT',
    routes.memberRegister.path,
    {
      registerMethod: 'H5',
      ...captcha,
      username,
      password: 'Tr0ub4dor&3x',
      confirmPassword: 'Tr0ub4dor&3x',
      affiliateCode,
    },
    { moduleId: 'REG3' },
  );
  expect(res.statusCode, res.body).toBe(200);
  const { token } = (res.json() as { value: { token: string } }).value;
  const [row] = await t.database.db
    .select({ id: members.id })
    .from(members)
    .where(eq(members.username, username));
  return {
    id: row!.id,
    masked: `${username.slice(0, 2)}***${username.slice(-2)}`,
    headers: { authorization: `Bearer ${token}` },
  };
}

/** A bank-transfer deposit, reported by the friend and approved at the cash desk. */
const deposit = (headers: Headers, amount: string) =>
  approvedTransferDeposit(t, headers, amount, { now: clock.now() });

describe('the invite screen', () => {
  it("shows a friend's reward to claim as soon as the first deposit qualifies, then claimed", async () => {
    const referrer = await member();
    const { code } = await summary(referrer.headers);
    const qualifies = await registerWith(code);
    const tooSmall = await registerWith(code);
    const never = await registerWith(code);

    expect(await summary(referrer.headers)).toMatchObject({ friends: 3, toClaim: 0, earned: 0 });
    expect(Object.values(rewardsOf(await friends(referrer.headers)))).toEqual([
      'NONE',
      'NONE',
      'NONE',
    ]);

    await deposit(tooSmall.headers, '15'); // below the 20.00 minimum
    await deposit(qualifies.headers, '20');
    // The reward centre was not read: the invite screen's summary makes the reward.
    expect(await claimsOf(referrer.id)).toHaveLength(0);
    expect(await summary(referrer.headers)).toMatchObject({
      friends: 3,
      depositedFriends: 2,
      earned: 0,
      toClaim: 10,
    });
    expect(await claimsOf(referrer.id)).toHaveLength(1);
    const list = await friends(referrer.headers);
    expect(rewardsOf(list)).toEqual({
      [qualifies.masked]: 'TO_CLAIM',
      [tooSmall.masked]: 'NONE',
      [never.masked]: 'NONE',
    });
    expect(list.find((f) => f.username === tooSmall.masked)?.deposited).toBe(true);

    // The reward centre shows the same reward; claiming it there pays it and the invite screen
    // follows: earned, nothing left to claim, the friend's reward CLAIMED.
    const [item] = await referralItems(referrer.headers);
    expect(item).toMatchObject({ status: 'CLAIM', amount: 10 });
    expectOk(await claim(referrer.headers, item!.key), rewardItemSchema);
    expect(await summary(referrer.headers)).toMatchObject({ earned: 10, toClaim: 0 });
    expect(rewardsOf(await friends(referrer.headers))).toEqual({
      [qualifies.masked]: 'CLAIMED',
      [tooSmall.masked]: 'NONE',
      [never.masked]: 'NONE',
    });

    // A later deposit of the friend who was too small the first time earns nothing.
    await deposit(tooSmall.headers, '500');
    expect(await summary(referrer.headers)).toMatchObject({ toClaim: 0 });
    expect(await claimsOf(referrer.id)).toHaveLength(1);
  });

  it('adds up several rewards, and the friends list alone makes them too', async () => {
    const referrer = await member();
    const { code } = await summary(referrer.headers);
    const a = await registerWith(code);
    const b = await registerWith(code);
    await deposit(a.headers, '20');
    await deposit(b.headers, '100');
    // The list first (the screen asks for both at once): it makes the rewards as well.
    expect(rewardsOf(await friends(referrer.headers))).toEqual({
      [a.masked]: 'TO_CLAIM',
      [b.masked]: 'TO_CLAIM',
    });
    expect(await claimsOf(referrer.id)).toHaveLength(2);
    expect((await summary(referrer.headers)).toClaim).toBe(20);

    // Many reads at once make each reward once.
    const c = await registerWith(code);
    await deposit(c.headers, '25');
    const reads = await Promise.all([
      summary(referrer.headers),
      summary(referrer.headers),
      friends(referrer.headers),
      summary(referrer.headers),
      friends(referrer.headers),
    ]);
    expect(reads.filter((r) => 'toClaim' in r).map((r) => r.toClaim)).toEqual([30, 30, 30]);
    expect(await claimsOf(referrer.id)).toHaveLength(3);

    // Each member sees only their own: a friend's referrer is not the friend, nor a stranger.
    const stranger = await member();
    expect(await summary(stranger.headers)).toMatchObject({ friends: 0, toClaim: 0 });
    expect(await summary(a.headers)).toMatchObject({ friends: 0, toClaim: 0 });
    expect(await claimsOf(stranger.id)).toHaveLength(0);
  });

  it('shows nothing to claim once the promotion has ended or is switched off', async () => {
    const referrer = await member();
    const { code } = await summary(referrer.headers);
    const friend = await registerWith(code);
    await deposit(friend.headers, '50');
    expect((await summary(referrer.headers)).toClaim).toBe(10);

    // Ended: the reward can no longer be claimed (the centre says CLOSED).
    await t.database.db
      .update(rewardEvents)
      .set({ endAt: new Date(clock.now().getTime() - 60_000) })
      .where(eq(rewardEvents.code, 'REFERRAL'));
    expect((await summary(referrer.headers)).toClaim).toBe(0);
    expect(rewardsOf(await friends(referrer.headers))).toEqual({ [friend.masked]: 'NONE' });
    expect((await referralItems(referrer.headers)).map((i) => i.status)).toEqual(['CLOSED']);

    // Switched off.
    await t.database.db
      .update(rewardEvents)
      .set({ enabled: false, endAt: null })
      .where(eq(rewardEvents.code, 'REFERRAL'));
    expect((await summary(referrer.headers)).toClaim).toBe(0);
    expect(rewardsOf(await friends(referrer.headers))).toEqual({ [friend.masked]: 'NONE' });

    // On again: ready to claim, and no second reward was made meanwhile.
    await t.database.db
      .update(rewardEvents)
      .set({ enabled: true })
      .where(eq(rewardEvents.code, 'REFERRAL'));
    expect((await summary(referrer.headers)).toClaim).toBe(10);
    expect(
      await t.database.db
        .select()
        .from(rewardClaims)
        .where(and(eq(rewardClaims.memberId, referrer.id), eq(rewardClaims.status, 'CLAIMABLE'))),
    ).toHaveLength(1);
  });

  it('refuses trial accounts and guests as before', async () => {
    const trial = await createMember(t, { type: 4 });
    const headers = (await authHeader(t.app, trial)) as Headers;
    expectFail(await summaryRes(headers), 403, 'TRIAL_NOT_ALLOWED');
    expectFail(await friendsRes(headers), 403, 'TRIAL_NOT_ALLOWED');
    expectFail(await summaryRes({}), 401, 'NOT_LOGGED_IN');
    expectFail(await friendsRes({}), 401, 'NOT_LOGGED_IN');
  });
});
