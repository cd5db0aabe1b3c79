import type { Query, QueryClient } from '@tanstack/react-query';

/**
 * The query meta of answers that depend on who is logged in although their keys do not name the
 * session: the viewer travels as the bearer token (announcements: member-only items and read
 * flags). Their query options carry this meta. The player's own lists (favourites, recent games,
 * recent lottery games, member info, wallet) have keys under `sessionKeys.scope(token)`, so a
 * new session never sees the last one's.
 */
export const viewerDependent = { viewerDependent: true } as const;

const isViewerDependent = (query: Query) => query.meta?.viewerDependent === true;

/**
 * After a login, a registration or a new password: refetch exactly the answers that depend on
 * the viewer (not every query: the catalogue, settings and status are the same for everyone).
 */
export function invalidateViewerData(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: isViewerDependent });
}

/** After a logout: the last player's answers are dropped, so the next login never sees them. */
export function forgetViewerData(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: isViewerDependent });
}
