import websocket from '@fastify/websocket';
import {
  CHAT_PING_MS,
  CHAT_RATE_WINDOW_MS,
  OPS_CHAT_SOCKET_PATH,
} from '@app/contracts/message-constants';
import {
  chatClientFrameSchema,
  chatTokenParamsSchema,
  opsChatClientFrameSchema,
  type ChatServerFrame,
  type OpsChatServerFrame,
} from '@app/contracts/messages';
import type { OperatorRole } from '@app/contracts/operator';
import { opsRoutes } from '@app/contracts/ops-routes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import { opsSessionToken } from '../../http/ops-cookie';
import { mayUse } from '../../http/scopes';
import type { ChatHub } from '../../services/chat-hub';
import type { ChatMember, ChatService } from '../../services/chat-service';
import { DomainError } from '../../services/domain-error';
import type { OperatorAuthService } from '../../services/operator-auth-service';

/** The chat page's socket path as a route (message-constants.ts' chatSocketPath). */
export const CHAT_SOCKET_ROUTE = '/wps/chat/:chatToken/socket';
/** Frames of any kind one socket may send in CHAT_RATE_WINDOW_MS before it gets errors. */
export const SOCKET_FRAMES_MAX = 40;
/** A frame bigger than this closes the socket (ws answers 1009): no valid frame comes close. */
const MAX_FRAME_BYTES = 64 * 1024;
/** Typing notices are forwarded at most this often per socket (and conversation). */
const TYPING_EVERY_MS = 1500;
/** Close codes: the chat link or the console session ended (the client must not retry as is). */
export const CLOSE_AUTH_ENDED = 4401;

type AnyFrame = ChatServerFrame | OpsChatServerFrame;

/** A sliding window of frame times (wall clock: this is transport, not business time). */
function frameLimiter(max: number, windowMs: number) {
  const times: number[] = [];
  return {
    /** Counts a frame; answers null when allowed, else the ms until one more would be. */
    take(now = Date.now()): number | null {
      while (times.length > 0 && times[0]! <= now - windowMs) times.shift();
      if (times.length >= max) return Math.max(1, times[0]! + windowMs - now);
      times.push(now);
      return null;
    },
  };
}

/** The clientId of a refused frame, when it is readable, so the page can mark that message. */
function clientIdOf(json: unknown): string | undefined {
  const id = (json as { clientId?: unknown } | null)?.clientId;
  return typeof id === 'string' && /^[A-Za-z0-9_-]{8,64}$/.test(id) ? id : undefined;
}

