import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../..');

export type StartedServer = { baseUrl: string; pid?: number; stop: () => Promise<void> };

/** Waits until GET /healthz answers 200 (the server migrates and seeds before listening). */
async function waitHealthy(baseUrl: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${baseUrl}/healthz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server at ${baseUrl} not healthy after ${timeoutMs} ms`);
}

/**
 * Starts the BUILT server (apps/server/dist) as production would run it, on its own port and a
 * fresh temporary PGlite directory (or on DATABASE_URL when given), seeded with `seedGames` games.
 */
export async function startBenchServer(options: {
  port: number;
  seedGames: number;
  /** SEED_AGENT_TEAM: a bulk-seeded agent team of this many accounts (part team-pnl). */
  seedAgentTeam?: number;
  databaseUrl?: string;
  /** CATALOGUE_CACHE_MS: 0 turns the catalogue's answer cache off (the uncached figure). */
  catalogueCacheMs?: number;
  log: (m: string) => void;
}): Promise<StartedServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-db-'));
  const baseUrl = `http://127.0.0.1:${options.port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(options.port),
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    // Load from one address: the per-address limits stay on (their cost is measured) but high.
    RATE_LIMIT_SCALE: process.env.RATE_LIMIT_SCALE ?? '100000',
    SEED_GAMES: String(options.seedGames),
    DATA_DIR: dataDir,
  };
  if (options.catalogueCacheMs !== undefined)
    env.CATALOGUE_CACHE_MS = String(options.catalogueCacheMs);
  else delete env.CATALOGUE_CACHE_MS;
  if (options.seedAgentTeam) env.SEED_AGENT_TEAM = String(options.seedAgentTeam);
  else delete env.SEED_AGENT_TEAM;
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  else delete env.DATABASE_URL;
  options.log(
    `starting server on ${baseUrl} (${options.databaseUrl ? 'PostgreSQL' : `PGlite in ${dataDir}`}, ${options.seedGames} games${options.seedAgentTeam ? `, an agent team of ${options.seedAgentTeam}` : ''}${options.catalogueCacheMs === 0 ? ', catalogue cache off' : ''})`,
  );
  const child = spawn(process.execPath, [path.join(repoRoot, 'apps/server/dist/main.js')], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const started = Date.now();
  await waitHealthy(baseUrl, child, 180_000);
  options.log(`server ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return {
    baseUrl,
    ...(child.pid !== undefined ? { pid: child.pid } : {}),
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
