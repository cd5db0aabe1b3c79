import { randomBytes } from 'node:crypto';
import { rebateGameTypes } from '@app/contracts/agent-constants';
import { eq, sql } from 'drizzle-orm';
import type { Core } from '../areas/core';
import type { AppDatabase } from '../db/create-db';
import { members } from '../db/schema';
import { createBetOrderRepository } from '../repositories/bet-order-repository';
import { rowsOf } from '../repositories/sql-rows';
import { teamStatsQueries } from '../repositories/team-stats-queries';
import type { QueryHandle } from '../repositories/wallet-repository';
import { addDays, dayStart, operatorDay } from '../services/operator-day';
import { reelStrip, spin, stakeOptions } from '../services/slot-math';
import { createBenchTeamSeed } from './bench-team-seed';
import { DEMO_PASSWORD } from './seed-service';

/** The demo agent whose team this seeds (seed-service.ts demo members). */
export const DEMO_AGENT = 'agent01';
/** How many days of history the demo team has, today included. */
export const DEMO_TEAM_DAYS = 30;

type Seat = {
  username: string;
  /** 1: sub-agent, 0: member. */
  type: 0 | 1;
  /** The upline's username. */
  parent: string;
  /** The rebate rate on every game type, basis points. */
  rateBp: number;
  /** The registration's operator day, as days before today. */
  registeredDaysAgo: number;
};

/** agent01's own rate on every game type (a top agent: set by the operator, here the seed). */
export const DEMO_AGENT_RATE_BP = 100;

/**
 * agent01's team (decision 0040, shared design of issue 17): three sub-agents (70 bp) with four
 * members each (40 bp), and five direct members (50 bp): 20 accounts, 8 at depth 1 and 12 at
 * depth 2. Every account registers after its upline.
 */
export const demoTeam: readonly Seat[] = [
  ...[1, 2, 3].flatMap((s): Seat[] => [
    {
      username: `demo_sub${s}`,
      type: 1,
      parent: DEMO_AGENT,
      rateBp: 70,
      registeredDaysAgo: 31 - 2 * s,
    },
    ...[1, 2, 3, 4].map((m): Seat => ({
      username: `demo_sub${s}_m${m}`,
      type: 0,
      parent: `demo_sub${s}`,
      rateBp: 40,
      registeredDaysAgo: 27 - 2 * s - 4 * m,
    })),
  ]),
  ...[28, 19, 11, 4, 1].map((registeredDaysAgo, i): Seat => ({
    username: `demo_member${i + 1}`,
    type: 0,
    parent: DEMO_AGENT,
    rateBp: 50,
    registeredDaysAgo,
  })),
];

/** The rounds' bet orders are written for this many days, today included (team betting). */
const BET_ORDER_DAYS = 7;
const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;
/** Stakes at most 20.00: small rounds, so a deposit lasts a few days. */
const MAX_STAKE_MINOR = 2_000;
const DEPOSITS_MINOR = [20_000, 30_000, 50_000, 100_000];
/** Round types when the catalogue has no game to write orders for (ledger posts only). */
const FALLBACK_GAMES: SeedGame[] = [
  { id: null, gameType: 'RNG', minBetMinor: 100 },
  { id: null, gameType: 'LIVE', minBetMinor: 100 },
];
/** The game types the rounds are spread over, when the catalogue has a game of each. */
const ROUND_GAME_TYPES = ['RNG', 'LIVE', 'FISH', 'SPORTS', 'PVP'];

type SeedGame = { id: number | null; gameType: string; minBetMinor: number };

/** A small deterministic generator (mulberry32): the same history for the same member-day. */
function generator(seedText: string): () => number {
  let h = 2166136261;
  for (let i = 0; i < seedText.length; i++) h = Math.imul(h ^ seedText.charCodeAt(i), 16777619);
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(random: () => number, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)]!;

/** One money movement of a member's day, in time order. */
type Event =
  | { kind: 'DEPOSIT'; at: Date; amountMinor: number }
  | { kind: 'ROUND'; at: Date; game: SeedGame; stakeMinor: number; stops: number[] }
  | { kind: 'WITHDRAWAL'; at: Date; amountMinor: number };

