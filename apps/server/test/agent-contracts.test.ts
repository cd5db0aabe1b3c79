import {
  agentContractCurrentSchema,
  agentContractPayoutsSchema,
  agentContractsOfferedSchema,
  agentContractsSchema,
  contractSchema,
} from '@app/contracts/agent-contracts';
import type { ContractKind } from '@app/contracts/agent-constants';
import { agentRoutes } from '@app/contracts/agent-routes';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createAgentContractRepository } from '../src/repositories/agent-contract-repository';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { createTestClock } from './helpers/clock';
import { expectFail, expectOk, failDetails } from './helpers/envelope';
import { authHeader, createMember } from './helpers/member-fixtures';

/**
 * The contract rows (issue 17): the agent's own contract of a kind, signing and declining, the
 * current period, the payouts, offering a direct sub-agent terms within the agent's own, and
 * the upline's view of its sub-agents. Every row with bad input too.
 */

// Before any real run of the suite: agent01's seeded contracts (signed at the template's real
// time) are never due on this clock.
const clock = createTestClock(new Date('2026-03-10T05:00:00Z'));
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ services: { clock: clock.now } });
});
afterAll(() => t.close());

type Headers = { authorization: string };

const dailyBase = { tiers: [{ minTurnover: 0, minActive: 0, amount: 5 }] };
const ownDaily = {
  tiers: [
    { minTurnover: 0, minActive: 0, amount: 5 },
    { minTurnover: 1_000, minActive: 2, amount: 20 },
  ],
};
const ownDividend = {
  period: 'HALF_MONTH',
  tiers: [
    { minNetLoss: 0, minActive: 1, sharePercent: 10 },
    { minNetLoss: 10_000, minActive: 5, sharePercent: 20 },
  ],
};

/** A top agent with operator contracts, a direct sub-agent, a member under each. */
async function team() {
  const top = await createMember(t, { type: 1 });
  const sub = await createMember(t, { type: 1, parentId: top });
  const grandSub = await createMember(t, { type: 1, parentId: sub });
  const player = await createMember(t, { type: 0, parentId: top });
  const subPlayer = await createMember(t, { type: 0, parentId: sub });
  for (const id of [top, sub, grandSub, player, subPlayer])
    await t.app.services.core.wallets.openWallet(id);
  const repo = createAgentContractRepository(t.database.db);
  await repo.insertSigned({ kind: 'DAILY_SALARY', agentId: top, terms: ownDaily, at: clock.now() });
  await repo.insertSigned({ kind: 'DIVIDEND', agentId: top, terms: ownDividend, at: clock.now() });
  const h = async (id: number) => authHeader(t.app, id);
  return {
    top,
    sub,
    grandSub,
    player,
    subPlayer,
    topH: await h(top),
    subH: await h(sub),
    grandSubH: await h(grandSub),
    playerH: await h(player),
  };
}

const get = (
  row: { path: string },
  headers: Headers | undefined,
  query: Record<string, string | number> = {},
): Promise<LightMyRequestResponse> =>
  t.app.inject({
    method: 'GET',
    url: row.path,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    ...(headers ? { headers } : {}),
  });

const offer = (headers: Headers, payload: object) =>
  t.app.inject({ method: 'POST', url: agentRoutes.agentContractOffer.path, headers, payload });

const respond = (headers: Headers, id: number | string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: agentRoutes.agentContractRespond.path.replace(':id', String(id)),
    headers,
    payload,
  });

const mine = async (headers: Headers, kind: ContractKind) =>
  expectOk(await get(agentRoutes.agentContracts, headers, { kind }), agentContractsSchema);

async function offerDaily(topH: Headers, sub: number, terms: unknown = dailyBase) {
  return expectOk(
    await offer(topH, { memberId: sub, kind: 'DAILY_SALARY', terms }),
    contractSchema,
  );
}

