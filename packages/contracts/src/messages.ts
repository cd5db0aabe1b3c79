import { z } from 'zod';
import type { EndpointSchemas } from './endpoints';
import { apiLanguageSchema, languages } from './languages';
import {
  CHAT_PAGE_SIZE,
  CHAT_TEXT_MAX,
  CHAT_TOKEN_PATTERN,
  chatSenders,
  chatStatuses,
  INBOX_CONTENT_MAX,
  INBOX_TITLE_MAX,
  inboxTargetKinds,
} from './message-constants';
import type { messageRoutes } from './message-routes';
import { binaryBodySchema, fileIdSchema, memberFileSchema } from './uploads';

/**
 * Messages and live chat (issue 15): the member's rows (message-routes.ts), the console's rows
 * (ops-routes.ts, the inbox and live chat block; joined in endpoints.ts) and the frames of the
 * two WebSockets (the chat page's and the console's), which the server parses with these
 * schemas too.
 */

const isoDate = z.string().datetime({ offset: true });
const id = z.coerce.number<number>().int().min(1).max(2_147_483_647);
const pageNo = z.coerce.number<number>().int().min(1).max(100_000).default(1);
/** A client's id for one message it sends: resending it never makes a second message. */
const clientId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);

export const unreadCountSchema = z.object({ unreadCount: z.number().int().min(0) });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

// ---------------------------------------------------------------- inbox

export const inboxListQuerySchema = z.object({
  pageNo,
  pageSize: z.coerce.number<number>().int().min(1).max(50).default(20),
  /** The language to show (a message written in others falls back to Khmer, then English). */
  language: apiLanguageSchema.optional(),
});

export const inboxItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Plain text: the start of the content, for the list. */
  preview: z.string(),
  /** Sanitised HTML (the same policy as announcements). */
  content: z.string(),
  read: z.boolean(),
  createdAt: isoDate,
});
export type InboxItem = z.infer<typeof inboxItemSchema>;

export const inboxPageSchema = z.object({
  /** Unread first, then read; each newest first. */
  list: z.array(inboxItemSchema),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
  unreadCount: z.number().int(),
});
export type InboxPage = z.infer<typeof inboxPageSchema>;

export const inboxParamsSchema = z.object({ id });
export const inboxChangeSchema = z.object({
  id: z.number().int(),
  /** The member's unread count after the change, so the badges update without another call. */
  unreadCount: z.number().int(),
});
export type InboxChange = z.infer<typeof inboxChangeSchema>;

// ---------------------------------------------------------------- live chat: the member side

export const chatLaunchQuerySchema = z.object({
  moduleId: z.literal('CBS3').optional(),
  b2c: z.literal('1').optional(),
  /** Spec 7: uppercased, Chinese variants CN, default CN (chatLaunchLanguage). */
  language: apiLanguageSchema.optional(),
  /** Where the chat page's back link leads: an http(s) URL or a path of this site. */
  backUrl: z
    .string()
    .max(2000)
    .refine((v) => /^https?:\/\//i.test(v) || (v.startsWith('/') && !v.startsWith('//')), {
      message: 'backUrl must be an http(s) URL or a path',
    })
    .optional(),
  /** The chat page's header colour (the app's theme colour). */
  headerColor: z
    .string()
    .regex(/^#[0-9a-fA-F]{3,8}$/)
    .optional(),
  title: z.string().trim().max(60).optional(),
});
export type ChatLaunchQuery = z.input<typeof chatLaunchQuerySchema>;
export const chatLaunchSchema = z.object({ chatUrl: z.string() });

/** Spec 7: live models (none unless the operator configures them; see messages decision). */
export const chatModelListSchema = z.object({
  list: z.array(z.object({ id: z.string(), name: z.string(), url: z.string() })),
});

export const chatTokenParamsSchema = z.object({ chatToken: z.string().regex(CHAT_TOKEN_PATTERN) });
export const chatFileParamsSchema = chatTokenParamsSchema.extend({ fileId: fileIdSchema });

