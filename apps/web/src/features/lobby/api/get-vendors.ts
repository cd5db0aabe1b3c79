import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@app/contracts/api-paths';
import type { PlayableGameType, Vendor } from '@app/contracts/games';
import type { Language } from '@app/contracts/languages';
import { apiGet } from '@/shared/api/client';
import { useLanguageStore } from '@/shared/i18n/i18n';
import { toApiLanguage } from '@/shared/i18n/languages';
import { gameKeys } from './game-keys';

/** Vendors change only with a deployment. */
const vendorsStaleTime = 10 * 60_000;

/** GET /wps/relay/GCSGAME_getVassGameType (typeId=1): vendors with the types they offer. */
export function getVendors(
  gameType: PlayableGameType | undefined,
  language: Language,
  signal?: AbortSignal,
): Promise<Vendor[]> {
  return apiGet<Vendor[]>(
    apiPaths.vendorTypes,
    { typeId: 1, gameType, language: toApiLanguage(language) },
    signal,
  );
}

export const vendorsQueryOptions = (gameType: PlayableGameType | undefined, language: Language) =>
  queryOptions({
    queryKey: gameKeys.vendors(gameType, language),
    queryFn: ({ signal }) => getVendors(gameType, language, signal),
    staleTime: vendorsStaleTime,
  });

/** Every vendor with games (optionally of one type), in server order. */
export function useVendors(gameType?: PlayableGameType, options: { enabled?: boolean } = {}) {
  const language = useLanguageStore((s) => s.language);
  return useQuery({ ...vendorsQueryOptions(gameType, language), enabled: options.enabled ?? true });
}
