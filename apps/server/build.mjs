// Bundles the server and the admin CLI into dist/ with esbuild. Workspace code (including
// @app/contracts, which exports TypeScript source) is bundled; real npm dependencies stay
// external and load from node_modules. Migrations are read at run time from ../drizzle, found
// relative to the bundle (src/paths.ts), so they are not copied.
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const here = import.meta.dirname;
const pkg = JSON.parse(readFileSync(path.join(here, 'package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@app/'));

rmSync(path.join(here, 'dist'), { recursive: true, force: true });

const started = Date.now();
await build({
  entryPoints: { main: path.join(here, 'src/main.ts'), admin: path.join(here, 'src/cli/admin.ts') },
  outdir: path.join(here, 'dist'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // Sub-paths too (drizzle-orm/pglite, ...): external by package name.
  external: external.flatMap((name) => [name, `${name}/*`]),
  logLevel: 'warning',
  legalComments: 'none',
});
console.log(`server bundle: dist/main.js, dist/admin.js (${Date.now() - started} ms)`);
