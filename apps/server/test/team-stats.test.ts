import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../src/db/schema';
import { rowsOf } from '../src/repositories/sql-rows';
import { DomainError } from '../src/services/domain-error';
import type { LedgerKind } from '../src/services/wallet-service';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { createTestClock } from './helpers/clock';
import { createMember } from './helpers/member-fixtures';

/**
 * The agent centre's foundation (issue 17, decision 0040): the hierarchy's closure table kept by
 * the trigger, and the daily aggregates the wallet writes in each movement's own transaction.
 */

// 2026-03-10 10:00 UTC = 17:00 in the demo's UTC+7: the operator's day is 2026-03-10.
const clock = createTestClock(new Date('2026-03-10T10:00:00Z'));
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ services: { clock: clock.now } });
});
afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;
const wallets = () => t.app.services.core.wallets;

async function pathsOf(memberId: number): Promise<{ ancestor: number; depth: number }[]> {
  return rowsOf<{ ancestor: number; depth: number }>(
    await db().execute(sql`select ancestor_id as ancestor, depth from team_paths
      where member_id = ${memberId} order by depth`),
  );
}

/** agent → sub → player: a three-level line with REAL wallets. */
async function line(): Promise<{ agent: number; sub: number; player: number }> {
  const agent = await createMember(t, { type: 1 });
  const sub = await createMember(t, { type: 1, parentId: agent });
  const player = await createMember(t, { type: 0, parentId: sub });
  for (const id of [agent, sub, player]) await wallets().openWallet(id);
  return { agent, sub, player };
}

let keySeq = 0;
async function post(memberId: number, kind: LedgerKind, amountMinor: number, gameType?: string) {
  keySeq += 1;
  return wallets().post({
    idempotencyKey: `team-stats-test:${keySeq}`,
    memberId,
    walletKind: 'REAL',
    amountMinor,
    kind,
    ...(gameType ? { gameType } : {}),
  });
}

type Day = Record<string, number>;
async function teamDay(agentId: number, day: string): Promise<Day | undefined> {
  const [row] = rowsOf<Day>(
    await db().execute(sql`select deposit_minor::int as deposit, deposit_count as "depositCount",
      withdrawal_minor::int as withdrawal, bet_minor::int as bet, bet_count as "betCount",
      valid_turnover_minor::int as valid, win_minor::int as win, bonus_minor::int as bonus,
      transfer_in_minor::int as "transferIn", transfer_out_minor::int as "transferOut",
      registrations, first_deposits as "firstDeposits", active_members as active,
      active_last as "activeLast"
      from team_daily_stats where agent_id = ${agentId} and day = ${day}::date`),
  );
  return row;
}
async function memberDay(memberId: number, day: string): Promise<Day | undefined> {
  const [row] = rowsOf<Day>(
    await db().execute(sql`select deposit_minor::int as deposit, bet_minor::int as bet,
      valid_turnover_minor::int as valid, win_minor::int as win,
      transfer_in_minor::int as "transferIn", transfer_out_minor::int as "transferOut"
      from member_daily_stats where member_id = ${memberId} and day = ${day}::date`),
  );
  return row;
}

describe('the hierarchy (team_paths, kept by the trigger on members)', () => {
  it('gives every member itself at depth 0 and each upline one level deeper', async () => {
    const { agent, sub, player } = await line();
    expect(await pathsOf(player)).toEqual([
      { ancestor: player, depth: 0 },
      { ancestor: sub, depth: 1 },
      { ancestor: agent, depth: 2 },
    ]);
  });

  it('moves a whole subtree when an account gets another upline', async () => {
    const { sub, player } = await line();
    const other = await createMember(t, { type: 1 });
    await db().update(members).set({ parentId: other }).where(eq(members.id, sub));
    expect(await pathsOf(player)).toEqual([
      { ancestor: player, depth: 0 },
      { ancestor: sub, depth: 1 },
      { ancestor: other, depth: 2 },
    ]);
    await db().update(members).set({ parentId: null }).where(eq(members.id, sub));
    expect(await pathsOf(player)).toEqual([
      { ancestor: player, depth: 0 },
      { ancestor: sub, depth: 1 },
    ]);
  });

  it('refuses to move an account under its own team member', async () => {
    const { agent, player } = await line();
    await expect(
      db().update(members).set({ parentId: player }).where(eq(members.id, agent)),
    ).rejects.toThrow();
    expect((await pathsOf(player)).map((p) => p.ancestor)).toContain(agent);
  });
});

