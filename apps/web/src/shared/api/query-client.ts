import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './client';

/** Named stale times (design: "query-key factories and named stale times"). */
export const staleTimes = {
  /** Status gates the whole app; refreshed on every visit and each minute after. */
  systemStatus: 60_000,
  /** Operator settings change rarely. */
  settings: 5 * 60_000,
  helpCenter: 10 * 60_000,
} as const;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        // Retry only what may heal: network trouble and server errors, not refusals.
        retry: (count, error) =>
          count < 2 &&
          (!isApiError(error) ||
            ['NETWORK', 'SYSTEM_ERROR', 'BAD_RESPONSE'].includes(error.errorCode)),
      },
    },
  });
}
