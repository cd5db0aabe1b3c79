import type { FastifyInstance } from 'fastify';
import type { AppDatabase } from '../../db/create-db';
import type { Notifier } from '../../db/notifier';
import type { EndpointRegistrar } from '../../http/endpoint-routes';
import type { AuditService } from '../../services/audit-service';
import type { Core } from '../core';
import { registerChatPage } from './chat-page-routes';
import { chatRoutes } from './chat-routes';
import { inboxRoutes } from './inbox-routes';
import { createInboxRepository } from '../../repositories/inbox-repository';
import type { AnnouncementService } from '../../services/announcement-service';
import { sanitizeContentHtml } from '../../services/html-sanitizer';
import { createInboxService } from '../../services/inbox-service';
import type { OperatorRole } from '@app/contracts/operator';
import { createChatRepository } from '../../repositories/chat-repository';
import { createOperatorRepository } from '../../repositories/operator-repository';
import { createOpsMemberRepository } from '../../repositories/ops-member-repository';
import { createRateEventRepository } from '../../repositories/rate-event-repository';
import { createVipRepository } from '../../repositories/vip-repository';
import { createChatHub } from '../../services/chat-hub';
import { createChatService } from '../../services/chat-service';
import { DomainError } from '../../services/domain-error';
import { sha256Hex } from '../../services/tokens';
import { registerChatSockets } from './chat-sockets';

/**
 * Messages and live chat (issue 15): unread counters, the operator's inbox messages, and live
 * chat between members and support, delivered in real time across server instances through
 * LISTEN/NOTIFY (db/notifier.ts).
 */

export type MessagesDeps = {
  notifier: Notifier;
  audit: AuditService;
  /** The content area's: the announcement counter asks its own rule. */
  announcements: AnnouncementService;
};

export function createMessagesServices(db: AppDatabase, core: Core, deps: MessagesDeps) {
  return {
    // Live chat (issue 15): createLiveChat below.
    ...createLiveChat(db, core, deps),
    // The inbox (issue 15); the announcement counter asks the announcements' own rule.
    inbox: createInboxService({
      repo: createInboxRepository(db),
      audit: deps.audit,
      clock: core.clock,
      sanitize: sanitizeContentHtml,
      protections: core.protections,
    }),
    announcements: deps.announcements,
  };
}
export type MessagesServices = ReturnType<typeof createMessagesServices>;

export function registerMessagesArea(
  app: FastifyInstance,
  endpoints: EndpointRegistrar,
  services: MessagesServices,
): void {
  endpoints.add(inboxRoutes(services));
  endpoints.add(chatRoutes(services));
  // Live chat's two WebSockets (chat-sockets.ts); background errors go to the app's log.
  services.onChatError((error) => app.log.error({ err: error }, 'live chat'));
  registerChatSockets(app, {
    chat: services.chat,
    hub: services.chatHub,
    operatorAuth: app.services.ops.auth,
    opsSessionAlive: services.opsChatSessionRole,
  });
  // The member's chat page /chat/<chatToken> and its files (HTML, not rows).
  registerChatPage(app, {
    // An unknown or expired link is the expired page; anything else (the database) is a 500.
    tokenIsLive: async (token) =>
      services.chat.resolveToken(token).then(
        () => true,
        (error: unknown) => {
          if (error instanceof DomainError) return false;
          throw error;
        },
      ),
  });
}

/** The one LISTEN/NOTIFY channel of live chat (the notifier prefixes it per test schema). */
const CHAT_CHANNEL = 'chat_events';

/**
 * Live chat (issue 15): the rules (chat-service.ts) and this instance's sockets (chat-hub.ts),
 * which hear every instance's changes on CHAT_CHANNEL.
 */
function createLiveChat(db: AppDatabase, core: Core, deps: MessagesDeps) {
  let report: (error: unknown) => void = () => {};
  const chat = createChatService({
    repo: createChatRepository(db),
    rateEvents: createRateEventRepository(db),
    files: core.files,
    opsMembers: createOpsMemberRepository(db),
    vip: createVipRepository(db),
    audit: deps.audit,
    clock: core.clock,
    liveChatSettings: async () => (await core.operatorSettings.getSettings()).liveChat,
    currency: async () => (await core.currency()).code,
    // After commit; a lost notice is caught up by the clients (reconnect, polling).
    publish: async (notice) => {
      try {
        await deps.notifier.notify(CHAT_CHANNEL, JSON.stringify(notice));
      } catch (error) {
        report(error);
      }
    },
  });
  const operators = createOperatorRepository(db);
  return {
    chat,
    chatHub: createChatHub({
      chat,
      subscribe: (handler) => deps.notifier.listen(CHAT_CHANNEL, handler),
      onError: (error) => report(error),
    }),
    /** The role of a console session that is still on (not prolonged), or null. */
    opsChatSessionRole: async (token: string): Promise<OperatorRole | null> => {
      const session = await operators.findActiveSession(sha256Hex(token), core.clock());
      return session && session.stage === 'full' && !session.disabled
        ? (session.role as OperatorRole)
        : null;
    },
    /** Where live chat's background errors go (the app's logger, once registered). */
    onChatError: (next: (error: unknown) => void) => {
      report = next;
    },
  };
}
