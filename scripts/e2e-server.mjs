// Starts the built server for the end-to-end suite on a fresh embedded database.
// E2E_FROM_SOURCE=1 runs the server from TypeScript (tsx) instead of the bundle, and
// E2E_WEB_DIST serves another web build: several people can run suites side by side on their
// own ports (E2E_PORT) without rebuilding the shared dist folders.
import { rmSync } from 'node:fs';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { e2eDataDir, totpClaimsDir } from './e2e-paths.mjs';

const root = path.resolve(import.meta.dirname, '..');
const port = process.env.PORT ?? '3100';
const dataDir = e2eDataDir(port);
rmSync(dataDir, { recursive: true, force: true });
// A new run: no authenticator code has been claimed yet (e2e/ops-helpers.ts).
rmSync(totpClaimsDir(port), { recursive: true, force: true });
const fromSource = process.env.E2E_FROM_SOURCE === '1';
const args = fromSource
  ? ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')]
  : [path.join(root, 'apps/server/dist/main.js')];
const child = spawn(process.execPath, args, {
  stdio: 'inherit',
  cwd: fromSource ? path.join(root, 'apps/server') : process.cwd(),
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    // The suite sends everything from 127.0.0.1 and logs in hundreds of times: limits stay on
    // (the same code runs) but far above what it sends.
    RATE_LIMIT_SCALE: process.env.RATE_LIMIT_SCALE ?? '1000',
    // Pages rendered on the server wait for their render however loaded the machine (a page
    // that gave up would be sent unrendered, and the specs check what the server rendered).
    SERVER_RENDER_TIMEOUT_MS: process.env.SERVER_RENDER_TIMEOUT_MS ?? '60000',
    ...(process.env.E2E_WEB_DIST ? { WEB_DIST: process.env.E2E_WEB_DIST } : {}),
  },
});
for (const sig of ['SIGTERM', 'SIGINT']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
