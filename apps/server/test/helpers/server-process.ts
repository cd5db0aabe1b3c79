import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loginResultSchema, publicKeySchema } from '@app/contracts/account';
import {
  deviceHeader,
  encryptPayload,
  encryptionHeader,
  importPublicKey,
} from '@app/contracts/encrypted-envelope';
import { routes } from '@app/contracts/routes';
import pg from 'pg';

/**
 * The real server as a child process (issue 20: several instances, crashes, outages): started
 * from source with tsx on a free port of 127.0.0.1, ready once GET /healthz answers 200. Tests
 * talk to it over real HTTP and may stop it (SIGTERM), kill it (SIGKILL) and start it again on
 * the same port and database.
 */

const serverDir = path.resolve(import.meta.dirname, '../..');
/** First starts run initdb (PGlite), the migrations and the seed on a busy 2-core machine. */
const DEFAULT_START_TIMEOUT_MS = 120_000;
const POLL_MS = 100;

export type ServerProcessOptions = {
  /** DATABASE_URL (PostgreSQL) or DATA_DIR (PGlite), plus anything else the test needs. */
  env: Record<string, string>;
  nodeEnv?: 'test' | 'development' | 'production';
  startTimeoutMs?: number;
  /** Shown in failures: which instance it was. */
  name?: string;
};

export type ServerProcess = {
  readonly name: string;
  readonly port: number;
  readonly url: string;
  /** The process id while it runs. */
  readonly pid: number | undefined;
  /** What the server printed (stdout and stderr), for failure messages. */
  output(): string;
  /** SIGTERM (graceful shutdown) and wait for the exit. */
  stop(): Promise<void>;
  /** SIGKILL: no shutdown code runs, as in a crash or an OOM kill. */
  kill(): Promise<void>;
  /** Starts it again on the same port and environment; waits for /healthz. */
  restart(): Promise<void>;
};

/** A port the OS says is free on 127.0.0.1 right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Polls `check` until it returns a value other than undefined, or throws at the deadline. */
export async function waitFor<T>(
  what: string,
  check: () => Promise<T | undefined>,
  timeoutMs = 30_000,
  intervalMs = POLL_MS,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown = null;
  for (;;) {
    try {
      const value = await check();
      if (value !== undefined) return value;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline) {
      const cause = lastError instanceof Error ? ` (last error: ${lastError.message})` : '';
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}${cause}`);
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

export async function startServer(options: ServerProcessOptions): Promise<ServerProcess> {
  const port = await freePort();
  const name = options.name ?? `server:${port}`;
  const url = `http://127.0.0.1:${port}`;
  // Uploaded files stay out of the repository's .data (the default with DATABASE_URL).
  const filesDir = mkdtempSync(path.join(tmpdir(), 'server-process-files-'));
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    TMPDIR: process.env.TMPDIR,
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: options.nodeEnv ?? 'test',
    LOG_LEVEL: 'warn',
    FILES_DIR: filesDir,
    ...options.env,
  };
  let child: ChildProcess | null = null;
  let log = '';

  async function launch(): Promise<void> {
    const started = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = started;
    log += `--- ${name}: started (pid ${started.pid})\n`;
    const append = (chunk: Buffer) => {
      log += chunk.toString();
      if (log.length > 200_000) log = log.slice(-100_000);
    };
    started.stdout!.on('data', append);
    started.stderr!.on('data', append);
    started.on('exit', (code, signal) => (log += `--- ${name}: exited (${signal ?? code})\n`));
    // A server that exits during start-up fails the start at once, not at the deadline.
    let gone = false;
    const exitedEarly = new Promise<never>((_, reject) =>
      started.once('exit', () => {
        gone = true;
        reject(new Error(`${name} exited during start-up`));
      }),
    );
    try {
      await Promise.race([
        exitedEarly,
        waitFor(
          `${name} to answer /healthz`,
          async () => {
            if (gone) return false; // stop polling: the race is lost already
            const res = await fetch(`${url}/healthz`, {
              signal: AbortSignal.timeout(5_000),
            }).catch(() => null);
            return res?.status === 200 ? true : undefined;
          },
          options.startTimeoutMs ?? DEFAULT_START_TIMEOUT_MS,
        ),
      ]);
    } catch (error) {
      started.kill('SIGKILL');
      await exited(started);
      throw new Error(`${(error as Error).message}\n${log}`, { cause: error });
    }
  }

  async function signal(sig: NodeJS.Signals): Promise<void> {
    const running = child;
    if (!running) return;
    child = null;
    if (running.exitCode === null && running.signalCode === null) running.kill(sig);
    await exited(running);
  }

  await launch();
  return {
    name,
    port,
    url,
    get pid() {
      return child?.pid;
    },
    output: () => log,
    stop: async () => {
      await signal('SIGTERM');
      rmSync(filesDir, { recursive: true, force: true });
    },
    kill: () => signal('SIGKILL'),
    restart: async () => {
      await signal('SIGTERM');
      await launch();
    },
  };
}

