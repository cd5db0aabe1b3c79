import { hydrate, QueryClient, type DehydratedState, type Query } from '@tanstack/react-query';
import { isApiError } from './client';

/** Named stale times (design: "query-key factories and named stale times"). */
export const staleTimes = {
  /** Status gates the whole app; refreshed on every visit and each minute after. */
  systemStatus: 60_000,
  /** Operator settings change rarely. */
  settings: 5 * 60_000,
  helpCenter: 10 * 60_000,
} as const;

/**
 * Answers a server-rendered page brought (entry-server.tsx) count as fresh this long after the
 * server fetched them, so hydrating does not ask for them again (issue 19); their next own fetch
 * follows the query's usual stale time.
 */
export const serverAnswerFreshMs = 60_000;
const fromServer = new Set<string>();

const defaultStaleTime = (query: Query): number =>
  fromServer.has(query.queryHash) ? serverAnswerFreshMs : 0;

/** Puts a server-rendered page's answers into the cache, fresh as above. */
export function hydrateServerState(client: QueryClient, state: DehydratedState): void {
  hydrate(client, state);
  for (const q of state.queries) fromServer.add(q.queryHash);
  client.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success')
      fromServer.delete(event.query.queryHash);
  });
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: defaultStaleTime,
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
