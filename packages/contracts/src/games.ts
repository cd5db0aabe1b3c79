import { z } from 'zod';
import { apiLanguageSchema } from './languages';
import { gamePageSizes, playableGameTypes } from './game-constants';
import { gameCategories } from './system';

/**
 * The Games calls of spec section 7 (hot list, game list, vendor types, rank list, favourites,
 * recent, launch) and the entities of section 3 (Game, Game list response, Vendor, Winner item).
 * Paths are in routes.ts (the endpoint table). Every list call is GET with a query; favourites, recent and launch
 * need `Authorization: Bearer <token>` (spec section 5: launching and favouriting need a session).
 */

// Query fields keep their input types (the client's calls type-check against them); a blank
// value in a query string means "absent" and is dropped by the server before parsing
// (dropBlankQueryValues in query-fields.ts).
const optional = <T extends z.ZodType>(schema: T) => schema.optional();

/** A catalogue id as clients send it: a positive PostgreSQL integer (ids are `integer`). */
const nodeIdSchema = z.number().int().positive().max(2_147_483_647);

/** Vendor codes are short upper-case tokens (PG, EG2, TCG_LOTTO_VN, ...). */
export const vendorCodeSchema = z.string().regex(/^[A-Z0-9_]{1,24}$/);

export {
  classifyTypes,
  playableGameTypes,
  type ClassifyType,
  type PlayableGameType,
} from './game-constants';

/**
 * Spec section 3, Game. Money is in major units (2 decimals). `iconUrl` and `defaultIcon` are
 * paths relative to an image CDN of the status payload (`info.imageCDNs`, picked at random by the
 * client, spec section 7) unless they start with `/` or `http`. Icons are square, drawn at
 * `gameIconSize` pixels.
 */
export const gameSchema = z.object({
  /** Our catalogue id: what favourites, recent games and launches refer to. */
  nodeId: z.number().int(),
  /** The vendor's display name for the node (its studio or table group). */
  nodeName: z.string(),
  /** The vendor's own game code. */
  gameId: z.string(),
  gameName: z.string(),
  gameType: z.enum(playableGameTypes),
  vassalage: z.string(),
  /** Sub-kind inside the type: VIDEO_SLOT, MEGAWAYS, JACKPOT, BACCARAT, ROULETTE, ... */
  gameClassify: z.string().nullable(),
  /** The newer classification label some vendors send; same vocabulary. */
  gameClassifyNew: z.string().nullable(),
  minBet: z.number(),
  /** Pay lines (0 where lines mean nothing: live tables, sports). */
  minLine: z.number().int(),
  isNew: z.union([z.literal(0), z.literal(1)]),
  /** 1: show the icon; 0: show the default icon (vendor artwork withheld). */
  showIcon: z.union([z.literal(0), z.literal(1)]),
  iconUrl: z.string(),
  defaultIcon: z.string(),
  /** Live tables only. */
  roomId: z.string().nullable(),
  /** True when the game can be played with play money (trial accounts, free play). */
  supportPlay: z.boolean(),
});
export type Game = z.infer<typeof gameSchema>;

// Icon size, page sizes and filter options live in the zod-free game-constants.ts (the web's
// home screen reads them without loading zod); re-exported here unchanged.
export { gameIconSize, gamePageSizes, minBetOptions, minLineOptions } from './game-constants';

const pageNo = z.coerce.number<number>().int().min(1).max(100_000).default(1);
const pageSize = (fallback: number) =>
  z.coerce.number<number>().int().min(1).max(gamePageSizes.max).default(fallback);

/** Asked by the client, accepted and ignored by the reference server (spec section 7). */
const clientHints = {
  merchant: optional(z.string().max(40)),
  merchant_code: optional(z.string().max(40)),
  platform: optional(z.string().max(16)),
  clientType: optional(z.string().max(4)),
  iconType: optional(z.string().max(16)),
  imgSize: optional(z.string().max(16)),
  isPlatform: optional(z.string().max(4)),
  language: optional(apiLanguageSchema),
};
/** The names of those hints: a server's cache of catalogue answers leaves them out of its keys. */
export const clientHintNames = Object.keys(clientHints) as readonly (keyof typeof clientHints)[];

/**
 * GET GCSGAME_gameList (spec section 7). Filters combine with AND:
 * - gameType: a playable type; absent means every type (LOTT and ELOTT included).
 * - vassalage: one vendor code.
 * - gameName: case-insensitive substring of the game's name, 1..60 characters.
 * - gameClassify: exact sub-kind.
 * - isNew=1: new games only (classification NEW).
 * - minBet=X: games whose minimum bet is at most X (playable with a stake of X).
 * - minLine=N: games with at least N lines (26 is the "more than 25" option).
 * - isHot=1 (ours): hot games only, in hot order (the hot tab and /m/hot-games page through it).
 * Order: hot rank, then newest, then name (stable, so pages never overlap).
 */
export const gameListQuerySchema = z.object({
  ...clientHints,
  gameType: optional(z.enum(playableGameTypes)),
  vassalage: optional(vendorCodeSchema),
  gameName: optional(z.string().trim().min(1).max(60)),
  gameClassify: optional(z.string().regex(/^[A-Z0-9_]{1,32}$/)),
  isNew: optional(z.enum(['0', '1'])),
  minBet: optional(z.coerce.number<number>().positive().max(1_000_000)),
  minLine: optional(z.coerce.number<number>().int().min(1).max(1_000)),
  isHot: optional(z.enum(['0', '1'])),
  pageNo,
  pageSize: pageSize(gamePageSizes.gameList),
});
export type GameListQuery = z.input<typeof gameListQuerySchema>;

