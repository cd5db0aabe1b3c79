import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrationsFolder as migrationsFolderOf } from '../src/paths';

const migrationsFolder = migrationsFolderOf();

/**
 * drizzle-kit writes foreign keys as `REFERENCES "public"."table"`. The server (and the test
 * suite on PostgreSQL) may run in another schema through search_path, where such a reference
 * points at a table that does not exist. Strip the qualifier after `db:generate`.
 */
describe('committed migrations', () => {
  const files = readdirSync(migrationsFolder).filter((f) => f.endsWith('.sql'));

  it('exist', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it.each(files)('%s names no schema, so it runs in any search_path', (file) => {
    const sqlText = readFileSync(path.join(migrationsFolder, file), 'utf8');
    expect(sqlText).not.toMatch(/"public"\./);
  });
});
