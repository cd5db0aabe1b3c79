import { randomUUID } from 'node:crypto';
import { affiliateCheckSchema, loginResultSchema } from '@app/contracts/account';
import { rebateGameTypes } from '@app/contracts/agent-constants';
import { agentRoutes } from '@app/contracts/agent-routes';
import {
  affiliateLinkListSchema,
  affiliateLinkSchema,
  agentTransferMultipleResultSchema,
  agentTransferResultSchema,
  agentUpdateRebatesResultSchema,
  downlineDetailSchema,
  downlinePageSchema,
  downlineSchema,
} from '@app/contracts/agent-team';
import { routes } from '@app/contracts/routes';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { members } from '../src/db/schema';
import {
  agentTransferQueries,
  createAgentTeamRepository,
  type Rates,
} from '../src/repositories/agent-team-repository';
import { rowsOf } from '../src/repositories/sql-rows';
import { createAgentTeamService } from '../src/services/agent-team-service';
import { DomainError } from '../src/services/domain-error';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { createTestClock } from './helpers/clock';
import { expectFail, expectOk, failDetails } from './helpers/envelope';
import { injectEncrypted, loginAs, solveCaptcha } from './helpers/login';
import { authHeader, createMember } from './helpers/member-fixtures';

/**
 * Team management (issue 17): the team list at depth, the detail, opening accounts, rebate
 * ceilings and floors, transfers with the payment password (idempotent, all or nothing),
 * affiliate links and registration through them. Bad input everywhere: rates above the agent's
 * own, transfers above the balance, to someone outside the team or another agent's downline, a
 * wrong payment password, a retried request id.
 */

// 2026-03-10 10:00 UTC = 17:00 in the demo's UTC+7: the operator's day is 2026-03-10.
const clock = createTestClock(new Date('2026-03-10T10:00:00Z'));
const DAY = '2026-03-10';
const PIN = '246810';
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ services: { clock: clock.now } });
});
afterAll(async () => {
  await t.close();
});

type Headers = { authorization: string };
const db = () => t.database.db;
const wallets = () => t.app.services.core.wallets;

const allRates = (bp: number): Rates =>
  Object.fromEntries(rebateGameTypes.map((g) => [g, bp])) as Rates;

async function setRates(memberId: number, rates: Partial<Rates>): Promise<void> {
  for (const [gameType, bp] of Object.entries(rates))
    await db().execute(sql`insert into rebate_rates (member_id, game_type, rate_bp)
      values (${memberId}, ${gameType}, ${bp})
      on conflict (member_id, game_type) do update set rate_bp = excluded.rate_bp`);
}

let creditSeq = 0;
async function credit(memberId: number, minor: number): Promise<void> {
  creditSeq += 1;
  await wallets().openWallet(memberId);
  await wallets().post({
    idempotencyKey: `agent-team-test:${creditSeq}`,
    memberId,
    walletKind: 'REAL',
    amountMinor: minor,
    kind: 'ADJUSTMENT',
  });
}
const balance = (memberId: number) => wallets().balanceMinor(memberId, 'REAL');

async function setPin(memberId: number): Promise<void> {
  await t.app.services.cashier.paymentPasswords.set(memberId, {
    newPassword: PIN,
    confirmPassword: PIN,
  });
}

/**
 * An agent (100 bp everywhere, 1,000.00, payment password set) with a team four levels deep:
 * agent → sub (70) → sub2 (50) → player3 (30), agent → direct (40), plus a stranger agent with a
 * downline of its own.
 */
async function world() {
  const agent = await createMember(t, { type: 1 });
  const sub = await createMember(t, { type: 1, parentId: agent });
  const sub2 = await createMember(t, { type: 1, parentId: sub });
  const player3 = await createMember(t, { type: 0, parentId: sub2 });
  const direct = await createMember(t, { type: 0, parentId: agent });
  const stranger = await createMember(t, { type: 1 });
  const strangersDownline = await createMember(t, { type: 0, parentId: stranger });
  const outsider = await createMember(t, { type: 0 });
  await setRates(agent, allRates(100));
  await setRates(sub, allRates(70));
  await setRates(sub2, allRates(50));
  await setRates(player3, allRates(30));
  await setRates(direct, allRates(40));
  await setRates(stranger, allRates(100));
  for (const id of [sub, sub2, player3, direct, stranger, strangersDownline, outsider])
    await wallets().openWallet(id);
  await credit(agent, 100_000);
  await setPin(agent);
  const headers = await authHeader(t.app, agent);
  return {
    agent,
    sub,
    sub2,
    player3,
    direct,
    stranger,
    strangersDownline,
    outsider,
    headers,
  };
}