export const chatMessageSchema = z.object({
  id: z.number().int(),
  conversationId: z.number().int(),
  /** The sender's id for this message (its resend key); null for support and system messages. */
  clientId: z.string().nullable(),
  sender: z.enum(chatSenders),
  /** Support's display name on OPERATOR messages. */
  operatorName: z.string().nullable(),
  /** SYSTEM messages carry a key instead of text (claimed, transferred, closed, offline). */
  text: z.string(),
  systemKey: z.string().nullable(),
  fileId: fileIdSchema.nullable(),
  createdAt: isoDate,
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatSupportSchema = z.object({
  /** Someone with the support role is on duty now. */
  online: z.boolean(),
  /** Support's hours as the operator set them ("09:00", "23:00"), in the site's time zone. */
  hoursFrom: z.string(),
  hoursTo: z.string(),
  timeZone: z.string(),
});
export type ChatSupport = z.infer<typeof chatSupportSchema>;

export const chatConversationSchema = z.object({
  id: z.number().int(),
  status: z.enum(chatStatuses),
  operatorName: z.string().nullable(),
  /** The last message id support has read (the member's "read" ticks). */
  operatorReadId: z.number().int(),
});
export type ChatConversation = z.infer<typeof chatConversationSchema>;

export const chatStateSchema = z.object({
  member: z.object({ username: z.string(), nickname: z.string().nullable() }),
  /** Oldest first; at most CHAT_PAGE_SIZE. */
  messages: z.array(chatMessageSchema),
  hasMore: z.boolean(),
  /** The open conversation, or null when there is none (the next message opens one). */
  conversation: chatConversationSchema.nullable(),
  /** The last support message id the member has read. */
  memberReadId: z.number().int(),
  support: chatSupportSchema,
});
export type ChatState = z.infer<typeof chatStateSchema>;

export const chatMessagesQuerySchema = z
  .object({
    before: id.optional(),
    after: z.coerce.number<number>().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
    limit: z.coerce.number<number>().int().min(1).max(CHAT_PAGE_SIZE).default(CHAT_PAGE_SIZE),
  })
  .refine((q) => q.before === undefined || q.after === undefined, 'before or after, not both');
export const chatMessagesSchema = z.object({
  messages: z.array(chatMessageSchema),
  hasMore: z.boolean(),
  /** Returned with `after` (the polling fallback): the conversation and support now. */
  conversation: chatConversationSchema.nullable(),
  support: chatSupportSchema,
});

/** A message: text, an image, or both; at least one. */
export const chatSendBodySchema = z
  .object({
    clientId,
    text: z.string().trim().max(CHAT_TEXT_MAX).default(''),
    fileId: fileIdSchema.optional(),
  })
  .refine((b) => b.text.length > 0 || b.fileId !== undefined, 'empty message');
export type ChatSendBody = z.input<typeof chatSendBodySchema>;
export const chatReadBodySchema = z.object({ upToId: z.number().int().min(0) });

// ---------------------------------------------------------------- the chat page's socket

/** What the chat page sends on its socket. */
export const chatClientFrameSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('send'),
    clientId,
    text: z.string().trim().max(CHAT_TEXT_MAX).default(''),
    fileId: fileIdSchema.optional(),
  }),
  z.object({ type: z.literal('typing') }),
  z.object({ type: z.literal('read'), upToId: z.number().int().min(0) }),
  z.object({ type: z.literal('ping') }),
]);
export type ChatClientFrame = z.input<typeof chatClientFrameSchema>;

/**
 * What the server sends on the chat page's socket. `error` never closes the socket: a flood gets
 * CHAT_RATE_LIMITED with retryAfterMs, a bad frame CHAT_BAD_FRAME, each naming the clientId of
 * the message it refuses, if any.
 */
