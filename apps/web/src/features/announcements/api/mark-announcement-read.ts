import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AnnouncementList, MarkAnnouncementReadResult } from '@app/contracts/announcements';
import { routes } from '@app/contracts/routes';
import { call } from '@/shared/api/call';
import { announcementKeys } from '@/shared/api/get-announcements';
import { refreshUnreadCount } from '@/shared/api/unread-counts';
import { timings } from '@/shared/lib/timings';

/** When the previous call went out: each call waits its turn after it (a chain, not slots). */
let previousSend: Promise<number> = Promise.resolve(-Infinity);

/**
 * Spec section 7: calls go out at least 150 ms apart (a quick series of opens is spaced out).
 * Each call waits for the one before it to have gone out, then 150 ms from that moment: a busy
 * page whose timers fire late still never sends two calls closer together.
 */
async function throttled<T>(call: () => Promise<T>): Promise<T> {
  const turn = previousSend.then(async (sentAt) => {
    const wait = sentAt + timings.markReadThrottleMs - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    return Date.now();
  });
  previousSend = turn;
  await turn;
  return call();
}

/**
 * POST /wps/relay/MCSFE_markAnnouncementAsRead {announcementId, read: true} (spec section 7;
 * contract `markAnnouncementReadSchema`). Needs a member's token.
 */
export function markAnnouncementRead(announcementId: number): Promise<MarkAnnouncementReadResult> {
  return throttled(() =>
    call(routes.markAnnouncementRead, { body: { announcementId, read: true } }),
  );
}

/** Marks the item read in every cached announcement list (and lowers the unread count). */
export function markReadInCache(queryClient: QueryClient, announcementId: number): void {
  queryClient.setQueriesData<AnnouncementList>({ queryKey: announcementKeys.all }, (list) => {
    if (!list) return list;
    let changed = 0;
    const mark = (items: AnnouncementList['player']) =>
      items.map((item) => {
        if (item.id !== announcementId || item.read) return item;
        changed = 1;
        return { ...item, read: true };
      });
    const next: AnnouncementList = {
      ...list,
      player: mark(list.player),
      popup: mark(list.popup),
      promotion: mark(list.promotion),
      hot: mark(list.hot),
      agent: mark(list.agent),
    };
    if (!changed) return list;
    return { ...next, footer: { unreadCount: Math.max(0, list.footer.unreadCount - 1) } };
  });
}

/**
 * Spec section 4, Announcement read: an unread item is marked read locally and on the server,
 * then the lists reload (the server's answer is the truth, also for the unread counts).
 */
export function useMarkAnnouncementRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAnnouncementRead,
    onMutate: (announcementId) => markReadInCache(queryClient, announcementId),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: announcementKeys.all }),
        // The message centre's announcement badge (CSP_unreadCount) counts the same items.
        refreshUnreadCount(queryClient, 'announcement'),
      ]),
  });
}
