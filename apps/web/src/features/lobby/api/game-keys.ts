import type { GameListQuery } from '@app/contracts/games';
import type { Language } from '@app/contracts/languages';
import type { GameCategory } from '@app/contracts/system';
import type { QueryOf } from '@/shared/api/call';
import { sessionKeys } from '@/shared/api/session-keys';

export type HotGamesQuery = Pick<QueryOf<'hotGames'>, 'gameType' | 'limit'>;
type GameType = GameListQuery['gameType'];

/**
 * Query-key factory of the game calls. The catalogue's answers (lists, hot games, vendors,
 * favourites, recent games) are the same in every language (game and vendor names are not
 * translated; the server ignores the language hint), so their keys leave it out and a language
 * switch refetches none of them. The winner board keeps it: spec section 4 has it reload on a
 * language change. Favourites and recent games are a session's data, so their keys sit under
 * `sessionKeys.scope(token)` (logout removes them; a new login never sees the last player's).
 */
export const gameKeys = {
  all: ['games'] as const,
  lists: () => [...gameKeys.all, 'list'] as const,
  listPage: (query: GameListQuery) => [...gameKeys.lists(), 'page', query] as const,
  listInfinite: (query: GameListQuery) => [...gameKeys.lists(), 'infinite', query] as const,
  hot: (query: HotGamesQuery) =>
    [...gameKeys.all, 'hot', query.gameType ?? '', query.limit ?? 0] as const,
  vendors: (gameType: GameType) => [...gameKeys.all, 'vendors', gameType ?? ''] as const,
  winners: (gameCategory: GameCategory | undefined, language: Language) =>
    [...gameKeys.all, 'winners', language, gameCategory ?? ''] as const,
  /** Everything of one session (favourites, recent); under the session scope. */
  session: (token: string) => [...sessionKeys.scope(token), 'games'] as const,
  favourites: (token: string) => [...gameKeys.session(token), 'favourites'] as const,
  favouriteIds: (token: string) => [...gameKeys.favourites(token), 'ids'] as const,
  favouriteLists: (token: string) => [...gameKeys.favourites(token), 'list'] as const,
  favouriteList: (token: string, gameType: GameType, pageSize: number) =>
    [...gameKeys.favouriteLists(token), gameType ?? '', pageSize] as const,
  /** The mutation key of adding or removing a favourite (its pending changes are looked up). */
  favouriteChange: (token: string) => [...gameKeys.favourites(token), 'change'] as const,
  recent: (token: string) => [...gameKeys.session(token), 'recent'] as const,
  recentList: (token: string, gameType: GameType) =>
    [...gameKeys.recent(token), 'list', gameType ?? ''] as const,
};
