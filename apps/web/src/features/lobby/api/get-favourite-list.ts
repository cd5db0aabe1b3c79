import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiPaths } from '@app/contracts/api-paths';
import type { GameListResponse, PlayableGameType } from '@app/contracts/games';
import type { Language } from '@app/contracts/languages';
import { apiGet } from '@/shared/api/client';
import { useLanguageStore } from '@/shared/i18n/i18n';
import { toApiLanguage } from '@/shared/i18n/languages';
import { useSessionStore } from '@/shared/lib/session-store';
import { gameKeys } from './game-keys';
import { nextPageNo } from './get-game-list';

export type FavouriteListQuery = { gameType?: PlayableGameType; pageSize: number };

/** GET /wps/relay/MCSFE_getFavoriteGamesList (pageNo, gameType, pageSize 25 or 30, language). */
export function getFavouriteList(
  query: FavouriteListQuery & { pageNo: number },
  language: Language,
  signal?: AbortSignal,
): Promise<GameListResponse> {
  return apiGet<GameListResponse>(
    apiPaths.favouriteList,
    {
      pageNo: query.pageNo,
      pageSize: query.pageSize,
      gameType: query.gameType,
      language: toApiLanguage(language),
    },
    signal,
  );
}

export const favouriteListQueryOptions = (
  token: string,
  query: FavouriteListQuery,
  language: Language,
) =>
  infiniteQueryOptions({
    queryKey: gameKeys.favouriteList(token, query.gameType, query.pageSize, language),
    queryFn: ({ signal, pageParam }) =>
      getFavouriteList({ ...query, pageNo: pageParam }, language, signal),
    initialPageParam: 1,
    getNextPageParam: (last: GameListResponse) => nextPageNo(last),
    staleTime: 60_000,
  });

/** The player's favourite games, newest first, with load-more; idle for a guest. */
export function useFavouriteListInfinite(
  query: FavouriteListQuery,
  options: { enabled?: boolean } = {},
) {
  const language = useLanguageStore((s) => s.language);
  const token = useSessionStore((s) => s.session?.token ?? '');
  return useInfiniteQuery({
    ...favouriteListQueryOptions(token, query, language),
    enabled: token !== '' && (options.enabled ?? true),
  });
}
