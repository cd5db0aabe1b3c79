import { apiPaths } from '@app/contracts/api-paths';
import {
  demoSpinBodySchema,
  demoStateQuerySchema,
  launchTokenSchema,
} from '@app/contracts/demo-game';
import { ok } from '@app/contracts/envelope';
import { apiLanguageSchema, defaultLanguage, type Language } from '@app/contracts/languages';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { createDemoAssets } from '../demo-game/demo-assets';
import { demoGamePage, sessionEndedPage } from '../demo-game/demo-page';
import { parseRequest } from '../http/request-validation';
import type { Services } from '../services/create-services';
import { DomainError } from '../services/domain-error';
import type { ResolvedLaunch } from '../services/game-launch-service';

const IMMUTABLE = 'public, max-age=31536000, immutable';

function languageOf(query: unknown): Language {
  const lang = (query as { lang?: unknown } | undefined)?.lang;
  const parsed = apiLanguageSchema.safeParse(lang);
  return parsed.success ? parsed.data : defaultLanguage;
}

function sendPage(reply: FastifyReply, status: number, html: string) {
  return (
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      // The launch token is in the URL: never send it on as a referrer.
      .header('referrer-policy', 'no-referrer')
      .send(html)
  );
}

/**
 * The demo game (demo-game.ts, docs/decisions/0021): its page GET /play/<launchToken>, the
 * page's script and styles under /play/assets/, and the state and spin calls.
 */
export function registerDemoGameRoutes(app: FastifyInstance, services: Services): void {
  const assets = createDemoAssets();

  app.get<{ Params: { token: string } }>('/play/:token', async (request, reply) => {
    const language = languageOf(request.query);
    let launch: ResolvedLaunch | null = null;
    if (launchTokenSchema.safeParse(request.params.token).success) {
      try {
        launch = await services.gameLaunches.resolve(request.params.token);
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
      }
    }
    if (!launch) return sendPage(reply, 410, sessionEndedPage(language, assets.urls()));
    return sendPage(
      reply,
      200,
      demoGamePage({
        language,
        gameName: launch.game.name,
        vendor: launch.game.vendor,
        wallet: launch.walletKind,
        assets: assets.urls(),
      }),
    );
  });

  app.get<{ Params: { file: string } }>('/play/assets/:file', async (request, reply) => {
    const asset = /^[a-z]+-[0-9a-f]{12}\.(js|css)$/.test(request.params.file)
      ? assets.find(request.params.file)
      : null;
    if (!asset) {
      return reply
        .code(404)
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'no-store')
        .send('Not found\n');
    }
    return reply.type(asset.contentType).header('cache-control', IMMUTABLE).send(asset.body);
  });

  app.get(apiPaths.demoGameState, async (request, reply) => {
    const query = parseRequest(demoStateQuerySchema, request.query);
    void reply.header('cache-control', 'no-store');
    return ok(await services.demoGame.state(query.launchToken));
  });

  app.post(apiPaths.demoGameSpin, async (request, reply) => {
    const body = parseRequest(demoSpinBodySchema, request.body ?? {});
    void reply.header('cache-control', 'no-store');
    return ok(await services.demoGame.spin(body));
  });
}
