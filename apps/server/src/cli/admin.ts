import { realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { ConfigError, loadConfig } from '../config';
import { createDb, type AppDatabase } from '../db/create-db';
import { DataDirInUseError } from '../db/pglite-lock';
import { loadEnvFile } from '../env-file';
import { createAppServices } from '../areas/app-services';
import { isOperatorMistake, runAdminCommand, USAGE } from './admin-commands';
import { BACKUP_COMMANDS, runBackupCommand } from './backup-command';
import { BackupError } from '../db/pglite-backup';
import { createRemoteSettings, RemoteError } from './remote-settings';

export type AdminDeps = {
  /** An open, migrated database (tests); otherwise one is opened from the environment. */
  db?: AppDatabase;
  out?: (line: string) => void;
  err?: (line: string) => void;
  env?: NodeJS.ProcessEnv;
  /** Tests: the HTTP client used with --url. */
  fetch?: typeof fetch;
};

/**
 * `--url URL` (or OPS_API_URL): send the command to the running server's operator API with the
 * API token in OPS_API_TOKEN, instead of opening the database (which PGlite lets only one
 * process hold). Returns the URL and the remaining arguments.
 */
function remoteUrl(argv: readonly string[], env: NodeJS.ProcessEnv) {
  const rest: string[] = [];
  let url: string | undefined = env.OPS_API_URL || undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--url') url = argv[++i];
    else if (arg.startsWith('--url=')) url = arg.slice('--url='.length);
    else rest.push(arg);
  }
  return { url, rest };
}

/** `npm run admin -- <command>`; returns the process exit code. */
export async function run(argv: readonly string[], deps: AdminDeps = {}): Promise<number> {
  const out = deps.out ?? ((line: string) => console.log(line));
  const err = deps.err ?? ((line: string) => console.error(line));
  if (argv.length === 0 || argv.includes('--help') || argv.includes('-h') || argv[0] === 'help') {
    out(USAGE);
    return argv.length === 0 ? 1 : 0;
  }

  const env = deps.env ?? process.env;
  // Backups work on the data directory itself: no migrations, no seeding, never --url.
  if ((BACKUP_COMMANDS as readonly string[]).includes(argv[0]!)) {
    try {
      await runBackupCommand(argv, loadConfig(env), { out });
      return 0;
    } catch (error) {
      if (
        error instanceof ConfigError ||
        error instanceof DataDirInUseError ||
        error instanceof BackupError ||
        isOperatorMistake(error)
      ) {
        err(`error: ${error.message}`);
        return 2;
      }
      err(`error: ${error instanceof Error ? error.message : String(error)}`);
      return 1;
    }
  }
  const { url, rest } = remoteUrl(argv, env);
  if (url !== undefined) {
    try {
      const token = env.OPS_API_TOKEN;
      if (!token)
        throw new RemoteError(
          'set OPS_API_TOKEN to an operator API token (an admin makes one in the console, Operators > API tokens)',
        );
      const settings = createRemoteSettings({
        url,
        token,
        ...(deps.fetch ? { fetch: deps.fetch } : {}),
      });
      await runAdminCommand(rest, settings, { out }, undefined, { remote: true });
      return 0;
    } catch (error) {
      if (error instanceof RemoteError || isOperatorMistake(error)) {
        err(`error: ${error.message}`);
        return 2;
      }
      err(`error: ${error instanceof Error ? error.message : String(error)}`);
      return 1;
    }
  }

  let close: () => Promise<void> = async () => undefined;
  try {
    let db = deps.db;
    if (!db) {
      const handle = createDb(loadConfig(env));
      close = handle.close;
      await handle.migrate();
      db = handle.db;
    }
    const services = createAppServices(db);
    await services.seed.seedIfEmpty();
    await runAdminCommand(
      argv,
      services.core.operatorSettings,
      { out },
      services.seed.gameCatalogue,
    );
    return 0;
  } catch (error) {
    if (
      error instanceof ConfigError ||
      error instanceof DataDirInUseError ||
      isOperatorMistake(error)
    ) {
      err(`error: ${error.message}`);
      if (error.name === 'UsageError') err('Run with --help for usage.');
      return 2;
    }
    err(`error: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await close();
  }
}

function isEntryPoint(): boolean {
  const entry = process.argv[1];
  if (!entry) return false;
  try {
    return import.meta.url === pathToFileURL(realpathSync(entry)).href;
  } catch {
    return false;
  }
}

if (isEntryPoint()) {
  loadEnvFile();
  const code = await run(process.argv.slice(2));
  process.exit(code);
}