const usernameOf = async (id: number) =>
  (await db().select({ u: members.username }).from(members).where(eq(members.id, id)))[0]!.u;

const get = (url: string, headers: Headers, query: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers, query });
const downlines = (headers: Headers, query: Record<string, string> = {}) =>
  get(agentRoutes.agentDownlines.path, headers, query);
const detail = (headers: Headers, id: number) =>
  get(agentRoutes.agentDownline.path.replace(':id', String(id)), headers);
const openAccount = (headers: Headers, payload: unknown) =>
  injectEncrypted(t.app, 'POST', agentRoutes.agentOpenAccount.path, payload, { headers });
const updateRebates = (headers: Headers, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: agentRoutes.agentUpdateDownlineRebates.path,
    headers,
    payload: payload as Record<string, unknown>,
  });
const transfer = (headers: Headers, payload: Record<string, unknown>) =>
  injectEncrypted(
    t.app,
    'POST',
    agentRoutes.agentTransferDownline.path,
    { paymentPassword: PIN, requestId: randomUUID(), ...payload },
    { headers },
  );
const transferMany = (headers: Headers, payload: Record<string, unknown>) =>
  injectEncrypted(
    t.app,
    'POST',
    agentRoutes.agentTransferMultipleDownline.path,
    { paymentPassword: PIN, requestId: randomUUID(), ...payload },
    { headers },
  );

async function teamRegistrations(agentId: number): Promise<number> {
  const [row] = rowsOf<{ n: number | null }>(
    await db().execute(sql`select registrations as n from team_daily_stats
      where agent_id = ${agentId} and day = ${DAY}::date`),
  );
  return Number(row?.n ?? 0);
}