describe('daily aggregates, written with each movement', () => {
  const today = '2026-03-10';

  it("counts a member's movements in its own day and every upline's team day", async () => {
    const { agent, sub, player } = await line();
    await post(player, 'DEPOSIT', 50_00);
    await post(player, 'BET', -10_00, 'RNG');
    await post(player, 'PAYOUT', 4_00, 'RNG');
    await post(player, 'BET', -6_00, 'LOTT');
    await post(player, 'BET_REFUND', 6_00, 'LOTT');
    await post(player, 'WITHDRAWAL', -20_00);
    await post(player, 'WITHDRAWAL_RETURN', 5_00);
    await post(player, 'REWARD', 1_00);

    expect(await memberDay(player, today)).toEqual({
      deposit: 50_00,
      bet: 16_00,
      valid: 10_00,
      win: 4_00,
      transferIn: 0,
      transferOut: 0,
    });
    for (const upline of [sub, agent]) {
      expect(await teamDay(upline, today)).toMatchObject({
        deposit: 50_00,
        depositCount: 1,
        withdrawal: 15_00,
        bet: 16_00,
        betCount: 2,
        valid: 10_00,
        win: 4_00,
        bonus: 1_00,
        firstDeposits: 1,
        active: 1,
        activeLast: 1,
      });
    }
    // Not the member's own team: it has none.
    expect(await teamDay(player, today)).toBeUndefined();
    const turnover = rowsOf<{ game_type: string; v: number }>(
      await db().execute(sql`select game_type, valid_turnover_minor::int as v
        from member_daily_turnover where member_id = ${player} order by game_type`),
    );
    expect(turnover).toEqual([
      { game_type: 'LOTT', v: 0 },
      { game_type: 'RNG', v: 10_00 },
    ]);
  });

  it('counts a first deposit and an active member once, and moves active_last to the latest day', async () => {
    const { agent, player } = await line();
    await post(player, 'DEPOSIT', 10_00);
    await post(player, 'BET', -1_00, 'RNG');
    await post(player, 'BET', -1_00, 'RNG');
    expect(await teamDay(agent, today)).toMatchObject({
      firstDeposits: 1,
      active: 1,
      activeLast: 1,
    });

    clock.advance(86_400); // the next operator day
    try {
      await post(player, 'DEPOSIT', 10_00);
      await post(player, 'BET', -1_00, 'RNG');
      expect(await teamDay(agent, '2026-03-11')).toMatchObject({
        firstDeposits: 0,
        active: 1,
        activeLast: 1,
      });
      // Yesterday keeps its distinct bettor; its "latest day" count moved on.
      expect(await teamDay(agent, today)).toMatchObject({ active: 1, activeLast: 0 });
    } finally {
      clock.advance(-86_400);
    }
  });

  it("files a movement in the operator's day (UTC+7), not the UTC date", async () => {
    const { agent, player } = await line();
    await post(player, 'DEPOSIT', 10_00);
    // 2026-03-10 18:30 UTC is already 2026-03-11 01:30 in UTC+7.
    await post(player, 'BET', -3_00, 'RNG');
    clock.set(new Date('2026-03-10T18:30:00Z'));
    try {
      await post(player, 'BET', -2_00, 'RNG');
      expect((await teamDay(agent, '2026-03-11'))?.bet).toBe(2_00);
      expect((await teamDay(agent, today))?.bet).toBe(3_00);
    } finally {
      clock.set(new Date('2026-03-10T10:00:00Z'));
    }
  });

  it('files backdated history (seeds) in the day of its `at`', async () => {
    const { agent, player } = await line();
    keySeq += 1;
    await wallets().post({
      idempotencyKey: `team-stats-test:${keySeq}`,
      memberId: player,
      walletKind: 'REAL',
      amountMinor: 7_00,
      kind: 'DEPOSIT',
      at: new Date('2026-02-20T03:00:00Z'),
    });
    expect((await teamDay(agent, '2026-02-20'))?.deposit).toBe(7_00);
    const [entry] = rowsOf<{ created_at: string | Date }>(
      await db().execute(sql`select e.created_at from ledger_entries e
        join ledger_transactions x on x.id = e.transaction_id
        where x.idempotency_key = ${`team-stats-test:${keySeq}`} limit 1`),
    );
    expect(new Date(entry?.created_at ?? 0).toISOString()).toBe('2026-02-20T03:00:00.000Z');
  });

  it('leaves play money (trial accounts) out', async () => {
    const agent = await createMember(t, { type: 1 });
    const trial = await createMember(t, { type: 4, parentId: agent });
    await wallets().grantPlayMoney(trial);
    await wallets().post({
      idempotencyKey: `team-stats-test:play:${trial}`,
      memberId: trial,
      walletKind: 'PLAY',
      amountMinor: -1_00,
      kind: 'BET',
      gameType: 'RNG',
    });
    expect(await teamDay(agent, today)).toBeUndefined();
  });
});

