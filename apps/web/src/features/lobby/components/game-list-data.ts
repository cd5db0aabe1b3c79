import { useMemo } from 'react';
import type { Game, GameListQuery } from '@app/contracts/games';
import { infiniteSource, type PagedSource } from '@/shared/ui/paged-list';
import { useFavouriteListInfinite } from '../api/get-favourite-list';
import { useGameListInfinite } from '../api/get-game-list';
import { useRecentGamesInfinite } from '../api/get-recent-games';
import {
  combinePages,
  hasMore,
  matchesLocally,
  requestFor,
  type GameListState,
} from '../lib/game-list-state';

export type GameListData = PagedSource<Game> & {
  /** The server's total for the list (null when vendor/search are applied to a player list). */
  total: number | null;
};

/**
 * The games of a game list state, as the paged list reads them: the catalogue (all, hot =
 * isHot=1, filter), the favourites or the recent games (spec sections 4 and 7). Exactly one of
 * the three queries is enabled. `fixed` adds parameters every catalogue request of the page
 * carries (/m/hot-games: isHot=1).
 */
export function useGameListData(
  state: GameListState,
  pageSize: number,
  fixed: Partial<GameListQuery> = {},
  enabled = true,
): GameListData {
  const request = requestFor(state, pageSize);
  const catalogueQuery: GameListQuery =
    request.endpoint === 'gameList' ? { ...request.query, ...fixed } : { pageSize };
  const catalogue = useGameListInfinite(catalogueQuery, {
    enabled: enabled && request.endpoint === 'gameList',
  });
  const favourites = useFavouriteListInfinite(
    { gameType: state.gameType ?? undefined, pageSize },
    { enabled: enabled && request.endpoint === 'favourites' },
  );
  const recent = useRecentGamesInfinite(
    { gameType: state.gameType ?? undefined },
    { enabled: enabled && request.endpoint === 'recent' },
  );
  const query =
    request.endpoint === 'gameList'
      ? catalogue
      : request.endpoint === 'favourites'
        ? favourites
        : recent;

  const pages = query.data?.pages;
  const { vendor, search } = state;
  const local = request.endpoint !== 'gameList' && (vendor !== null || search !== '');
  const list = useMemo(() => combinePages(pages ?? []), [pages]);
  const games = useMemo(
    () => (local ? list.games.filter((g) => matchesLocally(g, { vendor, search })) : list.games),
    [list, local, vendor, search],
  );

  return {
    ...infiniteSource(query, pages ? games : undefined),
    // Page 1 replaces, later pages append without repeats (combinePages): its count decides.
    hasNextPage: hasMore(list),
    total: local || !pages ? null : list.total,
  };
}
