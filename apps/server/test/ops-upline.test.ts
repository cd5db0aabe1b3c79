import { rebateGameTypes } from '@app/contracts/agent-constants';
import {
  opsAuditPageSchema,
  opsMemberDetailSchema,
  opsMemberMoveUplineResultSchema,
} from '@app/contracts/operator';
import { opsRoutes } from '@app/contracts/ops-routes';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/repositories/sql-rows';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { createTestClock } from './helpers/clock';
import { expectFail, expectOk, failDetails } from './helpers/envelope';
import { createMember } from './helpers/member-fixtures';
import { opsPath, opsSignIn, signInNewOperator, type OpsClient } from './helpers/ops';
import { z } from 'zod';

/**
 * The console's "move to another upline" (issue 17): admin only, audited; the trigger moves the
 * whole subtree's closure; a loop, a non-agent, the account itself or its current upline are
 * refused (UPLINE_INVALID with the reason) and nothing changes.
 */

const clock = createTestClock(new Date('2026-03-10T10:00:00Z'));
let t: TestApp;
let admin: OpsClient;
const db = () => t.database.db;
const rows = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await db().execute(query));

beforeAll(async () => {
  t = await buildTestApp({ services: { clock: clock.now } });
  admin = await opsSignIn(t.app, clock);
});
afterAll(async () => {
  await t.close();
});

let seq = 0;
async function account(type: number, parentId: number | null = null, rateBp?: number) {
  seq += 1;
  const id = await createMember(t, { username: `upline_${seq}_${type}`, type, parentId });
  if (rateBp !== undefined)
    await db().execute(sql`insert into rebate_rates (member_id, game_type, rate_bp)
      values ${sql.join(
        rebateGameTypes.map((g) => sql`(${id}, ${g}, ${rateBp})`),
        sql`, `,
      )}`);
  return id;
}
const usernameOf = async (id: number) =>
  (await rows<{ username: string }>(sql`select username from members where id = ${id}`))[0]!
    .username;

function move(id: number, uplineUsername: string, client = admin, reason = 'agent asked') {
  return t.app.inject({
    method: 'POST',
    url: opsPath(opsRoutes.opsMemberMoveUpline.path, id),
    headers: client.headers,
    payload: { uplineUsername, reason },
  });
}

/** Everyone in `agentId`'s team with their depth, by member id. */
async function teamOf(agentId: number): Promise<Record<number, number>> {
  const team = await rows<{ member_id: number; depth: number }>(
    sql`select member_id, depth from team_paths where ancestor_id = ${agentId} and depth > 0`,
  );
  return Object.fromEntries(team.map((r) => [r.member_id, r.depth]));
}

const refusal = z.object({ reason: z.string() });

