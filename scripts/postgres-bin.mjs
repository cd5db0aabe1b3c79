// Where Debian's PostgreSQL server programs are (shared by with-postgres.mjs and the server
// tests' private clusters, apps/server/test/helpers/pg-cluster.ts).
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

export const PG_ROOT = '/usr/lib/postgresql';

/** The newest /usr/lib/postgresql/<version>/bin that has initdb and pg_ctl, or null. */
export function findPostgresBinDir() {
  if (!existsSync(PG_ROOT)) return null;
  const versions = readdirSync(PG_ROOT)
    .filter((version) => /^\d+$/.test(version))
    .sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const bin = path.join(PG_ROOT, version, 'bin');
    if (existsSync(path.join(bin, 'initdb')) && existsSync(path.join(bin, 'pg_ctl'))) return bin;
  }
  return null;
}
