import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@app/contracts/api-paths';
import type { Game, PlayableGameType } from '@app/contracts/games';
import type { Language } from '@app/contracts/languages';
import { apiGet } from '@/shared/api/client';
import { useLanguageStore } from '@/shared/i18n/i18n';
import { toApiLanguage } from '@/shared/i18n/languages';
import { gameKeys } from './game-keys';
import { gameListStaleTime } from './get-game-list';

export type HotGamesQuery = { gameType?: PlayableGameType; limit?: number };

/** GET /wps/relay/GCSGAME_hotGamesV2: isPlatform=2, platform=html5, language, optional gameType. */
export function getHotGames(
  query: HotGamesQuery,
  language: Language,
  signal?: AbortSignal,
): Promise<Game[]> {
  return apiGet<Game[]>(
    apiPaths.hotGames,
    {
      isPlatform: 2,
      platform: 'html5',
      language: toApiLanguage(language),
      gameType: query.gameType,
      limit: query.limit,
    },
    signal,
  );
}

export const hotGamesQueryOptions = (query: HotGamesQuery, language: Language) =>
  queryOptions({
    queryKey: gameKeys.hot(query.gameType, query.limit, language),
    queryFn: ({ signal }) => getHotGames(query, language, signal),
    staleTime: gameListStaleTime,
  });

export function useHotGames(query: HotGamesQuery = {}, options: { enabled?: boolean } = {}) {
  const language = useLanguageStore((s) => s.language);
  return useQuery({ ...hotGamesQueryOptions(query, language), enabled: options.enabled ?? true });
}
