import { buildApp } from './app';
import { ConfigError, describeDatabase, loadConfig, type Config } from './config';
import { createDb } from './db/create-db';
import { DataDirInUseError } from './db/pglite-lock';
import { loadEnvFile } from './env-file';
import { loggerOptions } from './logger';
import { collectStartupNotes } from './startup-notes';

/** Operator mistakes (bad env, data directory in use) get their message, not a stack trace. */
function orExit<T>(step: () => T): T {
  try {
    return step();
  } catch (error) {
    if (error instanceof ConfigError || error instanceof DataDirInUseError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function main(): Promise<void> {
  const envFile = loadEnvFile();
  const config: Config = orExit(() => loadConfig());
  const database = orExit(() => createDb(config));
  const app = await buildApp({
    config,
    db: database.db,
    notifier: database.notifier,
    dbStats: database.stats,
    logger: loggerOptions(config),
    // In production, settings are read at most once a second and public catalogue answers are
    // reused for CATALOGUE_CACHE_MS (10 s; decision 0028); development and tests see every
    // change at once.
    services: {
      cacheMs: {
        settings: config.isProduction ? 1_000 : 0,
        catalogue: config.catalogueCacheMs ?? 0,
      },
    },
  });

  // Installed before migrating: a stop during a first start (initdb) must still close PGlite.
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  try {
    // Instances starting together on one PostgreSQL would race to create the same tables.
    await database.exclusive(async () => {
      await database.migrate();
      await app.services.seed.seedIfEmpty();
    });
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    if (stopping) return; // interrupted by a signal; shutdown() exits
    app.log.fatal({ err: error }, 'start-up failed');
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      console.error(
        `\nPort ${config.port} is already in use. Stop the other server or choose another port: PORT=3001 npm start\n`,
      );
    }
    await app.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    process.exit(1);
  }

  // The payment gateway simulator's webhook retries and the expiry of unpaid deposits (issue 13).
  app.services.psp.startDispatcher();
  app.services.cashier.startExpirySweeper();
  // Lottery draws that have closed are settled (issue 14).
  app.services.lottery.startSettlementSweeper();
  // Bonuses past their wagering days expire and take what is left of them (issue 16).
  app.services.rewards.bonus.startExpirySweeper();
  // Rebates of finished days and contract periods that ended are paid (issue 17). Not in the
  // end-to-end server (NODE_ENV=test): specs run the payouts when they mean to (devAgentJobs),
  // so an hourly salary landing mid-test never changes a balance another spec asserts.
  if (config.nodeEnv !== 'test') app.services.agents.startJobs();

  const port = (app.server.address() as { port: number } | null)?.port ?? config.port;
  console.log(`\nWeb app:   http://localhost:${port}/m/`);
  console.log(`Console:   http://localhost:${port}/ops/`);
  console.log(`Mode:      ${config.nodeEnv}, ${describeDatabase(config.database)}`);
  if (envFile) console.log(`Settings:  ${envFile} (variables set in the environment win)`);
  for (const note of await collectStartupNotes({ db: database.db })) console.log(note);
  console.log('');
}

main().catch((error: unknown) => {
  console.error('Server failed to start:', error);
  process.exit(1);
});
