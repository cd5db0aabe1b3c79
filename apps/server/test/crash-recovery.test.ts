import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { routes } from '@app/contracts/routes';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import {
  expectLedgerInvariants,
  expectRoundsAppliedOnce,
  newDeposit,
  newRound,
  newTransfer,
  newWithdrawal,
  prepareAgent,
  preparePlayer,
  prepareWithdrawer,
  runBurst,
  sendRound,
  waitForDepositsCredited,
  type Movement,
  type Player,
} from './helpers/money-burst';
import {
  openPgliteForChecks,
  openPostgresForChecks,
  type CheckDatabase,
} from './helpers/check-database';
import {
  call,
  createScratchDatabase,
  startServer,
  type ServerProcess,
} from './helpers/server-process';

/**
 * Faults (issue 20, part 4), with real server processes: SIGKILL in the middle of a burst of
 * money movements (demo game rounds, agent transfers, gateway deposits and withdrawals, each with
 * its client id), then a restart on the same database: the ledger's invariants hold, every
 * acknowledged movement is applied, retrying the others with the same ids applies each once, and
 * every deposit the gateway took is credited once (its webhook is retried after the crash). On PGlite always; on PostgreSQL too with
 * TEST_DATABASE_URL. The database outage is database-outage.pg.test.ts.
 */

const adminUrl = process.env.TEST_DATABASE_URL;

type Backend = {
  kind: 'pglite' | 'postgres';
  /** Environment of the server process. */
  env: Record<string, string>;
  /** The database for checks; PGlite's only once the server has stopped (one process). */
  open(): Promise<CheckDatabase>;
  remove(): Promise<void>;
};

async function pgliteBackend(): Promise<Backend> {
  const dir = mkdtempSync(path.join(tmpdir(), 'crash-pglite-'));
  const dataDir = path.join(dir, 'data');
  return {
    kind: 'pglite',
    env: { DATA_DIR: dataDir },
    open: async () => openPgliteForChecks(dataDir),
    remove: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

async function postgresBackend(url: string): Promise<Backend> {
  const database = await createScratchDatabase(url, 'crash_recovery');
  return {
    kind: 'postgres',
    env: { DATABASE_URL: database.url },
    open: async () => openPostgresForChecks(database.url),
    remove: () => database.drop(),
  };
}

const backends: { kind: Backend['kind']; make: () => Promise<Backend> }[] = [
  { kind: 'pglite', make: pgliteBackend },
  ...(adminUrl ? [{ kind: 'postgres' as const, make: () => postgresBackend(adminUrl) }] : []),
];

/** Everything comes from 127.0.0.1: the limits stay on, far above what the tests send. */
const MANY_REQUESTS = { RATE_LIMIT_SCALE: '1000' };

const ROUNDS = 80;
const CONCURRENCY = 8;
/** Kill once this many rounds were acknowledged: the rest are in flight or not sent yet. */
const KILL_AFTER_ACKS = 15;

describe.each(backends)('SIGKILL during a burst of money movements ($kind)', ({ make }) => {
  let backend: Backend;
  let server: ServerProcess;

  beforeAll(async () => {
    backend = await make();
    server = await startServer({ name: 'crash', env: { ...backend.env, ...MANY_REQUESTS } });
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
    await backend?.remove();
  }, 60_000);

  it('keeps the ledger whole, applies every acknowledged movement, and retries once', async () => {
    onTestFailed(() => console.error(server.output().slice(-20_000)));
    const players: Player[] = [
      await preparePlayer(server.url, 'demo01'),
      await preparePlayer(server.url, 'agent01'),
    ];
    const agent = await prepareAgent(server.url, 'agent01');
    const withdrawer = await prepareWithdrawer(server.url, 'agent01');
    // Rounds of both players; every fourth movement a transfer from agent01 to a downline; every
    // eighth a deposit of demo01's; four withdrawals of agent01's (the daily count allows five).
    const withdrawalAt = new Set([6, 22, 38, 54]);
    const rounds: Movement[] = Array.from({ length: ROUNDS }, (_, i) =>
      withdrawalAt.has(i)
        ? newWithdrawal(withdrawer)
        : i % 8 === 5
          ? newDeposit(players[0]!)
          : i % 4 === 3
            ? newTransfer(agent, agent.payees[i % agent.payees.length]!)
            : newRound(players[i % 2]!),
    );

    let acks = 0;
    const kill: { done: Promise<void> | null } = { done: null };
    await runBurst(server.url, rounds, CONCURRENCY, (round) => {
      if (round.outcome === 'ack') acks += 1;
      if (acks >= KILL_AFTER_ACKS && !kill.done) kill.done = server.kill();
    });
    await kill.done;
    const acked = rounds.filter((r) => r.outcome === 'ack');
    const unacked = rounds.filter((r) => r.outcome !== 'ack');
    // The kill landed mid-burst: some rounds were answered, some never were.
    expect(acked.length).toBeGreaterThanOrEqual(KILL_AFTER_ACKS);
    expect(unacked.length).toBeGreaterThan(0);
    for (const round of unacked) expect(round.outcome, round.answer?.text).toBe('lost');

    await server.restart();
    // The client retries what it never heard back about, with the same round ids...
    for (const round of unacked) {
      await sendRound(server.url, round);
      expect(round.outcome, round.answer?.text).toBe('ack');
    }
    // ...and a retry of an acknowledged one answers it again, moving nothing more.
    for (const round of acked.slice(0, 8)) {
      const first = round.orderId;
      await sendRound(server.url, round);
      expect(round.outcome, round.answer?.text).toBe('ack');
      expect(round.orderId).toBe(first);
    }
    for (const kind of ['transfer', 'deposit', 'withdrawal'] as const)
      expect(
        rounds.filter((r) => r.kind === kind && r.outcome === 'ack').length,
        kind,
      ).toBeGreaterThan(0);
    // The gateway took every deposit; its webhooks, cut off by the crash, are delivered again.
    await waitForDepositsCredited(
      server.url,
      rounds,
      new Map([
        ['demo01', players[0]!.token],
        ['agent01', players[1]!.token],
      ]),
    );
    // The session and the launch outlived the crash (they are rows, not process state).
    const wallet = await call(
      server.url,
      'GET',
      `${routes.demoGameState.path}?launchToken=${encodeURIComponent(players[0]!.launchToken)}`,
    );
    expect(wallet.status, wallet.text).toBe(200);

    await server.stop(); // PGlite: one process at a time
    const db = await backend.open();
    try {
      await expectLedgerInvariants(db.query);
      await expectRoundsAppliedOnce(db.query, rounds);
    } finally {
      await db.close();
    }
  }, 240_000);
});