function parseJson(data: RawData, isBinary: boolean): unknown {
  if (isBinary) return undefined;
  try {
    const text = Array.isArray(data)
      ? Buffer.concat(data).toString('utf8')
      : Buffer.from(data as ArrayBuffer).toString('utf8');
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The console socket must come from a page of this site (it is authorised by a cookie). */
function sameSiteOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (typeof origin !== 'string') return false;
  try {
    return new URL(origin).host.toLowerCase() === request.host.toLowerCase();
  } catch {
    return false;
  }
}

/**
 * The two live chat WebSockets (issue 15), with @fastify/websocket:
 *
 * - GET /wps/chat/<chatToken>/socket: the chat page's. The token is checked before the upgrade
 *   (CHAT_LINK_EXPIRED, 401, as the REST rows) and again on every `send` and `read` frame; when
 *   it has expired the socket gets an `error` frame CHAT_LINK_EXPIRED and is closed with 4401.
 * - GET /ops/api/chat/socket: the console's. The operator session cookie (NOT_LOGGED_IN /
 *   SESSION_EXPIRED, 401), the support or admin role (NO_PERMISSION, 403), and an Origin header
 *   of this site (NO_PERMISSION): a cookie is sent by any page, so another site's page must not
 *   open it. The session is checked again on each `ping` frame (not prolonged by it): once it
 *   ended, an `error` frame SESSION_EXPIRED and close 4401.
 *
 * A plain GET (no upgrade) answers 404 NOT_FOUND in the envelope. Frames are JSON, parsed with
 * the contract's schemas: a binary, unparsable or invalid frame gets an `error` frame
 * CHAT_BAD_FRAME, a socket sending more than SOCKET_FRAMES_MAX frames in CHAT_RATE_WINDOW_MS
 * gets CHAT_RATE_LIMITED with retryAfterMs (both with the frame's clientId when it had one),
 * and the socket stays open. Each socket's frames are handled in order. The server pings every
 * CHAT_PING_MS at the protocol level and drops a socket silent for three of them; `ping` frames
 * are answered with `pong`. On open, a chat page gets `conversation` and `support` frames, a
 * console a `queue` frame. Every socket is closed (1001) when the app closes.
 */
export function registerChatSockets(
  app: FastifyInstance,
  deps: {
    chat: ChatService;
    hub: ChatHub;
    operatorAuth: Pick<OperatorAuthService, 'authenticate'>;
    /** The role of a console session that is still on (without prolonging it), or null. */
    opsSessionAlive: (token: string) => Promise<OperatorRole | null>;
  },
): void {
  const { chat, hub } = deps;
  const live = new Map<WebSocket, { lastSeen: number }>();
  const memberOf = new WeakMap<FastifyRequest, ChatMember & { token: string }>();
  const operatorOf = new WeakMap<
    FastifyRequest,
    { operatorId: number; role: OperatorRole; token: string }
  >();
  const deskAccess = opsRoutes.opsChatConversations.access;
  let sweeper: ReturnType<typeof setInterval> | null = null;

  function send(socket: WebSocket, frame: AnyFrame) {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
  }

  function errorFrame(error: unknown, clientId: string | undefined): AnyFrame {
    if (error instanceof DomainError) {
      const retry = (error.details as { retryAfterMs?: unknown } | null)?.retryAfterMs;
      return {
        type: 'error',
        code: error.code,
        ...(clientId ? { clientId } : {}),
        ...(typeof retry === 'number' ? { retryAfterMs: retry } : {}),
      } as AnyFrame;
    }
    app.log.error({ err: error }, 'chat socket frame failed');
    return { type: 'error', code: 'SYSTEM_ERROR', ...(clientId ? { clientId } : {}) } as AnyFrame;
  }

  /** Liveness, the flood limit and in-order handling, shared by both sockets. */
  function attach(
    socket: WebSocket,
    onFrame: (json: unknown) => Promise<void>,
    onClose: () => void,
  ) {
    const state = { lastSeen: Date.now() };
    live.set(socket, state);
    const limiter = frameLimiter(SOCKET_FRAMES_MAX, CHAT_RATE_WINDOW_MS);
    let chain: Promise<void> = Promise.resolve();
    socket.on('pong', () => {
      state.lastSeen = Date.now();
    });
    socket.on('message', (data, isBinary) => {
      state.lastSeen = Date.now();
      const json = parseJson(data, isBinary);
      const wait = limiter.take();
      if (wait !== null) {
        const clientId = clientIdOf(json);
        send(socket, {
          type: 'error',
          code: 'CHAT_RATE_LIMITED',
          retryAfterMs: wait,
          ...(clientId ? { clientId } : {}),
        });
        return;
      }
      chain = chain
        .then(() => onFrame(json))
        .catch((error: unknown) => send(socket, errorFrame(error, clientIdOf(json))));
    });
    socket.on('close', () => {
      live.delete(socket);
      onClose();
    });
  }

  const badFrame = (json: unknown): AnyFrame => {
    const clientId = clientIdOf(json);
    return { type: 'error', code: 'CHAT_BAD_FRAME', ...(clientId ? { clientId } : {}) };
  };

  const webSocketOnly = async () => {
    throw new DomainError('NOT_FOUND', 'A WebSocket: connect with Upgrade: websocket');
  };

  void app.register(websocket, { options: { maxPayload: MAX_FRAME_BYTES } });
  void app.register(async (scope) => {
    // ------------------------------------------------------------ the chat page
    scope.route({
      method: 'GET',
      url: CHAT_SOCKET_ROUTE,
      preValidation: async (request) => {
        const params = chatTokenParamsSchema.safeParse(request.params);
        if (!params.success)
          throw new DomainError('CHAT_LINK_EXPIRED', 'This chat link has expired');
        const token = params.data.chatToken;
        memberOf.set(request, { ...(await chat.resolveToken(token)), token });
      },
      handler: webSocketOnly,
      wsHandler: (socket, request) => {
        const member = memberOf.get(request)!;
        const forget = hub.addMember(member.memberId, socket);
        let typingAt = 0;
        const stillValid = async () => {
          try {
            await chat.resolveToken(member.token);
            return true;
          } catch (error) {
            send(socket, errorFrame(error, undefined));
            socket.close(CLOSE_AUTH_ENDED, 'chat link expired');
            return false;
          }
        };
        attach(
          socket,
          async (json) => {
            const parsed = chatClientFrameSchema.safeParse(json);
            if (!parsed.success) return send(socket, badFrame(json));
            const frame = parsed.data;
            switch (frame.type) {
              case 'ping':
                return send(socket, { type: 'pong' });
              case 'typing': {
                const now = Date.now();
                if (now - typingAt < TYPING_EVERY_MS) return;
                typingAt = now;
                return chat.memberTyping(member.memberId);
              }
              case 'read':
                if (!(await stillValid())) return;
                await chat.read(member.memberId, frame.upToId);
                return;
              case 'send': {
                if (!(await stillValid())) return;
                const body = {
                  clientId: frame.clientId,
                  text: frame.text,
                  ...(frame.fileId !== undefined ? { fileId: frame.fileId } : {}),
                };
                if (!body.text && !body.fileId) return send(socket, badFrame(json));
                // A new message reaches every socket of the member through the hub; a resend
                // changed nothing, so the first message is answered here.
                const result = await chat.send(member.memberId, body);
                if (!result.created) send(socket, { type: 'message', message: result.message });
                return;
              }
            }
          },
          forget,
        );
        void (async () => {
          send(socket, {
            type: 'conversation',
            conversation: await chat.conversationOf(member.memberId),
          });
          send(socket, { type: 'support', support: await chat.support() });
        })().catch((error: unknown) => app.log.error({ err: error }, 'chat socket open'));
      },
    });

    // ------------------------------------------------------------ the console
    scope.route({
      method: 'GET',
      url: OPS_CHAT_SOCKET_PATH,
      preValidation: async (request) => {
        const token = opsSessionToken(request);
        if (token === null) throw new DomainError('NOT_LOGGED_IN', 'Operators log in at /ops/');
        if (!sameSiteOrigin(request))
          throw new DomainError('NO_PERMISSION', 'Open the chat socket from the console');
        const operator = await deps.operatorAuth.authenticate(token);
        if (!operator) throw new DomainError('SESSION_EXPIRED', 'The console session has ended');
        if (!mayUse(operator.role, deskAccess))
          throw new DomainError('NO_PERMISSION', 'Your role cannot do this');
        operatorOf.set(request, { operatorId: operator.operatorId, role: operator.role, token });
      },
      handler: webSocketOnly,
      wsHandler: (socket, request) => {
        const operator = operatorOf.get(request)!;
        const forget = hub.addOperator(socket);
        const typingAt = new Map<number, number>();
        attach(
          socket,
          async (json) => {
            const parsed = opsChatClientFrameSchema.safeParse(json);
            if (!parsed.success) return send(socket, badFrame(json));
            const frame = parsed.data;
            if (frame.type === 'ping') {
              const role = await deps.opsSessionAlive(operator.token);
              if (role === null || !mayUse(role, deskAccess)) {
                send(socket, { type: 'error', code: 'SESSION_EXPIRED' } as AnyFrame);
                socket.close(CLOSE_AUTH_ENDED, 'console session ended');
                return;
              }
              // Recorded before the answer: after a pong, every instance sees the desk as live
              // (with a pool, a write after the pong can land behind the client's next read).
              await chat.seen(operator.operatorId);
              send(socket, { type: 'pong' });
              return;
            }
            const now = Date.now();
            if (now - (typingAt.get(frame.conversationId) ?? 0) < TYPING_EVERY_MS) return;
            if (typingAt.size > 100) typingAt.clear();
            typingAt.set(frame.conversationId, now);
            await chat.operatorTyping(frame.conversationId);
          },
          forget,
        );
        send(socket, { type: 'queue' });
        void chat
          .seen(operator.operatorId)
          .catch((error: unknown) => app.log.error({ err: error }, 'chat socket open'));
      },
    });
  });

  app.addHook('onReady', async () => {
    await hub.start();
    sweeper = setInterval(() => {
      const deadline = Date.now() - 3 * CHAT_PING_MS;
      for (const [socket, state] of live) {
        if (state.lastSeen < deadline) socket.terminate();
        else if (socket.readyState === socket.OPEN) socket.ping();
      }
    }, CHAT_PING_MS);
    sweeper.unref();
  });
  app.addHook('preClose', async () => {
    if (sweeper) clearInterval(sweeper);
    for (const socket of live.keys()) socket.close(1001, 'server closing');
  });
  app.addHook('onClose', async () => {
    await hub.stop();
  });
}
