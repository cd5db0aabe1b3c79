import { z } from 'zod';
import { apiLanguageSchema } from './languages';

/**
 * Lottery calls of spec section 7 (/lgw/... and /lotto/lgw/...) and the prize-mode and play-type
 * rules of section 4. Draws follow a fixed schedule per game: draw `numero` n of a game closes at
 * `epoch + n * drawIntervalSeconds`, so every server instance agrees without storing draws.
 */

/** Spec section 3: prize modes Lott, ZY, Elott. */
export const prizeModes = ['Lott', 'ZY', 'Elott'] as const;
export type PrizeMode = (typeof prizeModes)[number];
/** Spec section 3: play types Tradition (trad, the default) and Entertainment (ent). */
export const playTypes = ['trad', 'ent'] as const;
export type PlayType = (typeof playTypes)[number];

/** Regions the Vietnamese menu groups games by (north, central, south) plus fast draws. */
export const lotteryRegions = ['NORTH', 'CENTRAL', 'SOUTH', 'FAST'] as const;

// A blank query value means "absent": the server drops it before parsing (dropBlankQueryValues in query-fields.ts).
const optional = <T extends z.ZodType>(schema: T) => schema.optional();

export const lotteryGameSchema = z.object({
  /** The catalogue id (launch and favourites use it, like any game). */
  nodeId: z.number().int(),
  gameId: z.string(),
  gameName: z.string(),
  vendor: z.string(),
  prizeMode: z.enum(prizeModes),
  playType: z.enum(playTypes),
  region: z.enum(lotteryRegions),
  drawIntervalSeconds: z.number().int(),
  /** CDN-relative like game icons. */
  iconUrl: z.string(),
});
export type LotteryGame = z.infer<typeof lotteryGameSchema>;

/** The draw currently taking bets. Times are ISO 8601. */
export const openNumeroSchema = z.object({
  gameId: z.string(),
  /** Draw number: yyyymmdd-nnnn of the draw's close time in UTC. */
  numero: z.string(),
  openTime: z.string(),
  closeTime: z.string(),
  /** Seconds until betting closes, as of `serverTime`. */
  remainingSeconds: z.number().int(),
  serverTime: z.string(),
});
export type OpenNumero = z.infer<typeof openNumeroSchema>;

/** GET /lgw/games/mobile, /lgw/games/popular: prizeMode (default Lott), playType (default trad). */
export const lotteryGamesQuerySchema = z.object({
  prizeMode: optional(z.enum(prizeModes)),
  playType: optional(z.enum(playTypes)),
  language: optional(apiLanguageSchema),
  limit: z.coerce.number<number>().int().min(1).max(100).default(50),
});
export const lotteryGameListSchema = z.array(lotteryGameSchema);

/** GET /lotto/lgw/games/opened/numero?gameIds=a,b: the open draw of each (all when absent). */
export const openNumerosQuerySchema = z.object({
  gameIds: optional(
    z
      .string()
      .max(2000)
      .transform((v) => v.split(',').map((s) => s.trim()))
      .pipe(
        z
          .array(z.string().regex(/^[A-Za-z0-9_-]{1,64}$/))
          .min(1)
          .max(100),
      ),
  ),
  prizeMode: optional(z.enum(prizeModes)),
});
export const openNumeroListSchema = z.array(openNumeroSchema);

/** GET /lgw/vn/numeros/opened/game?gameId=: one game's open draw. */
export const openNumeroQuerySchema = z.object({
  gameId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
});

/** GET /lgw/vn/games/game_menu: the games grouped by region, in menu order. */
export const lotteryMenuQuerySchema = lotteryGamesQuerySchema.omit({ limit: true });
export const lotteryMenuSchema = z.array(
  z.object({ region: z.enum(lotteryRegions), games: z.array(lotteryGameSchema) }),
);

/** GET /lgw/vn/games/game_menu/recent: the member's recently played lottery games (guest: []). */
export const lotteryRecentQuerySchema = lotteryGamesQuerySchema;