describe('agentContracts', () => {
  it('answers null before any offer, then the offer with its terms and upline', async () => {
    const { top, sub, topH, subH } = await team();
    expect((await mine(subH, 'DAILY_SALARY')).contract).toBeNull();
    const offered = await offerDaily(topH, sub);
    const got = await mine(subH, 'DAILY_SALARY');
    expect(got.currency).toMatch(/^[A-Z]{3}$/);
    expect(got.contract).toMatchObject({
      id: offered.id,
      kind: 'DAILY_SALARY',
      status: 'OFFERED',
      terms: dailyBase,
      respondedAt: null,
      startsAt: null,
    });
    expect(got.contract?.upline).toMatch(/^m/);
    // The top agent's own contracts come from the operator.
    const own = await mine(topH, 'DIVIDEND');
    expect(own.contract).toMatchObject({ status: 'SIGNED', upline: null, terms: ownDividend });
    const view = expectOk(
      await get(agentRoutes.agentContractsOffered, topH, { kind: 'DAILY_SALARY' }),
      agentContractsOfferedSchema,
    );
    expect(view.own).toMatchObject({ status: 'SIGNED', terms: ownDaily });
    expect(view.list).toEqual([
      expect.objectContaining({
        memberId: sub,
        contract: expect.objectContaining({ id: offered.id }),
      }),
    ]);
    expect(top).toBeGreaterThan(0);
  });

  it('refuses a bad kind, a player and a guest', async () => {
    const { topH, playerH } = await team();
    expectFail(
      await get(agentRoutes.agentContracts, topH, { kind: 'WEEKLY' }),
      400,
      'VALIDATION_ERROR',
    );
    expectFail(await get(agentRoutes.agentContracts, topH), 400, 'VALIDATION_ERROR');
    expectFail(
      await get(agentRoutes.agentContracts, playerH, { kind: 'DIVIDEND' }),
      403,
      'NO_PERMISSION',
    );
    expectFail(
      await get(agentRoutes.agentContracts, undefined, { kind: 'DIVIDEND' }),
      401,
      'NOT_LOGGED_IN',
    );
  });
});

describe('agentContractRespond', () => {
  it('signs an offered contract from now on, once', async () => {
    const { sub, topH, subH } = await team();
    const offered = await offerDaily(topH, sub);
    const signed = expectOk(await respond(subH, offered.id, { accept: true }), contractSchema);
    expect(signed).toMatchObject({ status: 'SIGNED', startsAt: clock.now().toISOString() });
    expectFail(await respond(subH, offered.id, { accept: true }), 409, 'CONTRACT_NOT_OFFERED');
    expectFail(await respond(subH, offered.id, { accept: false }), 409, 'CONTRACT_NOT_OFFERED');
  });

  it('declines; the upline may then offer again', async () => {
    const { sub, topH, subH } = await team();
    const first = await offerDaily(topH, sub);
    const declined = expectOk(await respond(subH, first.id, { accept: false }), contractSchema);
    expect(declined).toMatchObject({ status: 'DECLINED', startsAt: null });
    expect(declined.respondedAt).not.toBeNull();
    expect((await mine(subH, 'DAILY_SALARY')).contract?.status).toBe('DECLINED');
    const second = await offerDaily(topH, sub);
    expect(second.id).not.toBe(first.id);
    expect((await mine(subH, 'DAILY_SALARY')).contract).toMatchObject({
      id: second.id,
      status: 'OFFERED',
    });
  });

  it("answers CONTRACT_NOT_FOUND for an unknown id or another agent's contract", async () => {
    const { sub, topH, grandSubH } = await team();
    const offered = await offerDaily(topH, sub);
    expectFail(await respond(grandSubH, offered.id, { accept: true }), 404, 'CONTRACT_NOT_FOUND');
    expectFail(await respond(topH, offered.id, { accept: true }), 404, 'CONTRACT_NOT_FOUND');
    expectFail(
      await respond(grandSubH, 2_000_000_000, { accept: true }),
      404,
      'CONTRACT_NOT_FOUND',
    );
  });

  it('refuses bad ids and bodies', async () => {
    const { sub, topH, subH } = await team();
    const offered = await offerDaily(topH, sub);
    expectFail(await respond(subH, 'abc', { accept: true }), 400, 'VALIDATION_ERROR');
    expectFail(await respond(subH, 0, { accept: true }), 400, 'VALIDATION_ERROR');
    expectFail(await respond(subH, offered.id, { accept: 'yes' }), 400, 'VALIDATION_ERROR');
    expectFail(await respond(subH, offered.id, {}), 400, 'VALIDATION_ERROR');
    expect((await mine(subH, 'DAILY_SALARY')).contract?.status).toBe('OFFERED');
  });
});

