import type { EndpointHandlers } from '../../http/endpoint-routes';
import type { InboxRowName } from './message-rows';

const todo = async (): Promise<never> => {
  throw new Error('issue 15: the inbox is being built');
};

/** The inbox's rows and the announcement counter (issue 15). */
export function inboxRoutes(): EndpointHandlers<InboxRowName> {
  return {
    announcementUnreadCount: todo,
    inboxUnreadCount: todo,
    inboxList: todo,
    inboxRead: todo,
    inboxDelete: todo,
    opsInboxList: todo,
    opsInboxSend: todo,
    opsInboxPreview: todo,
  };
}