export const chatServerFrameSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('message'), message: chatMessageSchema }),
  z.object({ type: z.literal('typing') }),
  z.object({ type: z.literal('read'), operatorReadId: z.number().int() }),
  z.object({ type: z.literal('conversation'), conversation: chatConversationSchema.nullable() }),
  z.object({ type: z.literal('support'), support: chatSupportSchema }),
  z.object({
    type: z.literal('error'),
    code: z.string(),
    clientId: z.string().optional(),
    retryAfterMs: z.number().int().optional(),
  }),
  z.object({ type: z.literal('pong') }),
]);
export type ChatServerFrame = z.infer<typeof chatServerFrameSchema>;

// ---------------------------------------------------------------- the console: inbox

const translatedMessage = z.object({
  title: z.string().trim().min(1).max(INBOX_TITLE_MAX),
  content: z.string().trim().min(1).max(INBOX_CONTENT_MAX),
});
export const inboxTextsSchema = z
  .partialRecord(z.enum(languages), translatedMessage)
  .refine((t) => Object.keys(t).length > 0, 'at least one language');
export type InboxTexts = z.infer<typeof inboxTextsSchema>;

export const inboxTargetSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('MEMBER'), username: z.string().trim().min(1).max(64) }),
  z.object({ kind: z.literal('VIP'), level: z.number().int().min(0).max(100) }),
  z.object({ kind: z.literal('AGENTS') }),
  z.object({ kind: z.literal('ALL') }),
]);
export type InboxTarget = z.infer<typeof inboxTargetSchema>;

export const opsInboxSendBodySchema = z.object({
  target: inboxTargetSchema,
  texts: inboxTextsSchema,
});
export type OpsInboxSendBody = z.input<typeof opsInboxSendBodySchema>;

export const opsInboxRowSchema = z.object({
  id: z.number().int(),
  targetKind: z.enum(inboxTargetKinds),
  /** The member's username (MEMBER) or the VIP level (VIP); null otherwise. */
  targetUsername: z.string().nullable(),
  targetLevel: z.number().int().nullable(),
  /** The languages written, and the title in the first of them (km, en, zh, vi order). */
  languages: z.array(z.enum(languages)),
  title: z.string(),
  sentBy: z.string().nullable(),
  createdAt: isoDate,
  /** Members who have opened it. */
  readCount: z.number().int(),
});
export type OpsInboxRow = z.infer<typeof opsInboxRowSchema>;
export const opsInboxQuerySchema = z.object({
  pageNo,
  pageSize: z.coerce.number<number>().int().min(1).max(100).default(20),
});
export const opsInboxPageSchema = z.object({
  items: z.array(opsInboxRowSchema),
  pageNo: z.number().int(),
  /** As every console page answers it (the console's pager reads it). */
  pageSize: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});
export const opsInboxPreviewBodySchema = z.object({
  content: z.string().max(INBOX_CONTENT_MAX),
});
export const opsInboxPreviewSchema = z.object({ html: z.string() });

// ---------------------------------------------------------------- the console: live chat

export const opsChatConversationsQuerySchema = z.object({
  /** OPEN: waiting and active ones, waiting first (longest wait first); CLOSED: newest first. */
  status: z.enum(['OPEN', 'CLOSED']).default('OPEN'),
  pageNo,
  pageSize: z.coerce.number<number>().int().min(1).max(100).default(50),
});
export const opsChatRowSchema = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  username: z.string(),
  nickname: z.string().nullable(),
  status: z.enum(chatStatuses),
  operatorId: z.number().int().nullable(),
  operatorName: z.string().nullable(),
  /** Since the oldest member message support has not answered; null when none waits. */
  waitingSince: isoDate.nullable(),
  lastMessageAt: isoDate,
  lastMessage: z.string(),
  /** Member messages support has not read. */
  unread: z.number().int(),
});
export type OpsChatRow = z.infer<typeof opsChatRowSchema>;
export const opsChatPageSchema = z.object({
  items: z.array(opsChatRowSchema),
  pageNo: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});
