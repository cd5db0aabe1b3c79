import zlib from 'node:zlib';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Config } from './config';
import type { AppDatabase } from './db/create-db';
import { frameworkErrorHandler, registerErrorHandler } from './http/error-handler';
import { registerNotFoundHandler } from './http/not-found-handler';
import { registerNulGuard } from './http/request-validation';
import { registerSecurityHeaders } from './http/security-headers';
import { createLcpPreloads } from './http/lcp-preloads';
import { registerWebApp } from './http/web-app';
import { registerDevOperatorSettingsRoutes } from './routes/dev-operator-settings-routes';
import { registerHealthRoutes } from './routes/health-routes';
import { registerSystemRoutes } from './routes/system-routes';
import { createServices, type ServiceOptions, type Services } from './services/create-services';
import { registerAccountRoutes } from './routes/account-routes';
import { registerDevOutboxRoutes } from './routes/dev-outbox-routes';
import { registerDevContentRoutes } from './routes/dev-content-routes';
import { registerFormBodyParser } from './http/form-body';
import { registerAnnouncementRoutes } from './routes/announcement-routes';
import { registerCdnRoutes } from './routes/cdn-routes';
import { registerMemberInfoRoutes } from './routes/member-info-routes';
import { registerWalletRoutes } from './routes/wallet-routes';
import { registerBetOrderRoutes } from './routes/bet-order-routes';
import { registerDemoGameRoutes } from './routes/demo-game-routes';
import { registerGameLaunchRoutes } from './routes/game-launch-routes';
import { registerLotteryRoutes } from './routes/lottery-routes';
import { registerGameRoutes } from './routes/game-routes';
import { registerFavouriteRoutes } from './routes/favourite-routes';

export type AppOptions = {
  config: Config;
  db: AppDatabase;
  logger?: FastifyServerOptions['logger'];
  /** Accounts: injectable clock and message sender (tests). */
  services?: Omit<ServiceOptions, 'publicUrl'>;
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
  services: serviceOptions = {},
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: BODY_LIMIT_BYTES,
    frameworkErrors: frameworkErrorHandler,
  });
  const services = createServices(db, {
    ...serviceOptions,
    publicUrl: config.publicUrl,
    ...(config.seedGames !== undefined ? { seedGames: config.seedGames } : {}),
  });
  app.decorate('services', services);

  // Only JSON bodies are accepted; anything else is 415 UNSUPPORTED_MEDIA_TYPE...
  app.removeContentTypeParser('text/plain');
  // ...and small form posts (spec: forgot-by-email and icon calls are form-encoded).
  registerFormBodyParser(app);

  registerErrorHandler(app);
  registerNulGuard(app);
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
  registerAccountRoutes(app, services);
  registerWalletRoutes(app, services);
  registerMemberInfoRoutes(app, services);
  registerAnnouncementRoutes(app, services);
  registerCdnRoutes(app, services);
  registerGameRoutes(app, services);
  registerFavouriteRoutes(app, services);
  registerGameLaunchRoutes(app, services);
  registerDemoGameRoutes(app, services);
  registerBetOrderRoutes(app, services);
  registerLotteryRoutes(app, services);
  if (!config.isProduction) registerDevOperatorSettingsRoutes(app, services);
  if (!config.isProduction) registerDevOutboxRoutes(app, services);
  if (!config.isProduction) registerDevContentRoutes(app, services);
  await registerWebApp(app, { webDist: config.webDist, preloads: createLcpPreloads(services) });

  return app;
}
