import type {
  Game,
  gameListQuerySchema,
  GameListResponse,
  PlayableGameType,
  Vendor,
} from '@app/contracts/games';
import type { z } from 'zod';
import type { GameFilter, GameRepository, GameRow } from '../repositories/game-repository';
import { createRasterCache, svgToWebp } from './artwork-raster';
import { defaultGameIconSvg, gameIconSvg, vendorLogoSvg } from './game-artwork';
import { gameIconSize } from '@app/contracts/games';

/**
 * CDN-relative path of the default icon (games.ts: `defaultIcon`): WebP like the seeded icons
 * (decision 0046); the SVG stays served at games/default.svg.
 */
export const DEFAULT_ICON_PATH = 'games/default.webp';

/** A catalogue row as the contract's Game (money in major units). */
export function toGame(row: GameRow): Game {
  return {
    nodeId: row.id,
    nodeName: row.nodeName,
    gameId: row.gameCode,
    gameName: row.name,
    gameType: row.gameType as PlayableGameType,
    vassalage: row.vendor,
    gameClassify: row.classify,
    gameClassifyNew: row.classifyNew,
    minBet: row.minBetMinor / 100,
    minLine: row.minLine,
    isNew: row.isNew ? 1 : 0,
    showIcon: row.showIcon ? 1 : 0,
    iconUrl: row.iconPath,
    defaultIcon: DEFAULT_ICON_PATH,
    roomId: row.roomId,
    supportPlay: row.supportPlay,
  };
}

/** A page of rows as the contract's list response (pageNum 1-based; empty: totalPages 0). */
export function toPage(
  result: { rows: GameRow[]; total: number },
  page: { pageNo: number; pageSize: number },
): GameListResponse {
  return {
    list: result.rows.map(toGame),
    pageNum: page.pageNo,
    pageSize: page.pageSize,
    totalPages: Math.ceil(result.total / page.pageSize),
    total: result.total,
  };
}

export const pageWindow = (page: { pageNo: number; pageSize: number }) => ({
  offset: (page.pageNo - 1) * page.pageSize,
  limit: page.pageSize,
});

/** The game list's query as the contract schema parsed it (games.ts gameListQuerySchema). */
export type GameListRequest = z.output<typeof gameListQuerySchema>;

/**
 * The game catalogue (spec section 7, Games): game list, hot list, vendors and artwork (the
 * catalogue's seed is seed/game-catalogue-seed.ts). Filter semantics are the contract's (games.ts) and decision 0020.
 */
export function createGameCatalogueService(deps: { games: GameRepository }) {
  const { games } = deps;
  const rasters = createRasterCache();

  /** The repository filter of a game-list query; null when nothing can match. */
  function filterOf(query: GameListRequest, viewerId: number | null): GameFilter | null {
    const filter: GameFilter = {};
    if (query.gameType) filter.gameType = query.gameType;
    if (query.vassalage) filter.vendor = query.vassalage;
    if (query.gameName) filter.nameContains = query.gameName.toLowerCase();
    // Classify types (spec 3): ALL is no filter, NEW is isNew=1, FAV the viewer's favourites.
    const classify = query.gameClassify;
    if (classify === 'NEW') filter.isNew = true;
    else if (classify === 'FAV') {
      if (viewerId === null) return null;
      filter.favouriteOf = viewerId;
    } else if (classify && classify !== 'ALL') filter.classify = classify;
    if (query.isNew === '1') filter.isNew = true;
    if (query.minBet !== undefined) filter.maxMinBetMinor = Math.round(query.minBet * 100);
    if (query.minLine !== undefined) filter.minLine = query.minLine;
    if (query.isHot === '1') filter.hotOnly = true;
    return filter;
  }

  return {
    /** GCSGAME_gameList: one page in catalogue order. `viewerId` serves gameClassify=FAV. */
    async list(query: GameListRequest, viewerId: number | null): Promise<GameListResponse> {
      const filter = filterOf(query, viewerId);
      const result = filter ? await games.list(filter, pageWindow(query)) : { rows: [], total: 0 };
      return toPage(result, query);
    },

    /** GCSGAME_hotGamesV2: hot games by rank. */
    async hot(query: { gameType?: PlayableGameType; limit: number }): Promise<Game[]> {
      return (await games.hot(query)).map(toGame);
    },

    /** GCSGAME_getVassGameType: vendors with visible games (of a type when asked). */
    async vendors(query: { gameType?: PlayableGameType }): Promise<Vendor[]> {
      const rows = await games.vendors(query);
      return rows.map((v) => ({
        vassalage: v.code,
        displayName: v.displayName,
        mobileLargeIcon: `vendors/${v.code}.svg`,
        vendorNames: [{ accountTypeName: v.accountTypeName }],
        gameTypes: v.gameTypes as PlayableGameType[],
        gameCount: v.gameCount,
      }));
    },

    /** A visible game by nodeId, or null (launches, favourites, recent games). */
    findById: (id: number) => games.findById(id),
    /** Whether the nodeId exists at all (enabled or not). */
    exists: (id: number) => games.exists(id),

    /** The SVG icon of a game of the catalogue, or null. */
    async gameIcon(vendor: string, gameCode: string): Promise<string | null> {
      const row = await games.findByVendorCode(vendor, gameCode);
      return row ? gameIconSvg(row) : null;
    },
    /** The same icon as WebP (artwork-raster.ts), drawn once and kept; null: no such game. */
    async gameIconWebp(vendor: string, gameCode: string): Promise<Buffer | null> {
      const key = `${vendor}/${gameCode}`;
      const row = await games.findByVendorCode(vendor, gameCode);
      if (!row) return null;
      return rasters.get(key, () => svgToWebp(gameIconSvg(row), gameIconSize));
    },
    defaultIcon: defaultGameIconSvg,
    defaultIconWebp: () =>
      rasters.get('default', () => svgToWebp(defaultGameIconSvg(), gameIconSize)),
    async vendorLogo(code: string): Promise<string | null> {
      const vendor = await games.findVendor(code);
      return vendor ? vendorLogoSvg(vendor) : null;
    },
  };
}
export type GameCatalogueService = ReturnType<typeof createGameCatalogueService>;
