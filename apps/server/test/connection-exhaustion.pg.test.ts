import { routes } from '@app/contracts/routes';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { startPgCluster, type PgCluster } from './helpers/pg-cluster';
import {
  call,
  loginToken,
  startServer,
  waitFor,
  type Answer,
  type ServerProcess,
} from './helpers/server-process';

/**
 * Connections run out (issue 20, part 4), on a private PostgreSQL cluster with few connection
 * slots and a server whose pool holds 4 (DB_POOL_MAX) and waits 2 s for one
 * (DB_CONNECT_TIMEOUT_MS):
 * - every pooled connection is busy (their queries wait on a lock the test holds): requests past
 *   the pool's size are answered 503 in the envelope after the wait, not queued without end, and
 *   the held ones complete once the lock goes;
 * - the database refuses new connections (every slot taken): requests are answered 503, and
 *   service resumes by itself once slots are free.
 * Runs in the PostgreSQL pass of the server suite (`*.pg.test.ts`).
 */

const POOL_MAX = 4;
const CONNECT_TIMEOUT_MS = 2_000;
const MAX_CONNECTIONS = 12;

describe('connection exhaustion on PostgreSQL', () => {
  let cluster: PgCluster;
  let server: ServerProcess;
  let token: string;

  beforeAll(async () => {
    cluster = await startPgCluster({ settings: { max_connections: String(MAX_CONNECTIONS) } });
    server = await startServer({
      name: 'exhaustion',
      env: {
        DATABASE_URL: cluster.url,
        DB_POOL_MAX: String(POOL_MAX),
        DB_CONNECT_TIMEOUT_MS: String(CONNECT_TIMEOUT_MS),
        RATE_LIMIT_SCALE: '1000',
      },
    });
    token = await loginToken(server.url, 'demo01');
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
    cluster?.destroy();
  }, 60_000);

  const memberInfo = () =>
    call(server.url, 'GET', routes.memberInfo.path, { token, timeoutMs: 60_000 });
  const expectBusy = (res: Answer) => {
    expect(res.status, res.text).toBe(503);
    expect(res.body).toMatchObject({ success: false, errorCode: 'SYSTEM_ERROR' });
    expect(res.headers.get('retry-after')).toBeTruthy();
  };

  it('answers 503 after the wait when every pooled connection is busy', async () => {
    onTestFailed(() => console.error(server.output().slice(-20_000)));
    expect((await memberInfo()).status).toBe(200);
    const holder = new pg.Client({ connectionString: cluster.url });
    await holder.connect();
    let released = false;
    try {
      // Every session lookup now waits on the test's lock, holding its pooled connection.
      await holder.query('begin');
      await holder.query('lock table sessions in access exclusive mode');
      const started = Date.now();
      const answers = Array.from({ length: POOL_MAX + 4 }, () =>
        memberInfo().then((res) => ({ res, ms: Date.now() - started })),
      );
      // The pool's 4 connections wait on the lock; the others wait for a connection, in vain.
      const settled = await waitFor(
        'the requests past the pool to be answered',
        async () => {
          const done = await Promise.all(
            answers.map((a) =>
              Promise.race([a, new Promise<null>((r) => setTimeout(r, 50, null))]),
            ),
          );
          const finished = done.filter((d) => d !== null);
          return finished.length >= 4 ? finished : undefined;
        },
        30_000,
        200,
      );
      for (const { res, ms } of settled) {
        expectBusy(res);
        expect(ms).toBeGreaterThanOrEqual(CONNECT_TIMEOUT_MS - 100);
      }
      await holder.query('rollback');
      released = true;
      // The requests that held the pool's connections go on once the lock is gone.
      const all = await Promise.all(answers);
      expect(all.filter(({ res }) => res.status === 200).length).toBe(POOL_MAX);
      expect(all.filter(({ res }) => res.status === 503).length).toBe(4);
      expect((await memberInfo()).status).toBe(200);
    } finally {
      if (!released) await holder.query('rollback').catch(() => undefined);
      await holder.end();
    }
  }, 120_000);

  it('answers 503 while the database refuses connections, and resumes by itself', async () => {
    onTestFailed(() => console.error(server.output().slice(-20_000)));
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    const hogs: pg.Client[] = [];
    try {
      // The server's connections end (as when the database restarts them)...
      await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid()`,
      );
      // ...and every free slot is taken before it can open new ones.
      for (;;) {
        const hog = new pg.Client({ connectionString: cluster.url });
        try {
          await hog.connect();
        } catch (error) {
          expect((error as { code?: string }).code).toBe('53300'); // too many connections
          break;
        }
        hogs.push(hog);
        expect(hogs.length).toBeLessThan(MAX_CONNECTIONS);
      }
      expectBusy(await memberInfo());
      const health = await call(server.url, 'GET', '/healthz');
      expect(health.status, health.text).toBe(503);
    } finally {
      await Promise.all(hogs.map((h) => h.end()));
      await admin.end();
    }
    // Slots are free again: no restart needed.
    await waitFor(
      'member info to answer 200 again',
      async () => ((await memberInfo()).status === 200 ? true : undefined),
      30_000,
      200,
    );
    expect((await call(server.url, 'GET', '/healthz')).status).toBe(200);
  }, 120_000);
});
