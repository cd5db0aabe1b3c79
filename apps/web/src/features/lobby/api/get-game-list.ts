import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import type { GameListQuery, GameListResponse } from '@app/contracts/games';
import { routes } from '@app/contracts/routes';
import { call } from '@/shared/api/call';
import { useLanguageStore } from '@/shared/i18n/i18n';
import { toApiLanguage } from '@/shared/i18n/languages';
import { gameKeys } from './game-keys';

/**
 * The language every game and lottery call sends (spec section 7). The answers do not depend on
 * it (names are not translated), so it is read when the call goes out and kept out of the keys.
 */
export const languageHint = () => toApiLanguage(useLanguageStore.getState().language);

/** Catalogue lists change rarely within a visit. */
export const gameListStaleTime = 5 * 60_000;

/**
 * GET /wps/relay/GCSGAME_gameList (spec section 7; `gameListQuerySchema`): one page of games.
 * `platform=html5` and the API language travel with every call. The answers are the same for
 * every viewer: the app lists the player's favourites through the session-scoped favourites
 * list, never with gameClassify=FAV here.
 */
export function getGameList(query: GameListQuery, signal?: AbortSignal): Promise<GameListResponse> {
  return call(
    routes.gameList,
    { query: { platform: 'html5', ...query, language: languageHint() } },
    { signal },
  );
}

/** Spec section 4: "hasMore holds while pageNum is below totalPages". */
export function nextPageNo(
  page: Pick<GameListResponse, 'pageNum' | 'totalPages'>,
): number | undefined {
  return page.pageNum < page.totalPages ? page.pageNum + 1 : undefined;
}

export const gameListPageQueryOptions = (query: GameListQuery) =>
  queryOptions({
    queryKey: gameKeys.listPage(query),
    queryFn: ({ signal }) => getGameList(query, signal),
    staleTime: gameListStaleTime,
  });

/** One page (home rows, carousels, previews). */
export function useGameListPage(query: GameListQuery, options: { enabled?: boolean } = {}) {
  return useQuery({ ...gameListPageQueryOptions(query), enabled: options.enabled ?? true });
}

export const gameListInfiniteQueryOptions = (query: GameListQuery) =>
  infiniteQueryOptions({
    queryKey: gameKeys.listInfinite(query),
    queryFn: ({ signal, pageParam }) => getGameList({ ...query, pageNo: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (last: GameListResponse) => nextPageNo(last),
    staleTime: gameListStaleTime,
  });

/**
 * Paged list with load-more (game list page). A different query (vendor, search, type, filter)
 * is a different key, so it starts again at page 1 and replaces the list (spec section 4);
 * `fetchNextPage` appends; `hasNextPage` is pageNum < totalPages. `pageNo` in `query` is ignored.
 */
export function useGameListInfinite(query: GameListQuery, options: { enabled?: boolean } = {}) {
  const { pageNo: _ignored, ...rest } = query;
  return useInfiniteQuery({
    ...gameListInfiniteQueryOptions(rest),
    enabled: options.enabled ?? true,
  });
}