describe('the team list', () => {
  it('lists direct downlines, drills down three levels with the breadcrumb, searches the whole team', async () => {
    const w = await world();
    const top = expectOk(await downlines(w.headers), downlinePageSchema);
    expect(top.list.map((r) => r.id)).toEqual([w.direct, w.sub]);
    expect(top.trail.map((s) => s.id)).toEqual([w.agent]);
    const subRow = top.list.find((r) => r.id === w.sub)!;
    expect(subRow).toMatchObject({ kind: 'AGENT', type: 1, depth: 1, directCount: 1 });
    expect(subRow.rates.RNG).toBe(70);
    expect(top.list.find((r) => r.id === w.direct)).toMatchObject({
      kind: 'MEMBER',
      directCount: 0,
      balance: 0,
      online: false,
      lastLoginAt: null,
    });

    const level3 = expectOk(
      await downlines(w.headers, { parentId: String(w.sub2) }),
      downlinePageSchema,
    );
    expect(level3.list).toHaveLength(1);
    expect(level3.list[0]).toMatchObject({ id: w.player3, depth: 3, parentId: w.sub2 });
    expect(level3.trail.map((s) => [s.id, s.depth])).toEqual([
      [w.agent, 0],
      [w.sub, 1],
      [w.sub2, 2],
    ]);

    // A search names members of every level (the level-3 player here).
    const name = await usernameOf(w.player3);
    const found = expectOk(
      await downlines(w.headers, { username: name.slice(2, 8).toUpperCase() }),
      downlinePageSchema,
    );
    expect(found.list.map((r) => r.id)).toEqual([w.player3]);
    expect(found.list[0]!.depth).toBe(3);
    expect(found.trail).toEqual([]);
    // Not the stranger's downline, whatever its name.
    const strangerName = await usernameOf(w.strangersDownline);
    expect(
      expectOk(await downlines(w.headers, { username: strangerName }), downlinePageSchema).total,
    ).toBe(0);
    // `%` and `_` are literal.
    expect(expectOk(await downlines(w.headers, { username: '%' }), downlinePageSchema).total).toBe(
      0,
    );
  });

  it('pages', async () => {
    const agent = await createMember(t, { type: 1 });
    for (let i = 0; i < 5; i += 1) await createMember(t, { parentId: agent });
    const headers = await authHeader(t.app, agent);
    const page2 = expectOk(
      await downlines(headers, { pageNo: '2', pageSize: '2' }),
      downlinePageSchema,
    );
    expect(page2).toMatchObject({ pageNum: 2, totalPages: 3, total: 5 });
    expect(page2.list).toHaveLength(2);
  });

  it('shows online and the last login from the sessions', async () => {
    const w = await world();
    await authHeader(t.app, w.direct);
    let row = expectOk(await downlines(w.headers), downlinePageSchema).list.find(
      (r) => r.id === w.direct,
    )!;
    expect(row.online).toBe(true);
    expect(row.lastLoginAt).toBe(clock.now().toISOString());
    clock.advance(11 * 60);
    const later = await authHeader(t.app, w.agent);
    row = expectOk(await downlines(later), downlinePageSchema).list.find((r) => r.id === w.direct)!;
    expect(row.online).toBe(false);
    expect(row.lastLoginAt).not.toBeNull();
  });

  it('refuses parents outside the team, bad queries and non-agents', async () => {
    const w = await world();
    for (const id of [w.stranger, w.strangersDownline, w.outsider])
      expectFail(await downlines(w.headers, { parentId: String(id) }), 404, 'NOT_IN_TEAM');
    expectFail(await downlines(w.headers, { pageSize: '51' }), 400, 'VALIDATION_ERROR');
    expectFail(await downlines(w.headers, { parentId: 'x' }), 400, 'VALIDATION_ERROR');
    expectFail(await downlines(w.headers, { username: 'a'.repeat(21) }), 400, 'VALIDATION_ERROR');
    const player = await authHeader(t.app, w.direct);
    expectFail(await downlines(player), 403, 'NO_PERMISSION');
    expectFail(
      await t.app.inject({ method: 'GET', url: agentRoutes.agentDownlines.path }),
      401,
      'NOT_LOGGED_IN',
    );
    // The agent itself as the parent is its own list.
    expect(
      expectOk(await downlines(w.headers, { parentId: String(w.agent) }), downlinePageSchema).total,
    ).toBe(2);
  });
});

describe('one team member', () => {
  it("answers its rates, the agent's ceilings and the floors", async () => {
    const w = await world();
    const sub = expectOk(await detail(w.headers, w.sub), downlineDetailSchema);
    expect(sub.editable).toBe(true);
    expect(sub.member.id).toBe(w.sub);
    expect(sub.agentRates.LIVE).toBe(100);
    expect(sub.minRates.LIVE).toBe(50);
    expect(sub.agentBalance).toBe(1000);
    const deep = expectOk(await detail(w.headers, w.player3), downlineDetailSchema);
    expect(deep.editable).toBe(false);
    expect(deep.member.depth).toBe(3);
    for (const id of [w.agent, w.stranger, w.strangersDownline, w.outsider, 99_999_999])
      expectFail(await detail(w.headers, id), 404, 'NOT_IN_TEAM');
    expectFail(await detail(w.headers, 0), 400, 'VALIDATION_ERROR');
  });
});

