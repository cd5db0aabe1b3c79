import { keepPreviousData, skipToken, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { MAX_REPORT_SPAN_DAYS } from '@app/contracts/agent-constants';
import type { AgentTeamBets, AgentTeamPnl } from '@app/contracts/agent-reports';
import { agentRoutes } from '@app/contracts/agent-routes';
import type { PlayableGameType } from '@app/contracts/game-constants';
import { call } from '@/shared/api/call';
import { isApiError } from '@/shared/api/client';
import { errorMessageKey } from '@/shared/api/error-messages';
import { i18n } from '@/shared/i18n/i18n';
import { useSessionStore } from '@/shared/lib/session-store';
import type { RangeParams } from './report-range';

/**
 * The team reports' calls (issue 17; rows in @app/contracts/agent-routes, types only from the
 * zod module). Keys `['agent', 'reports', token, ...]`: one session's reports, each range and
 * filter its own entry.
 */
export const reportKeys = {
  all: (token: string) => ['agent', 'reports', token] as const,
  overview: (token: string, range: RangeParams | null) =>
    [...reportKeys.all(token), 'overview', range] as const,
  pnl: (token: string, range: RangeParams | null, parentId: number | null) =>
    [...reportKeys.all(token), 'pnl', range, parentId] as const,
  bets: (token: string, filters: TeamBetFilters | null) =>
    [...reportKeys.all(token), 'bets', filters] as const,
};

export const downlinePageSize = 20;
export const betPageSize = 20;

const useToken = () => useSessionStore((s) => s.session?.token ?? '');

/** The team overview of the range; idle while a custom range is incomplete. */
export function useTeamOverview(range: RangeParams | null) {
  const token = useToken();
  return useQuery({
    queryKey: reportKeys.overview(token, range),
    queryFn:
      range === null || token === ''
        ? skipToken
        : ({ signal }) => call(agentRoutes.agentTeamOverview, { query: range }, { signal }),
    // A new range keeps the last figures on screen (marked busy) until its own arrive.
    placeholderData: keepPreviousData,
  });
}

/**
 * Team P&L, page by page of the direct downlines: each page answers the totals and the series
 * too (the first page's are shown). `parentId`: a sub-agent's team (drill down).
 */
export function useTeamPnl(range: RangeParams | null, parentId: number | null) {
  const token = useToken();
  return useInfiniteQuery({
    queryKey: reportKeys.pnl(token, range, parentId),
    queryFn:
      range === null || token === ''
        ? skipToken
        : ({ signal, pageParam }) =>
            call(
              agentRoutes.agentTeamPnl,
              {
                query: {
                  ...range,
                  ...(parentId !== null ? { parentId } : {}),
                  pageNo: pageParam,
                  pageSize: downlinePageSize,
                },
              },
              { signal },
            ),
    initialPageParam: 1,
    getNextPageParam: (last: AgentTeamPnl) =>
      last.downlines.pageNum < last.downlines.totalPages ? last.downlines.pageNum + 1 : undefined,
  });
}

/** What team betting asks for besides the page. */
export type TeamBetFilters = RangeParams & { username?: string; gameType?: PlayableGameType };

/** The team's bets, page by page; each filter set starts again at page 1. */
export function useTeamBets(filters: TeamBetFilters | null) {
  const token = useToken();
  return useInfiniteQuery({
    queryKey: reportKeys.bets(token, filters),
    queryFn:
      filters === null || token === ''
        ? skipToken
        : ({ signal, pageParam }) =>
            call(
              agentRoutes.agentTeamBets,
              { query: { ...filters, pageNo: pageParam, pageSize: betPageSize } },
              { signal },
            ),
    initialPageParam: 1,
    getNextPageParam: (last: AgentTeamBets) =>
      last.pageNum < last.totalPages ? last.pageNum + 1 : undefined,
  });
}

/** A failed report's message (the range's limit filled in). */
export function reportErrorText(error: unknown): string {
  if (!isApiError(error)) return i18n.t('errors.network');
  return i18n.t(errorMessageKey(error.errorCode), { maxDays: MAX_REPORT_SPAN_DAYS });
}
