import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LotteryGame } from '@app/contracts/lottery';
import { routes } from '@app/contracts/routes';
import { call } from '@/shared/api/call';
import { languageHint } from './get-game-list';
import { lotteryKeys, type LotteryMode } from './lottery-keys';

/** How many popular lottery games the lottery page shows. */
export const lotteryPopularLimit = 12;

/** GET /lgw/games/popular: the most played lottery games of a prize mode and play type. */
export function getLotteryPopular(mode: LotteryMode, signal?: AbortSignal): Promise<LotteryGame[]> {
  return call(
    routes.lotteryPopular,
    { query: { ...mode, language: languageHint(), limit: lotteryPopularLimit } },
    { signal },
  );
}

export const lotteryPopularQueryOptions = (mode: LotteryMode) =>
  queryOptions({
    queryKey: lotteryKeys.popular(mode),
    queryFn: ({ signal }) => getLotteryPopular(mode, signal),
    staleTime: 5 * 60_000,
  });

export function useLotteryPopular(mode: LotteryMode, options: { enabled?: boolean } = {}) {
  return useQuery({ ...lotteryPopularQueryOptions(mode), enabled: options.enabled ?? true });
}