/**
 * A member's day as events: a first deposit on the registration day, a deposit now and then (or
 * when the balance runs low), a few rounds on most days, a withdrawal now and then. Stakes and
 * withdrawals never exceed the balance, so the ledger never refuses one.
 */
function planDay(input: {
  seat: Seat;
  daysAgo: number;
  balanceMinor: number;
  window: { from: number; to: number };
  games: readonly SeedGame[];
}): { events: Event[]; balanceMinor: number } {
  const { seat, daysAgo, window, games } = input;
  const random = generator(`${seat.username}:${daysAgo}`);
  let balance = input.balanceMinor;
  const firstDay = daysAgo === seat.registeredDaysAgo;
  const active = firstDay || random() < (seat.type === 1 ? 0.35 : 0.55);
  const rounds = active ? 1 + Math.floor(random() * 2) : 0;
  const deposit =
    firstDay || (active && balance < 5_000) || random() < 0.06 ? pick(random, DEPOSITS_MINOR) : 0;
  const withdrawal = random() < 0.1;
  const steps = rounds + (deposit ? 1 : 0) + 1;
  const times = Array.from(
    { length: steps },
    () => window.from + Math.floor(random() * (window.to - window.from)),
  ).sort((a, b) => a - b);
  const events: Event[] = [];
  let next = 0;
  if (deposit) {
    events.push({ kind: 'DEPOSIT', at: new Date(times[next++]!), amountMinor: deposit });
    balance += deposit;
  }
  for (let r = 0; r < rounds; r++) {
    const game = pick(random, games);
    const stakes = stakeOptions(game.minBetMinor).filter(
      (s) => s <= Math.min(MAX_STAKE_MINOR, balance),
    );
    const at = new Date(times[next++]!);
    if (stakes.length === 0) continue;
    const stakeMinor = pick(random, stakes);
    const stops = [0, 1, 2].map(() => Math.floor(random() * reelStrip.length));
    balance += spin(stakeMinor, stops).payoutMinor - stakeMinor;
    events.push({ kind: 'ROUND', at, game, stakeMinor, stops });
  }
  // A withdrawal now and then, of a round amount, when there is money enough to leave some.
  if (withdrawal && balance >= 40_000) {
    const amountMinor = Math.floor(balance / 2 / 1_000) * 1_000;
    events.push({ kind: 'WITHDRAWAL', at: new Date(times[steps - 1]!), amountMinor });
    balance -= amountMinor;
  }
  return { events, balanceMinor: balance };
}

/**
 * agent01's demo team with 30 days of history (issue 17), so every agent screen has data on a
 * fresh start. The accounts are real rows with `parent_id` (the trigger builds `team_paths`),
 * registered on their day (`recordRegistration`, `created_at`), with rebate rates. The history
 * goes through the real ledger with `at` backdated, one transaction per member-day: deposits,
 * rounds (BET and PAYOUT posts with the game's type; for the last 7 days also their bet orders,
 * written as the demo game writes a round) and withdrawals (requested and paid). The wallet
 * writes the aggregates with each post, so reports, rebates and contracts read what they would
 * after a month of play. Deterministic amounts (a generator seeded per member-day); times
 * follow the clock. Runs once: nothing happens when agent01 already has downlines.
 *
 * `benchTeamSize` (SEED_AGENT_TEAM, benchmarks only): also a bulk-seeded team of that size under
 * `bench_agent` (bench-team-seed.ts).
 */
