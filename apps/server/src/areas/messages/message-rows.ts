import type { RowsOfArea } from '../../http/endpoint-routes';

/** The inbox's rows and the announcement counter; the rest of the messages area is live chat. */
export type InboxRowName =
  | 'announcementUnreadCount'
  | 'inboxUnreadCount'
  | 'inboxList'
  | 'inboxRead'
  | 'inboxDelete'
  | 'opsInboxList'
  | 'opsInboxSend'
  | 'opsInboxPreview';
export type ChatRowName = Exclude<RowsOfArea<'messages'>, InboxRowName>;