export const opsChatParamsSchema = z.object({ id });
export const opsChatMemberSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  nickname: z.string().nullable(),
  vipLevel: z.number().int(),
  balanceMinor: z.number().int(),
  currency: z.string(),
  registeredAt: isoDate,
  lastLoginAt: isoDate.nullable(),
  /** Earlier conversations of this member. */
  conversations: z.number().int(),
});
export const opsChatDetailSchema = z.object({
  conversation: opsChatRowSchema,
  /** Oldest first: the whole conversation (at most the last 500 messages). */
  messages: z.array(chatMessageSchema),
  /** The last member message id support has read; the member's read of support's. */
  operatorReadId: z.number().int(),
  memberReadId: z.number().int(),
  member: opsChatMemberSchema,
});
export type OpsChatDetail = z.infer<typeof opsChatDetailSchema>;
export const opsChatReplyBodySchema = z.object({
  clientId,
  text: z.string().trim().min(1).max(CHAT_TEXT_MAX),
});
export const opsChatTransferBodySchema = z.object({ operatorId: id });
export const opsChatDutySchema = z.object({
  onDuty: z.boolean(),
  /** Support operators (support and admin roles) and whether each is on duty now. */
  operators: z.array(z.object({ id: z.number().int(), username: z.string(), onDuty: z.boolean() })),
});
export const opsChatDutyBodySchema = z.object({ onDuty: z.boolean() });

/** What the console sends on its socket. */
export const opsChatClientFrameSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('typing'), conversationId: z.number().int() }),
  z.object({ type: z.literal('ping') }),
]);
export type OpsChatClientFrame = z.input<typeof opsChatClientFrameSchema>;
/** What the server sends on the console's socket: the queue changed, or one conversation did. */
export const opsChatServerFrameSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('queue') }),
  z.object({
    type: z.literal('message'),
    conversationId: z.number().int(),
    message: chatMessageSchema,
  }),
  z.object({ type: z.literal('typing'), conversationId: z.number().int() }),
  z.object({
    type: z.literal('read'),
    conversationId: z.number().int(),
    memberReadId: z.number().int(),
  }),
  /**
   * Never closes the socket, except SESSION_EXPIRED (the session ended or lost the role; close
   * 4401): CHAT_BAD_FRAME, CHAT_RATE_LIMITED (retryAfterMs), SYSTEM_ERROR.
   */
  z.object({
    type: z.literal('error'),
    code: z.string(),
    retryAfterMs: z.number().int().optional(),
  }),
  z.object({ type: z.literal('pong') }),
]);
export type OpsChatServerFrame = z.infer<typeof opsChatServerFrameSchema>;

// ---------------------------------------------------------------- the rows

export const messageSchemas = {
  announcementUnreadCount: {
    area: 'messages',
    summary: "Unread announcements of the member (spec 3's announcementUnreadCount).",
    response: unreadCountSchema,
  },
  inboxUnreadCount: {
    area: 'messages',
    summary: "Unread inbox messages of the member (spec 3's inboxUnreadCount).",
    response: unreadCountSchema,
  },
  chatUnreadCount: {
    area: 'messages',
    summary: "Support's chat replies the member has not read (spec 3's chatUnreadCount).",
    response: unreadCountSchema,
  },
  inboxList: {
    area: 'messages',
    summary: "One page of the member's inbox, unread first, in the asked language.",
    query: inboxListQuerySchema,
    response: inboxPageSchema,
  },
  inboxRead: {
    area: 'messages',
    summary: 'Mark one inbox message read (idempotent).',
    params: inboxParamsSchema,
    response: inboxChangeSchema,
  },
  inboxDelete: {
    area: 'messages',
    summary: "Delete one message from the member's inbox (idempotent).",
    params: inboxParamsSchema,
    response: inboxChangeSchema,
  },
  chatLaunch: {
    area: 'messages',
    summary: 'A link to the live chat page for this member (module CBS3), valid for 12 hours.',
    query: chatLaunchQuerySchema,
    response: chatLaunchSchema,
  },
  chatModelList: {
    area: 'messages',
    summary: 'Live models the operator configured (an empty list by default).',
    response: chatModelListSchema,
  },
  chatState: {
    area: 'messages',
    summary:
      "The chat page's start: the member, recent messages, the conversation, support's hours.",
    params: chatTokenParamsSchema,
    response: chatStateSchema,
  },
  chatMessages: {
    area: 'messages',
    summary: 'Older messages (before) or newer ones (after, the polling fallback).',
    params: chatTokenParamsSchema,
    query: chatMessagesQuerySchema,
    response: chatMessagesSchema,
  },
  chatSend: {
    area: 'messages',
    summary: 'Send one chat message (text and/or an uploaded image); idempotent by clientId.',
    params: chatTokenParamsSchema,
    body: chatSendBodySchema,
    response: chatMessageSchema,
  },
  chatRead: {
    area: 'messages',
    summary: "Mark support's messages read up to an id.",
    params: chatTokenParamsSchema,
    body: chatReadBodySchema,
    response: unreadCountSchema,
  },
  chatUpload: {
    area: 'messages',
    summary: 'Upload one png or jpg (5 MB) for the chat; answers its id.',
    params: chatTokenParamsSchema,
    body: binaryBodySchema,
    response: memberFileSchema,
  },
  chatFile: {
    area: 'messages',
    summary: 'An image of this conversation (the reply is the image, not an envelope).',
    params: chatFileParamsSchema,
    response: z.never(),
  },
} as const satisfies { [K in keyof typeof messageRoutes]: EndpointSchemas };

