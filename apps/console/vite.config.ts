import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Served by the platform server under /ops/ (apps/server/src/http/console-app.ts) with a strict
// CSP: script-src 'self', so the build must emit only external module scripts (Vite does).
export default defineConfig({
  base: '/ops/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // No data: URLs for scripts or fonts; images as files keep the CSP's img-src honest.
    assetsInlineLimit: 0,
  },
  server: {
    // `npm run dev -w apps/console` against the API server on :3000.
    proxy: Object.fromEntries(
      ['/ops/api', '/wps'].map((p) => [p, { target: 'http://localhost:3000', changeOrigin: true }]),
    ),
  },
});
