import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { GameListResponse, PlayableGameType } from '@app/contracts/games';
import { routes } from '@app/contracts/routes';
import { call, type QueryOf } from '@/shared/api/call';
import { gamePageSizes } from '@/shared/lib/lobby-rules';
import { useSessionStore } from '@/shared/lib/session-store';
import { gameKeys } from './game-keys';
import { languageHint, nextPageNo } from './get-game-list';

/** GET /wps/relay/GCS_recentGame (page, pageSize 25, gameType, language, clientType 2). */
export function getRecentGames(
  query: Pick<QueryOf<'recentList'>, 'gameType' | 'page'>,
  signal?: AbortSignal,
): Promise<GameListResponse> {
  return call(
    routes.recentList,
    {
      query: {
        ...query,
        pageSize: gamePageSizes.recent,
        language: languageHint(),
        clientType: '2',
      },
    },
    { signal },
  );
}

export const recentGamesQueryOptions = (token: string, gameType: PlayableGameType | undefined) =>
  infiniteQueryOptions({
    queryKey: gameKeys.recentList(token, gameType),
    queryFn: ({ signal, pageParam }) => getRecentGames({ gameType, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (last: GameListResponse) => nextPageNo(last),
    staleTime: 30_000,
  });

/** The player's recently played games, most recent first; idle for a guest. */
export function useRecentGamesInfinite(
  query: { gameType?: PlayableGameType } = {},
  options: { enabled?: boolean } = {},
) {
  const token = useSessionStore((s) => s.session?.token ?? '');
  return useInfiniteQuery({
    ...recentGamesQueryOptions(token, query.gameType),
    enabled: token !== '' && (options.enabled ?? true),
  });
}
