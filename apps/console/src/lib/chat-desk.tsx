import type {
  ChatMessage,
  OpsChatClientFrame,
  OpsChatDetail,
  OpsChatServerFrame,
} from '@app/contracts/messages';
import {
  CHAT_PING_MS,
  CHAT_RECONNECT_MAX_MS,
  CHAT_RECONNECT_MIN_MS,
  OPS_CHAT_SOCKET_PATH,
} from '@app/contracts/message-constants';
import { opsRoutes } from '@app/contracts/ops-routes';
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { call } from '../api/client';
import { useI18n } from '../i18n/i18n';
import './chat-desk.css';

/**
 * The console's live chat connection (issue 15): one WebSocket per signed-in support operator
 * (OPS_CHAT_SOCKET_PATH, same origin, the session cookie), held by the shell so it stays open on
 * every screen: its pings keep the operator's duty fresh and the nav badge live. It pings every
 * CHAT_PING_MS, treats 3 silent pings as a dead socket, reconnects with backoff (1 s doubling to
 * 30 s, with jitter) and refetches every chat query on each (re)connect, so nothing written while
 * it was away is lost. Frames update the query cache here (`queue`: the queue and the duty list
 * refetch; `message`: it is added to its conversation once; `read`: the member's read mark
 * moves); screens subscribe for the rest (typing).
 */

export type DeskStatus = 'connecting' | 'open' | 'offline';
type Listener = (frame: OpsChatServerFrame) => void;
type ChatDesk = {
  status: DeskStatus;
  /** Sends a frame if the socket is open; false otherwise (typing notices are best effort). */
  send: (frame: OpsChatClientFrame) => boolean;
  subscribe: (listener: Listener) => () => void;
};

export const QUEUE_PAGE_SIZE = 50;
/** While the socket is down, the open screens poll this often instead (nothing waits unseen). */
export const OFFLINE_POLL_MS = 10_000;
/** The server closes the socket with this code when the console session has ended. */
const CLOSE_AUTH_ENDED = 4401;
export type QueueStatus = 'OPEN' | 'CLOSED';

export const chatKeys = {
  all: ['chat'] as const,
  queues: ['chat', 'queue'] as const,
  queue: (status: QueueStatus, pageNo: number) => ['chat', 'queue', status, pageNo] as const,
  conversation: (id: number) => ['chat', 'conversation', id] as const,
  duty: ['chat', 'duty'] as const,
};

/** The queue (shared by the screen and the nav badge, so the badge costs nothing extra there). */
export const queueQuery = (status: QueueStatus, pageNo: number) =>
  queryOptions({
    queryKey: chatKeys.queue(status, pageNo),
    queryFn: ({ signal }) =>
      call(
        opsRoutes.opsChatConversations,
        { query: { status, pageNo, pageSize: QUEUE_PAGE_SIZE } },
        { signal },
      ),
    // The socket says when it changes; this only covers a socket that cannot connect at all.
    refetchInterval: 60_000,
  });

/**
 * A change to a cached conversation that the server pushed (or answered). It shows at once; and
 * when a fetch of the conversation is on its way, that fetch may have read the database before
 * the change and would overwrite it when it lands (a member's read mark once never showed), so it
 * is replaced by a new one.
 */
function updateConversation(
  queryClient: QueryClient,
  conversationId: number,
  update: (detail: OpsChatDetail | undefined) => OpsChatDetail | undefined,
): void {
  const queryKey = chatKeys.conversation(conversationId);
  queryClient.setQueryData<OpsChatDetail>(queryKey, update);
  if (queryClient.isFetching({ queryKey, exact: true }) > 0)
    void queryClient.invalidateQueries({ queryKey, exact: true });
}

/** A message added to a cached conversation once (the reply's answer and its frame both come). */
export function addMessage(
  queryClient: QueryClient,
  conversationId: number,
  message: ChatMessage,
): void {
  updateConversation(queryClient, conversationId, (detail) => {
    if (!detail || detail.messages.some((m) => m.id === message.id)) return detail;
    const messages = [...detail.messages, message].sort((a, b) => a.id - b.id);
    return { ...detail, messages };
  });
}

/** The member's read mark on a cached conversation moves forward (a `read` frame). */
export function markMemberRead(
  queryClient: QueryClient,
  conversationId: number,
  memberReadId: number,
): void {
  updateConversation(queryClient, conversationId, (detail) =>
    detail && memberReadId > detail.memberReadId ? { ...detail, memberReadId } : detail,
  );
}

/** Parses a frame by hand: the console never imports zod at run time (its CSP). */
export function parseFrame(data: unknown): OpsChatServerFrame | null {
  if (typeof data !== 'string') return null;
  let frame: unknown;
  try {
    frame = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof frame !== 'object' || frame === null) return null;
  const f = frame as Record<string, unknown>;
  switch (f.type) {
    case 'queue':
    case 'pong':
      return { type: f.type };
    case 'typing':
      return typeof f.conversationId === 'number'
        ? { type: 'typing', conversationId: f.conversationId }
        : null;
    case 'read':
      return typeof f.conversationId === 'number' && typeof f.memberReadId === 'number'
        ? { type: 'read', conversationId: f.conversationId, memberReadId: f.memberReadId }
        : null;
    case 'message': {
      const m = f.message as Record<string, unknown> | null | undefined;
      return typeof f.conversationId === 'number' &&
        m &&
        typeof m.id === 'number' &&
        typeof m.sender === 'string' &&
        typeof m.createdAt === 'string'
        ? { type: 'message', conversationId: f.conversationId, message: m as ChatMessage }
        : null;
    }
    default:
      return null;
  }
}

