import { CHAT_PING_MS } from '@app/contracts/message-constants';
import type { ChatServerFrame, OpsChatServerFrame } from '@app/contracts/messages';
import type { ChatNotice, ChatService } from './chat-service';

/** One open WebSocket, as the hub sees it (the transport adapts `ws` to this). */
export type ChatSocket = { send(text: string): void };

/** Subscribes to the chat channel; answers the function that unsubscribes. */
export type ChatSubscribe = (handler: (payload: string) => void) => Promise<() => Promise<void>>;

function parseNotice(payload: string): ChatNotice | null {
  try {
    const value = JSON.parse(payload) as { k?: unknown };
    return value && typeof value === 'object' && typeof value.k === 'string'
      ? (value as ChatNotice)
      : null;
  } catch {
    return null;
  }
}

/**
 * The sockets of this server instance (issue 15): the chat pages' by member and the consoles'.
 * It listens on one LISTEN/NOTIFY channel from `start` (the app's ready) to `stop` (its close).
 * Every committed chat change is announced there by whichever instance made it (ChatNotice:
 * ids and a kind); each instance's hub re-reads what it needs from the database and pushes
 * frames to its own sockets, so two servers on one database form one chat. Notices are handled
 * one at a time, in the order they arrive.
 *
 * What each socket gets:
 * - a member's chat pages: `message` for every message of their conversations (theirs,
 *   support's, SYSTEM ones), `conversation` when it opens, is claimed, transferred or closed,
 *   `read` when support's read mark moves, `typing` while support types, `support` when who is
 *   on duty changes (also checked every CHAT_PING_MS, as duty goes stale without a notice);
 * - every console: `message` (with the conversation id) for every message, `queue` whenever a
 *   queue row or the duty list may have changed, `read` when a member's read mark moves,
 *   `typing` while a member types.
 */
export function createChatHub(deps: {
  chat: ChatService;
  subscribe: ChatSubscribe;
  onError: (error: unknown) => void;
}) {
  const { chat } = deps;
  const members = new Map<number, Set<ChatSocket>>();
  const operators = new Set<ChatSocket>();
  let unsubscribe: (() => Promise<void>) | null = null;
  let chain: Promise<void> = Promise.resolve();
  let timer: ReturnType<typeof setInterval> | null = null;
  let lastSupport: string | null = null;

  function sendTo(socket: ChatSocket, frame: ChatServerFrame | OpsChatServerFrame) {
    try {
      socket.send(JSON.stringify(frame));
    } catch (error) {
      deps.onError(error);
    }
  }

  const toMember = (memberId: number, frame: ChatServerFrame) => {
    for (const socket of members.get(memberId) ?? []) sendTo(socket, frame);
  };
  const toOperators = (frame: OpsChatServerFrame) => {
    for (const socket of operators) sendTo(socket, frame);
  };

  async function pushSupport(force: boolean): Promise<void> {
    if (members.size === 0) return;
    const support = await chat.support();
    const text = JSON.stringify(support);
    if (!force && text === lastSupport) return;
    lastSupport = text;
    for (const memberId of members.keys()) toMember(memberId, { type: 'support', support });
  }

  async function dispatch(notice: ChatNotice): Promise<void> {
    switch (notice.k) {
      case 'msg': {
        const forMember = members.has(notice.m);
        if (!forMember && operators.size === 0) return;
        const messages = await chat.messagesByIds(notice.ids);
        for (const message of messages) {
          toMember(notice.m, { type: 'message', message });
          toOperators({ type: 'message', conversationId: notice.c, message });
        }
        if (forMember && notice.cv)
          toMember(notice.m, {
            type: 'conversation',
            conversation: await chat.conversationOf(notice.m),
          });
        if (notice.or !== undefined)
          toMember(notice.m, { type: 'read', operatorReadId: notice.or });
        toOperators({ type: 'queue' });
        return;
      }
      case 'mread':
        toOperators({ type: 'read', conversationId: notice.c, memberReadId: notice.r });
        return;
      case 'oread':
        toMember(notice.m, { type: 'read', operatorReadId: notice.r });
        toOperators({ type: 'queue' });
        return;
      case 'mtyping':
        toOperators({ type: 'typing', conversationId: notice.c });
        return;
      case 'otyping':
        toMember(notice.m, { type: 'typing' });
        return;
      case 'duty':
        await pushSupport(true);
        toOperators({ type: 'queue' });
        return;
    }
  }

  function handle(payload: string) {
    const notice = parseNotice(payload);
    if (!notice) return;
    chain = chain.then(() => dispatch(notice)).catch(deps.onError);
  }

  return {
    async start(): Promise<void> {
      if (unsubscribe) return;
      unsubscribe = await deps.subscribe(handle);
      timer = setInterval(() => {
        chain = chain.then(() => pushSupport(false)).catch(deps.onError);
      }, CHAT_PING_MS);
      timer.unref();
    },

    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = null;
      const done = unsubscribe;
      unsubscribe = null;
      await done?.();
      await chain;
      members.clear();
      operators.clear();
    },

    /** A chat page's socket; answers the function that forgets it. */
    addMember(memberId: number, socket: ChatSocket): () => void {
      let set = members.get(memberId);
      if (!set) members.set(memberId, (set = new Set()));
      set.add(socket);
      return () => {
        set.delete(socket);
        if (set.size === 0 && members.get(memberId) === set) members.delete(memberId);
      };
    },

    /** A console's socket; answers the function that forgets it. */
    addOperator(socket: ChatSocket): () => void {
      operators.add(socket);
      return () => {
        operators.delete(socket);
      };
    },

    /** Open sockets of this instance right now (/metrics). */
    connections(): { member: number; operator: number } {
      let member = 0;
      for (const set of members.values()) member += set.size;
      return { member, operator: operators.size };
    },

    /** Waits until every notice received so far was pushed (tests). */
    async settled(): Promise<void> {
      await chain;
    },
  };
}
export type ChatHub = ReturnType<typeof createChatHub>;
