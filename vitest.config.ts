import { defineConfig } from 'vitest/config';

// One Vitest run for the whole repo; each workspace brings its own project config.
export default defineConfig({
  test: {
    projects: ['packages/contracts', 'apps/server', 'apps/web', 'apps/console', 'tools/contract'],
  },
});
