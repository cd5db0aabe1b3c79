import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { MEMORY_DATA_DIR, type DatabaseConfig } from '../config';
import { migrationsFolder } from '../paths';
import { lockDataDir } from './pglite-lock';
import { pgliteQueueStats, poolStats, type DbStats } from './db-stats';
import { pgliteNotifier, postgresNotifier, type Notifier } from './notifier';
import * as schema from './schema';

/** The one query layer: the same Drizzle API over PGlite (embedded) or node-postgres. */
export type AppDatabase = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DbHandle = {
  db: AppDatabase;
  kind: DatabaseConfig['kind'];
  /** LISTEN/NOTIFY on this database (notifier.ts): how server instances tell each other. */
  notifier: Notifier;
  /** Pool or queue figures for /metrics (db-stats.ts). */
  stats: DbStats;
  /** Applies the committed migrations in apps/server/drizzle. */
  migrate(): Promise<void>;
  /**
   * Runs `step` while no other process holding this database runs one: server instances that
   * start together on one PostgreSQL migrate and seed one after the other (an advisory lock).
   */
  exclusive<T>(step: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** PGlite only: the data directory as a tar, reusable as `pgliteTemplate`. */
  dumpDataDir?: () => Promise<Blob>;
};

export type CreateDbOptions = {
  /**
   * PGlite only: start from a dumped data directory (PGlite.dumpDataDir) instead of running
   * initdb. Tests use a migrated, seeded template: about 0.5 s per database instead of 3 s.
   */
  pgliteTemplate?: Blob;
  /**
   * PostgreSQL only: put every table (and the migrations journal) in this schema instead of
   * public, so test runs can share one server without touching each other.
   */
  pgSchema?: string;
};

/** Connections per server instance to a PostgreSQL server. */
/** The defaults of DB_POOL_MAX and DB_CONNECT_TIMEOUT_MS (config.ts). */
const POOL_MAX = 10;
const CONNECT_TIMEOUT_MS = 10_000;

/** The advisory lock of `exclusive` (an arbitrary constant, the same in every instance). */
const STARTUP_LOCK_KEY = 2_026_020_001;

const SAFE_IDENTIFIER = /^[a-z_][a-z0-9_]{0,62}$/;

export function createDb(
  config: { database: DatabaseConfig },
  options: CreateDbOptions = {},
): DbHandle {
  const database = config.database;
  return database.kind === 'postgres'
    ? createNodePgDb(database, options)
    : createPgliteDb(database.dataDir, options.pgliteTemplate);
}

function createPgliteDb(dataDir: string, template: Blob | undefined): DbHandle {
  const inMemory = dataDir === MEMORY_DATA_DIR;
  let unlock = () => {};
  if (!inMemory) {
    mkdirSync(dataDir, { recursive: true });
    unlock = lockDataDir(dataDir);
  }
  const client = new PGlite({
    ...(inMemory ? {} : { dataDir }),
    ...(template ? { loadDataDir: template } : {}),
  });
  const db = drizzlePglite({ client, schema });
  return {
    db,
    kind: 'pglite',
    notifier: pgliteNotifier(client),
    stats: pgliteQueueStats(client),
    migrate: () => migratePglite(db, { migrationsFolder: migrationsFolder() }),
    // One process per data directory already (the lock file).
    exclusive: (step) => step(),
    close: async () => {
      try {
        await client.close();
      } finally {
        unlock();
      }
    },
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}

function createNodePgDb(
  {
    url,
    poolMax = POOL_MAX,
    connectTimeoutMs = CONNECT_TIMEOUT_MS,
  }: Extract<DatabaseConfig, { kind: 'postgres' }>,
  { pgSchema }: CreateDbOptions,
): DbHandle {
  if (pgSchema !== undefined && !SAFE_IDENTIFIER.test(pgSchema))
    throw new Error(`unsafe schema name: ${pgSchema}`);
  const pool = new pg.Pool({
    connectionString: url,
    max: poolMax,
    // Every connection busy, or the database refusing more: a request waits this long, then is
    // answered 503 (http/database-unavailable.ts) instead of queueing without end.
    connectionTimeoutMillis: connectTimeoutMs,
    ...(pgSchema ? { options: `-c search_path=${pgSchema}` } : {}),
  });
  // A connection the database drops (restart, outage) emits 'error': on the pool when idle (the
  // pool has discarded it), on its client when checked out (its queries fail, and the pool
  // discards it on release). Unhandled, either event would crash the process; the next query
  // opens a new connection, and the failed request is answered 503 (http/database-unavailable).
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzleNodePg({ client: pool, schema });
  const notifier = postgresNotifier(url, pool, pgSchema ? `${pgSchema}_` : '');
  return {
    db,
    kind: 'postgres',
    notifier,
    stats: poolStats(pool, poolMax),
    migrate: async () => {
      if (pgSchema) await db.execute(sql.raw(`create schema if not exists "${pgSchema}"`));
      await migrateNodePg(db, {
        migrationsFolder: migrationsFolder(),
        ...(pgSchema ? { migrationsSchema: pgSchema } : {}),
      });
    },
    exclusive: async (step) => {
      // A session lock on a connection of its own, held while `step` uses the pool.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        try {
          return await step();
        } finally {
          await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
        }
      } finally {
        client.release();
      }
    },
    close: async () => {
      await notifier.close();
      await pool.end();
    },
  };
}
