import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { apiPaths } from '@app/contracts/api-paths';
import type { GameListQuery, GameListResponse } from '@app/contracts/games';
import type { Language } from '@app/contracts/languages';
import { apiGet } from '@/shared/api/client';
import { useLanguageStore } from '@/shared/i18n/i18n';
import { toApiLanguage } from '@/shared/i18n/languages';
import { gameKeys } from './game-keys';

/** Catalogue lists change rarely within a visit. */
export const gameListStaleTime = 5 * 60_000;

type QueryValue = string | number | boolean | undefined;

/** The query as URL parameters (the contract's input type is loose: preprocessed fields). */
export function gameListParams(query: GameListQuery): Record<string, QueryValue> {
  const out: Record<string, QueryValue> = {};
  for (const [key, value] of Object.entries(query)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      out[key] = value;
  }
  return out;
}

/**
 * GET /wps/relay/GCSGAME_gameList (spec section 7; `gameListQuerySchema`): one page of games.
 * `platform=html5` and the API language travel with every call.
 */
export function getGameList(
  query: GameListQuery,
  signal?: AbortSignal,
  language?: Language,
): Promise<GameListResponse> {
  return apiGet<GameListResponse>(
    apiPaths.gameList,
    {
      platform: 'html5',
      ...gameListParams(query),
      ...(language ? { language: toApiLanguage(language) } : {}),
    },
    signal,
  );
}

/** Spec section 4: "hasMore holds while pageNum is below totalPages". */
export function nextPageNo(
  page: Pick<GameListResponse, 'pageNum' | 'totalPages'>,
): number | undefined {
  return page.pageNum < page.totalPages ? page.pageNum + 1 : undefined;
}

export const gameListPageQueryOptions = (query: GameListQuery, language: Language) =>
  queryOptions({
    queryKey: gameKeys.listPage(query, language),
    queryFn: ({ signal }) => getGameList(query, signal, language),
    staleTime: gameListStaleTime,
  });

/** One page (home rows, carousels, previews). */
export function useGameListPage(query: GameListQuery, options: { enabled?: boolean } = {}) {
  const language = useLanguageStore((s) => s.language);
  return useQuery({
    ...gameListPageQueryOptions(query, language),
    enabled: options.enabled ?? true,
  });
}

export const gameListInfiniteQueryOptions = (query: GameListQuery, language: Language) =>
  infiniteQueryOptions({
    queryKey: gameKeys.listInfinite(query, language),
    queryFn: ({ signal, pageParam }) =>
      getGameList({ ...query, pageNo: pageParam }, signal, language),
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
  const language = useLanguageStore((s) => s.language);
  const { pageNo: _ignored, ...rest } = query;
  return useInfiniteQuery({
    ...gameListInfiniteQueryOptions(rest, language),
    enabled: options.enabled ?? true,
  });
}
