import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'contract',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // The conformance test runs the reference server, on the server tests' seeded PGlite template.
    globalSetup: ['../../apps/server/test/global-setup.ts'],
    hookTimeout: 60_000,
    testTimeout: 60_000,
  },
});
