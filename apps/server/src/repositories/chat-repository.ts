import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNull,
  lt,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { AppDatabase } from '../db/create-db';
import {
  chatConversations,
  chatDuty,
  chatMessages,
  chatTokens,
  members,
  operators,
  sessions,
} from '../db/schema';

/** One chat message as the services read it (the operator's name joined in). */
export type ChatMessageRecord = {
  id: number;
  conversationId: number;
  sender: string;
  operatorId: number | null;
  operatorName: string | null;
  clientId: string | null;
  body: string;
  systemKey: string | null;
  fileId: string | null;
  createdAt: Date;
};

export type ChatConversationRecord = {
  id: number;
  memberId: number;
  status: string;
  operatorId: number | null;
  operatorName: string | null;
  memberReadId: number;
  operatorReadId: number;
  createdAt: Date;
  lastMessageAt: Date;
  closedAt: Date | null;
};

/** A queue row of the console: the conversation, its member and what waits in it. */
export type ChatQueueRecord = ChatConversationRecord & {
  username: string;
  nickname: string | null;
  waitingSince: Date | null;
  lastMessage: string;
  unread: number;
};

export type NewChatMessage = {
  conversationId: number;
  sender: 'MEMBER' | 'OPERATOR' | 'SYSTEM';
  operatorId?: number | null;
  clientId?: string | null;
  body?: string;
  systemKey?: string | null;
  fileId?: string | null;
  createdAt: Date;
};

export type ChatOperatorRecord = {
  id: number;
  username: string;
  role: string;
  disabled: boolean;
};

const messageColumns = {
  id: chatMessages.id,
  conversationId: chatMessages.conversationId,
  sender: chatMessages.sender,
  operatorId: chatMessages.operatorId,
  operatorName: operators.username,
  clientId: chatMessages.clientId,
  body: chatMessages.body,
  systemKey: chatMessages.systemKey,
  fileId: chatMessages.fileId,
  createdAt: chatMessages.createdAt,
};

const conversationColumns = {
  id: chatConversations.id,
  memberId: chatConversations.memberId,
  status: chatConversations.status,
  operatorId: chatConversations.operatorId,
  operatorName: operators.username,
  memberReadId: chatConversations.memberReadId,
  operatorReadId: chatConversations.operatorReadId,
  createdAt: chatConversations.createdAt,
  lastMessageAt: chatConversations.lastMessageAt,
  closedAt: chatConversations.closedAt,
};

/** The operators who answer chat (decision in chat-service.ts): support and admin. */
const CHAT_ROLES = ['support', 'admin'];

/** Since the oldest member message after support's last reply (null: nobody waits). */
const waitingSinceSql = sql`(select min(w.created_at) from chat_messages w
  where w.conversation_id = ${chatConversations.id} and w.sender = 'MEMBER'
    and w.id > coalesce((select max(o.id) from chat_messages o
      where o.conversation_id = ${chatConversations.id} and o.sender = 'OPERATOR'), 0))`;

/**
 * The newest member or support message as one line of text: its text, else [image]; a SYSTEM
 * message ([systemKey]) only when there is nothing else.
 */
const lastMessageSql = sql<string>`coalesce((select coalesce(nullif(l.body, ''),
    case when l.file_id is not null then '[image]'
      when l.system_key is not null then '[' || l.system_key || ']' else '' end)
  from chat_messages l where l.conversation_id = ${chatConversations.id}
  order by (l.sender = 'SYSTEM'), l.id desc limit 1), '')`;

const unreadByOperatorSql = sql`(select count(*) from chat_messages u
  where u.conversation_id = ${chatConversations.id} and u.sender = 'MEMBER'
    and u.id > ${chatConversations.operatorReadId})`;

