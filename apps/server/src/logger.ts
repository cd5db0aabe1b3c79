import { createRequire } from 'node:module';
import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config';

function prettyAvailable(): boolean {
  try {
    // pino-pretty is a dev dependency; a production install may not have it.
    createRequire(import.meta.url).resolve('pino-pretty');
    return true;
  } catch {
    return false;
  }
}

/** Structured JSON logs; human-readable ones only for a developer at a terminal. */
export function loggerOptions(config: Config): NonNullable<FastifyServerOptions['logger']> {
  const pretty = process.stdout.isTTY && !config.isProduction && prettyAvailable();
  return {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    ...(pretty
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' },
          },
        }
      : {}),
  };
}
