import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@app/contracts/api-paths';
import type { SystemStatusPayload } from '@app/contracts/system';
import { apiGet } from '@/shared/api/client';
import { staleTimes } from '@/shared/api/query-client';
import { readStatusCache, writeStatusCache } from '../lib/status-cache';
import { systemKeys } from './system-keys';

export async function getSystemStatus(signal?: AbortSignal): Promise<SystemStatusPayload> {
  const payload = await apiGet<SystemStatusPayload>(apiPaths.systemStatus, undefined, signal);
  writeStatusCache(payload);
  return payload;
}

/**
 * The cached payload is the initial data, marked as fetched at time 0 so it is stale at once:
 * the app renders from the cache immediately and refetches in the background.
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
