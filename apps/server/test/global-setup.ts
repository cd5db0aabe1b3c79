import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createDb } from '../src/db/create-db';
import { MEMORY_DATA_DIR } from '../src/config';
import { createAppServices } from '../src/areas/app-services';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dumped PGlite data directory, migrated and seeded; empty when tests use PostgreSQL. */
    pgliteTemplatePath: string;
  }
}

/**
 * Runs initdb, the migrations and the seed once per run and hands the resulting data directory
 * to every test file, so each file's fresh in-memory database starts in well under a second.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteTemplatePath', '');
    return;
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'server-test-pglite-'));
  const handle = createDb({ database: { kind: 'pglite', dataDir: MEMORY_DATA_DIR } });
  await handle.migrate();
  await createAppServices(handle.db).seed.seedIfEmpty();
  const dump = await handle.dumpDataDir!();
  await handle.close();
  const file = path.join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplatePath', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