describe('agentContractOffer', () => {
  it('only to a direct sub-agent (NOT_IN_TEAM otherwise)', async () => {
    const { top, grandSub, player, subPlayer, topH } = await team();
    const other = await team();
    for (const memberId of [grandSub, player, subPlayer, top, other.sub, 2_000_000_000])
      expectFail(
        await offer(topH, { memberId, kind: 'DAILY_SALARY', terms: dailyBase }),
        404,
        'NOT_IN_TEAM',
      );
  });

  it('CONTRACT_EXISTS while one is offered or signed', async () => {
    const { sub, topH, subH } = await team();
    const first = await offerDaily(topH, sub);
    expectFail(
      await offer(topH, { memberId: sub, kind: 'DAILY_SALARY', terms: dailyBase }),
      409,
      'CONTRACT_EXISTS',
    );
    await respond(subH, first.id, { accept: true });
    expectFail(
      await offer(topH, { memberId: sub, kind: 'DAILY_SALARY', terms: dailyBase }),
      409,
      'CONTRACT_EXISTS',
    );
  });

  it('two offers at once: one wins, the other is CONTRACT_EXISTS', async () => {
    const { sub, topH } = await team();
    const [a, b] = await Promise.all([
      offer(topH, { memberId: sub, kind: 'DAILY_SALARY', terms: dailyBase }),
      offer(topH, { memberId: sub, kind: 'DAILY_SALARY', terms: dailyBase }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
  });

  it('CONTRACT_ABOVE_OWN above the own tiers, with another period, or without own terms', async () => {
    const { sub, topH } = await team();
    const above = await offer(topH, {
      memberId: sub,
      kind: 'DAILY_SALARY',
      terms: { tiers: [{ minTurnover: 0, minActive: 0, amount: 5.01 }] },
    });
    expectFail(above, 400, 'CONTRACT_ABOVE_OWN');
    expect(failDetails(above, z.unknown())).toEqual({ reason: 'TIER', tier: 1, max: 5 });
    const tier2 = await offer(topH, {
      memberId: sub,
      kind: 'DAILY_SALARY',
      terms: {
        tiers: [
          { minTurnover: 0, minActive: 0, amount: 1 },
          { minTurnover: 1_000, minActive: 1, amount: 20 },
        ],
      },
    });
    expect(failDetails(tier2, z.unknown())).toEqual({ reason: 'TIER', tier: 2, max: 5 });
    const period = await offer(topH, {
      memberId: sub,
      kind: 'DIVIDEND',
      terms: { ...ownDividend, period: 'MONTH' },
    });
    expectFail(period, 400, 'CONTRACT_ABOVE_OWN');
    expect(failDetails(period, z.unknown())).toEqual({ reason: 'PERIOD', period: 'HALF_MONTH' });
    const none = await offer(topH, { memberId: sub, kind: 'HOURLY_SALARY', terms: dailyBase });
    expectFail(none, 400, 'CONTRACT_ABOVE_OWN');
    expect(failDetails(none, z.unknown())).toEqual({ reason: 'NOT_SIGNED' });
    // Within: the same tiers, or less.
    expectOk(
      await offer(topH, { memberId: sub, kind: 'DIVIDEND', terms: ownDividend }),
      contractSchema,
    );
  });

  it('a sub-agent offers its own sub-agent only within what it signed', async () => {
    const { sub, grandSub, topH, subH } = await team();
    // Nothing signed yet: nothing to offer.
    expectFail(
      await offer(subH, {
        memberId: grandSub,
        kind: 'DAILY_SALARY',
        terms: { tiers: [{ minTurnover: 0, minActive: 0, amount: 1 }] },
      }),
      400,
      'CONTRACT_ABOVE_OWN',
    );
    const c = await offerDaily(topH, sub, { tiers: [{ minTurnover: 0, minActive: 0, amount: 2 }] });
    await respond(subH, c.id, { accept: true });
    expectFail(
      await offer(subH, {
        memberId: grandSub,
        kind: 'DAILY_SALARY',
        terms: { tiers: [{ minTurnover: 0, minActive: 0, amount: 2.5 }] },
      }),
      400,
      'CONTRACT_ABOVE_OWN',
    );
    const ok = expectOk(
      await offer(subH, {
        memberId: grandSub,
        kind: 'DAILY_SALARY',
        terms: { tiers: [{ minTurnover: 0, minActive: 0, amount: 1.5 }] },
      }),
      contractSchema,
    );
    expect(ok.upline).not.toBeNull();
  });

  it('refuses bad bodies (VALIDATION_ERROR) and moves nothing', async () => {
    const { sub, topH, subH } = await team();
    const bad: object[] = [
      {},
      { memberId: sub, kind: 'DAILY_SALARY' },
      { memberId: sub, kind: 'WEEKLY', terms: dailyBase },
      { memberId: 'x', kind: 'DAILY_SALARY', terms: dailyBase },
      // Salary terms for a dividend, and the other way round.
      { memberId: sub, kind: 'DIVIDEND', terms: dailyBase },
      { memberId: sub, kind: 'DAILY_SALARY', terms: ownDividend },
      { memberId: sub, kind: 'DAILY_SALARY', terms: { tiers: [] } },
      {
        memberId: sub,
        kind: 'DAILY_SALARY',
        terms: {
          tiers: [
            { minTurnover: 100, minActive: 1, amount: 1 },
            { minTurnover: 50, minActive: 2, amount: 2 },
          ],
        },
      },
      {
        memberId: sub,
        kind: 'DAILY_SALARY',
        terms: { tiers: [{ minTurnover: 0, minActive: 0, amount: 1.001 }] },
      },
      {
        memberId: sub,
        kind: 'DAILY_SALARY',
        terms: { tiers: [{ minTurnover: 0, minActive: -1, amount: 1 }] },
      },
      {
        memberId: sub,
        kind: 'DIVIDEND',
        terms: {
          period: 'HALF_MONTH',
          tiers: [{ minNetLoss: 0, minActive: 0, sharePercent: 101 }],
        },
      },
    ];
    for (const payload of bad) expectFail(await offer(topH, payload), 400, 'VALIDATION_ERROR');
    expect((await mine(subH, 'DAILY_SALARY')).contract).toBeNull();
    expect((await mine(subH, 'DIVIDEND')).contract).toBeNull();
  });
});

describe('agentContractCurrent', () => {
  it('null without a signed contract; then the period so far, its tier and projection', async () => {
    const { sub, subPlayer, topH, subH } = await team();
    const none = expectOk(
      await get(agentRoutes.agentContractCurrent, subH, { kind: 'DAILY_SALARY' }),
      agentContractCurrentSchema,
    );
    expect(none.current).toBeNull();
    const c = await offerDaily(topH, sub, {
      tiers: [
        { minTurnover: 0, minActive: 0, amount: 2 },
        { minTurnover: 100, minActive: 1, amount: 4 },
      ],
    });
    await respond(subH, c.id, { accept: true });
    const before = expectOk(
      await get(agentRoutes.agentContractCurrent, subH, { kind: 'DAILY_SALARY' }),
      agentContractCurrentSchema,
    );
    expect(before.current).toMatchObject({
      contractId: c.id,
      // 05:00 UTC is noon at UTC+7: the operator's 10 March.
      periodKey: '2026-03-10',
      periodStart: '2026-03-09T17:00:00.000Z',
      periodEnd: '2026-03-10T17:00:00.000Z',
      basis: { turnover: 0, active: 0, netLoss: 0, tier: 1 },
      projected: 2,
      nextTier: { tier: 2, minMoney: 100, minActive: 1 },
    });
    // The sub-agent's player bets 150.00 and wins 30.00.
    const { wallets } = t.app.services.core;
    await wallets.post({
      idempotencyKey: `fund-${subPlayer}`,
      memberId: subPlayer,
      walletKind: 'REAL',
      amountMinor: 100_000,
      kind: 'ADJUSTMENT',
    });
    await wallets.post({
      idempotencyKey: `bet-${subPlayer}`,
      memberId: subPlayer,
      walletKind: 'REAL',
      amountMinor: -15_000,
      kind: 'BET',
      gameType: 'RNG',
    });
    await wallets.post({
      idempotencyKey: `win-${subPlayer}`,
      memberId: subPlayer,
      walletKind: 'REAL',
      amountMinor: 3_000,
      kind: 'PAYOUT',
      gameType: 'RNG',
    });
    const after = expectOk(
      await get(agentRoutes.agentContractCurrent, subH, { kind: 'DAILY_SALARY' }),
      agentContractCurrentSchema,
    );
    expect(after.current).toMatchObject({
      basis: { turnover: 150, active: 1, netLoss: 120, tier: 2 },
      projected: 4,
      nextTier: null,
    });
  });

  it('projects a dividend over the half month; refuses bad kinds', async () => {
    const { sub, subPlayer, topH, subH } = await team();
    const c = expectOk(
      await offer(topH, { memberId: sub, kind: 'DIVIDEND', terms: ownDividend }),
      contractSchema,
    );
    await respond(subH, c.id, { accept: true });
    const { wallets } = t.app.services.core;
    await wallets.post({
      idempotencyKey: `dfund-${subPlayer}`,
      memberId: subPlayer,
      walletKind: 'REAL',
      amountMinor: 100_000,
      kind: 'ADJUSTMENT',
    });
    await wallets.post({
      idempotencyKey: `dbet-${subPlayer}`,
      memberId: subPlayer,
      walletKind: 'REAL',
      amountMinor: -20_000,
      kind: 'BET',
      gameType: 'LIVE',
    });
    const got = expectOk(
      await get(agentRoutes.agentContractCurrent, subH, { kind: 'DIVIDEND' }),
      agentContractCurrentSchema,
    );
    expect(got.current).toMatchObject({
      periodKey: '2026-03-H1',
      periodStart: '2026-02-28T17:00:00.000Z',
      periodEnd: '2026-03-15T17:00:00.000Z',
      basis: { turnover: 200, active: 1, netLoss: 200, tier: 1 },
      projected: 20,
    });
    expectFail(
      await get(agentRoutes.agentContractCurrent, subH, { kind: 'x' }),
      400,
      'VALIDATION_ERROR',
    );
  });
});

describe('agentContractPayouts and agentContractsOffered', () => {
  it('list the settled periods newest first, paged, and the upline view with paid and owed', async () => {
    const { top, sub, grandSub, ...h } = await team();
    const c = await offerDaily(h.topH, sub, {
      tiers: [{ minTurnover: 0, minActive: 0, amount: 2 }],
    });
    await respond(h.subH, c.id, { accept: true });
    // The top agent's own salary from the operator ends (its wallet gets nothing more): it can
    // pay one day of 2.00, not the second.
    await t.database.db.execute(
      sql`update agent_contracts set status = 'ENDED' where agent_id = ${top} and kind = 'DAILY_SALARY'`,
    );
    await t.app.services.core.wallets.post({
      idempotencyKey: `topfund-${c.id}`,
      memberId: top,
      walletKind: 'REAL',
      amountMinor: 300,
      kind: 'ADJUSTMENT',
    });
    const start = clock.now();
    clock.advance(86_400);
    await t.app.services.agents.contracts.runDue();
    clock.advance(86_400);
    await t.app.services.agents.contracts.runDue();
    // Sessions idle for two days have expired: new ones.
    const subH = await authHeader(t.app, sub);
    const topH = await authHeader(t.app, top);
    const page1 = expectOk(
      await get(agentRoutes.agentContractPayouts, subH, { kind: 'DAILY_SALARY', pageSize: 1 }),
      agentContractPayoutsSchema,
    );
    expect(page1).toMatchObject({
      pageNo: 1,
      pageSize: 1,
      totalCount: 2,
      totalPaid: 2,
      totalUnpaid: 2,
    });
    expect(page1.list).toHaveLength(1);
    expect(page1.list[0]).toMatchObject({
      periodKey: '2026-03-11',
      status: 'UNPAID',
      amount: 2,
      paidAt: null,
    });
    const page2 = expectOk(
      await get(agentRoutes.agentContractPayouts, subH, {
        kind: 'DAILY_SALARY',
        pageSize: 1,
        pageNo: 2,
      }),
      agentContractPayoutsSchema,
    );
    expect(page2.list[0]).toMatchObject({
      periodKey: '2026-03-10',
      status: 'PAID',
      amount: 2,
      basis: { turnover: 0, active: 0, tier: 1 },
    });
    expect(page2.list[0]!.paidAt).not.toBeNull();

    const offered = expectOk(
      await get(agentRoutes.agentContractsOffered, topH, { kind: 'DAILY_SALARY' }),
      agentContractsOfferedSchema,
    );
    expect(offered).toMatchObject({ totalCount: 1, totalPaid: 2, totalOwed: 2 });
    expect(offered.own).toBeNull();
    expect(offered.list).toEqual([
      expect.objectContaining({
        memberId: sub,
        paid: 2,
        owed: 2,
        unpaidPeriods: 1,
        contract: expect.objectContaining({ id: c.id, status: 'SIGNED' }),
      }),
    ]);
    // The sub-agent's own view of its sub-agents: one, no contract yet.
    const subView = expectOk(
      await get(agentRoutes.agentContractsOffered, subH, { kind: 'DAILY_SALARY' }),
      agentContractsOfferedSchema,
    );
    expect(subView.list).toEqual([
      {
        memberId: grandSub,
        username: expect.any(String),
        contract: null,
        paid: 0,
        owed: 0,
        unpaidPeriods: 0,
      },
    ]);
    expect(subView.own?.id).toBe(c.id);
    // Leave the clock where the other tests expect it.
    clock.set(start);
  });

  it('refuse bad paging and kinds', async () => {
    const { subH } = await team();
    for (const row of [agentRoutes.agentContractPayouts, agentRoutes.agentContractsOffered]) {
      expectFail(
        await get(row, subH, { kind: 'DAILY_SALARY', pageSize: 0 }),
        400,
        'VALIDATION_ERROR',
      );
      expectFail(
        await get(row, subH, { kind: 'DAILY_SALARY', pageSize: 51 }),
        400,
        'VALIDATION_ERROR',
      );
      expectFail(
        await get(row, subH, { kind: 'DAILY_SALARY', pageNo: 0 }),
        400,
        'VALIDATION_ERROR',
      );
      expectFail(await get(row, subH, { kind: 'NONE' }), 400, 'VALIDATION_ERROR');
      expectFail(await get(row, undefined, { kind: 'DAILY_SALARY' }), 401, 'NOT_LOGGED_IN');
    }
  });
});
