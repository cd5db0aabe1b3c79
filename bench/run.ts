/**
 * `npm run bench`: builds the app, starts the real server on its own port and a fresh database
 * seeded with 10,000 games, runs every part in bench/parts, prints the table (figure, budget,
 * pass/fail) and writes the figures as JSON under bench/results/. Only 127.0.0.1 is contacted.
 *
 *   --quick            fewer runs and shorter load (development)
 *   --only=a,b         run only these parts (bytes, lighthouse, scroll, api, team-pnl, login;
 *                      soak runs only when named here)
 *   --soak-minutes=N   the soak part's length (default 10)
 *   --no-build         use the existing build
 *   --base-url=URL     measure a server you started yourself (nothing is built or started)
 *   --uncached-base-url=URL  with --base-url: a server of yours with CATALOGUE_CACHE_MS=0, for
 *                      the api part's uncached figure (skipped without it)
 *   --port=N           the bench server's port (default BENCH_PORT or 3900); the api part's
 *                      second server (catalogue cache off) takes the next port
 * DATABASE_URL=postgres://... runs the server on that PostgreSQL database instead of PGlite.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describeMachine } from './lib/machine.ts';
import { formatTable, judge, type JudgedFigure } from './lib/report.ts';
import { repoRoot, startBenchServer, type StartedServer } from './lib/server.ts';
import type { BenchContext, BenchPart } from './lib/types.ts';

/** Parts run in this order: page measurements on a quiet server before the load tests. */
const partOrder = ['bytes', 'lighthouse', 'scroll', 'api', 'team-pnl', 'login', 'soak'];
/** Parts that run only when --only names them: the soak takes ten minutes. */
const onlyWhenAsked = ['soak'];
const SEED_GAMES = 10_000;
/** The team-pnl part's agent team (SEED_AGENT_TEAM), seeded only when that part runs. */
const SEED_AGENT_TEAM = 10_000;

const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
];

function parseArgs(argv: string[]) {
  const flag = (name: string) => argv.includes(`--${name}`);
  const value = (name: string) =>
    argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  const only = value('only')
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return {
    quick: flag('quick'),
    build: !flag('no-build'),
    only,
    baseUrl: value('base-url')?.replace(/\/+$/, ''),
    uncachedBaseUrl: value('uncached-base-url')?.replace(/\/+$/, ''),
    port: Number(value('port') ?? process.env.BENCH_PORT ?? 3900),
    soakMinutes: Number(value('soak-minutes') ?? 10),
  };
}

async function loadParts(only: string[] | undefined): Promise<BenchPart[]> {
  const dir = path.join(import.meta.dirname, 'parts');
  const available = readdirSync(dir)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => f.slice(0, -3));
  const unknown = (only ?? []).filter((n) => !available.includes(n));
  if (unknown.length)
    throw new Error(`unknown part(s): ${unknown.join(', ')}; have ${available.join(', ')}`);
  const names = available
    .filter((n) => (only ? only.includes(n) : !onlyWhenAsked.includes(n)))
    .sort((a, b) => (partOrder.indexOf(a) + 1 || 99) - (partOrder.indexOf(b) + 1 || 99));
  const parts: BenchPart[] = [];
  for (const name of names) {
    const mod = (await import(`./parts/${name}.ts`)) as Pick<BenchPart, 'run'>;
    parts.push({ name, run: mod.run });
  }
  return parts;
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  if (!(args.soakMinutes > 0)) throw new Error('--soak-minutes must be a positive number');
  const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `Chromium not found at ${chromiumPath}. Install Debian's package: apt-get update && apt-get install -y chromium (or set CHROMIUM_PATH).`,
    );
  }
  const log = (m: string) => console.log(`[bench] ${m}`);
  const parts = await loadParts(args.only);
  const databaseUrl = process.env.DATABASE_URL || undefined;

  if (!args.baseUrl && args.build) {
    log('building (npm run build)...');
    execFileSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  }
  let server: StartedServer | undefined;
  let uncachedServer: StartedServer | undefined;
  const figures: JudgedFigure[] = [];
  const failures: string[] = [];
  const startedAt = new Date();
  try {
    server = args.baseUrl
      ? undefined
      : await startBenchServer({
          port: args.port,
          seedGames: SEED_GAMES,
          ...(parts.some((p) => p.name === 'team-pnl') ? { seedAgentTeam: SEED_AGENT_TEAM } : {}),
          databaseUrl,
          log,
        });
    // The api part's uncached figure: a second server with the catalogue cache off, its own
    // database seeded alike (or the same PostgreSQL database).
    if (!args.baseUrl && parts.some((p) => p.name === 'api'))
      uncachedServer = await startBenchServer({
        port: args.port + 1,
        seedGames: SEED_GAMES,
        databaseUrl,
        catalogueCacheMs: 0,
        log,
      });
    const uncachedBaseUrl = args.baseUrl ? args.uncachedBaseUrl : uncachedServer?.baseUrl;
    const ctx: BenchContext = {
      baseUrl: args.baseUrl ?? server!.baseUrl,
      webDist: path.join(repoRoot, 'apps/web/dist'),
      quick: args.quick,
      database: databaseUrl ? 'postgres' : 'pglite',
      seededGames: SEED_GAMES,
      chromiumPath,
      chromiumArgs,
      soakMinutes: args.soakMinutes,
      ...(uncachedBaseUrl ? { uncachedBaseUrl } : {}),
      ...(server?.pid !== undefined ? { serverPid: server.pid } : {}),
      log,
    };
    for (const part of parts) {
      const t0 = Date.now();
      log(`part ${part.name}...`);
      try {
        const got = await part.run({ ...ctx, log: (m) => log(`${part.name}: ${m}`) });
        figures.push(...got.map(judge));
        log(`part ${part.name} done in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
      } catch (err) {
        failures.push(`${part.name}: ${(err as Error).stack ?? String(err)}`);
        log(`part ${part.name} FAILED: ${(err as Error).message}`);
      }
    }
  } finally {
    await uncachedServer?.stop();
    await server?.stop();
  }

  const machine = describeMachine(chromiumPath);
  console.log('');
  console.log(formatTable(figures));
  const failed = figures.filter((f) => f.pass === false);
  console.log('');
  console.log(
    `${figures.length} figures, ${figures.filter((f) => f.pass).length} within budget, ${failed.length} over budget` +
      (failures.length ? `, ${failures.length} part(s) failed to run` : ''),
  );
  for (const f of failures) console.error(f);

  const stamp = startedAt
    .toISOString()
    .replace(/:\d\d\.\d+Z$/, 'Z')
    .replace(':', '');
  const suffix = `${args.quick ? '-quick' : ''}${databaseUrl ? '-postgres' : ''}`;
  const outDir = path.join(repoRoot, 'bench/results');
  mkdirSync(outDir, { recursive: true });
  const file = path.join(outDir, `${stamp}-${machine.host}${suffix}.json`);
  writeFileSync(
    file,
    JSON.stringify(
      {
        date: startedAt.toISOString(),
        quick: args.quick,
        database: databaseUrl ? 'postgres' : 'pglite',
        seededGames: SEED_GAMES,
        machine,
        figures,
        failures,
      },
      null,
      2,
    ) + '\n',
  );
  console.log(`results written to ${path.relative(repoRoot, file)}`);
  process.exitCode = failed.length || failures.length ? 1 : 0;
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
