// Runs a command against a throwaway PostgreSQL cluster from Debian's `postgresql` package:
//   node scripts/with-postgres.mjs -- npx vitest run --project server
// The cluster lives in a new temporary directory, listens on a free port on 127.0.0.1 (and a unix
// socket in that directory), trusts local connections and skips fsync. The command gets
// TEST_DATABASE_URL; afterwards the cluster is stopped and the directory removed, also when the
// command fails or this script gets SIGINT/SIGTERM. Exits with the command's exit code.
// Like ensure-chromium.mjs, it installs the package when missing and running as root.
import { spawn, spawnSync } from 'node:child_process';
import { appendFileSync, chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findPostgresBinDir, PG_ROOT } from './postgres-bin.mjs';

const DATABASE = 'test';
const SUPERUSER = 'postgres';
// Each test database is a pool of up to 10 connections plus LISTEN clients, test files run in
// parallel and multi-instance tests open more: headroom over the default 100 (a run peaked at ~20).
const MAX_CONNECTIONS = 400;

const separator = process.argv.indexOf('--');
const command = separator === -1 ? [] : process.argv.slice(separator + 1);
if (command.length === 0) {
  console.error('usage: node scripts/with-postgres.mjs -- <command> [args...]');
  process.exit(2);
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const binDir = findPostgresBinDir() ?? installPostgres();
const pgUser = isRoot ? postgresSystemUser() : null;

let tempDir = null;
let dataDir = null;
let started = false;
let child = null;
let exiting = false;

process.on('exit', cleanup);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    // The command (same process group on a terminal) may get the signal too; make sure it does,
    // and clean up when it has gone. Before the command starts there is nothing to wait for.
    if (child && child.exitCode === null && child.signalCode === null) child.kill(signal);
    else exit(128 + (signal === 'SIGINT' ? 2 : 15));
  });
}

try {
  await main();
} catch (error) {
  console.error(`with-postgres: ${error instanceof Error ? error.message : String(error)}`);
  exit(1);
}

async function main() {
  tempDir = mkdtempSync(path.join(tmpdir(), 'with-postgres-'));
  dataDir = path.join(tempDir, 'data');
  // initdb refuses to run as root: the cluster belongs to the package's `postgres` user.
  if (pgUser) chownSync(tempDir, pgUser.uid, pgUser.gid);

  runPg('initdb', [
    '--pgdata',
    dataDir,
    '--username',
    SUPERUSER,
    '--auth',
    'trust',
    '--encoding',
    'UTF8',
    '--locale',
    'C',
    '--no-sync',
  ]);

  const port = await freePort();
  // Appending keeps the file's owner (the cluster's user) even when we are root.
  appendFileSync(
    path.join(dataDir, 'postgresql.conf'),
    [
      '',
      '# with-postgres.mjs: a throwaway test cluster',
      `port = ${port}`,
      "listen_addresses = '127.0.0.1'",
      `unix_socket_directories = '${tempDir}'`,
      `max_connections = ${MAX_CONNECTIONS}`,
      'fsync = off',
      'synchronous_commit = off',
      'full_page_writes = off',
      '',
    ].join('\n'),
  );

  started = true;
  runPg('pg_ctl', [
    'start',
    '--pgdata',
    dataDir,
    '--wait',
    '--timeout',
    '60',
    '--silent',
    '--log',
    path.join(tempDir, 'server.log'),
  ]);

  runPg('createdb', ['--host', tempDir, '--port', String(port), '--username', SUPERUSER, DATABASE]);

  const url = `postgres://${SUPERUSER}@127.0.0.1:${port}/${DATABASE}`;
  console.log(`with-postgres: PostgreSQL (${path.basename(path.dirname(binDir))}) at ${url}`);
  child = spawn(command[0], command.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, TEST_DATABASE_URL: url },
  });
  const code = await new Promise((resolve) => {
    child.on('error', (error) => {
      console.error(`with-postgres: cannot run ${command[0]}: ${error.message}`);
      resolve(127);
    });
    child.on('exit', (exitCode, signal) =>
      resolve(exitCode ?? 128 + (signal === 'SIGINT' ? 2 : signal === 'SIGKILL' ? 9 : 15)),
    );
  });
  exit(code);
}

function exit(code) {
  if (exiting) return;
  exiting = true;
  process.exit(code); // runs cleanup through the 'exit' handler
}

/** Synchronous, so it also runs from the 'exit' handler; safe to call more than once. */
function cleanup() {
  if (started) {
    started = false;
    const stop = pgCommand('pg_ctl', [
      'stop',
      '--pgdata',
      dataDir,
      '--mode',
      'immediate',
      '--silent',
    ]);
    spawnSync(stop[0], stop.slice(1), { stdio: 'ignore' });
  }
  if (tempDir) {
    rmSync(tempDir, { recursive: true, force: true });
    tempDir = null;
  }
}

function installPostgres() {
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    console.error(
      `PostgreSQL not found (${PG_ROOT}/<version>/bin/initdb and pg_ctl).\n` +
        "The server tests on PostgreSQL need Debian's PostgreSQL server package\n" +
        '(as root: apt-get update && apt-get install -y postgresql).',
    );
    process.exit(1);
  }
  console.log(
    "Installing Debian's PostgreSQL for the server tests (apt-get install postgresql)...",
  );
  const result = spawnSync(
    'sh',
    [
      '-c',
      'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql',
    ],
    { stdio: 'inherit' },
  );
  const bin = result.status === 0 ? findPostgresBinDir() : null;
  if (!bin) {
    console.error(`Installing postgresql failed, or ${PG_ROOT}/<version>/bin is still missing.`);
    process.exit(1);
  }
  return bin;
}

/** The `postgres` user the Debian package creates, from /etc/passwd. */
function postgresSystemUser() {
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('postgres:'));
  if (!line) {
    console.error('with-postgres: running as root but there is no `postgres` system user.');
    process.exit(1);
  }
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

/** A PostgreSQL program as argv, run as the `postgres` user when we are root. */
function pgCommand(program, args) {
  const full = [path.join(binDir, program), ...args];
  return pgUser ? ['runuser', '-u', 'postgres', '--', ...full] : full;
}

function runPg(program, args) {
  const argv = pgCommand(program, args);
  const result = spawnSync(argv[0], argv.slice(1), { encoding: 'utf8' });
  if (result.status === 0) return;
  const log = tempDir ? path.join(tempDir, 'server.log') : '';
  const serverLog = log && existsSync(log) ? `\nserver log:\n${readFileSync(log, 'utf8')}` : '';
  throw new Error(
    `${program} failed (${result.error?.message ?? `exit ${result.status}`}):\n` +
      `${result.stdout ?? ''}${result.stderr ?? ''}${serverLog}`,
  );
}

/** A port the OS says is free on 127.0.0.1 right now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}
