import { skipToken, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { FeedbackItem, FeedbackPage, FeedbackSubmitBody } from '@app/contracts/feedback';
import { feedbackRoutes } from '@app/contracts/feedback-routes';
import { call } from '@/shared/api/call';
import { sessionKeys } from '@/shared/api/session-keys';
import { useSessionStore } from '@/shared/lib/session-store';

/** Feedback items per page of "my feedback". */
export const feedbackPageSize = 10;

/** One session's feedback answers, under its scope (logout drops them). */
export const feedbackKeys = {
  all: (token: string) => [...sessionKeys.scope(token), 'feedback'] as const,
  list: (token: string) => [...feedbackKeys.all(token), 'list'] as const,
};

function useToken(): string {
  return useSessionStore((s) => s.session?.token ?? '');
}

/** GET /wps/member/feedback, page by page, newest first. */
export function useMyFeedback() {
  const token = useToken();
  return useInfiniteQuery({
    queryKey: feedbackKeys.list(token),
    queryFn:
      token === ''
        ? skipToken
        : ({ signal, pageParam }) =>
            call(
              feedbackRoutes.feedbackList,
              { query: { pageNo: pageParam, pageSize: feedbackPageSize } },
              { signal },
            ),
    initialPageParam: 1,
    getNextPageParam: (last: FeedbackPage) =>
      last.pageNum < last.totalPages ? last.pageNum + 1 : undefined,
  });
}

/** POST /wps/member/feedback; "my feedback" is fetched again after it. */
export function useSendFeedback() {
  const client = useQueryClient();
  const token = useToken();
  return useMutation({
    mutationFn: (body: FeedbackSubmitBody): Promise<FeedbackItem> =>
      call(feedbackRoutes.feedbackSubmit, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: feedbackKeys.all(token) }),
  });
}
