import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { GameListResponse } from '@app/contracts/games';
import { routes } from '@app/contracts/routes';
import { call, type QueryOf } from '@/shared/api/call';
import { useSessionStore } from '@/shared/lib/session-store';
import { gameKeys } from './game-keys';
import { languageHint, nextPageNo } from './get-game-list';

export type FavouriteListQuery = Required<Pick<QueryOf<'favouriteList'>, 'pageSize'>> &
  Pick<QueryOf<'favouriteList'>, 'gameType'>;

/** GET /wps/relay/MCSFE_getFavoriteGamesList (pageNo, gameType, pageSize 25 or 30, language). */
export function getFavouriteList(
  query: QueryOf<'favouriteList'>,
  signal?: AbortSignal,
): Promise<GameListResponse> {
  return call(routes.favouriteList, { query: { ...query, language: languageHint() } }, { signal });
}

export const favouriteListQueryOptions = (token: string, query: FavouriteListQuery) =>
  infiniteQueryOptions({
    queryKey: gameKeys.favouriteList(token, query.gameType, query.pageSize),
    queryFn: ({ signal, pageParam }) => getFavouriteList({ ...query, pageNo: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (last: GameListResponse) => nextPageNo(last),
    staleTime: 60_000,
  });

/** The player's favourite games, newest first, with load-more; idle for a guest. */
export function useFavouriteListInfinite(
  query: FavouriteListQuery,
  options: { enabled?: boolean } = {},
) {
  const token = useSessionStore((s) => s.session?.token ?? '');
  return useInfiniteQuery({
    ...favouriteListQueryOptions(token, query),
    enabled: token !== '' && (options.enabled ?? true),
  });
}
