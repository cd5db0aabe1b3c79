import type { GameListQuery } from '@app/contracts/games';
import type { Language } from '@app/contracts/languages';
import type { PlayType, PrizeMode } from '@app/contracts/lottery';
import type { GameCategory } from '@app/contracts/system';
import { sessionKeys } from '@/shared/api/session-keys';

/**
 * Query-key factory of every game query. Catalogue keys carry the language (names of vendors and
 * lottery labels may change with it); favourites and recent games are a session's data, so their
 * keys sit under `sessionKeys.scope(token)` (logout removes them; a new login never sees the last
 * player's list).
 */
export const gameKeys = {
  all: ['games'] as const,
  lists: () => [...gameKeys.all, 'list'] as const,
  listPage: (query: GameListQuery, language: Language) =>
    [...gameKeys.lists(), 'page', language, query] as const,
  listInfinite: (query: GameListQuery, language: Language) =>
    [...gameKeys.lists(), 'infinite', language, query] as const,
  hot: (gameType: string | undefined, limit: number | undefined, language: Language) =>
    [...gameKeys.all, 'hot', language, gameType ?? '', limit ?? 0] as const,
  vendors: (gameType: string | undefined, language: Language) =>
    [...gameKeys.all, 'vendors', language, gameType ?? ''] as const,
  winners: (gameCategory: GameCategory | undefined, language: Language) =>
    [...gameKeys.all, 'winners', language, gameCategory ?? ''] as const,
  /** Everything of one session (favourites, recent); under the session scope. */
  session: (token: string) => [...sessionKeys.scope(token), 'games'] as const,
  favourites: (token: string) => [...gameKeys.session(token), 'favourites'] as const,
  favouriteIds: (token: string) => [...gameKeys.favourites(token), 'ids'] as const,
  favouriteList: (
    token: string,
    gameType: string | undefined,
    pageSize: number,
    language: Language,
  ) => [...gameKeys.favourites(token), 'list', language, gameType ?? '', pageSize] as const,
  recent: (token: string) => [...gameKeys.session(token), 'recent'] as const,
  recentList: (token: string, gameType: string | undefined, language: Language) =>
    [...gameKeys.recent(token), 'list', language, gameType ?? ''] as const,
  lottery: () => [...gameKeys.all, 'lottery'] as const,
  lotteryMenu: (prizeMode: PrizeMode, playType: PlayType, language: Language) =>
    [...gameKeys.lottery(), 'menu', language, prizeMode, playType] as const,
  lotteryPopular: (prizeMode: PrizeMode, playType: PlayType, language: Language) =>
    [...gameKeys.lottery(), 'popular', language, prizeMode, playType] as const,
  lotteryNumeros: (prizeMode: PrizeMode, gameIds: readonly string[]) =>
    [...gameKeys.lottery(), 'numeros', prizeMode, gameIds.join(',')] as const,
  lotteryRecent: (token: string, prizeMode: PrizeMode, playType: PlayType, language: Language) =>
    [...gameKeys.recent(token), 'lottery', language, prizeMode, playType] as const,
};