export function createAgentTeamSeed(
  db: AppDatabase,
  core: Core,
  options: { benchTeamSize?: number | undefined } = {},
) {
  const stats = teamStatsQueries(db);

  async function idOf(username: string): Promise<number | null> {
    const [row] = await db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.username, username));
    return row?.id ?? null;
  }

  /** The games rounds are played on: one per type of ROUND_GAME_TYPES the catalogue has. */
  async function seedGames(): Promise<SeedGame[]> {
    const rows = rowsOf<{ id: number; game_type: string; min_bet_minor: number }>(
      await db.execute(sql`
        select distinct on (game_type) id, game_type, min_bet_minor from games
        where enabled and game_type in (${sql.join(
          ROUND_GAME_TYPES.map((t) => sql`${t}`),
          sql`, `,
        )})
        order by game_type, hot_rank nulls last, sort, id`),
    );
    const games = rows.map((r) => ({
      id: r.id,
      gameType: r.game_type,
      minBetMinor: Math.min(r.min_bet_minor, MAX_STAKE_MINOR),
    }));
    return games.length > 0 ? games : FALLBACK_GAMES;
  }

  async function setRates(memberId: number, rateBp: number): Promise<void> {
    await db.execute(sql`
      insert into rebate_rates (member_id, game_type, rate_bp)
      values ${sql.join(
        rebateGameTypes.map((g) => sql`(${memberId}, ${g}, ${rateBp})`),
        sql`, `,
      )}
      on conflict (member_id, game_type) do nothing`);
  }

  async function seedDemoTeam(): Promise<void> {
    const agentId = await idOf(DEMO_AGENT);
    if (agentId === null) return;
    const [existing] = await db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.parentId, agentId))
      .limit(1);
    if (existing) return;

    const now = core.clock();
    const offset = (await core.operatorSettings.readAll()).cashier.utcOffsetMinutes;
    const today = operatorDay(now, offset);
    const games = await seedGames();
    const passwordHash = await core.passwords.hash(DEMO_PASSWORD);
    await setRates(agentId, DEMO_AGENT_RATE_BP);

    // The accounts, uplines first; each registered at 08:00-09:00 of its day. `uplines`: where
    // each seat's account is; `ids`: the accounts this run created (it writes their history).
    const uplines = new Map<string, number>([[DEMO_AGENT, agentId]]);
    const ids = new Map<string, number>();
    for (const seat of demoTeam) {
      const parentId = uplines.get(seat.parent);
      if (parentId === undefined) continue;
      const day = addDays(today, -seat.registeredDaysAgo);
      const random = generator(`${seat.username}:registration`);
      const createdAt = new Date(
        Math.min(
          dayStart(day, offset).getTime() + 8 * HOUR_MS + Math.floor(random() * 60) * MINUTE_MS,
          now.getTime() - MINUTE_MS,
        ),
      );
      const [row] = await db
        .insert(members)
        .values({
          username: seat.username,
          type: seat.type,
          passwordHash,
          nickname: seat.username.replace(/_/g, ' '),
          parentId,
          registerMethod: 'H5',
          createdAt,
        })
        .onConflictDoNothing()
        .returning({ id: members.id });
      if (!row) {
        // Another instance starting at the same time made it (its history is that one's); an
        // account of that name elsewhere is someone else's: its seats below are left out.
        const [other] = await db
          .select({ id: members.id, parentId: members.parentId })
          .from(members)
          .where(eq(members.username, seat.username));
        if (other?.parentId === parentId) uplines.set(seat.username, other.id);
        continue;
      }
      ids.set(seat.username, row.id);
      uplines.set(seat.username, row.id);
      await stats.recordRegistration(row.id, day);
      await setRates(row.id, seat.rateBp);
      await core.wallets.openWallet(row.id);
    }

    const bind = (tx: QueryHandle) => ({ orders: createBetOrderRepository(tx) });
    // One transaction per member with its days in order, oldest first (the activity counters
    // need each member's days in order; members are independent of each other).
    for (const seat of demoTeam) {
      const memberId = ids.get(seat.username);
      if (memberId === undefined) continue;
      let balanceMinor = 0;
      const days: { key: string; orders: boolean; events: Event[] }[] = [];
      for (let daysAgo = seat.registeredDaysAgo; daysAgo >= 0; daysAgo--) {
        const day = addDays(today, -daysAgo);
        const start = dayStart(day, offset).getTime();
        const window = {
          from: start + 9 * HOUR_MS,
          to: Math.min(start + 23 * HOUR_MS, now.getTime() - MINUTE_MS),
        };
        if (window.to - window.from < 10 * MINUTE_MS) continue;
        const plan = planDay({ seat, daysAgo, balanceMinor, window, games });
        balanceMinor = plan.balanceMinor;
        if (plan.events.length > 0)
          days.push({
            key: `seed:agent-team:${memberId}:${day}`,
            orders: daysAgo < BET_ORDER_DAYS,
            events: plan.events,
          });
      }
      await core.wallets.atomically(bind, async (post, tx, postHouse) => {
        for (const { key, orders, events } of days) {
          let n = 0;
          for (const event of events) {
            n += 1;
            if (event.kind === 'DEPOSIT') {
              await post({
                idempotencyKey: `${key}:${n}:deposit`,
                memberId,
                walletKind: 'REAL',
                amountMinor: event.amountMinor,
                kind: 'DEPOSIT',
                memo: 'Demo deposit',
                at: event.at,
              });
            } else if (event.kind === 'WITHDRAWAL') {
              await post({
                idempotencyKey: `${key}:${n}:withdrawal`,
                memberId,
                walletKind: 'REAL',
                amountMinor: -event.amountMinor,
                kind: 'WITHDRAWAL',
                memo: 'Demo withdrawal',
                at: event.at,
              });
              await postHouse({
                idempotencyKey: `${key}:${n}:withdrawal-paid`,
                kind: 'WITHDRAWAL_PAYOUT',
                memo: 'Demo withdrawal',
                entries: [
                  { houseAccount: 'house:withdrawals-pending', amountMinor: -event.amountMinor },
                  { houseAccount: 'house:withdrawals-paid', amountMinor: event.amountMinor },
                ],
                at: event.at,
              });
            } else {
              await playRound(tx.orders, post, {
                key: `${key}:${n}`,
                memberId,
                event,
                withOrder: orders,
              });
            }
          }
        }
      });
    }
  }

  return {
    async seed(): Promise<void> {
      await seedDemoTeam();
      if (options.benchTeamSize)
        await createBenchTeamSeed(db, core).seed(options.benchTeamSize, DEMO_PASSWORD);
    },
  };
}