/**
 * Spec section 3, Game list response: the games arrive as `games`, `list` or `content` depending
 * on the call; the reference server always sends `list` (read them with `gamesOfPage`).
 * `pageNum` is the page answered, 1-based; an empty result has totalPages 0.
 */
export const gameListResponseSchema = z.object({
  list: z.array(gameSchema),
  pageNum: z.number().int(),
  pageSize: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});
export type GameListResponse = z.infer<typeof gameListResponseSchema>;

export { gamesOfPage } from './game-constants';

/** GET GCSGAME_hotGamesV2: isPlatform=2, language, platform=html5, optional gameType. */
export const hotGamesQuerySchema = z.object({
  ...clientHints,
  gameType: optional(z.enum(playableGameTypes)),
  /** Ours: how many to return (default 30). */
  limit: z.coerce.number<number>().int().min(1).max(gamePageSizes.max).default(30),
});
export const hotGamesResponseSchema = z.array(gameSchema);

/**
 * Spec section 3, Vendor. GET GCSGAME_getVassGameType (typeId=1, merchant_code): every vendor
 * with games, with the types it offers. `mobileLargeIcon` is CDN-relative like game icons.
 */
export const vendorSchema = z.object({
  vassalage: z.string(),
  displayName: z.string(),
  mobileLargeIcon: z.string(),
  vendorNames: z.array(z.object({ accountTypeName: z.string() })),
  /** Ours: the playable types it has games in, and how many games. */
  gameTypes: z.array(z.enum(playableGameTypes)),
  gameCount: z.number().int(),
});
export type Vendor = z.infer<typeof vendorSchema>;
export const vendorTypesQuerySchema = z.object({
  ...clientHints,
  typeId: optional(z.string().max(4)),
  gameType: optional(z.enum(playableGameTypes)),
});
export const vendorListSchema = z.array(vendorSchema);

/**
 * Winner board (spec section 7: query gameCategory, language, limitNum 20; section 3 Winner
 * item). Served by GCSGAME_getRankList. Sorted by winAmount descending; names are masked.
 */
export const rankListQuerySchema = z.object({
  ...clientHints,
  gameCategory: optional(z.enum(gameCategories)),
  limitNum: z.coerce.number<number>().int().min(1).max(50).default(20),
});
export const winnerItemSchema = z.object({
  vo: z.object({
    iconUrl: z.string(),
    gameName: z.string(),
    /** Masked: "de***01". */
    customerName: z.string(),
    winAmount: z.number(),
    nodeId: z.number().int(),
    vassalage: z.string(),
  }),
});
export type WinnerItem = z.infer<typeof winnerItemSchema>;
export const rankListSchema = z.array(winnerItemSchema);

/**
 * Favourites (spec section 7). Add: POST MCSFE_addFavoriteGameV2; remove: DELETE
 * MCSFE_removeFavoriteGameV2, both with this body (`token` is accepted for compatibility; the
 * Authorization header is what counts). Adding one already there changes nothing (spec 4).
 */
export const favouriteBodySchema = z.object({
  nodeId: nodeIdSchema,
  vendor: vendorCodeSchema,
  token: z.string().max(200).optional(),
});
export type FavouriteBody = z.infer<typeof favouriteBodySchema>;
export const favouriteChangeSchema = z.object({
  nodeId: z.number().int(),
  favourite: z.boolean(),
});

/** GET MCSFE_getFavoriteGames (pageNo 1, pageSize 100): the ids, newest first. */
export const favouriteIdsQuerySchema = z.object({
  ...clientHints,
  pageNo,
  pageSize: pageSize(gamePageSizes.favouriteIds),
});
export const favouriteIdsSchema = z.object({
  list: z.array(z.object({ nodeId: z.number().int(), vendor: z.string() })),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});
export type FavouriteIds = z.infer<typeof favouriteIdsSchema>;

/** GET MCSFE_getFavoriteGamesList (pageNo, gameType, pageSize 25 or 30, language): newest first. */
export const favouriteListQuerySchema = z.object({
  ...clientHints,
  gameType: optional(z.enum(playableGameTypes)),
  pageNo,
  pageSize: pageSize(gamePageSizes.gameList),
});

/** POST MCS2_addRecentGame: the launch adds it too; a repeat moves the game to the front. */
export const recentAddBodySchema = z.object({
  nodeId: nodeIdSchema,
  vendor: vendorCodeSchema.optional(),
  gameId: z.string().max(64).optional(),
});
/** GET GCS_recentGame (page, pageSize 25, gameType, language, clientType 2): most recent first. */
export const recentListQuerySchema = z.object({
  ...clientHints,
  gameType: optional(z.enum(playableGameTypes)),
  page: pageNo,
  pageSize: pageSize(gamePageSizes.recent),
});

/**
 * Launch (spec section 7): POST /wps/game/launchGame, or GCS_gameLaunchFB for the same payload.
 * A trial account (type 4) must send freePlay=true and plays with play money; a real account
 * with freePlay=true also gets play money (a demo round). The answer's `url` is a same-origin
 * page the app shows full screen in a frame; it stays valid for `expiresInSeconds`.
 */
export const launchBodySchema = z.object({
  vendor: vendorCodeSchema,
  gameId: z.string().min(1).max(64),
  nodeId: nodeIdSchema,
  gameCategory: z.enum(gameCategories).optional(),
  freePlay: z.boolean().default(false),
  language: apiLanguageSchema.optional(),
});
export type LaunchBody = z.input<typeof launchBodySchema>;
export const launchResultSchema = z.object({
  url: z.string(),
  gameName: z.string(),
  /** REAL or PLAY: which wallet the rounds use. */
  wallet: z.enum(['REAL', 'PLAY']),
  expiresInSeconds: z.number().int(),
});
export type LaunchResult = z.infer<typeof launchResultSchema>;
