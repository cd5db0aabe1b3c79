import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Game } from '@app/contracts/games';
import { routes } from '@app/contracts/routes';
import { call } from '@/shared/api/call';
import { gameKeys, type HotGamesQuery } from './game-keys';
import { gameListStaleTime, languageHint } from './get-game-list';

/** GET /wps/relay/GCSGAME_hotGamesV2: isPlatform=2, platform=html5, language, optional gameType. */
export function getHotGames(query: HotGamesQuery, signal?: AbortSignal): Promise<Game[]> {
  return call(
    routes.hotGames,
    { query: { isPlatform: '2', platform: 'html5', language: languageHint(), ...query } },
    { signal },
  );
}

export const hotGamesQueryOptions = (query: HotGamesQuery) =>
  queryOptions({
    queryKey: gameKeys.hot(query),
    queryFn: ({ signal }) => getHotGames(query, signal),
    staleTime: gameListStaleTime,
  });

export function useHotGames(query: HotGamesQuery = {}, options: { enabled?: boolean } = {}) {
  return useQuery({ ...hotGamesQueryOptions(query), enabled: options.enabled ?? true });
}
