import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiOrigin = 'http://localhost:3000';

// Served by the platform server under /m/ (see the brief: CSP script-src 'self', so no inline
// scripts; Vite's module entry is an external file).
export default defineConfig({
  base: '/m/',
  plugins: [react()],
  resolve: { alias: { '@': new URL('./src', import.meta.url).pathname } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    assetsInlineLimit: 0,
    // dist/.vite/manifest.json (not served: dot folders are ignored): the chunk graph the first-load
    // size check (bench/lib/first-load.ts) judges requests against.
    manifest: true,
  },
  server: {
    proxy: Object.fromEntries(
      ['/wps', '/lgw', '/lotto', '/play', '/cdn', '/__dev'].map((p) => [
        p,
        { target: apiOrigin, changeOrigin: true },
      ]),
    ),
  },
});
