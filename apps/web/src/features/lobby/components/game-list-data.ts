import { useMemo } from 'react';
import type { Game, GameListQuery } from '@app/contracts/games';
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

export type GameListData = {
  games: Game[];
  /** The server's total for the list (null when vendor/search are applied to a player list). */
  total: number | null;
  hasMore: boolean;
  /** First page on its way (nothing to show yet). */
  isLoading: boolean;
  /** The first page failed. */
  isError: boolean;
  /** A later page failed (the loaded games stay). */
  isNextPageError: boolean;
  isFetchingNextPage: boolean;
  loadMore: () => void;
  retry: () => void;
};

/**
 * The games of a game list state: the catalogue (all, hot = isHot=1, filter), the favourites or
 * the recent games (spec sections 4 and 7), paged with load-more. Exactly one of the three
 * queries is enabled. `fixed` adds parameters every catalogue request of the page carries
 * (/m/hot-games: isHot=1).
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
  const local = request.endpoint !== 'gameList' && (state.vendor !== null || state.search !== '');
  const list = useMemo(() => combinePages(pages ?? []), [pages]);
  const games = useMemo(
    () => (local ? list.games.filter((g) => matchesLocally(g, state)) : list.games),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only vendor and search matter
    [list, local, state.vendor, state.search],
  );
  const more = hasMore(list);
  const { fetchNextPage, refetch, isFetchingNextPage, isFetchNextPageError } = query;

  return {
    games,
    total: local || !query.data ? null : list.total,
    hasMore: more,
    isLoading: enabled && query.isPending,
    isError: query.isError && !query.data,
    isNextPageError: isFetchNextPageError,
    isFetchingNextPage,
    // Scrolling asks again and again near the end: never while a page is on its way, and not
    // after a failed page (the retry button asks for it).
    loadMore: () => {
      if (more && !isFetchingNextPage && !isFetchNextPageError) void fetchNextPage();
    },
    retry: () => {
      if (isFetchNextPageError) void fetchNextPage();
      else void refetch();
    },
  };
}
