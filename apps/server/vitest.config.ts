import { defineConfig } from 'vitest/config';
import { canMountTmpfs } from './test/helpers/can-mount';

/**
 * Files that need a real PostgreSQL server (several server processes on one database, a cluster
 * stopped under load) run in the PostgreSQL pass only (npm run test:server:pg); the disk-full
 * test also needs to mount a tmpfs (root with CAP_SYS_ADMIN), and says so when it cannot run.
 */
function excluded(): string[] {
  if (!process.env.TEST_DATABASE_URL) return ['test/**/*.pg.test.ts'];
  if (canMountTmpfs()) return [];
  console.warn(
    'disk-full.pg.test.ts not run: mounting a tmpfs needs root with CAP_SYS_ADMIN (CI has it)',
  );
  return ['test/disk-full.pg.test.ts'];
}

export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    exclude: excluded(),
    // Builds one migrated, seeded PGlite data directory that every test file starts from.
    globalSetup: ['test/global-setup.ts'],
    // Each test file starts its own embedded PostgreSQL (WASM).
    hookTimeout: 60_000,
    testTimeout: 20_000,
  },
});
