import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    // Builds one migrated, seeded PGlite data directory that every test file starts from.
    globalSetup: ['test/global-setup.ts'],
    // Each test file starts its own embedded PostgreSQL (WASM).
    hookTimeout: 60_000,
    testTimeout: 20_000,
  },
});
