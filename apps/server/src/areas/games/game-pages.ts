import { launchTokenSchema } from '@app/contracts/demo-game';
import { apiLanguageSchema, defaultLanguage, type Language } from '@app/contracts/languages';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { createDemoAssets, lotteryAssetFiles } from '../../demo-game/demo-assets';
import { demoGamePage, sessionEndedPage } from '../../demo-game/demo-page';
import { lotteryTicketPage } from '../../demo-game/lottery-page';
import { playAssetsFolder } from '../../paths';
import { sendSvg, sendWebp } from '../../http/svg-reply';
import { DomainError } from '../../services/domain-error';
import type { GameCatalogueService } from '../../services/game-catalogue-service';
import type { GameLaunchService, ResolvedLaunch } from '../../services/game-launch-service';

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
 * The demo game's page GET /play/<launchToken> and its script and styles under /play/assets/
 * (demo-game.ts, docs/decisions/0021): HTML and files, not rows of the endpoint table (the
 * page's state and spin calls are; game-routes.ts). A lottery game's launch gets the lottery
 * ticket page instead (issue 14; its calls are the lottery area's).
 */
export function registerDemoGamePages(
  app: FastifyInstance,
  launches: GameLaunchService,
  isLotteryGame: (gameId: number) => Promise<boolean>,
): void {
  const assets = createDemoAssets();
  const lotteryAssets = createDemoAssets(playAssetsFolder, lotteryAssetFiles);

  app.get<{ Params: { token: string } }>('/play/:token', async (request, reply) => {
    const language = languageOf(request.query);
    let launch: ResolvedLaunch | null = null;
    if (launchTokenSchema.safeParse(request.params.token).success) {
      try {
        launch = await launches.resolve(request.params.token);
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
      }
    }
    if (!launch) return sendPage(reply, 410, sessionEndedPage(language, assets.urls()));
    if (await isLotteryGame(launch.game.id)) {
      return sendPage(
        reply,
        200,
        lotteryTicketPage({
          language,
          gameName: launch.game.name,
          vendor: launch.game.vendor,
          wallet: launch.walletKind,
          assets: lotteryAssets.urls(),
        }),
      );
    }
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
      ? (assets.find(request.params.file) ?? lotteryAssets.find(request.params.file))
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
}

/** Game artwork under /cdn (issue 4): icons by vendor and game code, the default icon, logos. */
export function registerGameArtwork(app: FastifyInstance, catalogue: GameCatalogueService): void {
  app.get('/cdn/games/default.svg', async (_request, reply) =>
    sendSvg(reply, catalogue.defaultIcon()),
  );
  app.get('/cdn/games/default.webp', async (_request, reply) =>
    sendWebp(reply, await catalogue.defaultIconWebp()),
  );

  // Each icon as SVG (games/<vendor>/<code>.svg) and as WebP (.webp, what the seed names:
  // decision 0046).
  app.get<{ Params: { vendor: string; file: string } }>(
    '/cdn/games/:vendor/:file',
    async (request, reply) => {
      const vendor = /^[A-Z0-9_]{1,24}$/.test(request.params.vendor) ? request.params.vendor : null;
      const match = /^([a-z0-9-]{1,64})\.(svg|webp)$/.exec(request.params.file);
      const code = match?.[1];
      if (match?.[2] === 'webp')
        return sendWebp(reply, vendor && code ? await catalogue.gameIconWebp(vendor, code) : null);
      return sendSvg(reply, vendor && code ? await catalogue.gameIcon(vendor, code) : null);
    },
  );

  app.get<{ Params: { file: string } }>('/cdn/vendors/:file', async (request, reply) => {
    const match = /^([A-Z0-9_]{1,24})\.svg$/.exec(request.params.file);
    return sendSvg(reply, match?.[1] ? await catalogue.vendorLogo(match[1]) : null);
  });
}
