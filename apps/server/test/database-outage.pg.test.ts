import { routes } from '@app/contracts/routes';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import {
  expectLedgerInvariants,
  expectRoundsAppliedOnce,
  newRound,
  preparePlayer,
  sendRound,
  type Round,
} from './helpers/money-burst';
import { openPostgresForChecks } from './helpers/check-database';
import { startPgCluster, type PgCluster } from './helpers/pg-cluster';
import { call, startServer, waitFor, type ServerProcess } from './helpers/server-process';

/**
 * A database outage (issue 20, part 4): a private PostgreSQL cluster is stopped while requests
 * run, then started again. Answers are 503 in the envelope (never a 500 or no answer), /healthz
 * says so, nothing is half-written, and service resumes by itself. Runs in the PostgreSQL pass
 * of the server suite (`*.pg.test.ts`, see vitest.config.ts), which has Debian's postgresql.
 */

/** The rate limits stay on, far above what the loops send from one address. */
const MANY_REQUESTS = { RATE_LIMIT_SCALE: '1000' };

/** Request loops during the outage test. */
const TRAFFIC_LOOPS = 4;

describe('database outage on PostgreSQL', () => {
  let cluster: PgCluster;
  let server: ServerProcess;

  beforeAll(async () => {
    // A private cluster: stopping the shared one would fail every other test file using it.
    cluster = await startPgCluster();
    server = await startServer({
      name: 'outage',
      env: { DATABASE_URL: cluster.url, ...MANY_REQUESTS },
    });
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
    cluster?.destroy();
  }, 60_000);

  it('answers 503 in the envelope while the database is away, and resumes by itself', async () => {
    onTestFailed(() => console.error(server.output().slice(-20_000)));
    const player = await preparePlayer(server.url, 'demo01');
    const rounds: Round[] = [];
    const others: { status: number; body: unknown }[] = [];
    let running = true;
    // Traffic all along, several requests at once (so the cut finds connections in the middle
    // of transactions): game rounds and a public read.
    const loop = async () => {
      while (running) {
        const round = newRound(player);
        rounds.push(round);
        await sendRound(server.url, round);
        const res = await call(server.url, 'GET', routes.systemStatus.path).catch(() => null);
        others.push({ status: res?.status ?? 0, body: res?.body ?? null });
      }
    };
    const traffic = Promise.all(Array.from({ length: TRAFFIC_LOOPS }, loop));

    await waitFor('rounds before the outage', async () =>
      rounds.filter((r) => r.outcome === 'ack').length >= 5 ? true : undefined,
    );
    cluster.stop();
    try {
      const health = await waitFor(
        '/healthz to answer 503',
        async () => {
          const res = await call(server.url, 'GET', '/healthz');
          return res.status === 503 ? res : undefined;
        },
        60_000,
      );
      expect(health.body).toMatchObject({ success: false, errorCode: 'SYSTEM_ERROR' });
      const refused = await waitFor(
        'a round answered 503',
        async () => {
          return rounds.find((r) => r.answer?.status === 503);
        },
        60_000,
      );
      expect(refused.answer?.body).toMatchObject({ success: false, errorCode: 'SYSTEM_ERROR' });
      expect(refused.answer?.headers.get('retry-after')).toBeTruthy();
    } finally {
      cluster.start();
    }

    // Back by itself: no restart of the server.
    await waitFor(
      '/healthz to answer 200 again',
      async () => ((await call(server.url, 'GET', '/healthz')).status === 200 ? true : undefined),
      60_000,
    );
    const before = rounds.length;
    await waitFor(
      'rounds to be acknowledged again',
      async () =>
        rounds.slice(before).filter((r) => r.outcome === 'ack').length >= 3 ? true : undefined,
      60_000,
    );
    running = false;
    await traffic;

    // Every answer was a success or a 503 in the envelope: never a 500, never no answer.
    for (const round of rounds) {
      expect(round.outcome === 'ack' || round.answer?.status === 503, round.answer?.text).toBe(
        true,
      );
      if (round.outcome !== 'ack')
        expect(round.answer?.body).toMatchObject({ success: false, errorCode: 'SYSTEM_ERROR' });
    }
    for (const other of others) expect([200, 503]).toContain(other.status);
    expect(rounds.some((r) => r.outcome !== 'ack')).toBe(true);

    // A refused round may or may not have committed before the cut: retried, each applies once.
    for (const round of rounds.filter((r) => r.outcome !== 'ack')) {
      await sendRound(server.url, round);
      expect(round.outcome, round.answer?.text).toBe('ack');
    }
    const db = openPostgresForChecks(cluster.url);
    try {
      await expectLedgerInvariants(db.query);
      await expectRoundsAppliedOnce(db.query, rounds);
    } finally {
      await db.close();
    }
  }, 240_000);
});