describe('opening an account', () => {
  const good = { password: 'Tr0ub4dor&3x', confirmPassword: 'Tr0ub4dor&3x' };

  it('opens a member and a sub-agent with their rates; each counts as a registration', async () => {
    const w = await world();
    const before = await teamRegistrations(w.agent);
    const name = `open${Date.now().toString(36)}`;
    const opened = expectOk(
      await openAccount(w.headers, {
        ...good,
        kind: 'MEMBER',
        username: name.toUpperCase(),
        rates: { RNG: 80, LIVE: 100 },
      }),
      downlineSchema,
    );
    expect(opened).toMatchObject({ username: name, kind: 'MEMBER', type: 0, depth: 1 });
    expect(opened.parentId).toBe(w.agent);
    expect(opened.rates).toMatchObject({ RNG: 80, LIVE: 100, FISH: 0 });
    expect(await teamRegistrations(w.agent)).toBe(before + 1);
    // The new account logs in with its password and holds a wallet.
    const token = await loginAs(t.app, name, good.password);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: routes.wallet.path,
          headers: { authorization: `Bearer ${token}` },
        })
      ).statusCode,
    ).toBe(200);

    // A sub-agent's sub-agent: its registration counts in both teams.
    const subHeaders = await authHeader(t.app, w.sub);
    const subBefore = await teamRegistrations(w.sub);
    const agentBefore = await teamRegistrations(w.agent);
    const subAgent = expectOk(
      await openAccount(subHeaders, {
        ...good,
        kind: 'AGENT',
        username: `${name}s`,
        rates: { RNG: 70 },
      }),
      downlineSchema,
    );
    expect(subAgent).toMatchObject({ kind: 'AGENT', type: 1 });
    expect(await teamRegistrations(w.sub)).toBe(subBefore + 1);
    expect(await teamRegistrations(w.agent)).toBe(agentBefore + 1);
  });

  it('refuses rates above its own, a taken or bad username and a bad password', async () => {
    const w = await world();
    const name = `bad${Date.now().toString(36)}`;
    const above = await openAccount(w.headers, {
      ...good,
      kind: 'MEMBER',
      username: name,
      rates: { LIVE: 101 },
    });
    expectFail(above, 400, 'REBATE_ABOVE_OWN');
    expect(failDetails(above, z.object({ gameType: z.string(), max: z.number() }))).toEqual({
      gameType: 'LIVE',
      max: 1,
    });
    expectFail(
      await openAccount(w.headers, {
        ...good,
        kind: 'MEMBER',
        username: name,
        rates: { RNG: 301 },
      }),
      400,
      'VALIDATION_ERROR',
    );
    expectFail(
      await openAccount(w.headers, { ...good, kind: 'MEMBER', username: 'agent01' }),
      409,
      'USERNAME_TAKEN',
    );
    expectFail(
      await openAccount(w.headers, { ...good, kind: 'MEMBER', username: 'a b' }),
      400,
      'FIELD_FORMAT',
    );
    expectFail(
      await openAccount(w.headers, { ...good, kind: 'BOSS', username: name }),
      400,
      'VALIDATION_ERROR',
    );
    expectFail(
      await openAccount(w.headers, {
        kind: 'MEMBER',
        username: name,
        password: 'password',
        confirmPassword: 'password',
      }),
      400,
      'WEAK_PASSWORD',
    );
    expectFail(
      await openAccount(w.headers, {
        ...good,
        confirmPassword: 'other',
        kind: 'MEMBER',
        username: name,
      }),
      400,
      'PASSWORD_MISMATCH',
    );
    // Nothing was created by any of them.
    expect(await db().select().from(members).where(eq(members.username, name))).toHaveLength(0);
    const player = await authHeader(t.app, w.direct);
    expectFail(
      await openAccount(player, { ...good, kind: 'MEMBER', username: name }),
      403,
      'NO_PERMISSION',
    );
  });
});

describe("a direct downline's rebates", () => {
  it('changes within the ceiling and above the floor', async () => {
    const w = await world();
    const res = expectOk(
      await updateRebates(w.headers, { memberId: w.sub, rates: { RNG: 90, LIVE: 50 } }),
      agentUpdateRebatesResultSchema,
    );
    expect(res.rates).toMatchObject({ RNG: 90, LIVE: 50, FISH: 70 });

    const above = await updateRebates(w.headers, { memberId: w.sub, rates: { FISH: 120 } });
    expectFail(above, 400, 'REBATE_ABOVE_OWN');
    expect(failDetails(above, z.object({ gameType: z.string(), max: z.number() }))).toEqual({
      gameType: 'FISH',
      max: 1,
    });
    // sub gives sub2 50 bp: it may not go below that.
    const below = await updateRebates(w.headers, { memberId: w.sub, rates: { PVP: 49 } });
    expectFail(below, 400, 'REBATE_BELOW_DOWNLINE');
    expect(failDetails(below, z.object({ gameType: z.string(), min: z.number() }))).toEqual({
      gameType: 'PVP',
      min: 0.5,
    });
    const after = expectOk(await detail(w.headers, w.sub), downlineDetailSchema);
    expect(after.member.rates).toMatchObject({ FISH: 70, PVP: 70 });
  });

  it('refuses members that are not direct downlines, and bad rates', async () => {
    const w = await world();
    expectFail(
      await updateRebates(w.headers, { memberId: w.sub2, rates: { RNG: 10 } }),
      403,
      'NO_PERMISSION',
    );
    for (const memberId of [w.strangersDownline, w.stranger, w.outsider, w.agent])
      expectFail(
        await updateRebates(w.headers, { memberId, rates: { RNG: 10 } }),
        404,
        'NOT_IN_TEAM',
      );
    expectFail(
      await updateRebates(w.headers, { memberId: w.direct, rates: { RNG: -1 } }),
      400,
      'VALIDATION_ERROR',
    );
    expectFail(
      await updateRebates(w.headers, { memberId: w.direct, rates: { RNG: 1.5 } }),
      400,
      'VALIDATION_ERROR',
    );
    expectFail(await updateRebates(w.headers, { rates: {} }), 400, 'VALIDATION_ERROR');
  });
});