/** The console's rows of the inbox and live chat block (ops-routes.ts). */
export const opsMessageSchemas = {
  opsInboxList: {
    area: 'messages',
    summary: 'Inbox messages sent by operators, newest first, with how many members read each.',
    query: opsInboxQuerySchema,
    response: opsInboxPageSchema,
  },
  opsInboxSend: {
    area: 'messages',
    summary: 'Send an inbox message to one member, a VIP level, every agent or everyone (audited).',
    body: opsInboxSendBodySchema,
    response: opsInboxRowSchema,
  },
  opsInboxPreview: {
    area: 'messages',
    summary: 'The sanitised HTML a message would show.',
    body: opsInboxPreviewBodySchema,
    response: opsInboxPreviewSchema,
  },
  opsChatConversations: {
    area: 'messages',
    summary: 'The chat queue: open conversations (longest wait first) or closed ones.',
    query: opsChatConversationsQuerySchema,
    response: opsChatPageSchema,
  },
  opsChatConversation: {
    area: 'messages',
    summary: 'One conversation with its messages and the member beside it.',
    params: opsChatParamsSchema,
    response: opsChatDetailSchema,
  },
  opsChatReply: {
    area: 'messages',
    summary: "Support's reply (claims a waiting conversation; idempotent by clientId).",
    params: opsChatParamsSchema,
    body: opsChatReplyBodySchema,
    response: chatMessageSchema,
  },
  opsChatRead: {
    area: 'messages',
    summary: "Mark the member's messages read up to an id.",
    params: opsChatParamsSchema,
    body: chatReadBodySchema,
    response: opsChatRowSchema,
  },
  opsChatClaim: {
    area: 'messages',
    summary: 'Claim a waiting conversation (refused when someone else holds it).',
    params: opsChatParamsSchema,
    response: opsChatRowSchema,
  },
  opsChatTransfer: {
    area: 'messages',
    summary: 'Hand a conversation to another support operator (audited).',
    params: opsChatParamsSchema,
    body: opsChatTransferBodySchema,
    response: opsChatRowSchema,
  },
  opsChatClose: {
    area: 'messages',
    summary: "Close a conversation (the member's next message opens a new one).",
    params: opsChatParamsSchema,
    response: opsChatRowSchema,
  },
  opsChatDuty: {
    area: 'messages',
    summary: 'Whether this operator is on duty, and who else is.',
    response: opsChatDutySchema,
  },
  opsChatDutySet: {
    area: 'messages',
    summary: 'Go on or off duty (members see support online while someone is).',
    body: opsChatDutyBodySchema,
    response: opsChatDutySchema,
  },
} as const satisfies Record<string, EndpointSchemas>;
