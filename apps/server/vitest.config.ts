import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    // Files that need a real PostgreSQL server (several server processes on one database, a
    // cluster stopped under load) run in the PostgreSQL pass only (npm run test:server:pg).
    exclude: process.env.TEST_DATABASE_URL ? [] : ['test/**/*.pg.test.ts'],
    // Builds one migrated, seeded PGlite data directory that every test file starts from.
    globalSetup: ['test/global-setup.ts'],
    // Each test file starts its own embedded PostgreSQL (WASM).
    hookTimeout: 60_000,
    testTimeout: 20_000,
  },
});
