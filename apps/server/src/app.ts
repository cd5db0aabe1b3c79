import path from 'node:path';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Config } from './config';
import type { AppDatabase } from './db/create-db';
import type { Notifier } from './db/notifier';
import type { DbStats } from './db/db-stats';
import { createMetrics } from './metrics/metrics';
import { METRICS_PATH, registerMetrics } from './metrics/metrics-route';
import { createLedgerStatsRepository } from './repositories/ledger-stats-repository';
import { registerUnderPressure } from './http/under-pressure';
import { frameworkErrorHandler, registerErrorHandler } from './http/error-handler';
import { registerNotFoundHandler } from './http/not-found-handler';
import { registerNulGuard } from './http/request-validation';
import { registerSecurityHeaders } from './http/security-headers';
import { createLcpPreloads } from './http/lcp-preloads';
import { createServerRender } from './http/server-render';
import { registerWebApp } from './http/web-app';
import { registerConsoleApp } from './http/console-app';
import { createEndpointRegistrar } from './http/endpoint-routes';
import { registerFormBodyParser } from './http/form-body';
import { registerOpenApiRoute } from './http/openapi-route';
import { registerRateLimits } from './http/rate-limit';
import { createRateLimitRepository } from './repositories/rate-limit-repository';
import { createRateLimitCounter } from './services/rate-limit-counter';
import { createScopeGuards } from './http/scopes';
import { registerAccountsArea } from './areas/accounts/accounts-area';
import { createAppServices, type AppServices } from './areas/app-services';
import { registerContentArea } from './areas/content/content-area';
import type { ServiceOptions } from './areas/core';
import { registerDevArea } from './areas/dev/dev-area';
import { registerFeedbackArea } from './areas/feedback/feedback-area';
import { registerGamesArea } from './areas/games/games-area';
import { registerLotteryArea } from './areas/lottery/lottery-area';
import { registerMemberArea } from './areas/member/member-area';
import {
  createMessagesServices,
  registerMessagesArea,
  type MessagesServices,
} from './areas/messages/messages-area';
import { registerKycArea } from './areas/kyc/kyc-area';
import { registerUploadsArea } from './areas/uploads/uploads-area';
import { registerReferralArea } from './areas/referral/referral-area';
import { registerCashierArea } from './areas/cashier/cashier-area';
import { registerOpsArea } from './areas/ops/ops-area';
import { registerPspArea } from './areas/psp/psp-area';
import { registerSystemArea } from './areas/system/system-area';
import { registerSecurityArea } from './areas/security/security-area';
import { registerVipArea } from './areas/vip/vip-area';
import { registerRewardsArea } from './areas/rewards/rewards-area';
import { registerAgentsArea } from './areas/agents/agents-area';
import { registerSaferGamblingArea } from './areas/safer-gambling/safer-gambling-area';
import { registerVitalsArea } from './areas/vitals/vitals-area';

export type AppOptions = {
  config: Config;
  db: AppDatabase;
  /** LISTEN/NOTIFY on the same database (DbHandle.notifier): live chat across instances. */
  notifier: Notifier;
  /** The database's pool or queue figures for /metrics (DbHandle.stats). */
  dbStats?: DbStats;
  logger?: FastifyServerOptions['logger'];
  /** Accounts: injectable clock and message sender (tests). */
  services?: Omit<ServiceOptions, 'publicUrl' | 'internalUrl' | 'pspUrl' | 'filesDir'>;
};

/** JSON bodies here are small settings objects; anything bigger is a mistake or abuse. */
const BODY_LIMIT_BYTES = 64 * 1024;

