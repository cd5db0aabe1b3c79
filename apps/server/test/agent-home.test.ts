import { loginFailureSchema, loginResultSchema } from '@app/contracts/account';
import { agentContractPromptSchema, agentTeamKpiSchema } from '@app/contracts/agent-home';
import { agentRoutes } from '@app/contracts/agent-routes';
import { routes } from '@app/contracts/routes';
import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentContracts, loginHistory, members, sessions } from '../src/db/schema';
import { teamStatsQueries } from '../src/repositories/team-stats-queries';
import type { LedgerKind } from '../src/services/wallet-service';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { createTestClock } from './helpers/clock';
import { expectFail, expectOk, failDetails } from './helpers/envelope';
import { bearer, injectEncrypted } from './helpers/login';
import { authHeader, createMember } from './helpers/member-fixtures';

/**
 * The agent home (issue 17): the team's four counters (ODSFE2_TeamKPIA) at the operator's day
 * boundaries (UTC+7 in the demo), the contract prompt per member type, and the login sides of
 * spec 6 (member site, agent side).
 */

// 2026-03-10 10:00 UTC = 17:00 in UTC+7: the operator's day is 2026-03-10, which runs from
// 2026-03-09T17:00Z to 2026-03-10T17:00Z.
const START = new Date('2026-03-10T10:00:00Z');
const clock = createTestClock(START);
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ services: { clock: clock.now } });
});
afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;
const wallets = () => t.app.services.core.wallets;

/** agent → sub → subsub → player (depth 3), a direct member, and an outsider's line. */
async function team() {
  clock.set(START);
  const agent = await createMember(t, { type: 1 });
  const sub = await createMember(t, { type: 1, parentId: agent });
  const subsub = await createMember(t, { type: 1, parentId: sub });
  const player = await createMember(t, { type: 0, parentId: subsub });
  const direct = await createMember(t, { type: 0, parentId: agent });
  const otherAgent = await createMember(t, { type: 1 });
  const outsider = await createMember(t, { type: 0, parentId: otherAgent });
  for (const id of [agent, sub, subsub, player, direct, otherAgent, outsider])
    await wallets().openWallet(id);
  return { agent, sub, subsub, player, direct, otherAgent, outsider };
}

async function kpi(agentId: number, query = '') {
  const res = await t.app.inject({
    method: 'GET',
    url: `${agentRoutes.agentTeamKpi.path}${query}`,
    headers: await authHeader(t.app, agentId),
  });
  return res;
}
async function footer(agentId: number, query = '') {
  return expectOk(await kpi(agentId, query), agentTeamKpiSchema).footer;
}

/** A successful (or failed) login in the member's history at `at`. */
async function loggedIn(memberId: number, at: Date, success = true) {
  await db()
    .insert(loginHistory)
    .values({
      memberId,
      success,
      reason: success ? null : 'PASSWORD',
      ip: '127.0.0.1',
      device: null,
      userAgent: null,
      createdAt: at,
    });
}

let keySeq = 0;
async function post(memberId: number, kind: LedgerKind, amountMinor: number, gameType?: string) {
  keySeq += 1;
  await wallets().post({
    idempotencyKey: `agent-home-test:${keySeq}`,
    memberId,
    walletKind: 'REAL',
    amountMinor,
    kind,
    ...(gameType ? { gameType } : {}),
  });
}
async function bet(memberId: number) {
  await post(memberId, 'DEPOSIT', 10_00);
  await post(memberId, 'BET', -1_00, 'RNG');
}