// ---------------------------------------------------------------- HTTP client

export type Answer = {
  status: number;
  headers: Headers;
  /** The parsed JSON body (the envelope), or null when the body is not JSON. */
  body: { success?: boolean; errorCode?: string | null; value?: unknown; message?: string } | null;
  text: string;
};

/** One request to a server process; `token` becomes the Bearer header, `json` the body. */
export async function call(
  baseUrl: string,
  method: string,
  urlPath: string,
  options: {
    token?: string;
    json?: unknown;
    headers?: Record<string, string>;
    timeoutMs?: number;
  } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.json !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${baseUrl}${urlPath}`, {
    method,
    headers,
    ...(options.json !== undefined ? { body: JSON.stringify(options.json) } : {}),
    signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
  });
  const text = await res.text();
  let body: Answer['body'];
  try {
    body = JSON.parse(text) as Answer['body'];
  } catch {
    body = null;
  }
  return { status: res.status, headers: res.headers, body, text };
}

/** The seeded demo accounts' password (seed-service.ts). */
export const DEMO_PASSWORD = 'Demo@2026';

/**
 * An encrypted call (login, payment password, agent transfers; decision 0005) over HTTP, as the
 * web app makes it: the payload sealed for the path with the server's public key.
 */
export async function sealedCall(
  baseUrl: string,
  method: 'POST' | 'PUT',
  urlPath: string,
  payload: unknown,
  options: { token?: string; timeoutMs?: number } = {},
): Promise<Answer> {
  const keyAnswer = await call(baseUrl, 'GET', routes.systemPublicKey.path, options);
  const info = publicKeySchema.parse(keyAnswer.body?.value);
  const key = await importPublicKey(info.publicKey);
  const sealed = await encryptPayload(key, info.keyId, payload, urlPath);
  return call(baseUrl, method, urlPath, {
    ...options,
    headers: { [encryptionHeader]: sealed.header, [deviceHeader]: 'H5' },
    json: { data: sealed.data },
  });
}

/** The real login by username; answers the raw reply (failures carry captcha details). */
export function loginRequest(
  baseUrl: string,
  username: string,
  password: string = DEMO_PASSWORD,
  extra: { captchaId?: string; captcha?: string } = {},
): Promise<Answer> {
  return sealedCall(baseUrl, 'POST', routes.sessionLogin.path, {
    type: 'username',
    username,
    password,
    remember: false,
    ...extra,
  });
}

/** Logs in and returns the session token; throws with the answer otherwise. */
export async function loginToken(
  baseUrl: string,
  username: string,
  password: string = DEMO_PASSWORD,
): Promise<string> {
  const res = await loginRequest(baseUrl, username, password);
  if (res.status !== 200) throw new Error(`login ${username}: ${res.status} ${res.text}`);
  return loginResultSchema.parse(res.body?.value).token;
}

// ---------------------------------------------------------------- PostgreSQL databases

/** The URL of another database on the server of `url`. */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/**
 * A new, empty database on the TEST_DATABASE_URL server (the server processes migrate and seed
 * it like a real deployment's first start); `drop` removes it, closing leftover connections.
 */
export async function createScratchDatabase(
  adminUrl: string,
  prefix: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${Date.now().toString(36)}_${Math.floor(Math.random() * 1e6)}`;
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`unsafe database name: ${name}`);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  return {
    url: withDatabase(adminUrl, name),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}