declare module 'fastify' {
  interface FastifyInstance {
    /** Each area's services (tests and start-up seeding reach them here). */
    services: AppServices;
    /** Messages and live chat (issue 15): built here, as they need the database's notifier. */
    messages: MessagesServices;
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
  notifier,
  dbStats,
  logger = false,
  services: serviceOptions = {},
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: BODY_LIMIT_BYTES,
    frameworkErrors: frameworkErrorHandler,
  });
  const services = createAppServices(db, {
    ...serviceOptions,
    publicUrl: config.publicUrl,
    internalUrl: config.internalUrl,
    ...(config.pspUrl !== undefined ? { pspUrl: config.pspUrl } : {}),
    filesDir: config.filesDir,
    ...(config.seedGames !== undefined ? { seedGames: config.seedGames } : {}),
    ...(config.seedAgentTeam !== undefined ? { seedAgentTeam: config.seedAgentTeam } : {}),
  });
  app.decorate('services', services);
  const messages = createMessagesServices(db, services.core, {
    notifier,
    audit: services.ops.audit,
    announcements: services.content.announcements,
  });
  app.decorate('messages', messages);

  // Only JSON bodies are accepted; anything else is 415 UNSUPPORTED_MEDIA_TYPE (text/plain too,
  // but on the field-data beacon row: areas/vitals/vitals-area.ts)...
  app.removeContentTypeParser('text/plain');
  // ...and small form posts (spec: forgot-by-email and icon calls are form-encoded).
  registerFormBodyParser(app);

  registerErrorHandler(app);
  // Operations (issue 20): 503 while the event loop lags, and the figures at GET /metrics.
  await registerUnderPressure(app, {
    maxEventLoopDelayMs: config.maxEventLoopDelayMs ?? 0,
    exempt: [METRICS_PATH],
  });
  registerMetrics(
    app,
    createMetrics({
      db: dbStats,
      ledger: createLedgerStatsRepository(db),
      chat: messages.chatHub,
    }),
    { token: config.metricsToken },
  );
  registerNulGuard(app);
  registerNotFoundHandler(app);
  await registerSecurityHeaders(app, { production: config.isProduction });
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    // Quality 11 costs far more CPU than it saves bytes on dynamic responses.
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
    // Answers up to 64 KB are compressed in one synchronous call. The plugin's default on 2
    // cores is 8 KB, above which every answer gets its own brotli stream (a 4 MB window set up
    // and torn down): a 25-game page (8.5 KB) cost ~0.8 ms of the event loop that way against
    // ~0.05 ms in one call (decision 0043).
    syncThreshold: 64 * 1024,
  });

  // The public pages' first screen, rendered by the web app's server entry (issue 19).
  const serverRender = config.webServerEntry
    ? createServerRender(app, {
        entryPath: config.webServerEntry,
        manifestPath: path.join(config.webDist, '.vite', 'manifest.json'),
        webRoot: path.resolve(config.webDist),
        timeoutMs: config.serverRenderTimeoutMs,
        log: app.log,
      })
    : null;

  // Per-address limits on the public routes (issue 20), counted in the database; before any route.
  if (config.rateLimits) {
    await registerRateLimits(app, {
      limits: config.rateLimits,
      counter: createRateLimitCounter(createRateLimitRepository(db), services.core.clock),
      ...(serverRender ? { exempt: serverRender.isOwnCall } : {}),
    });
  }

  // The API: every row of the endpoint table, registered by the area that serves it.
  const { core } = services;
  const endpoints = createEndpointRegistrar(app, {
    guards: createScopeGuards(core.sessions, services.ops.auth, services.ops.tokens),
    serverKeys: core.serverKeys,
    production: config.isProduction,
  });
  registerSystemArea(endpoints, services.system);
  registerAccountsArea(endpoints, services.accounts, core);
  registerSecurityArea(endpoints, services.security, {
    login: services.accounts.login,
    cashier: services.cashier,
  });
  registerMemberArea(endpoints, services.member, core, services.vip.vip);
  registerVipArea(endpoints, services.vip);
  registerUploadsArea(app, endpoints, core.files);
  registerKycArea(endpoints, services.kyc);
  registerFeedbackArea(endpoints, services.feedback);
  registerMessagesArea(app, endpoints, messages);
  registerReferralArea(endpoints, services.referral);
  registerRewardsArea(endpoints, services.rewards);
  registerAgentsArea(endpoints, services.agents);
  registerSaferGamblingArea(endpoints, services.saferGambling);
  registerVitalsArea(app, endpoints, services.vitals);
  registerContentArea(app, endpoints, services.content);
  registerGamesArea(app, endpoints, services.games, serviceOptions);
  registerLotteryArea(endpoints, services.lottery);
  registerOpsArea(endpoints, services.ops, services.cashier.cashDesk);
  registerCashierArea(app, endpoints, services.cashier);
  registerPspArea(
    app,
    services.psp,
    async () => (await core.operatorSettings.readAll()).site.merchantCode,
  );
  if (!config.isProduction)
    registerDevArea(
      endpoints,
      services.dev,
      core,
      () => services.agents.runDueJobs(),
      (username, seconds) => services.saferGambling.devRealityCheckSeconds(username, seconds),
      // The jobs of main.ts's timers, once each (they are safe to run on every instance at once).
      async () => {
        const webhooksDelivered = await services.psp.dispatchDue();
        const depositsExpired = await services.cashier.deposits.expireDue();
        const lotteryOrdersSettled = await services.lottery.lotteryOrders.settleDue();
        const bonusesExpired = await services.rewards.bonus.expireDue();
        await services.agents.runDueJobs();
        return { webhooksDelivered, depositsExpired, lotteryOrdersSettled, bonusesExpired };
      },
    );
  const missing = endpoints.missing();
  if (missing.length > 0) throw new Error(`endpoints without a route: ${missing.join(', ')}`);
  // The table as an OpenAPI 3.1 document, for developers (GET /wps/openapi.json).
  if (!config.isProduction) registerOpenApiRoute(app);

  await registerWebApp(app, {
    webDist: config.webDist,
    render: serverRender,
    preloads: createLcpPreloads({
      announcements: services.content.announcements,
      gameCatalogue: services.games.catalogue,
      systemStatus: services.system.systemStatus,
    }),
  });
  // The operator console (issue 12) under /ops/; its API under /ops/api/ is registered above.
  await registerConsoleApp(app, {
    consoleDist: config.consoleDist,
    production: config.isProduction,
  });

  return app;
}
