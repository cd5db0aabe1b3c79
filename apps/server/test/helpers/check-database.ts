import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Query } from './money-burst';

/** The test's own connection to a server process's database, for the ledger checks. */
export type CheckDatabase = { query: Query; close(): Promise<void> };

/** PGlite's data directory: only once the server has stopped (one process at a time). */
export function openPgliteForChecks(dataDir: string): CheckDatabase {
  const client = new PGlite(dataDir);
  return {
    query: async <T>(text: string, values: unknown[] = []) =>
      (await client.query<T>(text, values)).rows,
    close: () => client.close(),
  };
}

/** A PostgreSQL database, beside the running servers. */
export function openPostgresForChecks(url: string): CheckDatabase {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  return {
    query: async <T>(text: string, values: unknown[] = []) =>
      (await pool.query(text, values)).rows as T[],
    close: () => pool.end(),
  };
}
