import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@app/contracts/api-paths';
import type { Language } from '@app/contracts/languages';
import type { LotteryGame } from '@app/contracts/lottery';
import { apiGet } from '@/shared/api/client';
import { useLanguageStore } from '@/shared/i18n/i18n';
import { toApiLanguage } from '@/shared/i18n/languages';
import { gameKeys } from './game-keys';
import type { LotteryMode } from './get-lottery-menu';

/** How many popular lottery games the lottery page shows. */
export const lotteryPopularLimit = 12;

/** GET /lgw/games/popular: the most played lottery games of a prize mode and play type. */
export function getLotteryPopular(
  mode: LotteryMode,
  language: Language,
  signal?: AbortSignal,
): Promise<LotteryGame[]> {
  return apiGet<LotteryGame[]>(
    apiPaths.lotteryPopular,
    {
      prizeMode: mode.prizeMode,
      playType: mode.playType,
      language: toApiLanguage(language),
      limit: lotteryPopularLimit,
    },
    signal,
  );
}

export const lotteryPopularQueryOptions = (mode: LotteryMode, language: Language) =>
  queryOptions({
    queryKey: gameKeys.lotteryPopular(mode.prizeMode, mode.playType, language),
    queryFn: ({ signal }) => getLotteryPopular(mode, language, signal),
    staleTime: 5 * 60_000,
  });

export function useLotteryPopular(mode: LotteryMode, options: { enabled?: boolean } = {}) {
  const language = useLanguageStore((s) => s.language);
  return useQuery({
    ...lotteryPopularQueryOptions(mode, language),
    enabled: options.enabled ?? true,
  });
}