describe('agentTeamKpi: the four counters of the whole team', () => {
  it('counts logged-in members of the team at any depth within the operator day, not outsiders, not the agent', async () => {
    const { agent, sub, player, direct, outsider } = await team();
    // The day's first and last instants count; a second login of the same member counts once.
    await loggedIn(player, new Date('2026-03-09T17:00:00Z'));
    await loggedIn(player, new Date('2026-03-10T09:00:00Z'));
    await loggedIn(sub, new Date('2026-03-10T16:59:59.999Z'));
    // The day before and failed logins do not count; neither does the agent or an outsider.
    await loggedIn(direct, new Date('2026-03-09T16:59:59.999Z'));
    await loggedIn(direct, new Date('2026-03-10T08:00:00Z'), false);
    await loggedIn(agent, new Date('2026-03-10T08:00:00Z'));
    await loggedIn(outsider, new Date('2026-03-10T08:00:00Z'));

    expect((await footer(agent)).teamLoginMemberCount).toBe(2);
    // Yesterday (2026-03-09) holds direct's login; both days hold three members.
    expect(
      (await footer(agent, '?startDate=2026-03-09&endDate=2026-03-09')).teamLoginMemberCount,
    ).toBe(1);
    expect(
      (await footer(agent, '?startDate=2026-03-09&endDate=2026-03-10&size=0')).teamLoginMemberCount,
    ).toBe(3);
  });

  it('today follows the operator day: at 17:00 UTC it is already tomorrow', async () => {
    const { agent, player } = await team();
    await loggedIn(player, new Date('2026-03-10T16:30:00Z'));
    clock.set(new Date('2026-03-10T16:59:59Z'));
    expect(expectOk(await kpi(agent), agentTeamKpiSchema)).toMatchObject({
      range: { startDate: '2026-03-10', endDate: '2026-03-10' },
      footer: { teamLoginMemberCount: 1 },
    });
    clock.set(new Date('2026-03-10T17:00:00Z'));
    expect(expectOk(await kpi(agent), agentTeamKpiSchema)).toMatchObject({
      range: { startDate: '2026-03-11', endDate: '2026-03-11' },
      footer: { teamLoginMemberCount: 0 },
    });
    clock.set(START);
  });

  it('counts betting members from the team days: one day, a range up to today, a past range', async () => {
    const { agent, sub, player, direct, outsider } = await team();
    // 2026-03-09 (07:00 local): player and direct bet; player twice.
    clock.set(new Date('2026-03-09T00:00:00Z'));
    await bet(player);
    await bet(player);
    await bet(direct);
    // 2026-03-10: player bets again, sub bets; the outsider bets both days.
    clock.set(START);
    await bet(player);
    await bet(sub);
    await bet(outsider);

    expect((await footer(agent)).teamBetMemberCount).toBe(2);
    expect(
      (await footer(agent, '?startDate=2026-03-09&endDate=2026-03-09')).teamBetMemberCount,
    ).toBe(2);
    // Up to today: player, direct and sub (player once).
    expect(
      (await footer(agent, '?startDate=2026-03-09&endDate=2026-03-10')).teamBetMemberCount,
    ).toBe(3);
    // A past range: the same members counted from their own days.
    clock.set(new Date('2026-03-11T10:00:00Z'));
    expect(
      (await footer(agent, '?startDate=2026-03-09&endDate=2026-03-10')).teamBetMemberCount,
    ).toBe(3);
    expect(
      (await footer(agent, '?startDate=2026-03-08&endDate=2026-03-09')).teamBetMemberCount,
    ).toBe(2);
    // The sub-agent's own team: only the player below it.
    expect((await footer(sub, '?startDate=2026-03-09&endDate=2026-03-10')).teamBetMemberCount).toBe(
      1,
    );
    clock.set(START);
  });

  it('counts registrations in the team days of every upline', async () => {
    const { agent, sub, subsub, outsider } = await team();
    const stats = teamStatsQueries(db());
    const fresh = await createMember(t, { type: 0, parentId: subsub });
    await stats.recordRegistration(fresh, '2026-03-10');
    const older = await createMember(t, { type: 0, parentId: sub });
    await stats.recordRegistration(older, '2026-03-09');
    await stats.recordRegistration(outsider, '2026-03-10');

    expect((await footer(agent)).teamRegisterMemberCount).toBe(1);
    expect(
      (await footer(agent, '?startDate=2026-03-09&endDate=2026-03-10')).teamRegisterMemberCount,
    ).toBe(2);
    expect((await footer(subsub)).teamRegisterMemberCount).toBe(1);
  });

  it('counts team members online: a live session seen within the last 10 minutes', async () => {
    const { agent, sub, player, direct, outsider } = await team();
    const start = (memberId: number) =>
      t.app.services.core.sessions.start({
        memberId,
        remember: false,
        device: null,
        ip: '127.0.0.1',
      });
    await start(player);
    await start(player); // two sessions, one member
    await start(outsider);
    const revoked = await start(direct);
    await t.app.services.core.sessions.end(revoked.sessionId);
    // The agent's own session (the request) never counts.
    expect((await footer(agent)).teamOnlineCount).toBe(1);

    // Nine minutes later sub logs in; eleven minutes after the first logins only sub is seen.
    clock.advance(9 * 60);
    const subSession = await start(sub);
    expect((await footer(agent)).teamOnlineCount).toBe(2);
    clock.advance(2 * 60);
    expect((await footer(agent)).teamOnlineCount).toBe(1);
    // A renewal is a sign of life.
    clock.advance(9 * 60 + 59);
    await t.app.services.core.sessions.renew(subSession.sessionId, false);
    clock.advance(9 * 60 + 59);
    expect((await footer(agent)).teamOnlineCount).toBe(1);
    clock.advance(2);
    expect((await footer(agent)).teamOnlineCount).toBe(0);
    clock.set(START);
  });

  it('a disabled member is not online', async () => {
    const { agent, direct } = await team();
    await t.app.services.core.sessions.start({
      memberId: direct,
      remember: false,
      device: null,
      ip: null,
    });
    expect((await footer(agent)).teamOnlineCount).toBe(1);
    await db().update(members).set({ disabled: true }).where(eq(members.id, direct));
    expect((await footer(agent)).teamOnlineCount).toBe(0);
  });

  it('an agent with no team has zeros everywhere', async () => {
    const loner = await createMember(t, { type: 2 });
    expect(expectOk(await kpi(loner), agentTeamKpiSchema)).toEqual({
      range: { startDate: '2026-03-10', endDate: '2026-03-10' },
      footer: {
        teamLoginMemberCount: 0,
        teamBetMemberCount: 0,
        teamRegisterMemberCount: 0,
        teamOnlineCount: 0,
      },
    });
  });

  it('refuses bad ranges with REPORT_RANGE_INVALID and bad input with VALIDATION_ERROR', async () => {
    const { agent } = await team();
    const invalid = [
      '?startDate=2026-03-10&endDate=2026-03-09', // ends before it starts
      '?startDate=2026-02-07&endDate=2026-03-10', // 32 days
      '?startDate=2026-03-11', // after today (end defaults to today)
      '?endDate=2026-03-11',
      '?startDate=2025-12-01&endDate=2025-12-02', // older than 90 days
      '?startDate=2026-02-30&endDate=2026-03-01', // no such day
    ];
    for (const query of invalid) {
      const res = await kpi(agent, query);
      expectFail(res, 400, 'REPORT_RANGE_INVALID');
      expect((res.json() as { value: unknown }).value).toEqual({ maxDays: 31 });
    }
    // 31 days is the most.
    expectOk(await kpi(agent, '?startDate=2026-02-08&endDate=2026-03-10'), agentTeamKpiSchema);
    for (const query of ['?startDate=10-03-2026', '?endDate=today', '?size=-1', '?size=x'])
      expectFail(await kpi(agent, query), 400, 'VALIDATION_ERROR');
  });

  it('is for agents only', async () => {
    const { player } = await team();
    expectFail(await kpi(player), 403, 'NO_PERMISSION');
    expectFail(
      await t.app.inject({ method: 'GET', url: agentRoutes.agentTeamKpi.path }),
      401,
      'NOT_LOGGED_IN',
    );
  });
});