describe('transfers', () => {
  it('moves money to a downline at any depth through the ledger', async () => {
    const w = await world();
    const res = expectOk(
      await transfer(w.headers, { memberId: w.direct, amount: '120.50' }),
      agentTransferResultSchema,
    );
    expect(res).toMatchObject({
      amount: 120.5,
      memberBalance: 120.5,
      balance: 879.5,
      applied: true,
    });
    expect(await balance(w.direct)).toBe(12_050);
    expect(await balance(w.agent)).toBe(87_950);
    expectOk(
      await transfer(w.headers, { memberId: w.player3, amount: '10' }),
      agentTransferResultSchema,
    );
    expect(await balance(w.player3)).toBe(1_000);
    const [tx] = rowsOf<{ kind: string; n: number }>(
      await db().execute(sql`select t.kind, count(e.id)::int as n from ledger_transactions t
        join ledger_entries e on e.transaction_id = t.id
        where t.idempotency_key like ${`agent-transfer:${w.agent}:%:${w.player3}`}
        group by t.kind`),
    );
    expect(tx).toEqual({ kind: 'AGENT_TRANSFER', n: 2 });
  });

  it('a retried request id moves the money once; the same id for another amount is refused', async () => {
    const w = await world();
    const requestId = randomUUID();
    const first = expectOk(
      await transfer(w.headers, { memberId: w.direct, amount: '50', requestId }),
      agentTransferResultSchema,
    );
    const again = expectOk(
      await transfer(w.headers, { memberId: w.direct, amount: '50', requestId }),
      agentTransferResultSchema,
    );
    expect(first.applied).toBe(true);
    expect(again).toMatchObject({ applied: false, memberBalance: 50, balance: 950 });
    expect(await balance(w.direct)).toBe(5_000);
    expectFail(
      await transfer(w.headers, { memberId: w.direct, amount: '60', requestId }),
      409,
      'REQUEST_SETTLED',
    );
    expect(await balance(w.direct)).toBe(5_000);
  });

  it('refuses transfers above the balance, outside the team and with a wrong payment password: nothing moves', async () => {
    const w = await world();
    expectFail(
      await transfer(w.headers, { memberId: w.direct, amount: '1000.01' }),
      409,
      'INSUFFICIENT_BALANCE',
    );
    for (const memberId of [w.strangersDownline, w.stranger, w.outsider, w.agent])
      expectFail(await transfer(w.headers, { memberId, amount: '1' }), 404, 'NOT_IN_TEAM');
    const wrong = await transfer(w.headers, {
      memberId: w.direct,
      amount: '1',
      paymentPassword: '000000',
    });
    expectFail(wrong, 403, 'PAYMENT_PASSWORD_WRONG');
    expect(failDetails(wrong, z.object({ attemptsLeft: z.number() })).attemptsLeft).toBe(4);
    for (const amount of ['0', '-5', '1.001', 'abc', ''])
      expectFail(await transfer(w.headers, { memberId: w.direct, amount }), 400, 'AMOUNT_INVALID');
    expectFail(
      await transfer(w.headers, { memberId: w.direct, amount: '1', requestId: 'short' }),
      400,
      'VALIDATION_ERROR',
    );
    expect(await balance(w.agent)).toBe(100_000);
    expect(await balance(w.direct)).toBe(0);

    // A sub-agent without a payment password is asked to set one.
    const subHeaders = await authHeader(t.app, w.sub);
    expectFail(
      await transfer(subHeaders, { memberId: w.sub2, amount: '1' }),
      409,
      'PAYMENT_PASSWORD_REQUIRED',
    );
    // ...and cannot reach its upline's other downline.
    expectFail(await transfer(subHeaders, { memberId: w.direct, amount: '1' }), 404, 'NOT_IN_TEAM');
  });

  it('transfers to several at once, all or nothing', async () => {
    const w = await world();
    const res = expectOk(
      await transferMany(w.headers, {
        items: [
          { memberId: w.direct, amount: '100' },
          { memberId: w.sub, amount: '200.25' },
        ],
      }),
      agentTransferMultipleResultSchema,
    );
    expect(res).toMatchObject({ total: 300.25, balance: 699.75 });
    expect(res.items.map((i) => [i.memberId, i.memberBalance, i.applied])).toEqual([
      [w.direct, 100, true],
      [w.sub, 200.25, true],
    ]);

    // One outsider, or the total above the balance: nothing moves.
    expectFail(
      await transferMany(w.headers, {
        items: [
          { memberId: w.direct, amount: '1' },
          { memberId: w.strangersDownline, amount: '1' },
        ],
      }),
      404,
      'NOT_IN_TEAM',
    );
    expectFail(
      await transferMany(w.headers, {
        items: [
          { memberId: w.direct, amount: '600' },
          { memberId: w.sub, amount: '99.76' },
        ],
      }),
      409,
      'INSUFFICIENT_BALANCE',
    );
    expectFail(
      await transferMany(w.headers, {
        items: [
          { memberId: w.direct, amount: '1' },
          { memberId: w.direct, amount: '2' },
        ],
      }),
      400,
      'VALIDATION_ERROR',
    );
    expectFail(
      await transferMany(w.headers, {
        items: Array.from({ length: 21 }, () => ({ memberId: w.direct, amount: '1' })),
      }),
      400,
      'VALIDATION_ERROR',
    );
    expectFail(await transferMany(w.headers, { items: [] }), 400, 'VALIDATION_ERROR');
    expectFail(
      await transferMany(w.headers, {
        items: [{ memberId: w.direct, amount: '1' }],
        paymentPassword: '999999',
      }),
      403,
      'PAYMENT_PASSWORD_WRONG',
    );
    expect(await balance(w.agent)).toBe(69_975);
    expect(await balance(w.direct)).toBe(10_000);
    expect(await balance(w.sub)).toBe(20_025);

    // A retried request: applied once.
    const requestId = randomUUID();
    const items = [
      { memberId: w.direct, amount: '1' },
      { memberId: w.player3, amount: '2' },
    ];
    expectOk(
      await transferMany(w.headers, { items, requestId }),
      agentTransferMultipleResultSchema,
    );
    const retried = expectOk(
      await transferMany(w.headers, { items, requestId }),
      agentTransferMultipleResultSchema,
    );
    expect(retried.items.every((i) => !i.applied)).toBe(true);
    expect(await balance(w.agent)).toBe(69_675);
  });
});

