import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LotteryGame } from '@app/contracts/lottery';
import { routes } from '@app/contracts/routes';
import { call } from '@/shared/api/call';
import { useSessionStore } from '@/shared/lib/session-store';
import { languageHint } from './get-game-list';
import { lotteryKeys, type LotteryMode } from './lottery-keys';

/** How many recently played lottery games the lottery page shows. */
export const lotteryRecentLimit = 12;

/** GET /lgw/vn/games/game_menu/recent: the player's recently played lottery games (Bearer). */
export function getLotteryRecent(mode: LotteryMode, signal?: AbortSignal): Promise<LotteryGame[]> {
  return call(
    routes.lotteryRecent,
    { query: { ...mode, language: languageHint(), limit: lotteryRecentLimit } },
    { signal },
  );
}

export const lotteryRecentQueryOptions = (token: string, mode: LotteryMode) =>
  queryOptions({
    // Under the session scope (a launch refreshes it with the recent games).
    queryKey: lotteryKeys.recentList(token, mode),
    queryFn: ({ signal }) => getLotteryRecent(mode, signal),
    staleTime: 30_000,
  });

/** Logged-in players only (a guest has none; no call is made). */
export function useLotteryRecent(mode: LotteryMode) {
  const token = useSessionStore((s) => s.session?.token ?? '');
  return useQuery({ ...lotteryRecentQueryOptions(token, mode), enabled: token !== '' });
}
