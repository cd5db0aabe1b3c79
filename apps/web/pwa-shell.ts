import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * The document the worker answers a navigation with when the network does not: a copy of the
 * built index.html under a name of its own. The server answers /m/index.html with a redirect to
 * /m/home (a home alias of spec section 2), and a navigation's HTML may be rendered by the
 * server for one page and language; the shell must be the client-only document.
 */
export const shellDocument = 'shell.html';

/** Emits `shellDocument` next to index.html. */
export function shellDocumentPlugin(): Plugin {
  return {
    name: 'app-shell-document',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') this.error('no index.html in the bundle');
      this.emitFile({ type: 'asset', fileName: shellDocument, source: index.source });
    },
  };
}

/**
 * What the service worker precaches (apps/web/sw/sw.ts, docs/decisions/0045-offline-shell.md):
 * the app shell, not the whole app. A repeat visit, online or not, paints from it; the lazy
 * screens keep coming from the network and the browser's HTTP cache (their files are
 * content-hashed and immutable).
 *
 *   - `shellDocument` (index.html's copy), the web manifest and the icons;
 *   - the static import graph of index.html (the entry's JS and CSS);
 *   - every language's catalogue, its first part when the build splits it (a player may switch
 *     language offline), and the fonts' WOFF2 files (the Khmer faces, added from script:
 *     src/shared/i18n/khmer-font.ts);
 *   - `shellModules` and their static graphs: what the shell loads by itself after start.
 */
export const shellModules = [
  // The offline screen, shown in place of a page when the browser is offline.
  'src/features/system/components/offline-page.tsx',
  // The worker's registration and the "updated" toast, loaded once the page is idle.
  'src/app/service-worker/register-service-worker.ts',
];

type ManifestChunk = { file: string; imports?: string[]; css?: string[] };
export type ViteManifest = Record<string, ManifestChunk>;

const catalogueKey = /^src\/locales\/\w+\.json(\?part=core)?$/;

/** The built files of the shell (paths relative to the output folder, e.g. assets/x.js). */
export function shellFiles(manifest: ViteManifest): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the app shell's module ${key} is not in the build manifest`);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  const keys = Object.keys(manifest);
  const catalogues = keys.filter((k) => catalogueKey.test(k));
  // A split catalogue: its core part only (the whole file is not a module then).
  const split = new Set(
    catalogues.filter((k) => k.endsWith('?part=core')).map((k) => k.replace('?part=core', '')),
  );
  for (const key of ['index.html', ...shellModules, ...catalogues.filter((k) => !split.has(k))])
    visit(key);
  return files;
}

/** Files the precache takes as they are (matched by the glob patterns in vite.config.ts). */
const alwaysPrecached = (url: string) => !url.startsWith('assets/') || url.endsWith('.woff2');

/**
 * A Workbox manifest transform: keeps the shell's entries of those the glob patterns found
 * (everything under assets/ otherwise). Reads the Vite manifest of `outDir`.
 */
export function shellOnly(outDir: string) {
  return async <T extends { url: string; size: number }>(entries: T[]) => {
    const file = path.join(outDir, '.vite/manifest.json');
    if (!existsSync(file)) throw new Error(`no Vite manifest at ${file} (build.manifest)`);
    const shell = shellFiles(JSON.parse(readFileSync(file, 'utf8')) as ViteManifest);
    return {
      manifest: entries.filter((e) => alwaysPrecached(e.url) || shell.has(e.url)),
      warnings: [],
    };
  };
}
