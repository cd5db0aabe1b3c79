import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RegistrationSettings } from '@app/contracts/account';
import { routes } from '@app/contracts/routes';
import { call } from '@/shared/api/call';
import { staleTimes } from '@/shared/api/query-client';
import { authKeys } from './auth-keys';

/** GET /wps/system/setting/register: tabs, fields, rules and limits of the register form. */
export function getRegisterSettings(signal?: AbortSignal): Promise<RegistrationSettings> {
  return call(routes.systemRegisterSettings, {}, { signal });
}

export const registerSettingsQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.registerSettings(),
    queryFn: ({ signal }) => getRegisterSettings(signal),
    staleTime: staleTimes.settings,
  });

export function useRegisterSettings() {
  return useQuery(registerSettingsQueryOptions());
}