describe('moving an account to another upline', () => {
  it('moves a sub-agent at depth 2 with its team, lowers rates above the new upline and ends the old contracts', async () => {
    // A → B → C (sub-agent at depth 2 of A) → D; X is another top agent.
    const a = await account(1, null, 100);
    const b = await account(1, a, 80);
    const c = await account(1, b, 70);
    const d = await account(0, c, 40);
    const x = await account(1, null, 60);
    await db().execute(sql`insert into agent_contracts
        (kind, agent_id, upline_id, status, terms, offered_at, starts_at)
      values ('DAILY_SALARY', ${c}, ${b}, 'SIGNED', '{"tiers":[]}'::jsonb,
        ${clock.now().toISOString()}::timestamptz, ${clock.now().toISOString()}::timestamptz)`);
    expect(await teamOf(a)).toEqual({ [b]: 1, [c]: 2, [d]: 3 });

    const result = expectOk(await move(c, await usernameOf(x)), opsMemberMoveUplineResultSchema);
    expect(result).toEqual({
      id: c,
      parentId: x,
      parentUsername: await usernameOf(x),
      moved: 2,
      // C's 70 bp lowered to X's 60 on every game type; D's 40 stays.
      ratesLowered: rebateGameTypes.length,
      contractsEnded: 1,
    });
    expect(await teamOf(x)).toEqual({ [c]: 1, [d]: 2 });
    expect(await teamOf(a)).toEqual({ [b]: 1 });
    expect(await teamOf(b)).toEqual({});
    expect(await teamOf(c)).toEqual({ [d]: 1 });
    const rates = await rows<{ member_id: number; min: number; max: number }>(
      sql`select member_id, min(rate_bp) as min, max(rate_bp) as max from rebate_rates
        where member_id in (${c}, ${d}) group by member_id order by member_id`,
    );
    expect(rates).toEqual([
      { member_id: c, min: 60, max: 60 },
      { member_id: d, min: 40, max: 40 },
    ]);
    const [contract] = await rows<{ status: string; ended: boolean }>(
      sql`select status, ended_at is not null as ended from agent_contracts where agent_id = ${c}`,
    );
    expect(contract).toEqual({ status: 'ENDED', ended: true });

    // The console shows the new upline; the moved member's play now counts in X's team.
    const detail = expectOk(
      await t.app.inject({
        method: 'GET',
        url: opsPath(opsRoutes.opsMember.path, c),
        headers: admin.headers,
      }),
      opsMemberDetailSchema,
    );
    expect(detail.parentId).toBe(x);
    await t.app.services.core.wallets.openWallet(d);
    await t.app.services.core.wallets.post({
      idempotencyKey: `upline-test-deposit-${d}`,
      memberId: d,
      walletKind: 'REAL',
      amountMinor: 5_000,
      kind: 'DEPOSIT',
    });
    const teams = await rows<{ agent_id: number; deposit: number }>(
      sql`select agent_id, deposit_minor::int as deposit from team_daily_stats
        where agent_id in (${a}, ${b}, ${c}, ${x}) and deposit_minor > 0 order by agent_id`,
    );
    expect(teams).toEqual(
      [
        { agent_id: c, deposit: 5_000 },
        { agent_id: x, deposit: 5_000 },
      ].sort((p, q) => p.agent_id - q.agent_id),
    );
  });

  it('audits the move with the uplines before and after and the reason', async () => {
    const a = await account(1);
    const m = await account(0, a);
    const x = await account(1);
    expectOk(await move(m, await usernameOf(x), admin, 'merging two teams'), z.unknown());
    const page = expectOk(
      await t.app.inject({
        method: 'GET',
        url: `${opsRoutes.opsAudit.path}?action=member.moveUpline`,
        headers: admin.headers,
      }),
      opsAuditPageSchema,
    );
    const entry = page.items.find((e) => e.targetId === String(m));
    expect(entry).toMatchObject({
      action: 'member.moveUpline',
      targetType: 'member',
      reason: 'merging two teams',
      before: { parentId: a, parentUsername: await usernameOf(a) },
      after: {
        parentId: x,
        parentUsername: await usernameOf(x),
        moved: 1,
        ratesLowered: 0,
        contractsEnded: 0,
      },
    });
  });

  it('refuses a move under its own team member (a loop), and nothing changes', async () => {
    const a = await account(1, null, 100);
    const b = await account(1, a, 80);
    const c = await account(1, b, 70);
    for (const target of [b, c]) {
      const res = await move(a, await usernameOf(target));
      expectFail(res, 400, 'UPLINE_INVALID');
      expect(failDetails(res, refusal)).toEqual({ reason: 'OWN_TEAM' });
    }
    expect(await teamOf(a)).toEqual({ [b]: 1, [c]: 2 });
    const [row] = await rows<{ parent_id: number | null }>(
      sql`select parent_id from members where id = ${a}`,
    );
    expect(row!.parent_id).toBeNull();
    const audited = await rows(
      sql`select 1 from audit_log where action = 'member.moveUpline' and target_id = ${String(a)}`,
    );
    expect(audited).toEqual([]);
  });

  it('refuses two moves that together would make a loop: one wins, the other is refused', async () => {
    const p = await account(1);
    const q = await account(1);
    const [first, second] = await Promise.all([
      move(p, await usernameOf(q)),
      move(q, await usernameOf(p)),
    ]);
    const codes = [first, second].map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 400]);
    const loser = first.statusCode === 400 ? first : second;
    expect(failDetails(loser, refusal)).toEqual({ reason: 'OWN_TEAM' });
    const parents = await rows<{ id: number; parent_id: number | null }>(
      sql`select id, parent_id from members where id in (${p}, ${q}) order by id`,
    );
    expect(parents.filter((r) => r.parent_id !== null)).toHaveLength(1);
  });

  it('refuses a non-agent, the account itself, its current upline, an unknown name and trial accounts', async () => {
    const a = await account(1);
    const m = await account(0, a);
    const player = await account(0);
    const trial = await account(4);
    const cases: [number, string, string][] = [
      [m, await usernameOf(player), 'NOT_AGENT'],
      [a, await usernameOf(a), 'SELF'],
      [m, await usernameOf(a), 'SAME'],
      [m, 'no_such_agent_anywhere', 'NOT_FOUND'],
      [trial, await usernameOf(a), 'TRIAL'],
    ];
    for (const [id, upline, reason] of cases) {
      const res = await move(id, upline);
      expectFail(res, 400, 'UPLINE_INVALID');
      expect(failDetails(res, refusal), reason).toEqual({ reason });
    }
    // Case does not matter: usernames are stored lower case.
    const x = await account(1);
    expectOk(await move(m, (await usernameOf(x)).toUpperCase()), opsMemberMoveUplineResultSchema);
  });

  it('rejects bad input and unknown members', async () => {
    const a = await account(1);
    const m = await account(0, a);
    const agent = await usernameOf(a);
    const bad = [
      {},
      { uplineUsername: agent },
      { uplineUsername: agent, reason: 'no' },
      { uplineUsername: '', reason: 'a reason' },
      { uplineUsername: '   ', reason: 'a reason' },
      { uplineUsername: 'x'.repeat(41), reason: 'a reason' },
      { uplineUsername: 17, reason: 'a reason' },
    ];
    for (const payload of bad) {
      expectFail(
        await t.app.inject({
          method: 'POST',
          url: opsPath(opsRoutes.opsMemberMoveUpline.path, m),
          headers: admin.headers,
          payload,
        }),
        400,
        'VALIDATION_ERROR',
      );
    }
    for (const id of ['abc', '0', '-3']) {
      expectFail(
        await t.app.inject({
          method: 'POST',
          url: opsRoutes.opsMemberMoveUpline.path.replace(':id', id),
          headers: admin.headers,
          payload: { uplineUsername: agent, reason: 'a reason' },
        }),
        400,
        'VALIDATION_ERROR',
      );
    }
    expectFail(await move(999_999, agent), 404, 'NOT_FOUND');
  });

  it('is the admin’s alone: finance and support are refused', async () => {
    const a = await account(1);
    const m = await account(0);
    for (const role of ['finance', 'support', 'content'] as const) {
      const client = await signInNewOperator(t, clock, `upline_${role}`, role);
      expectFail(await move(m, await usernameOf(a), client), 403, 'NO_PERMISSION');
    }
    const [row] = await rows<{ parent_id: number | null }>(
      sql`select parent_id from members where id = ${m}`,
    );
    expect(row!.parent_id).toBeNull();
  });
});
