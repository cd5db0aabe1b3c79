import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp, type AppOptions } from '../../src/app';
import { MEMORY_DATA_DIR, type Config } from '../../src/config';
import { createDb, type DbHandle } from '../../src/db/create-db';
import { createAppServices } from '../../src/areas/app-services';
import type { HttpTransport } from '../../src/services/http-transport';

export type TestApp = {
  app: FastifyInstance;
  database: DbHandle;
  config: Config;
  close(): Promise<void>;
};

export type TestAppOptions = {
  nodeEnv?: Config['nodeEnv'];
  /** Defaults to an empty temporary directory: tests never depend on the real web build. */
  webDist?: string;
  /** The web app's server entry (dist-server/entry-server.js); default none (client-only pages). */
  webServerEntry?: string;
  /** Defaults to the web build's folder: a fake web build doubles as a built console. */
  consoleDist?: string;
  trustProxy?: Config['trustProxy'];
  /** Per-address rate limits (test/rate-limit.test.ts); default none, as tests share 127.0.0.1. */
  rateLimits?: Config['rateLimits'];
  /** Reuse a database (several apps over one PGlite, e.g. production and development mode). */
  database?: DbHandle;
  /** Accounts: a movable clock (see helpers/clock.ts) or another message sender. */
  services?: AppOptions['services'];
};

/**
 * A fresh, migrated and seeded database: in-memory PGlite (from the global setup's template),
 * or with TEST_DATABASE_URL a new schema on that PostgreSQL server (dropped on close).
 */
export async function createTestDatabase(): Promise<DbHandle> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    // The global setup's migrated, seeded template; migrate and seed below are then no-ops.
    const templatePath = inject('pgliteTemplatePath');
    const pgliteTemplate = templatePath ? new Blob([readFileSync(templatePath)]) : undefined;
    const handle = createDb(
      { database: { kind: 'pglite', dataDir: MEMORY_DATA_DIR } },
      { pgliteTemplate },
    );
    await handle.migrate();
    await createAppServices(handle.db).seed.seedIfEmpty();
    return handle;
  }
  const pgSchema = `test_${randomBytes(6).toString('hex')}`;
  const handle = createDb({ database: { kind: 'postgres', url } }, { pgSchema });
  await handle.migrate();
  await createAppServices(handle.db).seed.seedIfEmpty();
  return {
    ...handle,
    close: async () => {
      await handle.db.execute(sql.raw(`drop schema if exists "${pgSchema}" cascade`));
      await handle.close();
    },
  };
}

export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase());
  const ownsDatabase = options.database === undefined;
  const tempWebDist = options.webDist ? null : mkdtempSync(path.join(tmpdir(), 'no-web-dist-'));
  const nodeEnv = options.nodeEnv ?? 'test';
  const config: Config = {
    port: 0,
    host: '127.0.0.1',
    nodeEnv,
    isProduction: nodeEnv === 'production',
    logLevel: 'silent',
    trustProxy: options.trustProxy ?? false,
    rateLimits: options.rateLimits ?? null,
    database: { kind: 'pglite', dataDir: MEMORY_DATA_DIR },
    filesDir: null,
    webDist: options.webDist ?? tempWebDist!,
    webServerEntry: options.webServerEntry ?? null,
    serverRenderTimeoutMs: 30_000,
    consoleDist: options.consoleDist ?? options.webDist ?? tempWebDist!,
    publicUrl: 'http://app.test',
    internalUrl: 'http://internal.test',
  };
  // The platform and the payment gateway simulator call each other through inject: no port.
  let built: FastifyInstance | null = null;
  const transport: HttpTransport = async (request) => {
    if (!built) return { status: 0, body: '' };
    const url = new URL(request.url);
    const response = await built.inject({
      method: request.method,
      url: `${url.pathname}${url.search}`,
      headers: { ...request.headers, host: url.host },
      ...(request.body !== undefined ? { payload: request.body } : {}),
    });
    return { status: response.statusCode, body: response.body };
  };
  const app = await buildApp({
    config,
    db: database.db,
    notifier: database.notifier,
    dbStats: database.stats,
    services: { transport, ...options.services },
  });
  built = app;
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      if (ownsDatabase) await database.close();
      if (tempWebDist) rmSync(tempWebDist, { recursive: true, force: true });
    },
  };
}
