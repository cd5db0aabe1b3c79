import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@app/contracts/api-paths';
import type { Language } from '@app/contracts/languages';
import type { LotteryGame, lotteryRegions, PlayType, PrizeMode } from '@app/contracts/lottery';
import { apiGet } from '@/shared/api/client';
import { useLanguageStore } from '@/shared/i18n/i18n';
import { toApiLanguage } from '@/shared/i18n/languages';
import { gameKeys } from './game-keys';

export type LotteryMenu = { region: (typeof lotteryRegions)[number]; games: LotteryGame[] }[];
export type LotteryMode = { prizeMode: PrizeMode; playType: PlayType };

/** GET /lgw/vn/games/game_menu: the lottery games of a prize mode and play type, by region. */
export function getLotteryMenu(
  mode: LotteryMode,
  language: Language,
  signal?: AbortSignal,
): Promise<LotteryMenu> {
  return apiGet<LotteryMenu>(
    apiPaths.lotteryMenu,
    { prizeMode: mode.prizeMode, playType: mode.playType, language: toApiLanguage(language) },
    signal,
  );
}

export const lotteryMenuQueryOptions = (mode: LotteryMode, language: Language) =>
  queryOptions({
    queryKey: gameKeys.lotteryMenu(mode.prizeMode, mode.playType, language),
    queryFn: ({ signal }) => getLotteryMenu(mode, language, signal),
    staleTime: 5 * 60_000,
  });

export function useLotteryMenu(mode: LotteryMode, options: { enabled?: boolean } = {}) {
  const language = useLanguageStore((s) => s.language);
  return useQuery({
    ...lotteryMenuQueryOptions(mode, language),
    enabled: options.enabled ?? true,
  });
}