type Post = Parameters<Parameters<Core['wallets']['atomically']>[1]>[0];

/**
 * One round as the demo game writes it (demo-game-service.ts): the order claims its round id,
 * the stake is debited (BET), the win credited (PAYOUT, when there is one) and the order settled
 * with both ledger ids and the balance after; older rounds are the ledger posts alone.
 */
async function playRound(
  orders: ReturnType<typeof createBetOrderRepository>,
  post: Post,
  round: {
    key: string;
    memberId: number;
    event: Extract<Event, { kind: 'ROUND' }>;
    withOrder: boolean;
  },
): Promise<void> {
  const { key, memberId, event } = round;
  const outcome = spin(event.stakeMinor, event.stops);
  const gameId = event.game.id;
  const orderId =
    round.withOrder && gameId !== null
      ? `DG${event.at.toISOString().slice(0, 10).replaceAll('-', '')}-${randomBytes(5).toString('hex').toUpperCase()}`
      : null;
  if (orderId !== null && gameId !== null) {
    const claimed = await orders.claim({
      orderId,
      roundId: `seed-${key.split(':').slice(-2).join('-')}`,
      memberId,
      gameId,
      walletKind: 'REAL',
      stakeMinor: event.stakeMinor,
      payoutMinor: outcome.payoutMinor,
      round: { reels: outcome.reels, wins: outcome.wins },
      createdAt: event.at,
    });
    if (!claimed) return;
  }
  const memo = orderId ?? 'Demo round';
  const bet = await post({
    idempotencyKey: `${key}:bet`,
    memberId,
    walletKind: 'REAL',
    amountMinor: -event.stakeMinor,
    kind: 'BET',
    memo,
    gameType: event.game.gameType,
    at: event.at,
  });
  const payout =
    outcome.payoutMinor > 0
      ? await post({
          idempotencyKey: `${key}:payout`,
          memberId,
          walletKind: 'REAL',
          amountMinor: outcome.payoutMinor,
          kind: 'PAYOUT',
          memo,
          gameType: event.game.gameType,
          at: event.at,
        })
      : null;
  if (orderId !== null)
    await orders.settle(orderId, {
      betTransactionId: bet.transactionId,
      payoutTransactionId: payout?.transactionId ?? null,
      balanceAfterMinor: (payout ?? bet).balanceMinor,
    });
}