describe('transfers between members (one ledger transaction, two wallet entries)', () => {
  const today = '2026-03-10';

  it('moves the money once per key and counts it as transfers, not deposits', async () => {
    const { agent, sub } = await line();
    await post(agent, 'ADJUSTMENT', 100_00);
    const move = () =>
      wallets().atomically(
        () => null,
        (_post, _other, _house, transfer) =>
          transfer({
            idempotencyKey: `team-stats-test:transfer:${agent}`,
            fromMemberId: agent,
            toMemberId: sub,
            amountMinor: 30_00,
            kind: 'AGENT_TRANSFER',
          }),
      );
    const first = await move();
    const again = await move();
    expect(first).toMatchObject({ applied: true, fromBalanceMinor: 70_00, toBalanceMinor: 30_00 });
    expect(again).toMatchObject({ applied: false, transactionId: first.transactionId });
    expect(await wallets().balanceMinor(agent, 'REAL')).toBe(70_00);
    expect(await wallets().balanceMinor(sub, 'REAL')).toBe(30_00);
    const entries = rowsOf<{ n: number; total: number }>(
      await db().execute(sql`select count(*)::int as n, sum(amount_minor)::int as total
        from ledger_entries where transaction_id = ${first.transactionId}`),
    );
    expect(entries).toEqual([{ n: 2, total: 0 }]);
    expect(await memberDay(sub, today)).toMatchObject({ transferIn: 30_00, deposit: 0 });
    expect(await memberDay(agent, today)).toMatchObject({ transferOut: 30_00 });
  });

  it('refuses a transfer the payer cannot cover and moves nothing', async () => {
    const { agent, sub } = await line();
    await post(agent, 'ADJUSTMENT', 5_00);
    const attempt = wallets().atomically(
      () => null,
      (_post, _other, _house, transfer) =>
        transfer({
          idempotencyKey: `team-stats-test:short:${agent}`,
          fromMemberId: agent,
          toMemberId: sub,
          amountMinor: 6_00,
          kind: 'AGENT_TRANSFER',
        }),
    );
    await expect(attempt).rejects.toBeInstanceOf(DomainError);
    expect(await wallets().balanceMinor(agent, 'REAL')).toBe(5_00);
    expect(await wallets().balanceMinor(sub, 'REAL')).toBe(0);
    expect(await memberDay(sub, today)).toBeUndefined();
  });
});
