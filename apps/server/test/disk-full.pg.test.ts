import { spawnSync } from 'node:child_process';
import { rmSync, statfsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { canMountTmpfs, mountTmpfs } from './helpers/can-mount';
import {
  expectLedgerInvariants,
  expectRoundsAppliedOnce,
  newRound,
  preparePlayer,
  sendRound,
  type Round,
} from './helpers/money-burst';
import {
  openPgliteForChecks,
  openPostgresForChecks,
  type CheckDatabase,
} from './helpers/check-database';
import { startPgCluster } from './helpers/pg-cluster';
import { startServer, type ServerProcess } from './helpers/server-process';

/**
 * The database's disk fills up (issue 20, part 4): the data lives on a small tmpfs, filled to the
 * last byte while game rounds run, on PGlite and on PostgreSQL. Rounds that need new space are
 * answered 503 in the envelope (SQLSTATE 53100, never a 500), nothing half-written remains, and
 * service resumes by itself once space is freed; retried rounds apply once. Needs root with
 * CAP_SYS_ADMIN to mount the tmpfs (vitest.config.ts includes this file only then); runs in the
 * PostgreSQL pass of the server suite.
 */

if (!canMountTmpfs())
  throw new Error('disk-full.pg.test.ts mounts a tmpfs: it needs root with CAP_SYS_ADMIN');

/** Room for the database, the migrations and the demo seed, with space to spare. */
const TMPFS_MB = 256;
/** Rounds sent after the disk is full before giving up on seeing one refused. */
const MAX_ROUNDS_WHILE_FULL = 2_000;

type Backend = {
  /** Where the data lives: the file system the test fills. */
  dir: string;
  env: Record<string, string>;
  /** The database for checks; PGlite's once the server has stopped (one process). */
  open(): Promise<CheckDatabase>;
  remove(): void;
};

function pgliteOnTmpfs(): Backend {
  const tmpfs = mountTmpfs(TMPFS_MB);
  const dataDir = path.join(tmpfs.dir, 'data');
  return {
    dir: tmpfs.dir,
    env: { DATA_DIR: dataDir },
    open: async () => openPgliteForChecks(dataDir),
    remove: () => tmpfs.unmount(),
  };
}

async function postgresOnTmpfs(): Promise<Backend> {
  const cluster = await startPgCluster({ tmpfsMb: TMPFS_MB });
  return {
    dir: cluster.dir,
    env: { DATABASE_URL: cluster.url },
    open: async () => openPostgresForChecks(cluster.url),
    remove: () => cluster.destroy(),
  };
}

describe.each([
  { kind: 'pglite', make: async () => pgliteOnTmpfs() },
  { kind: 'postgres', make: postgresOnTmpfs },
])('database disk full ($kind)', ({ make }) => {
  let backend: Backend;
  let server: ServerProcess;

  beforeAll(async () => {
    backend = await make();
    server = await startServer({
      name: 'disk-full',
      env: { ...backend.env, RATE_LIMIT_SCALE: '1000' },
    });
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
    backend?.remove();
  }, 60_000);

  it('answers 503 while the disk is full, loses nothing, and resumes once space is freed', async () => {
    onTestFailed(() => console.error(server.output().slice(-20_000)));
    const player = await preparePlayer(server.url, 'demo01');
    const rounds: Round[] = [];
    const play = async () => {
      const round = newRound(player);
      rounds.push(round);
      return sendRound(server.url, round);
    };
    for (let i = 0; i < 5; i++) expect((await play()).outcome).toBe('ack');

    // Every free byte of the data's file system taken.
    const filler = path.join(backend.dir, 'filler');
    const { bavail, bsize } = statfsSync(backend.dir);
    const filled = spawnSync('fallocate', ['-l', String(bavail * bsize), filler], {
      encoding: 'utf8',
    });
    expect(filled.status, filled.stderr).toBe(0);
    expect(statfsSync(backend.dir).bavail).toBe(0);

    let refused: Round | undefined;
    try {
      // Rounds until one needs a page the disk has no room for (a table or index grows).
      for (let i = 0; i < MAX_ROUNDS_WHILE_FULL && !refused; i++) {
        const round = await play();
        if (round.outcome !== 'ack') refused = round;
      }
      expect(refused, 'a round refused while the disk is full').toBeDefined();
      expect(refused!.answer?.status, refused!.answer?.text).toBe(503);
      expect(refused!.answer?.body).toMatchObject({ success: false, errorCode: 'SYSTEM_ERROR' });
      expect(refused!.answer?.headers.get('retry-after')).toBeTruthy();
      // Still full: the next one is refused the same way.
      const again = await play();
      expect(again.answer?.status, again.answer?.text).toBe(503);
    } finally {
      rmSync(filler, { force: true });
    }

    // Space again: no restart of the server or the database.
    for (let i = 0; i < 3; i++) {
      const round = await play();
      expect(round.outcome, round.answer?.text).toBe('ack');
    }
    // Every answer was a success or a 503 in the envelope.
    for (const round of rounds)
      expect(round.outcome === 'ack' || round.answer?.status === 503, round.answer?.text).toBe(
        true,
      );
    // The refused ones, retried with their ids, apply once.
    for (const round of rounds.filter((r) => r.outcome !== 'ack')) {
      await sendRound(server.url, round);
      expect(round.outcome, round.answer?.text).toBe('ack');
    }
    await server.stop(); // PGlite: one process at a time; the data opens afresh after the episode
    const db = await backend.open();
    try {
      await expectLedgerInvariants(db.query);
      await expectRoundsAppliedOnce(db.query, rounds);
    } finally {
      await db.close();
    }
  }, 300_000);
});