export function socketUrl(): string {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${window.location.host}${OPS_CHAT_SOCKET_PATH}`;
}

/** The wait before reconnect attempt `attempt` (0-based): 1 s doubling to 30 s, half of it jitter. */
export function backoffMs(attempt: number, random = Math.random()): number {
  const base = Math.min(CHAT_RECONNECT_MAX_MS, CHAT_RECONNECT_MIN_MS * 2 ** Math.min(attempt, 10));
  return Math.round(base / 2 + (random * base) / 2);
}

const DeskContext = createContext<ChatDesk | null>(null);

export function ChatDeskProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const listeners = useRef(new Set<Listener>());
  const socket = useRef<WebSocket | null>(null);
  const [status, setStatus] = useState<DeskStatus>('connecting');

  useEffect(() => {
    let stopped = false;
    let attempt = 0;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let pingTimer: ReturnType<typeof setInterval> | undefined;
    let lastHeard = 0;

    const onFrame = (frame: OpsChatServerFrame) => {
      if (frame.type === 'queue') {
        // A queue row or the duty list may have changed.
        void queryClient.invalidateQueries({ queryKey: chatKeys.queues });
        void queryClient.invalidateQueries({ queryKey: chatKeys.duty });
      } else if (frame.type === 'message') {
        addMessage(queryClient, frame.conversationId, frame.message);
        // Claimed, transferred or closed: the conversation's status and holder moved too.
        if (frame.message.sender === 'SYSTEM')
          void queryClient.invalidateQueries({
            queryKey: chatKeys.conversation(frame.conversationId),
          });
      } else if (frame.type === 'read') {
        markMemberRead(queryClient, frame.conversationId, frame.memberReadId);
      }
      for (const listener of listeners.current) listener(frame);
    };

    const lost = (ws: WebSocket) => {
      if (socket.current !== ws) return;
      socket.current = null;
      ws.onopen = ws.onmessage = ws.onclose = ws.onerror = null;
      clearInterval(pingTimer);
      if (ws.readyState === WebSocket.CONNECTING || ws.readyState === WebSocket.OPEN) ws.close();
      if (stopped) return;
      setStatus('offline');
      const delay = backoffMs(attempt);
      attempt += 1;
      retryTimer = setTimeout(connect, delay);
    };

    function connect() {
      clearTimeout(retryTimer);
      if (stopped || socket.current) return;
      let ws: WebSocket;
      try {
        ws = new WebSocket(socketUrl());
      } catch {
        setStatus('offline');
        retryTimer = setTimeout(connect, backoffMs(attempt++));
        return;
      }
      socket.current = ws;
      ws.onopen = () => {
        attempt = 0;
        lastHeard = Date.now();
        setStatus('open');
        // Whatever was written while the socket was away (or before it opened) comes back.
        void queryClient.invalidateQueries({ queryKey: chatKeys.all });
        ws.send(JSON.stringify({ type: 'ping' } satisfies OpsChatClientFrame));
        pingTimer = setInterval(() => {
          if (Date.now() - lastHeard > 3 * CHAT_PING_MS) return lost(ws);
          ws.send(JSON.stringify({ type: 'ping' } satisfies OpsChatClientFrame));
        }, CHAT_PING_MS);
      };
      ws.onmessage = (event: MessageEvent) => {
        lastHeard = Date.now();
        const frame = parseFrame(event.data);
        if (frame) onFrame(frame);
      };
      ws.onclose = (event: CloseEvent) => {
        // The console session ended: one call tells the session provider (its 401 signs out).
        if (event.code === CLOSE_AUTH_ENDED) void call(opsRoutes.opsSession).catch(() => undefined);
        lost(ws);
      };
      ws.onerror = () => lost(ws);
    }

    /** Back online or back to the tab: try now rather than at the end of a long backoff. */
    const soon = () => {
      if (stopped || socket.current || document.visibilityState === 'hidden') return;
      attempt = 0;
      connect();
    };
    window.addEventListener('online', soon);
    document.addEventListener('visibilitychange', soon);
    connect();
    return () => {
      stopped = true;
      window.removeEventListener('online', soon);
      document.removeEventListener('visibilitychange', soon);
      clearTimeout(retryTimer);
      const ws = socket.current;
      if (ws) lost(ws);
    };
  }, [queryClient]);

  const send = useCallback((frame: OpsChatClientFrame) => {
    const ws = socket.current;
    if (!ws || ws.readyState !== WebSocket.OPEN) return false;
    ws.send(JSON.stringify(frame));
    return true;
  }, []);
  const subscribe = useCallback((listener: Listener) => {
    listeners.current.add(listener);
    return () => void listeners.current.delete(listener);
  }, []);
  const value = useMemo(() => ({ status, send, subscribe }), [status, send, subscribe]);
  return <DeskContext.Provider value={value}>{children}</DeskContext.Provider>;
}

/** The connection, or an offline stand-in when no provider holds one (a role without chat). */
export function useChatDesk(): ChatDesk {
  return useContext(DeskContext) ?? offlineDesk;
}
const offlineDesk: ChatDesk = {
  status: 'offline',
  send: () => false,
  subscribe: () => () => undefined,
};

/** Members waiting for an answer, on the nav entry (nothing when none wait). */
export function ChatNavBadge() {
  const { t } = useI18n();
  const query = useQuery(queueQuery('OPEN', 1));
  const waiting = query.data?.items.filter((row) => row.status === 'WAITING').length ?? 0;
  if (waiting === 0) return null;
  const text = waiting >= QUEUE_PAGE_SIZE ? `${QUEUE_PAGE_SIZE}+` : String(waiting);
  return (
    <span className="nav-count" data-testid="chat-nav-count">
      <span aria-hidden="true">{text}</span>
      <span className="visually-hidden"> {t('chat.navWaiting', { n: waiting })}</span>
    </span>
  );
}
