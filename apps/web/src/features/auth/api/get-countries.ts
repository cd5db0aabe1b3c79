import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@app/contracts/api-paths';
import type { Country } from '@app/contracts/system';
import { apiGet } from '@/shared/api/client';
import { staleTimes } from '@/shared/api/query-client';
import { authKeys } from './auth-keys';

/** GET /wps/system/country: the dialing codes of the mobile number select. */
export function getCountries(signal?: AbortSignal): Promise<Country[]> {
  return apiGet<Country[]>(apiPaths.systemCountry, undefined, signal);
}

export const countriesQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.countries(),
    queryFn: ({ signal }) => getCountries(signal),
    staleTime: staleTimes.settings,
  });

export function useCountries() {
  return useQuery(countriesQueryOptions());
}
