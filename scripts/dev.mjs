// `npm run dev`: the API server with reload (tsx watch) and the web app's Vite dev server
// together, their output interleaved. Ctrl-C (or SIGTERM) stops both; if one of them exits,
// the other is stopped too. The API's port is PORT (default 3000); Vite proxies the API paths
// to it (apps/web/vite.config.ts, API_ORIGIN).
import { spawn } from 'node:child_process';
import { existsSync, realpathSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

// A .env at the root is read by the server itself (apps/server/src/env-file.ts); PORT is read
// here too so Vite proxies to the right port.
if (existsSync(path.join(root, '.env'))) process.loadEnvFile(path.join(root, '.env'));
const apiPort = process.env.PORT || '3000';
const webPort = process.env.WEB_DEV_PORT || '5173';

/** The package's CLI script run with this Node directly: no shell, signals reach it. */
function bin(name) {
  const link = path.join(root, 'node_modules', '.bin', name);
  if (!existsSync(link)) {
    console.error(`${name} is not installed: run npm install first`);
    process.exit(1);
  }
  return realpathSync(link);
}

const children = [
  {
    name: 'api',
    cwd: path.join(root, 'apps/server'),
    args: [bin('tsx'), 'watch', 'src/main.ts'],
    env: {},
  },
  {
    name: 'web',
    cwd: path.join(root, 'apps/web'),
    args: [bin('vite'), '--port', webPort, '--strictPort'],
    env: { API_ORIGIN: `http://localhost:${apiPort}` },
  },
].map((c) => ({
  ...c,
  process: spawn(process.execPath, c.args, {
    cwd: c.cwd,
    env: { ...process.env, ...c.env },
    // Their own process group, so a Ctrl-C reaches each child once, from stopAll below (no
    // stdin: a background group reading the terminal would be stopped).
    detached: true,
    stdio: ['ignore', 'inherit', 'inherit'],
  }),
}));

console.log(
  `\nAPI:      http://localhost:${apiPort}/m/ (the built app; /wps/... and the rest of the API)`,
);
console.log(
  `Web dev:  http://localhost:${webPort}/m/ (Vite, hot reload, API proxied to :${apiPort})`,
);
console.log('Ctrl-C stops both.\n');

let stopping = false;
let exitCode = 0;
function stopAll(signal) {
  if (stopping) return;
  stopping = true;
  for (const c of children) if (c.process.exitCode === null) c.process.kill(signal);
}

for (const c of children) {
  c.process.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`\n${c.name} stopped (${signal ?? `exit code ${code}`}); stopping the other`);
      exitCode = code || 1;
      stopAll('SIGTERM');
    }
    if (children.every((x) => x.process.exitCode !== null || x.process.signalCode !== null))
      process.exit(exitCode);
  });
}
process.on('SIGINT', () => stopAll('SIGINT'));
process.on('SIGTERM', () => stopAll('SIGTERM'));
