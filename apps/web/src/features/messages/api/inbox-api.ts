import {
  skipToken,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import type { Language } from '@app/contracts/languages';
import { messageRoutes } from '@app/contracts/message-routes';
import type { InboxChange, InboxItem, InboxPage } from '@app/contracts/messages';
import { call } from '@/shared/api/call';
import { sessionKeys } from '@/shared/api/session-keys';
import { setUnreadCount } from '@/shared/api/unread-counts';
import { useLanguageStore } from '@/shared/i18n/i18n';
import { toApiLanguage } from '@/shared/i18n/languages';
import { useSessionStore } from '@/shared/lib/session-store';

/** Messages per page of the inbox. */
export const inboxPageSize = 20;

/** One session's inbox, under its scope (a logout drops it); the answer is in one language. */
export const inboxKeys = {
  all: (token: string) => [...sessionKeys.scope(token), 'inbox'] as const,
  list: (token: string, language: Language) => [...inboxKeys.all(token), 'list', language] as const,
};

type InboxPages = InfiniteData<InboxPage, number>;

function useToken(): string {
  return useSessionStore((s) => s.session?.token ?? '');
}

/** GET /wps/member/inbox, page by page: unread first, then read, each newest first. */
export function useInbox() {
  const client = useQueryClient();
  const token = useToken();
  const language = useLanguageStore((s) => s.language);
  return useInfiniteQuery({
    queryKey: inboxKeys.list(token, language),
    queryFn:
      token === ''
        ? skipToken
        : ({ signal, pageParam }) =>
            call(
              messageRoutes.inboxList,
              {
                query: {
                  pageNo: pageParam,
                  pageSize: inboxPageSize,
                  language: toApiLanguage(language),
                },
              },
              { signal },
            ).then((page) => {
              // Every page says how many are unread: the badges follow the list.
              setUnreadCount(client, token, 'inbox', page.unreadCount);
              return page;
            }),
    initialPageParam: 1,
    getNextPageParam: (last: InboxPage) =>
      last.pageNum < last.totalPages ? last.pageNum + 1 : undefined,
  });
}

/** The loaded messages in server order, each once (a page boundary may shift after a delete). */
export function inboxItems(
  data: { pages: readonly InboxPage[] } | undefined,
): InboxItem[] | undefined {
  if (!data) return undefined;
  const seen = new Set<number>();
  return data.pages
    .flatMap((page) => page.list)
    .filter((item) => {
      if (seen.has(item.id)) return false;
      seen.add(item.id);
      return true;
    });
}

/** Every cached inbox list (each language), changed by `edit`; the unread count set to `count`. */
function editInboxCache(
  client: QueryClient,
  token: string,
  edit: (list: InboxItem[]) => InboxItem[],
  count: number,
): void {
  client.setQueriesData<InboxPages>({ queryKey: inboxKeys.all(token) }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({ ...page, list: edit(page.list), unreadCount: count })),
        }
      : data,
  );
}

/**
 * POST /wps/member/inbox/:id/read: the message shows read and the badges drop to the count the
 * answer gives (no second call). The list keeps its order until it is next fetched.
 */
export function useMarkInboxRead() {
  const client = useQueryClient();
  const token = useToken();
  return useMutation({
    mutationFn: (id: number): Promise<InboxChange> =>
      call(messageRoutes.inboxRead, { params: { id } }),
    onSuccess: ({ id, unreadCount }) => {
      editInboxCache(
        client,
        token,
        (list) => list.map((item) => (item.id === id ? { ...item, read: true } : item)),
        unreadCount,
      );
      setUnreadCount(client, token, 'inbox', unreadCount);
    },
  });
}

/**
 * DELETE /wps/member/inbox/:id: the message leaves the list at once and the badges take the
 * answer's count; the loaded pages are then fetched again so the next page starts where it should.
 */
export function useDeleteInboxMessage() {
  const client = useQueryClient();
  const token = useToken();
  return useMutation({
    mutationFn: (id: number): Promise<InboxChange> =>
      call(messageRoutes.inboxDelete, { params: { id } }),
    onSuccess: ({ id, unreadCount }) => {
      editInboxCache(client, token, (list) => list.filter((item) => item.id !== id), unreadCount);
      setUnreadCount(client, token, 'inbox', unreadCount);
      void client.invalidateQueries({ queryKey: inboxKeys.all(token) });
    },
  });
}