describe('affiliate links', () => {
  const links = (headers: Headers) => get(agentRoutes.agentAffiliateLinks.path, headers);
  const create = (headers: Headers, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: agentRoutes.agentAffiliateLinkCreate.path,
      headers,
      payload,
    });
  const remove = (headers: Headers, id: number) =>
    t.app.inject({
      method: 'DELETE',
      url: agentRoutes.agentAffiliateLinkRemove.path.replace(':id', String(id)),
      headers,
    });

  async function registerWith(affiliateCode: string, username: string) {
    const captcha = await solveCaptcha(t.app, t.database);
    return injectEncrypted(
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
  }

  it('makes, lists and removes links; registrations through one join the team with its rates', async () => {
    const w = await world();
    const link = expectOk(
      await create(w.headers, { kind: 'AGENT', rates: { RNG: 60, LIVE: 100 } }),
      affiliateLinkSchema,
    );
    expect(link.url).toMatch(new RegExp(`^http://[^/]+/m/register\\?affiliateCode=${link.code}$`));
    expect(link.code).toMatch(/^[2-9A-HJKMNP-Z]{10}$/);
    const list = expectOk(await links(w.headers), affiliateLinkListSchema);
    expect(list.list.map((l) => l.id)).toEqual([link.id]);
    expect(list.agentRates.RNG).toBe(100);

    // The check call knows the code.
    const check = expectOk(
      await t.app.inject({
        method: 'GET',
        url: routes.checkAffiliateCode.path,
        query: { affiliateCode: link.code.toLowerCase() },
      }),
      affiliateCheckSchema,
    );
    expect(check.success).toBe(true);

    // The agent's own rate went down meanwhile: the preset is capped at it.
    await setRates(w.agent, { LIVE: 90 });
    const before = await teamRegistrations(w.agent);
    const name = `aff${Date.now().toString(36)}`;
    const result = expectOk(await registerWith(link.code, name), loginResultSchema);
    expect(result.type).toBe(1);
    const [row] = await db()
      .select({ id: members.id, parentId: members.parentId, type: members.type })
      .from(members)
      .where(eq(members.username, name));
    expect(row).toMatchObject({ parentId: w.agent, type: 1 });
    const joined = expectOk(await detail(w.headers, row!.id), downlineDetailSchema);
    expect(joined.member.rates).toMatchObject({ RNG: 60, LIVE: 90, FISH: 0 });
    expect(await teamRegistrations(w.agent)).toBe(before + 1);
    expect(expectOk(await links(w.headers), affiliateLinkListSchema).list[0]!.registrations).toBe(
      1,
    );

    // Removed: gone from the list, refused at registration, and not removable twice.
    expectOk(await remove(w.headers, link.id), z.object({ id: z.number() }));
    expect(expectOk(await links(w.headers), affiliateLinkListSchema).list).toEqual([]);
    expectFail(await registerWith(link.code, `${name}x`), 400, 'INVALID_INVITATION_CODE');
    expectFail(await remove(w.headers, link.id), 404, 'AFFILIATE_LINK_NOT_FOUND');
  });

  it('refuses rates above its own, another agent’s link and too many links', async () => {
    const w = await world();
    expectFail(
      await create(w.headers, { kind: 'MEMBER', rates: { SPORTS: 101 } }),
      400,
      'REBATE_ABOVE_OWN',
    );
    expectFail(await create(w.headers, { kind: 'X', rates: {} }), 400, 'VALIDATION_ERROR');
    const strangerHeaders = await authHeader(t.app, w.stranger);
    const theirs = expectOk(
      await create(strangerHeaders, { kind: 'MEMBER', rates: {} }),
      affiliateLinkSchema,
    );
    expectFail(await remove(w.headers, theirs.id), 404, 'AFFILIATE_LINK_NOT_FOUND');
    expectFail(await remove(w.headers, 0), 400, 'VALIDATION_ERROR');
    for (let i = 0; i < 20; i += 1)
      expectOk(await create(w.headers, { kind: 'MEMBER' }), affiliateLinkSchema);
    expectFail(await create(w.headers, { kind: 'MEMBER' }), 400, 'VALIDATION_ERROR');
  });

  it("counts a registration through a member's affiliate code in the uplines' teams", async () => {
    const w = await world();
    await db()
      .update(members)
      .set({ affiliateCode: `C${w.sub}` })
      .where(eq(members.id, w.sub));
    const subBefore = await teamRegistrations(w.sub);
    const agentBefore = await teamRegistrations(w.agent);
    const name = `code${Date.now().toString(36)}`;
    expectOk(await registerWith(`C${w.sub}`, name), loginResultSchema);
    expect(await teamRegistrations(w.sub)).toBe(subBefore + 1);
    expect(await teamRegistrations(w.agent)).toBe(agentBefore + 1);
  });
});

