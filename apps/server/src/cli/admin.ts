import { realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { ConfigError, loadConfig } from '../config';
import { createDb, type AppDatabase } from '../db/create-db';
import { DataDirInUseError } from '../db/pglite-lock';
import { createAppServices } from '../areas/app-services';
import { isOperatorMistake, runAdminCommand, USAGE } from './admin-commands';

export type AdminDeps = {
  /** An open, migrated database (tests); otherwise one is opened from the environment. */
  db?: AppDatabase;
  out?: (line: string) => void;
  err?: (line: string) => void;
  env?: NodeJS.ProcessEnv;
};

/** `npm run admin -- <command>`; returns the process exit code. */
export async function run(argv: readonly string[], deps: AdminDeps = {}): Promise<number> {
  const out = deps.out ?? ((line: string) => console.log(line));
  const err = deps.err ?? ((line: string) => console.error(line));
  if (argv.length === 0 || argv.includes('--help') || argv.includes('-h') || argv[0] === 'help') {
    out(USAGE);
    return argv.length === 0 ? 1 : 0;
  }

  let close: () => Promise<void> = async () => undefined;
  try {
    let db = deps.db;
    if (!db) {
      const handle = createDb(loadConfig(deps.env));
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
  const code = await run(process.argv.slice(2));
  process.exit(code);
}
