import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlayableGameType, Vendor } from '@app/contracts/games';
import { routes } from '@app/contracts/routes';
import { call } from '@/shared/api/call';
import { gameKeys } from './game-keys';
import { languageHint } from './get-game-list';

/** Vendors change only with a deployment. */
const vendorsStaleTime = 10 * 60_000;

/** GET /wps/relay/GCSGAME_getVassGameType (typeId=1): vendors with the types they offer. */
export function getVendors(
  gameType: PlayableGameType | undefined,
  signal?: AbortSignal,
): Promise<Vendor[]> {
  return call(
    routes.vendorTypes,
    { query: { typeId: '1', gameType, language: languageHint() } },
    { signal },
  );
}

export const vendorsQueryOptions = (gameType: PlayableGameType | undefined) =>
  queryOptions({
    queryKey: gameKeys.vendors(gameType),
    queryFn: ({ signal }) => getVendors(gameType, signal),
    staleTime: vendorsStaleTime,
  });

/** Every vendor with games (optionally of one type), in server order. */
export function useVendors(gameType?: PlayableGameType, options: { enabled?: boolean } = {}) {
  return useQuery({ ...vendorsQueryOptions(gameType), enabled: options.enabled ?? true });
}
