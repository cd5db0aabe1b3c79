import { useQuery, type QueryClient } from '@tanstack/react-query';
import { messageRoutes } from '@app/contracts/message-routes';
import type { UnreadCount } from '@app/contracts/messages';
import { fetchesUnreadCounts } from '@/shared/lib/roles';
import { useSessionStore } from '@/shared/lib/session-store';
import { call } from './call';
import { useSystemStatus } from './get-status';
import { sessionKeys } from './session-keys';

/**
 * The three unread counters of spec section 3 ("Counters: announcementUnreadCount,
 * chatUnreadCount, inboxUnreadCount. The total is their sum"), for the message centre's rows
 * and the total on the app's ways to it. Only a logged-in account that is not a trial account
 * asks (spec section 6, `fetchesUnreadCounts`); guests and trial accounts see no badge. A failed
 * count shows nothing (spec 7: "no alert"): the badge keeps its last number or stays away.
 *
 * Kept small: the shell's header and footer read the total on the home page (types only from
 * the zod contract modules; the rows are the zod-free message-routes.ts).
 */
export const unreadCounters = ['announcement', 'inbox', 'chat'] as const;
export type UnreadCounter = (typeof unreadCounters)[number];

export type UnreadCounts = Record<UnreadCounter, number> & {
  /** The sum of the counters shown (chat only while live chat is on). */
  total: number;
};

/** One session's counters, under its scope (a logout drops them). */
export const unreadKeys = {
  all: (token: string) => [...sessionKeys.scope(token), 'unread'] as const,
  one: (token: string, counter: UnreadCounter) => [...unreadKeys.all(token), counter] as const,
  /** A guest's or trial account's (never asked): outside every session's scope. */
  idle: (counter: UnreadCounter) => ['unread', 'idle', counter] as const,
};

/** Spec section 7 and 9: "Chat unread throttle 250 ms"; the inbox count is "throttled 250 ms" too. */
export const UNREAD_THROTTLE_MS = 250;

/**
 * `fn` at most once per `ms`: a call within `ms` of the last one that went out waits for the end
 * of that window, and every call made meanwhile shares that one trailing call and its answer.
 */
export function throttleCalls<T>(
  fn: () => Promise<T>,
  ms: number,
  now: () => number = Date.now,
): () => Promise<T> {
  let lastSent = -Infinity;
  let trailing: Promise<T> | null = null;
  const send = () => {
    lastSent = now();
    return fn();
  };
  return () => {
    if (trailing) return trailing;
    const wait = lastSent + ms - now();
    if (wait <= 0) return send();
    trailing = new Promise<void>((resolve) => setTimeout(resolve, wait)).then(() => {
      trailing = null;
      return send();
    });
    return trailing;
  };
}

const fetchers: Record<UnreadCounter, () => Promise<UnreadCount>> = {
  announcement: () => call(messageRoutes.announcementUnreadCount),
  inbox: throttleCalls(() => call(messageRoutes.inboxUnreadCount), UNREAD_THROTTLE_MS),
  chat: throttleCalls(() => call(messageRoutes.chatUnreadCount), UNREAD_THROTTLE_MS),
};

/** The sum of the counters a player is shown: the chat's only while live chat (CBS3) is on. */
export function unreadTotal(counts: Record<UnreadCounter, number>, chatOn: boolean): number {
  return counts.announcement + counts.inbox + (chatOn ? counts.chat : 0);
}

function useCounter(token: string, counter: UnreadCounter, enabled: boolean): number {
  const { data } = useQuery({
    queryKey: enabled ? unreadKeys.one(token, counter) : unreadKeys.idle(counter),
    queryFn: () => fetchers[counter](),
    enabled,
    // Fresh for a while across screens; coming back to the app (a reply that arrived while the
    // player was on the chat page or in another app) asks again.
    staleTime: 30_000,
    refetchOnWindowFocus: 'always',
    // No alert, and no retry storm: the next screen or focus asks again.
    retry: false,
    select: (answer) => answer.unreadCount,
  });
  return enabled ? (data ?? 0) : 0;
}

/**
 * The counters and their total; zeros (and no request) for guests and trial accounts. The chat
 * counter is asked only while the whitelabel flag CBS3 (live chat) is on.
 */
export function useUnreadCounts(): UnreadCounts {
  const session = useSessionStore((s) => s.session);
  const { data: status } = useSystemStatus();
  const token = session?.token ?? '';
  const fetches = fetchesUnreadCounts(session);
  const chatOn = status?.info.whitelabel.CBS3 === true;
  const counts = {
    announcement: useCounter(token, 'announcement', fetches),
    inbox: useCounter(token, 'inbox', fetches),
    chat: useCounter(token, 'chat', fetches && chatOn),
  };
  return { ...counts, total: unreadTotal(counts, chatOn) };
}

/** A change's answer carries the new count (the inbox's read and delete): no second call. */
export function setUnreadCount(
  client: QueryClient,
  token: string,
  counter: UnreadCounter,
  unreadCount: number,
): void {
  client.setQueryData<UnreadCount>(unreadKeys.one(token, counter), { unreadCount });
}

/** Something changed the count on the server (an announcement read): ask again. */
export function refreshUnreadCount(client: QueryClient, counter: UnreadCounter): Promise<void> {
  const token = useSessionStore.getState().session?.token;
  if (!token) return Promise.resolve();
  return client.invalidateQueries({ queryKey: unreadKeys.one(token, counter) });
}
