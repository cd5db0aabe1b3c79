import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LotteryGame, lotteryRegions } from '@app/contracts/lottery';
import { routes } from '@app/contracts/routes';
import { call } from '@/shared/api/call';
import { languageHint } from './get-game-list';
import { lotteryKeys, type LotteryMode } from './lottery-keys';

export type LotteryMenu = { region: (typeof lotteryRegions)[number]; games: LotteryGame[] }[];
export type { LotteryMode };

/** GET /lgw/vn/games/game_menu: the lottery games of a prize mode and play type, by region. */
export function getLotteryMenu(mode: LotteryMode, signal?: AbortSignal): Promise<LotteryMenu> {
  return call(routes.lotteryMenu, { query: { ...mode, language: languageHint() } }, { signal });
}

export const lotteryMenuQueryOptions = (mode: LotteryMode) =>
  queryOptions({
    queryKey: lotteryKeys.menu(mode),
    queryFn: ({ signal }) => getLotteryMenu(mode, signal),
    staleTime: 5 * 60_000,
  });

export function useLotteryMenu(mode: LotteryMode, options: { enabled?: boolean } = {}) {
  return useQuery({ ...lotteryMenuQueryOptions(mode), enabled: options.enabled ?? true });
}
