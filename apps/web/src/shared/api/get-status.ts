import { queryOptions, useQuery } from '@tanstack/react-query';
import { routes } from '@app/contracts/routes';
import type { SystemStatusPayload } from '@app/contracts/system';
import { readStatusCache, writeStatusCache } from '@/shared/lib/status-cache';
import { call } from './call';
import { staleTimes } from './query-client';
import { systemKeys } from './system-keys';

export async function getSystemStatus(signal?: AbortSignal): Promise<SystemStatusPayload> {
  const payload = await call(routes.systemStatus, {}, { signal });
  writeStatusCache(payload);
  return payload;
}

/**
 * The cached payload is the initial data, marked as fetched at time 0 so it is stale at once:
 * the app renders from the cache immediately and refetches in the background. Lives in shared/
 * because several features read it (whitelabel flags, resources).
 */
export const statusQueryOptions = () =>
  queryOptions({
    queryKey: systemKeys.status(),
    queryFn: ({ signal }) => getSystemStatus(signal),
    initialData: () => readStatusCache() ?? undefined,
    initialDataUpdatedAt: 0,
    staleTime: staleTimes.systemStatus,
  });

export function useSystemStatus() {
  return useQuery(statusQueryOptions());
}

/** A whitelabel flag of the status payload (spec section 3); off while unknown. */
export function useWhitelabelFlag(flag: string): boolean {
  const { data } = useSystemStatus();
  return data?.info.whitelabel[flag] === true;
}
