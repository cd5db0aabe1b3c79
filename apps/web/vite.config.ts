import { defineConfig, type Alias } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { cataloguePartsPlugin } from './i18n-parts';
import { shellDocumentPlugin, shellOnly } from './pwa-shell';

// The API server in development (scripts/dev.mjs sets it from PORT).
const apiOrigin = process.env.API_ORIGIN ?? 'http://localhost:3000';

export const aliases: Alias[] = [
  { find: '@', replacement: new URL('./src', import.meta.url).pathname },
];

// Served by the platform server under /m/ (see the brief: CSP script-src 'self', so no inline
// scripts; Vite's module entry is an external file).
export default defineConfig(({ isSsrBuild }) => ({
  base: '/m/',
  plugins: [
    react(),
    cataloguePartsPlugin(),
    // The service worker (issue 19, docs/decisions/0045-offline-shell.md): our own source
    // (sw/sw.ts) with the app shell's precache list injected; registered by the app itself once
    // the page is idle (src/app/service-worker), so no registerSW.js and no generated manifest
    // (public/manifest.webmanifest is the app's). Not in the server entry's build.
    ...(isSsrBuild
      ? []
      : [
          shellDocumentPlugin(),
          VitePWA({
            strategies: 'injectManifest',
            srcDir: 'sw',
            filename: 'sw.ts',
            injectRegister: false,
            manifest: false,
            injectManifest: {
              globPatterns: [
                'shell.html',
                'manifest.webmanifest',
                'icons/*',
                'assets/*.{js,css,woff2}',
              ],
              manifestTransforms: [shellOnly(new URL('./dist', import.meta.url).pathname)],
            },
          }),
        ]),
  ],
  resolve: {
    alias: aliases,
  },
  // `vite build --ssr` (the server entry, decision 0048) writes dist-server/ for Node; the
  // chunking below is the browser's.
  build: isSsrBuild
    ? { outDir: 'dist-server', emptyOutDir: true, target: 'node20', copyPublicDir: false }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        target: 'es2022',
        assetsInlineLimit: 0,
        // dist/.vite/manifest.json (not served: dot folders are ignored): the chunk graph the
        // first-load size check (bench/lib/first-load.ts) judges requests against.
        manifest: true,
        // Every browser the app supports has <link rel="modulepreload"> (Safari 17+); without
        // it the preloads are only hints missed. The polyfill was ~0.4 KiB of the entry.
        modulePreload: { polyfill: false },
        rolldownOptions: {
          // start-app: the small classic-free starter a server-rendered page loads in place of
          // the entry (decision 0048), built so it is minified and hashed like the rest.
          // start-framework: React DOM's evaluation, which the starter runs a task before the
          // entry's (decision 0048).
          input: {
            index: 'index.html',
            'start-app': 'src/start-app.ts',
            'start-framework': 'src/start-framework.ts',
          },
          output: {
            codeSplitting: {
              groups: [
                {
                  name: 'framework',
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
                  tags: ['$initial'],
                  priority: 2,
                },
                // (The starters stay alone: they run before, and without, the rest.)
                {
                  name: 'initial',
                  tags: ['$initial'],
                  test: (id: string) => !/[\\/]src[\\/]start-(app|framework)\.ts$/.test(id),
                  priority: 1,
                },
                // Below: chunks the bundler would otherwise cut into many small files of a few
                // hundred bytes each (a request and an import header apiece). The query hooks the
                // first load does not need (mutations, infinite lists) travel together...
                { name: 'query-hooks', test: /@tanstack[\\/]/, priority: 0.5 },
                // ...and so does the lobby's data layer (fetchers, query keys, favourites, launch),
                // which every lobby screen uses. Decision 0026 has the measured effect. The
                // lottery page's own fetchers stay with that page: home never runs them.
                {
                  name: 'lobby-data',
                  test: /src[\\/]features[\\/]lobby[\\/]api[\\/](?!get-lottery-|get-open-numeros)/,
                  priority: 0,
                },
              ],
            },
          },
        },
      },
  server: {
    proxy: Object.fromEntries(
      ['/wps', '/lgw', '/lotto', '/play', '/cdn', '/__dev', '/chat', '/psp'].map((p) => [
        p,
        // /wps carries live chat's WebSockets too.
        { target: apiOrigin, changeOrigin: true, ws: p === '/wps' },
      ]),
    ),
  },
}));
