import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync, appendFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findPostgresBinDir, PG_ROOT } from '../../../../scripts/postgres-bin.mjs';
import { canMountTmpfs, mountTmpfs } from './can-mount';
import { freePort } from './server-process';

export { canMountTmpfs };

/**
 * A private PostgreSQL cluster for one test file, from Debian's package like
 * scripts/with-postgres.mjs, which the test may stop and start (a database outage) without
 * touching the cluster every other test file shares. Needs the package installed (with-postgres
 * installs it); as root the cluster runs as the package's `postgres` user.
 */
export type PgCluster = {
  url: string;
  /** The cluster's directory (data, socket, log). */
  dir: string;
  stop(): void;
  start(): void;
  /** Stops it for good and removes its directory. */
  destroy(): void;
};

function postgresUser(): { uid: number; gid: number } | null {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return null;
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('postgres:'));
  if (!line) throw new Error('running as root but there is no `postgres` system user');
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

/**
 * `settings`: more postgresql.conf lines, e.g. `{ max_connections: '12' }`. `tmpfsMb`: the
 * cluster's directory is a tmpfs of that size (as root: canMountTmpfs), so a test can fill it.
 */
export async function startPgCluster(
  options: { settings?: Record<string, string>; tmpfsMb?: number } = {},
): Promise<PgCluster> {
  const bin = findPostgresBinDir();
  if (!bin) throw new Error(`PostgreSQL not found under ${PG_ROOT}`);
  const user = postgresUser();
  // On a tmpfs of its own when asked (the disk-full test fills it).
  const tmpfs = options.tmpfsMb ? mountTmpfs(options.tmpfsMb) : null;
  const dir = tmpfs?.dir ?? mkdtempSync(path.join(tmpdir(), 'pg-cluster-'));
  const unmount = () => tmpfs?.unmount();
  if (user) chownSync(dir, user.uid, user.gid);
  const data = path.join(dir, 'data');
  const log = path.join(dir, 'server.log');

  const run = (program: string, args: string[]) => {
    const argv = [path.join(bin, program), ...args];
    const full = user ? ['runuser', '-u', 'postgres', '--', ...argv] : argv;
    const result = spawnSync(full[0]!, full.slice(1), { encoding: 'utf8', timeout: 120_000 });
    if (result.status !== 0) {
      const serverLog = existsSync(log) ? readFileSync(log, 'utf8') : '';
      throw new Error(
        `${program} failed (${result.error?.message ?? `exit ${result.status}`}):\n` +
          `${result.stdout}${result.stderr}\n${serverLog}`,
      );
    }
  };

  try {
    run('initdb', ['--pgdata', data, '--username', 'postgres', '--auth', 'trust', '--no-sync']);
  } catch (error) {
    unmount();
    throw error;
  }
  const port = await freePort();
  appendFileSync(
    path.join(data, 'postgresql.conf'),
    [
      '',
      `port = ${port}`,
      "listen_addresses = '127.0.0.1'",
      `unix_socket_directories = '${dir}'`,
      // Not synchronous_commit = off: stopping in immediate mode would lose commits the server
      // had acknowledged, which is what the outage test checks never happens. fsync = off is
      // safe here: the machine does not crash, only the database server stops.
      'fsync = off',
      ...Object.entries(options.settings ?? {}).map(([name, value]) => `${name} = ${value}`),
      '',
    ].join('\n'),
  );
  const start = () =>
    run('pg_ctl', [
      'start',
      '--pgdata',
      data,
      '--wait',
      '--timeout',
      '60',
      '--silent',
      '--log',
      log,
    ]);
  // immediate: the server goes away at once, as in a crash or a cut network.
  const stop = () => run('pg_ctl', ['stop', '--pgdata', data, '--mode', 'immediate', '--silent']);
  start();
  run('createdb', ['--host', dir, '--port', String(port), '--username', 'postgres', 'app']);
  let running = true;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/app`,
    stop: () => {
      stop();
      running = false;
    },
    start: () => {
      start();
      running = true;
    },
    dir,
    destroy: () => {
      if (running) stop();
      running = false;
      unmount();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
