import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { members } from './schema-accounts';
import { memberFiles } from './schema-member-centre';
import { operators } from './schema-operators';

/**
 * Messages and live chat (issue 15): the operator's inbox messages and members' receipts of
 * them, and live chat conversations between a member and support. Real-time delivery goes
 * through PostgreSQL LISTEN/NOTIFY (chat-notifier.ts); these rows are the truth it announces.
 */

/** One inbox message's text in one language: a title and sanitised HTML. */
export type InboxText = { title: string; content: string };
export type InboxTexts = Partial<Record<'km' | 'en' | 'zh' | 'vi', InboxText>>;

/**
 * An inbox message from the operator to an audience: one member (MEMBER), the members at one
 * VIP level when they read (VIP), every agent (AGENTS) or everyone (ALL).
 */
export const inboxMessages = pgTable(
  'inbox_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    targetKind: varchar('target_kind', { length: 8 }).notNull(),
    targetMemberId: integer('target_member_id').references(() => members.id, {
      onDelete: 'cascade',
    }),
    targetLevel: integer('target_level'),
    /** Sanitised when written. */
    texts: jsonb('texts').$type<InboxTexts>().notNull(),
    /** Null when seeded or sent through an API token. */
    sentBy: integer('sent_by').references(() => operators.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'inbox_messages_target',
      sql`(${t.targetKind} = 'MEMBER' and ${t.targetMemberId} is not null)
        or (${t.targetKind} = 'VIP' and ${t.targetLevel} is not null)
        or (${t.targetKind} in ('AGENTS', 'ALL'))`,
    ),
    index('inbox_messages_member_idx').on(t.targetMemberId),
    index('inbox_messages_created_idx').on(t.createdAt),
  ],
);

/** A member's state of one inbox message: read and/or deleted. No row: unread. */
export const inboxReceipts = pgTable(
  'inbox_receipts',
  {
    messageId: integer('message_id')
      .notNull()
      .references(() => inboxMessages.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.messageId, t.memberId] }),
    index('inbox_receipts_member_idx').on(t.memberId),
  ],
);

/**
 * A live chat conversation: WAITING until support claims it, ACTIVE while an operator holds it,
 * CLOSED when done (the member's next message opens a new one). At most one open per member.
 * The read marks are message ids: each side has read everything up to theirs.
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 8 }).notNull(),
    operatorId: integer('operator_id').references(() => operators.id, { onDelete: 'set null' }),
    memberReadId: bigint('member_read_id', { mode: 'number' }).notNull().default(0),
    operatorReadId: bigint('operator_read_id', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    check('chat_conversations_status', sql`${t.status} in ('WAITING', 'ACTIVE', 'CLOSED')`),
    uniqueIndex('chat_conversations_one_open')
      .on(t.memberId)
      .where(sql`${t.status} <> 'CLOSED'`),
    index('chat_conversations_member_idx').on(t.memberId, t.id),
    index('chat_conversations_status_idx').on(t.status, t.lastMessageAt),
  ],
);

/** One chat message. `client_id` makes a resend (after a dropped socket) a no-op. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    /** MEMBER, OPERATOR or SYSTEM. */
    sender: varchar('sender', { length: 8 }).notNull(),
    operatorId: integer('operator_id').references(() => operators.id, { onDelete: 'set null' }),
    clientId: varchar('client_id', { length: 64 }),
    body: text('body').notNull().default(''),
    /** SYSTEM messages: what happened (claimed, transferred, closed), translated by the page. */
    systemKey: varchar('system_key', { length: 32 }),
    fileId: varchar('file_id', { length: 32 }).references(() => memberFiles.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('chat_messages_sender', sql`${t.sender} in ('MEMBER', 'OPERATOR', 'SYSTEM')`),
    uniqueIndex('chat_messages_client_idx').on(t.conversationId, t.sender, t.clientId),
    index('chat_messages_conversation_idx').on(t.conversationId, t.id),
  ],
);

/**
 * Chat links (CBS_launchChat's chatUrl): the page holds only this token, never the member's
 * session token. Stored as a SHA-256 hash, like sessions.
 */
export const chatTokens = pgTable(
  'chat_tokens',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_tokens_expires_idx').on(t.expiresAt)],
);

/** Support operators on duty: a row per operator who switched duty on; fresh while pinging. */
export const chatDuty = pgTable('chat_duty', {
  operatorId: integer('operator_id')
    .primaryKey()
    .references(() => operators.id, { onDelete: 'cascade' }),
  since: timestamp('since', { withTimezone: true }).notNull().defaultNow(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
});