/** SQL of live chat (issue 15); usable on the pool or inside one transaction (`transaction`). */
function chatQueries(db: AppDatabase) {
  const memberConversationIds = (memberId: number) =>
    db
      .select({ id: chatConversations.id })
      .from(chatConversations)
      .where(eq(chatConversations.memberId, memberId));

  const selectMessages = () =>
    db
      .select(messageColumns)
      .from(chatMessages)
      .leftJoin(operators, eq(operators.id, chatMessages.operatorId));

  const selectConversations = () =>
    db
      .select(conversationColumns)
      .from(chatConversations)
      .leftJoin(operators, eq(operators.id, chatConversations.operatorId));

  return {
    // ------------------------------------------------------------------ chat links

    async insertToken(tokenHash: string, memberId: number, expiresAt: Date, now: Date) {
      await db.insert(chatTokens).values({ tokenHash, memberId, expiresAt, createdAt: now });
    },

    /** The member of an unexpired link (a locked member's links are dead too). */
    async findTokenMember(
      tokenHash: string,
      now: Date,
    ): Promise<{ memberId: number; username: string; nickname: string | null } | null> {
      const [row] = await db
        .select({ memberId: members.id, username: members.username, nickname: members.nickname })
        .from(chatTokens)
        .innerJoin(members, eq(members.id, chatTokens.memberId))
        .where(
          and(
            eq(chatTokens.tokenHash, tokenHash),
            gt(chatTokens.expiresAt, now),
            eq(members.disabled, false),
          ),
        );
      return row ?? null;
    },

    async pruneTokens(before: Date): Promise<void> {
      await db.delete(chatTokens).where(lt(chatTokens.expiresAt, before));
    },

    // ------------------------------------------------------------------ messages

    async messageById(id: number): Promise<ChatMessageRecord | null> {
      const [row] = await selectMessages().where(eq(chatMessages.id, id));
      return row ?? null;
    },

    /** The member's message with this client id, in any of their conversations (a resend). */
    async memberMessageByClientId(
      memberId: number,
      clientId: string,
    ): Promise<ChatMessageRecord | null> {
      const [row] = await selectMessages()
        .where(
          and(
            inArray(chatMessages.conversationId, memberConversationIds(memberId)),
            eq(chatMessages.sender, 'MEMBER'),
            eq(chatMessages.clientId, clientId),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    async operatorMessageByClientId(
      conversationId: number,
      clientId: string,
    ): Promise<ChatMessageRecord | null> {
      const [row] = await selectMessages()
        .where(
          and(
            eq(chatMessages.conversationId, conversationId),
            eq(chatMessages.sender, 'OPERATOR'),
            eq(chatMessages.clientId, clientId),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    /** Null when this client id is already in the conversation for this sender (a resend). */
    async insertMessage(message: NewChatMessage): Promise<number | null> {
      const [row] = await db
        .insert(chatMessages)
        .values({
          conversationId: message.conversationId,
          sender: message.sender,
          operatorId: message.operatorId ?? null,
          clientId: message.clientId ?? null,
          body: message.body ?? '',
          systemKey: message.systemKey ?? null,
          fileId: message.fileId ?? null,
          createdAt: message.createdAt,
        })
        .onConflictDoNothing()
        .returning({ id: chatMessages.id });
      return row?.id ?? null;
    },

    /**
     * The member's messages over all their conversations (one thread), oldest first: the
     * newest `limit`, or those before or after an id. `hasMore`: more lie beyond in that
     * direction.
     */
    async memberMessages(
      memberId: number,
      range: { before?: number; after?: number; limit: number },
    ): Promise<{ messages: ChatMessageRecord[]; hasMore: boolean }> {
      const mine = inArray(chatMessages.conversationId, memberConversationIds(memberId));
      if (range.after !== undefined) {
        const rows = await selectMessages()
          .where(and(mine, gt(chatMessages.id, range.after)))
          .orderBy(asc(chatMessages.id))
          .limit(range.limit + 1);
        return { messages: rows.slice(0, range.limit), hasMore: rows.length > range.limit };
      }
      const rows = await selectMessages()
        .where(range.before === undefined ? mine : and(mine, lt(chatMessages.id, range.before)))
        .orderBy(desc(chatMessages.id))
        .limit(range.limit + 1);
      return {
        messages: rows.slice(0, range.limit).reverse(),
        hasMore: rows.length > range.limit,
      };
    },

    /** The conversation's last `limit` messages, oldest first. */
    async conversationMessages(
      conversationId: number,
      limit: number,
    ): Promise<ChatMessageRecord[]> {
      const rows = await selectMessages()
        .where(eq(chatMessages.conversationId, conversationId))
        .orderBy(desc(chatMessages.id))
        .limit(limit);
      return rows.reverse();
    },

    /** Whether the file is attached to a message of one of the member's conversations. */
    async memberHasFile(memberId: number, fileId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: chatMessages.id })
        .from(chatMessages)
        .where(
          and(
            inArray(chatMessages.conversationId, memberConversationIds(memberId)),
            eq(chatMessages.fileId, fileId),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    // ------------------------------------------------------------------ conversations

    async conversationById(id: number): Promise<ChatConversationRecord | null> {
      const [row] = await selectConversations().where(eq(chatConversations.id, id));
      return row ?? null;
    },

    /** Locks the conversation row until the transaction ends (PostgreSQL; PGlite is serial). */
    async lockConversation(id: number): Promise<boolean> {
      const rows = await db
        .select({ id: chatConversations.id })
        .from(chatConversations)
        .where(eq(chatConversations.id, id))
        .for('update');
      return rows.length > 0;
    },

    async openConversation(memberId: number): Promise<ChatConversationRecord | null> {
      const [row] = await selectConversations().where(
        and(eq(chatConversations.memberId, memberId), sql`${chatConversations.status} <> 'CLOSED'`),
      );
      return row ?? null;
    },

    /**
     * Opens a WAITING conversation for the member unless one is open (the partial unique index
     * decides between concurrent first messages); answers whether this call opened it.
     */
    async openConversationIfNone(memberId: number, now: Date): Promise<boolean> {
      const rows = await db
        .insert(chatConversations)
        .values({ memberId, status: 'WAITING', createdAt: now, lastMessageAt: now })
        .onConflictDoNothing({
          target: chatConversations.memberId,
          where: sql`status <> 'CLOSED'`,
        })
        .returning({ id: chatConversations.id });
      return rows.length > 0;
    },

    async updateConversation(
      id: number,
      change: {
        status?: 'WAITING' | 'ACTIVE' | 'CLOSED';
        operatorId?: number | null;
        lastMessageAt?: Date;
        closedAt?: Date | null;
      },
    ): Promise<void> {
      await db.update(chatConversations).set(change).where(eq(chatConversations.id, id));
    },

    /**
     * Support has read the conversation up to `upToId` (never past its newest message, never
     * backwards). Answers the mark after.
     */
    async markOperatorRead(id: number, upToId: number): Promise<number> {
      const [row] = await db
        .update(chatConversations)
        .set({
          operatorReadId: sql`greatest(${chatConversations.operatorReadId}, least(${upToId}::bigint,
            coalesce((select max(m.id) from chat_messages m where m.conversation_id = ${id}), 0)))`,
        })
        .where(eq(chatConversations.id, id))
        .returning({ operatorReadId: chatConversations.operatorReadId });
      return row?.operatorReadId ?? 0;
    },

    /**
     * The member has read support's messages up to `upToId`, in all their conversations (never
     * past the newest message, never backwards). Answers the conversations whose mark moved.
     */
    async markMemberRead(
      memberId: number,
      upToId: number,
    ): Promise<{ id: number; memberReadId: number }[]> {
      const newest = sql`coalesce((select max(m.id) from chat_messages m
        where m.conversation_id in (select c.id from chat_conversations c where c.member_id = ${memberId})), 0)`;
      const mark = sql`least(${upToId}::bigint, ${newest})`;
      return db
        .update(chatConversations)
        .set({ memberReadId: mark })
        .where(
          and(eq(chatConversations.memberId, memberId), lt(chatConversations.memberReadId, mark)),
        )
        .returning({ id: chatConversations.id, memberReadId: chatConversations.memberReadId });
    },

    async memberReadId(memberId: number): Promise<number> {
      const [row] = await db
        .select({
          id: sql<number>`coalesce(max(${chatConversations.memberReadId}), 0)`.mapWith(Number),
        })
        .from(chatConversations)
        .where(eq(chatConversations.memberId, memberId));
      return row?.id ?? 0;
    },

    /** Support's messages the member has not read, over all their conversations. */
    async memberUnread(memberId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(chatMessages)
        .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId))
        .where(
          and(
            eq(chatConversations.memberId, memberId),
            eq(chatMessages.sender, 'OPERATOR'),
            gt(chatMessages.id, chatConversations.memberReadId),
          ),
        );
      return row?.n ?? 0;
    },

    async memberConversationCount(memberId: number, beforeId?: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(chatConversations)
        .where(
          and(
            eq(chatConversations.memberId, memberId),
            beforeId === undefined ? undefined : lt(chatConversations.id, beforeId),
          ),
        );
      return row?.n ?? 0;
    },

    /** The console's queue: open ones (waiting first, longest wait first) or closed ones. */
    async queue(
      status: 'OPEN' | 'CLOSED',
      offset: number,
      limit: number,
    ): Promise<{ rows: ChatQueueRecord[]; total: number }> {
      const where: SQL =
        status === 'OPEN'
          ? sql`${chatConversations.status} <> 'CLOSED'`
          : eq(chatConversations.status, 'CLOSED');
      const query = db
        .select({
          ...conversationColumns,
          username: members.username,
          nickname: members.nickname,
          waitingSince: waitingSinceSql.mapWith(chatMessages.createdAt),
          lastMessage: lastMessageSql,
          unread: unreadByOperatorSql.mapWith(Number),
        })
        .from(chatConversations)
        .innerJoin(members, eq(members.id, chatConversations.memberId))
        .leftJoin(operators, eq(operators.id, chatConversations.operatorId))
        .where(where)
        .$dynamic();
      const ordered =
        status === 'OPEN'
          ? query.orderBy(
              sql`(${chatConversations.status} = 'WAITING') desc`,
              sql`${waitingSinceSql} asc nulls last`,
              asc(chatConversations.id),
            )
          : query.orderBy(desc(chatConversations.closedAt), desc(chatConversations.id));
      const [rows, [total]] = await Promise.all([
        ordered.offset(offset).limit(limit),
        db.select({ n: count() }).from(chatConversations).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async queueRow(id: number): Promise<ChatQueueRecord | null> {
      const [row] = await db
        .select({
          ...conversationColumns,
          username: members.username,
          nickname: members.nickname,
          waitingSince: waitingSinceSql.mapWith(chatMessages.createdAt),
          lastMessage: lastMessageSql,
          unread: unreadByOperatorSql.mapWith(Number),
        })
        .from(chatConversations)
        .innerJoin(members, eq(members.id, chatConversations.memberId))
        .leftJoin(operators, eq(operators.id, chatConversations.operatorId))
        .where(eq(chatConversations.id, id));
      return row ?? null;
    },

    /** The newest session's start: when the member last logged in (or registered). */
    async lastLoginAt(memberId: number): Promise<Date | null> {
      const [row] = await db
        .select({ at: sessions.createdAt })
        .from(sessions)
        .where(eq(sessions.memberId, memberId))
        .orderBy(desc(sessions.id))
        .limit(1);
      return row?.at ?? null;
    },

    // ------------------------------------------------------------------ operators and duty

    async operatorById(id: number): Promise<ChatOperatorRecord | null> {
      const [row] = await db
        .select({
          id: operators.id,
          username: operators.username,
          role: operators.role,
          disabled: sql<boolean>`${operators.disabledAt} is not null`,
        })
        .from(operators)
        .where(eq(operators.id, id));
      return row ?? null;
    },

    /** Switches duty on (keeping `since` when already on) or off. */
    async setDuty(operatorId: number, on: boolean, now: Date): Promise<void> {
      if (!on) {
        await db.delete(chatDuty).where(eq(chatDuty.operatorId, operatorId));
        return;
      }
      await db
        .insert(chatDuty)
        .values({ operatorId, since: now, lastSeenAt: now })
        .onConflictDoUpdate({ target: chatDuty.operatorId, set: { lastSeenAt: now } });
    },

    /** A sign of life from an operator on duty: answers the previous one (null: not on duty). */
    async touchDuty(operatorId: number, now: Date): Promise<Date | null> {
      const [before] = await db
        .select({ lastSeenAt: chatDuty.lastSeenAt })
        .from(chatDuty)
        .where(eq(chatDuty.operatorId, operatorId));
      if (!before) return null;
      await db
        .update(chatDuty)
        .set({ lastSeenAt: now })
        .where(and(eq(chatDuty.operatorId, operatorId), lt(chatDuty.lastSeenAt, now)));
      return before.lastSeenAt;
    },

    /** Every enabled support and admin operator and whether each is on duty now. */
    async dutyList(freshSince: Date): Promise<{ id: number; username: string; onDuty: boolean }[]> {
      return db
        .select({
          id: operators.id,
          username: operators.username,
          onDuty: sql<boolean>`coalesce(${chatDuty.lastSeenAt} >= ${freshSince}, false)`,
        })
        .from(operators)
        .leftJoin(chatDuty, eq(chatDuty.operatorId, operators.id))
        .where(and(inArray(operators.role, CHAT_ROLES), isNull(operators.disabledAt)))
        .orderBy(asc(operators.username));
    },

    async anyoneOnDuty(freshSince: Date): Promise<boolean> {
      const [row] = await db
        .select({ id: chatDuty.operatorId })
        .from(chatDuty)
        .innerJoin(operators, eq(operators.id, chatDuty.operatorId))
        .where(
          and(
            gte(chatDuty.lastSeenAt, freshSince),
            inArray(operators.role, CHAT_ROLES),
            isNull(operators.disabledAt),
          ),
        )
        .limit(1);
      return row !== undefined;
    },
  };
}
export type ChatQueries = ReturnType<typeof chatQueries>;

/** Live chat's tables (issue 15): links, conversations, messages, duty. */
export function createChatRepository(db: AppDatabase) {
  return {
    ...chatQueries(db),
    /** Runs `work` in one database transaction; a throw rolls everything back. */
    async transaction<T>(work: (tx: ChatQueries) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => work(chatQueries(tx)));
    },
  };
}
export type ChatRepository = ReturnType<typeof createChatRepository>;
