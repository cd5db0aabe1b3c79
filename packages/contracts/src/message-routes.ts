import { get, named, send } from './routes';

const wps = '/wps';
const relay = '/wps/relay/';

/**
 * Messages and live chat (issue 15, spec sections 2 Message centre, 3 Counters, 7 Announcements
 * and Chat and live). The spec names CSP_unreadCount, CBS_unreadCount, CBS_launchChat and
 * CBS_modelList; the inbox paths and the chat page's calls are ours. Schemas in messages.ts.
 *
 * The chat page (/chat/<chatToken>, served by the platform like the demo game) holds only its
 * chat token, never the member's session token: its rows are scope guest and the token in the
 * path is checked by the chat service. Its WebSocket is /wps/chat/<chatToken>/socket
 * (message-constants.ts); these rows are its fallback and its history.
 */
export const messageRoutes = named({
  // ------------------------------------------------------------ counters (spec 3, Counters)
  /** announcementUnreadCount: unread announcements of the viewer. */
  announcementUnreadCount: get(`${relay}CSP_unreadCount`, 'realMoney'),
  /** inboxUnreadCount. */
  inboxUnreadCount: get(`${wps}/member/inbox/unreadCount`, 'realMoney'),
  /** chatUnreadCount: support's replies the member has not read. */
  chatUnreadCount: get(`${relay}CBS_unreadCount`, 'realMoney'),

  // ------------------------------------------------------------ inbox (/m/messages, /m/webEmail)
  inboxList: get(`${wps}/member/inbox`, 'realMoney'),
  inboxRead: send('POST', `${wps}/member/inbox/:id/read`, 'realMoney', 'none'),
  inboxDelete: send('DELETE', `${wps}/member/inbox/:id`, 'realMoney', 'none'),

  // ------------------------------------------------------------ live chat (spec 7, Chat and live)
  chatLaunch: get(`${relay}CBS_launchChat`, 'realMoney'),
  chatModelList: get(`${relay}CBS_modelList`, 'guest'),
  /** The chat page's first call: the member, recent messages, support's availability. */
  chatState: get(`${wps}/chat/:chatToken/state`, 'guest'),
  /** Older messages (before) or newer ones (after: the polling fallback). */
  chatMessages: get(`${wps}/chat/:chatToken/messages`, 'guest'),
  /** Send one message (the fallback when the socket is down; idempotent by clientId). */
  chatSend: send('POST', `${wps}/chat/:chatToken/messages`, 'guest', 'json'),
  chatRead: send('POST', `${wps}/chat/:chatToken/read`, 'guest', 'json'),
  /** One png or jpg (5 MB), checked from its bytes; then sent as a message with its fileId. */
  chatUpload: send('POST', `${wps}/chat/:chatToken/files`, 'guest', 'binary'),
  /** An image of this conversation (the member's or support's): the bytes, not an envelope. */
  chatFile: get(`${wps}/chat/:chatToken/files/:fileId`, 'guest'),
});
