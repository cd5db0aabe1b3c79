import { queryOptions, useQuery } from '@tanstack/react-query';
import { routes } from '@app/contracts/routes';
import type { Country } from '@app/contracts/system';
import { call } from '@/shared/api/call';
import { staleTimes } from '@/shared/api/query-client';
import { authKeys } from './auth-keys';

/** GET /wps/system/country: the dialing codes of the mobile number select. */
export function getCountries(signal?: AbortSignal): Promise<Country[]> {
  return call(routes.systemCountry, {}, { signal });
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
