import zlib from 'node:zlib';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Config } from './config';
import type { AppDatabase } from './db/create-db';
import { registerErrorHandler } from './http/error-handler';
import { registerNotFoundHandler } from './http/not-found-handler';
import { registerSecurityHeaders } from './http/security-headers';
import { registerWebApp } from './http/web-app';
import { registerDevOperatorSettingsRoutes } from './routes/dev-operator-settings-routes';
import { registerHealthRoutes } from './routes/health-routes';
import { registerSystemRoutes } from './routes/system-routes';
import { createServices, type Services } from './services/create-services';

export type AppOptions = {
  config: Config;
  db: AppDatabase;
  logger?: FastifyServerOptions['logger'];
};

/** JSON bodies here are small settings objects; anything bigger is a mistake or abuse. */
const BODY_LIMIT_BYTES = 64 * 1024;

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

/** TRUST_PROXY as a hop count: trust that many proxies in front of this server. */
function trustProxyOption(
  value: Config['trustProxy'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof value === 'number' ? (_address, hop) => hop < value : value;
}

/** Builds the HTTP app over an already migrated database. Does not listen. */
export async function buildApp({
  config,
  db,
  logger = false,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: BODY_LIMIT_BYTES,
  });
  const services = createServices(db);
  app.decorate('services', services);

  // Only JSON bodies are accepted; anything else is 415 UNSUPPORTED_MEDIA_TYPE.
  app.removeContentTypeParser('text/plain');

  registerErrorHandler(app);
  registerNotFoundHandler(app);
  await registerSecurityHeaders(app, { production: config.isProduction });
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    // Quality 11 costs far more CPU than it saves bytes on dynamic responses.
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  });

  registerSystemRoutes(app, services);
  registerHealthRoutes(app, services);
  if (!config.isProduction) registerDevOperatorSettingsRoutes(app, services);
  await registerWebApp(app, { webDist: config.webDist });

  return app;
}
