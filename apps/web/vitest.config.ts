import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
// The same aliases and catalogue split as the build.
import { cataloguePartsPlugin } from './i18n-parts';
import { aliases } from './vite.config';

export default defineConfig({
  plugins: [react(), cataloguePartsPlugin()],
  resolve: { alias: aliases },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', '*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});
