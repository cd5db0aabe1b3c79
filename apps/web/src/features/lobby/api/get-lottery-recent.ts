import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@app/contracts/api-paths';
import type { Language } from '@app/contracts/languages';
import type { LotteryGame } from '@app/contracts/lottery';
import { apiGet } from '@/shared/api/client';
import { useLanguageStore } from '@/shared/i18n/i18n';
import { toApiLanguage } from '@/shared/i18n/languages';
import { useSessionStore } from '@/shared/lib/session-store';
import { gameKeys } from './game-keys';
import type { LotteryMode } from './get-lottery-menu';

/** How many recently played lottery games the lottery page shows. */
export const lotteryRecentLimit = 12;

/** GET /lgw/vn/games/game_menu/recent: the player's recently played lottery games (Bearer). */
export function getLotteryRecent(
  mode: LotteryMode,
  language: Language,
  signal?: AbortSignal,
): Promise<LotteryGame[]> {
  return apiGet<LotteryGame[]>(
    apiPaths.lotteryRecent,
    {
      prizeMode: mode.prizeMode,
      playType: mode.playType,
      language: toApiLanguage(language),
      limit: lotteryRecentLimit,
    },
    signal,
  );
}

export const lotteryRecentQueryOptions = (token: string, mode: LotteryMode, language: Language) =>
  queryOptions({
    // Under the session scope (and the recent games' keys, which a launch refreshes).
    queryKey: gameKeys.lotteryRecent(token, mode.prizeMode, mode.playType, language),
    queryFn: ({ signal }) => getLotteryRecent(mode, language, signal),
    staleTime: 30_000,
  });

/** Logged-in players only (a guest has none; no call is made). */
export function useLotteryRecent(mode: LotteryMode) {
  const language = useLanguageStore((s) => s.language);
  const token = useSessionStore((s) => s.session?.token ?? '');
  return useQuery({ ...lotteryRecentQueryOptions(token, mode, language), enabled: token !== '' });
}