describe('agentContractPrompt', () => {
  async function offer(agentId: number, kind: string, status = 'OFFERED') {
    await db()
      .insert(agentContracts)
      .values({ kind, agentId, uplineId: null, status, terms: {}, offeredAt: clock.now() });
  }
  async function prompt(memberId: number) {
    return expectOk(
      await t.app.inject({
        method: 'GET',
        url: agentRoutes.agentContractPrompt.path,
        headers: await authHeader(t.app, memberId),
      }),
      agentContractPromptSchema,
    );
  }

  it('says 1 for each kind offered and not yet answered', async () => {
    const agent = await createMember(t, { type: 1 });
    expect(await prompt(agent)).toEqual({
      dailysalreqtype: 0,
      divtypecompperiodreq: 0,
      contracthoursalreq: 0,
    });
    await offer(agent, 'DIVIDEND');
    expect(await prompt(agent)).toEqual({
      dailysalreqtype: 0,
      divtypecompperiodreq: 1,
      contracthoursalreq: 0,
    });
    await offer(agent, 'DAILY_SALARY', 'SIGNED');
    await offer(agent, 'HOURLY_SALARY', 'DECLINED');
    await offer(agent, 'HOURLY_SALARY');
    expect(await prompt(agent)).toEqual({
      dailysalreqtype: 0,
      divtypecompperiodreq: 1,
      contracthoursalreq: 1,
    });
    // Another member's offer is not this one's.
    const other = await createMember(t, { type: 2 });
    await offer(other, 'DAILY_SALARY');
    expect(await prompt(other)).toEqual({
      dailysalreqtype: 1,
      divtypecompperiodreq: 0,
      contracthoursalreq: 0,
    });
  });

  it.each([
    [0, 1],
    [1, 1],
    [2, 1],
    [4, 0],
    [40, 0],
    [41, 0],
    [42, 0],
  ])('type %i: prompts %i', async (type, expected) => {
    const member = await createMember(t, { type });
    await offer(member, 'DAILY_SALARY');
    await offer(member, 'DIVIDEND');
    await offer(member, 'HOURLY_SALARY');
    expect(await prompt(member)).toEqual({
      dailysalreqtype: expected,
      divtypecompperiodreq: expected,
      contracthoursalreq: expected,
    });
  });

  it('needs a session', async () => {
    expectFail(
      await t.app.inject({ method: 'GET', url: agentRoutes.agentContractPrompt.path }),
      401,
      'NOT_LOGGED_IN',
    );
    expectFail(
      await t.app.inject({
        method: 'GET',
        url: agentRoutes.agentContractPrompt.path,
        headers: bearer('x'.repeat(40)),
      }),
      401,
      'SESSION_EXPIRED',
    );
  });
});

