import { keepPreviousData, skipToken, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { AgentRebateEarnings, AgentRebateRates } from '@app/contracts/agent-rebates';
import { agentRoutes } from '@app/contracts/agent-routes';
import { MAX_REPORT_SPAN_DAYS } from '@app/contracts/agent-constants';
import { call } from '@/shared/api/call';
import { isApiError } from '@/shared/api/client';
import { errorMessageKey } from '@/shared/api/error-messages';
import { i18n } from '@/shared/i18n/i18n';
import { useSessionStore } from '@/shared/lib/session-store';

/**
 * The rebate screens' calls (issue 17; rows in @app/contracts/agent-routes, types only from the
 * zod module). Keys `['agent', 'rebates', token, ...]`: one session's answers.
 */
export const rebateKeys = {
  all: (token: string) => ['agent', 'rebates', token] as const,
  rates: (token: string) => [...rebateKeys.all(token), 'rates'] as const,
  earnings: (token: string, period: EarningsPeriod) =>
    [...rebateKeys.all(token), 'earnings', period] as const,
};

/** The earnings list's periods: every day the reports reach (90), this week, this month. */
export const earningsPeriods = ['ALL', 'THIS_WEEK', 'THIS_MONTH'] as const;
export type EarningsPeriod = (typeof earningsPeriods)[number];

/** Days per page (at most MAX_REPORT_SPAN_DAYS). */
export const earningsPageSize = 10;

const useToken = () => useSessionStore((s) => s.session?.token ?? '');

/** The agent's rate table by game type. */
export function useRebateRates() {
  const token = useToken();
  return useQuery({
    queryKey: rebateKeys.rates(token),
    queryFn:
      token === ''
        ? skipToken
        : ({ signal }): Promise<AgentRebateRates> =>
            call(agentRoutes.agentRebateRates, {}, { signal }),
    staleTime: 30_000,
  });
}

/** The earnings of the period, newest day first, page by page (each page carries the totals). */
export function useRebateEarnings(period: EarningsPeriod) {
  const token = useToken();
  return useInfiniteQuery({
    queryKey: rebateKeys.earnings(token, period),
    queryFn:
      token === ''
        ? skipToken
        : ({ signal, pageParam }): Promise<AgentRebateEarnings> =>
            call(
              agentRoutes.agentRebateEarnings,
              {
                query: {
                  ...(period === 'ALL' ? {} : { range: period }),
                  pageNo: pageParam,
                  pageSize: earningsPageSize,
                },
              },
              { signal },
            ),
    initialPageParam: 1,
    getNextPageParam: (last: AgentRebateEarnings) =>
      last.pageNo * last.pageSize < last.totalCount ? last.pageNo + 1 : undefined,
    // Another period keeps the last figures on screen (marked busy) until its own arrive.
    placeholderData: keepPreviousData,
    // Today's projection grows with every round.
    staleTime: 30_000,
    refetchOnWindowFocus: 'always',
  });
}

/** A failed call's message (the dictionary's, spec 8). */
export function rebateErrorText(error: unknown): string {
  if (!isApiError(error)) return i18n.t('errors.network');
  return i18n.t(errorMessageKey(error.errorCode), { maxDays: MAX_REPORT_SPAN_DAYS });
}
