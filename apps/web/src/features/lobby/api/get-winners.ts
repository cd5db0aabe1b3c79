import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { WinnerItem } from '@app/contracts/games';
import type { Language } from '@app/contracts/languages';
import { routes } from '@app/contracts/routes';
import type { GameCategory } from '@app/contracts/system';
import { call } from '@/shared/api/call';
import { useLanguageStore } from '@/shared/i18n/i18n';
import { toApiLanguage } from '@/shared/i18n/languages';
import { lobbyRules } from '@/shared/lib/lobby-rules';
import { gameKeys } from './game-keys';

/** GET /wps/relay/GCSGAME_getRankList: gameCategory, language, limitNum 20 (spec section 7). */
export function getWinners(
  gameCategory: GameCategory | undefined,
  language: Language,
  signal?: AbortSignal,
): Promise<WinnerItem[]> {
  return call(
    routes.rankList,
    {
      query: { gameCategory, language: toApiLanguage(language), limitNum: lobbyRules.winnersLimit },
    },
    { signal },
  );
}

/** Up to 20 winners, sorted by winAmount descending (the server sorts; we keep it sorted). */
export function sortWinners(list: readonly WinnerItem[]): WinnerItem[] {
  return [...list]
    .sort((a, b) => b.vo.winAmount - a.vo.winAmount)
    .slice(0, lobbyRules.winnersLimit);
}

export const winnersQueryOptions = (gameCategory: GameCategory | undefined, language: Language) =>
  queryOptions({
    // The language is in the key: the board reloads on a language change (spec section 4),
    // showing the last board until the new one arrives.
    queryKey: gameKeys.winners(gameCategory, language),
    queryFn: async ({ signal }) => sortWinners(await getWinners(gameCategory, language, signal)),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

export function useWinners(gameCategory?: GameCategory, options: { enabled?: boolean } = {}) {
  const language = useLanguageStore((s) => s.language);
  return useQuery({
    ...winnersQueryOptions(gameCategory, language),
    enabled: options.enabled ?? true,
  });
}