describe('login sides (spec 6, Login errors)', () => {
  const PASSWORD = 'Side@2026pw';
  let seq = 0;
  async function account(type: number): Promise<{ id: number; username: string }> {
    seq += 1;
    const username = `side${type}x${seq}${Date.now() % 100_000}`;
    const [row] = await db()
      .insert(members)
      .values({ username, type, passwordHash: await t.app.services.core.passwords.hash(PASSWORD) })
      .returning({ id: members.id });
    return { id: row!.id, username };
  }
  function login(username: string, extra: Record<string, unknown> = {}, password = PASSWORD) {
    return injectEncrypted(t.app, 'POST', routes.sessionLogin.path, {
      type: 'username',
      username,
      password,
      ...extra,
    });
  }
  async function liveSessions(memberId: number): Promise<number> {
    const [row] = await db()
      .select({ n: count() })
      .from(sessions)
      .where(and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt)));
    return row?.n ?? 0;
  }

  it.each([0, 1, 2, 4, 40, 41, 42])(
    'type %i may log in on the member site (the default side)',
    async (type) => {
      // Trial accounts have no password in real life; one with a password may log in like others.
      const { username } = await account(type);
      expect(expectOk(await login(username), loginResultSchema).type).toBe(type);
      expect(expectOk(await login(username, { side: 'member' }), loginResultSchema).type).toBe(
        type,
      );
    },
  );

  it('the member site refuses an account of no known member type: NOT_MEMBER, no session', async () => {
    const { id, username } = await account(7);
    expectFail(await login(username), 403, 'NOT_MEMBER');
    expectFail(await login(username, { side: 'member' }), 403, 'NOT_MEMBER');
    expect(await liveSessions(id)).toBe(0);
    // Type 7 is an agent (not 0, 4, 40): the agent side lets it in.
    expectOk(await login(username, { side: 'agent' }), loginResultSchema);
  });

  it.each([0, 4, 40])(
    'the agent side refuses a non-agent (type %i): NOT_AGENT, no session',
    async (type) => {
      const { id, username } = await account(type);
      expectFail(await login(username, { side: 'agent' }), 403, 'NOT_AGENT');
      expect(await liveSessions(id)).toBe(0);
    },
  );

  it.each([1, 2, 41, 42])('the agent side lets an agent (type %i) in', async (type) => {
    const { username } = await account(type);
    expect(expectOk(await login(username, { side: 'agent' }), loginResultSchema).type).toBe(type);
  });

  it('a wrong password is a wrong password on either side (the type is never told)', async () => {
    const { username } = await account(0);
    const res = await login(username, { side: 'agent' }, 'Wrong@2026pw');
    expectFail(res, 401, 'WRONG_CREDENTIALS');
    expect(failDetails(res, loginFailureSchema).captcha).toBe(false);
  });

  it('a refusal for the side is no failed guess: no captcha, no delay, no history', async () => {
    const { id, username } = await account(0);
    for (let i = 0; i < 6; i += 1)
      expectFail(await login(username, { side: 'agent' }), 403, 'NOT_AGENT');
    const history = await db()
      .select({ n: count() })
      .from(loginHistory)
      .where(eq(loginHistory.memberId, id));
    expect(history[0]?.n).toBe(0);
    // Still no captcha demanded: the member side logs in at once.
    expectOk(await login(username), loginResultSchema);
  });

  it('refuses an unknown side', async () => {
    const { username } = await account(1);
    expectFail(await login(username, { side: 'operator' }), 400, 'VALIDATION_ERROR');
  });

  it('a real login counts in the upline team’s logged-in members', async () => {
    const agent = await createMember(t, { type: 1 });
    const { id, username } = await account(0);
    await db().update(members).set({ parentId: agent }).where(eq(members.id, id));
    expect((await footer(agent)).teamLoginMemberCount).toBe(0);
    const token = expectOk(await login(username), loginResultSchema).token;
    expect(await footer(agent)).toMatchObject({ teamLoginMemberCount: 1, teamOnlineCount: 1 });
    const out = await t.app.inject({
      method: routes.sessionLogout.method,
      url: routes.sessionLogout.path,
      headers: bearer(token),
    });
    expect(out.statusCode).toBe(200);
    expect(await footer(agent)).toMatchObject({ teamLoginMemberCount: 1, teamOnlineCount: 0 });
  });
});