describe('transfers under random concurrency (model)', () => {
  it('never make a negative balance, apply each key at most once and keep the sum', async () => {
    // The service itself, with the payment password waved through (it is tested above): the
    // model is about money.
    const service = createAgentTeamService({
      repo: createAgentTeamRepository(db()),
      bindTransfers: agentTransferQueries,
      wallets: wallets(),
      paymentPasswords: { verify: async () => {} },
      passwords: t.app.services.core.passwords,
      utcOffsetMinutes: async () => 420,
      clock: clock.now,
      protections: t.app.services.core.protections,
    });
    const amountArb = fc.constantFrom('1', '5.50', '20', '75', '150', '0', '1.001');
    const seen = { applied: 0, replayed: 0, refused: 0 };
    const command = fc.record({
      payer: fc.constantFrom(0, 1),
      payee: fc.nat(9),
      amount: amountArb,
      request: fc.nat(5),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(command, { minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 4 }),
        async (batches) => {
          // agent → sub → m2; agent → m1; 100.00 for the agent, 50.00 for the sub.
          const agent = await createMember(t, { type: 1 });
          const sub = await createMember(t, { type: 1, parentId: agent });
          const m1 = await createMember(t, { parentId: agent });
          const m2 = await createMember(t, { parentId: sub });
          const all = [agent, sub, m1, m2];
          for (const id of all) await wallets().openWallet(id);
          await credit(agent, 10_000);
          await credit(sub, 5_000);
          const teamOf = new Map([
            [agent, [sub, m1, m2]],
            [sub, [m2]],
          ]);
          const applied = new Map<string, { from: number; to: number; minor: number }>();
          const run = `${agent}`;
          for (const batch of batches) {
            const answers = await Promise.all(
              batch.map(async (c) => {
                const from = c.payer === 0 ? agent : sub;
                // Some payees are outside the payer's team (refused).
                const to = all[c.payee % all.length]!;
                const requestId = `req-${run}-${c.request}-${c.amount.replace('.', '_')}`;
                try {
                  const r = await service.transfer(from, {
                    memberId: to,
                    amount: c.amount,
                    paymentPassword: PIN,
                    requestId,
                  });
                  expect(teamOf.get(from)).toContain(to);
                  return { key: `${from}:${requestId}:${to}`, from, to, r };
                } catch (error) {
                  if (!(error instanceof DomainError)) throw error;
                  expect([
                    'INSUFFICIENT_BALANCE',
                    'NOT_IN_TEAM',
                    'AMOUNT_INVALID',
                    'REQUEST_SETTLED',
                  ]).toContain(error.code);
                  return null;
                }
              }),
            );
            // At most one answer per key says it moved money; the others repeat its amount.
            for (const a of answers) {
              if (!a?.r.applied) continue;
              expect(applied.has(a.key)).toBe(false);
              applied.set(a.key, { from: a.from, to: a.to, minor: Math.round(a.r.amount * 100) });
            }
            for (const a of answers) {
              if (a === null) seen.refused += 1;
              else if (a.r.applied) seen.applied += 1;
              else {
                seen.replayed += 1;
                expect(applied.get(a.key)?.minor).toBe(Math.round(a.r.amount * 100));
              }
            }
            const balances = new Map<number, number>();
            for (const id of all) balances.set(id, await balance(id));
            for (const value of balances.values()) expect(value).toBeGreaterThanOrEqual(0);
            expect([...balances.values()].reduce((a, b) => a + b, 0)).toBe(15_000);
            // Each balance is the opening one plus what the applied transfers moved.
            const expected = new Map(all.map((id) => [id, 0]));
            expected.set(agent, 10_000);
            expected.set(sub, 5_000);
            for (const move of applied.values()) {
              expected.set(move.from, expected.get(move.from)! - move.minor);
              expected.set(move.to, expected.get(move.to)! + move.minor);
            }
            expect(balances).toEqual(expected);
          }
          const [keys] = rowsOf<{ n: number; distinct: number }>(
            await db().execute(sql`select count(*)::int as n,
              count(distinct idempotency_key)::int as distinct
            from ledger_transactions
            where idempotency_key like ${`agent-transfer:%:req-${run}-%`}`),
          );
          expect(keys).toEqual({ n: applied.size, distinct: applied.size });
        },
      ),
      {
        numRuns: 25,
        // Always run one schedule with every outcome: a request sent twice at once (one moves
        // the money, the other replays it) and a payee outside the payer's team (refused).
        examples: [
          [
            [
              [
                { payer: 0, payee: 1, amount: '20', request: 0 },
                { payer: 0, payee: 1, amount: '20', request: 0 },
                { payer: 1, payee: 2, amount: '1', request: 1 },
              ],
            ],
          ],
        ],
      },
    );
    // The runs did exercise each outcome.
    expect(seen.applied).toBeGreaterThan(10);
    expect(seen.replayed).toBeGreaterThan(0);
    expect(seen.refused).toBeGreaterThan(0);
  });
});
