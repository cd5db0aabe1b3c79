import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiPaths } from '@app/contracts/api-paths';
import type { GameListResponse, PlayableGameType } from '@app/contracts/games';
import type { Language } from '@app/contracts/languages';
import { apiGet } from '@/shared/api/client';
import { useLanguageStore } from '@/shared/i18n/i18n';
import { toApiLanguage } from '@/shared/i18n/languages';
import { gamePageSizes } from '@/shared/lib/lobby-rules';
import { useSessionStore } from '@/shared/lib/session-store';
import { gameKeys } from './game-keys';
import { nextPageNo } from './get-game-list';

/** GET /wps/relay/GCS_recentGame (page, pageSize 25, gameType, language, clientType 2). */
export function getRecentGames(
  query: { gameType?: PlayableGameType; page: number },
  language: Language,
  signal?: AbortSignal,
): Promise<GameListResponse> {
  return apiGet<GameListResponse>(
    apiPaths.recentList,
    {
      page: query.page,
      pageSize: gamePageSizes.recent,
      gameType: query.gameType,
      language: toApiLanguage(language),
      clientType: 2,
    },
    signal,
  );
}

export const recentGamesQueryOptions = (
  token: string,
  gameType: PlayableGameType | undefined,
  language: Language,
) =>
  infiniteQueryOptions({
    queryKey: gameKeys.recentList(token, gameType, language),
    queryFn: ({ signal, pageParam }) =>
      getRecentGames({ gameType, page: pageParam }, language, signal),
    initialPageParam: 1,
    getNextPageParam: (last: GameListResponse) => nextPageNo(last),
    staleTime: 30_000,
  });

/** The player's recently played games, most recent first; idle for a guest. */
export function useRecentGamesInfinite(
  query: { gameType?: PlayableGameType } = {},
  options: { enabled?: boolean } = {},
) {
  const language = useLanguageStore((s) => s.language);
  const token = useSessionStore((s) => s.session?.token ?? '');
  return useInfiniteQuery({
    ...recentGamesQueryOptions(token, query.gameType, language),
    enabled: token !== '' && (options.enabled ?? true),
  });
}
