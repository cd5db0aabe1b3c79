import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OpenNumero, PrizeMode } from '@app/contracts/lottery';
import { routes } from '@app/contracts/routes';
import { call } from '@/shared/api/call';
import { lotteryKeys } from './lottery-keys';

/** GET /lotto/lgw/games/opened/numero?gameIds=a,b: the draw now taking bets, per game. */
export function getOpenNumeros(
  gameIds: readonly string[],
  prizeMode: PrizeMode,
  signal?: AbortSignal,
): Promise<OpenNumero[]> {
  return call(
    routes.lotteryOpenNumeros,
    { query: { gameIds: gameIds.join(','), prizeMode } },
    { signal },
  );
}

export const openNumerosQueryOptions = (gameIds: readonly string[], prizeMode: PrizeMode) =>
  queryOptions({
    queryKey: lotteryKeys.numeros(prizeMode, gameIds),
    queryFn: ({ signal }) => getOpenNumeros(gameIds, prizeMode, signal),
    // Countdowns run on the device from each answer; a draw reaching 0 refetches.
    staleTime: Infinity,
  });

/** The open draws of these games; idle until there are games. */
export function useOpenNumeros(gameIds: readonly string[], prizeMode: PrizeMode) {
  return useQuery({
    ...openNumerosQueryOptions(gameIds, prizeMode),
    enabled: gameIds.length > 0,
  });
}
