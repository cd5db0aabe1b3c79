import type { FastifyReply } from 'fastify';
import type { EndpointHandlers } from '../../http/endpoint-routes';
import type { AnnouncementService } from '../../services/announcement-service';
import type { InboxService } from '../../services/inbox-service';
import type { InboxRowName } from './message-rows';

/** Private to one member or to support: never cached. */
const private_ = (reply: FastifyReply) => void reply.header('cache-control', 'no-store');

/**
 * The inbox's rows and the announcement counter (issue 15): HTTP only, the rules are in the
 * inbox service and, for announcements, the announcement service (the same count as the
 * announcements answer's footer.unreadCount).
 */
export function inboxRoutes(s: {
  inbox: InboxService;
  announcements: AnnouncementService;
}): EndpointHandlers<InboxRowName> {
  return {
    announcementUnreadCount: async ({ auth, reply }) => {
      private_(reply);
      const list = await s.announcements.list({}, { memberId: auth.memberId, type: auth.type });
      return { unreadCount: list.footer.unreadCount };
    },
    inboxUnreadCount: async ({ auth, reply }) => {
      private_(reply);
      return { unreadCount: await s.inbox.unreadCount(auth) };
    },
    inboxList: async ({ auth, query, reply }) => {
      private_(reply);
      return s.inbox.list(auth, query);
    },
    inboxRead: async ({ auth, params, reply }) => {
      private_(reply);
      return s.inbox.markRead(auth, params.id);
    },
    inboxDelete: async ({ auth, params, reply }) => {
      private_(reply);
      return s.inbox.remove(auth, params.id);
    },
    opsInboxList: async ({ query, reply }) => {
      private_(reply);
      return s.inbox.opsPage(query);
    },
    opsInboxSend: async ({ operator, body, request }) =>
      s.inbox.send(
        { operatorId: operator.operatorId, name: operator.username, ip: request.ip },
        body,
      ),
    opsInboxPreview: async ({ body, reply }) => {
      private_(reply);
      return s.inbox.preview(body.content);
    },
  };
}
