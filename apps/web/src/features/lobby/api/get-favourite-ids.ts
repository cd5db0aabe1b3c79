import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { FavouriteIds } from '@app/contracts/games';
import { routes } from '@app/contracts/routes';
import { call } from '@/shared/api/call';
import { gamePageSizes } from '@/shared/lib/lobby-rules';
import { useSessionStore } from '@/shared/lib/session-store';
import { favouriteIdSet } from '../lib/favourites';
import { gameKeys } from './game-keys';

/** GET /wps/relay/MCSFE_getFavoriteGames (pageNo 1, pageSize 100): the ids, newest first. */
export function getFavouriteIds(signal?: AbortSignal): Promise<FavouriteIds> {
  return call(
    routes.favouriteIds,
    { query: { pageNo: 1, pageSize: gamePageSizes.favouriteIds } },
    { signal },
  );
}

export const favouriteIdsQueryOptions = (token: string) =>
  queryOptions({
    queryKey: gameKeys.favouriteIds(token),
    queryFn: ({ signal }) => getFavouriteIds(signal),
    staleTime: 5 * 60_000,
  });

/** The player's favourite game ids (empty for a guest: no call is made). */
export function useFavouriteIds(): { ids: ReadonlySet<number>; isLoggedIn: boolean } {
  const token = useSessionStore((s) => s.session?.token ?? '');
  const { data } = useQuery({ ...favouriteIdsQueryOptions(token), enabled: token !== '' });
  const ids = useMemo(() => favouriteIdSet(token ? data : undefined), [data, token]);
  return { ids, isLoggedIn: token !== '' };
}
