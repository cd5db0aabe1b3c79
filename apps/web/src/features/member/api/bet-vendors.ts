import { useQuery } from '@tanstack/react-query';
import type { PlayableGameType, Vendor } from '@app/contracts/games';
import { routes } from '@app/contracts/routes';
import { call } from '@/shared/api/call';

/**
 * The vendor filter's choices: GCSGAME_getVassGameType (the lobby's vendor list), of one game
 * type when one is chosen. The same for everyone, so not under the session's keys.
 */
export function useBetVendors(gameType: PlayableGameType | null) {
  return useQuery({
    queryKey: ['betRecord', 'vendors', gameType ?? 'ALL'] as const,
    queryFn: ({ signal }): Promise<Vendor[]> =>
      call(routes.vendorTypes, { query: gameType ? { gameType } : {} }, { signal }),
    staleTime: 5 * 60_000,
  });
}
