import { randomInt } from 'node:crypto';
import {
  CHAT_DUTY_FRESH_MS,
  CHAT_PAGE_SIZE,
  CHAT_RATE_MAX,
  CHAT_RATE_WINDOW_MS,
  CHAT_TOKEN_TTL_MS,
  chatLaunchLanguage,
  chatPagePath,
} from '@app/contracts/message-constants';
import type {
  ChatConversation,
  ChatMessage,
  ChatState,
  ChatSupport,
  OpsChatDetail,
  OpsChatRow,
} from '@app/contracts/messages';
import type { LiveChatSettings } from '@app/contracts/system';
import type { MemberFile } from '@app/contracts/uploads';
import type {
  ChatConversationRecord,
  ChatMessageRecord,
  ChatQueries,
  ChatQueueRecord,
  ChatRepository,
} from '../repositories/chat-repository';
import type { OpsMemberRepository } from '../repositories/ops-member-repository';
import type { RateEventRepository } from '../repositories/rate-event-repository';
import type { VipRepository } from '../repositories/vip-repository';
import type { Actor, AuditService } from './audit-service';
import type { Clock } from './clock';
import { DomainError } from './domain-error';
import type { MemberFileService, StoredFile } from './member-file-service';
import { newToken, sha256Hex } from './tokens';

/**
 * What one committed change tells every server instance (through LISTEN/NOTIFY, chat-hub.ts):
 * ids and a kind, never the content, so each instance re-reads what it pushes from the
 * database. `msg`: messages `ids` were written in conversation `c` of member `m` (`cv`: the
 * conversation's state changed too; `or`: support's read mark moved with them); `mread` /
 * `oread`: the member's / support's read mark is now `r`; `mtyping` / `otyping`: someone is
 * typing (never stored); `duty`: who is on duty changed.
 */
export type ChatNotice =
  | { k: 'msg'; c: number; m: number; ids: number[]; cv?: 1; or?: number }
  | { k: 'mread'; c: number; m: number; r: number }
  | { k: 'oread'; c: number; m: number; r: number }
  | { k: 'mtyping'; c: number; m: number }
  | { k: 'otyping'; c: number; m: number }
  | { k: 'duty' };

/** The member a chat link belongs to. */
export type ChatMember = { memberId: number; username: string; nickname: string | null };

/** Who acts in the console: a signed-in operator (API tokens have no operator id). */
export type ChatOperator = Actor & { role: string };

/** SYSTEM messages' keys (the chat page and the console translate them). */
export const chatSystemKeys = ['claimed', 'transferred', 'closed', 'offline'] as const;
type SystemKey = (typeof chatSystemKeys)[number];

/** The operators who answer live chat (the rows' access: support, and admin who may do all). */
const CHAT_ROLES: readonly string[] = ['support', 'admin'];
/** The console shows at most this many messages of one conversation. */
const DETAIL_MESSAGES = 500;
const RATE_BUCKET = 'chat-send';
const DAY_MS = 24 * 60 * 60_000;

const iso = (d: Date) => d.toISOString();

export function toChatMessage(r: ChatMessageRecord): ChatMessage {
  return {
    id: r.id,
    conversationId: r.conversationId,
    clientId: r.clientId,
    sender: r.sender as ChatMessage['sender'],
    operatorName: r.sender === 'MEMBER' ? null : r.operatorName,
    text: r.body,
    systemKey: r.systemKey,
    fileId: r.fileId,
    createdAt: iso(r.createdAt),
  };
}

function toConversation(r: ChatConversationRecord): ChatConversation {
  return {
    id: r.id,
    status: r.status as ChatConversation['status'],
    operatorName: r.operatorName,
    operatorReadId: r.operatorReadId,
  };
}

function toOpsRow(r: ChatQueueRecord): OpsChatRow {
  return {
    id: r.id,
    memberId: r.memberId,
    username: r.username,
    nickname: r.nickname,
    status: r.status as OpsChatRow['status'],
    operatorId: r.operatorId,
    operatorName: r.operatorName,
    waitingSince: r.waitingSince ? iso(r.waitingSince) : null,
    lastMessageAt: iso(r.lastMessageAt),
    lastMessage: r.lastMessage,
    unread: r.unread,
  };
}

/** The chat page's query: where its back link leads, its colour and title. */
export type ChatLaunchInput = {
  language?: string | undefined;
  backUrl?: string | undefined;
  headerColor?: string | undefined;
  title?: string | undefined;
};

/**
 * Live chat's rules (issue 15, spec 7 Chat and live).
 *
 * - Links: CBS_launchChat makes a chat token (32 random bytes, base64url; only its SHA-256 is
 *   stored) valid for CHAT_TOKEN_TTL_MS; the chat page holds only that token. An unknown or
 *   expired one, or a locked member's, is CHAT_LINK_EXPIRED.
 * - Conversations: a member's first message opens a WAITING one (at most one open per member:
 *   the partial unique index decides a race); an operator claims it (ACTIVE) by claiming or by
 *   replying; it can be transferred to another support operator and closed (both audited);
 *   the member's next message then opens a new one. The member sees one thread: every message
 *   of all their conversations, by id.
 * - Messages are idempotent by clientId: a resend answers the first message. Members may send
 *   CHAT_RATE_MAX in any CHAT_RATE_WINDOW_MS, counted in the database (rate_events), so the
 *   limit holds across instances. Images are the member's own CHAT uploads.
 * - Duty: an operator is on duty while they switched it on (opsChatDutySet) and their console
 *   was seen within CHAT_DUTY_FRESH_MS (the switch, the socket's connect and each ping frame
 *   count: a closed console drops off duty within a minute, a reconnect does not flap it).
 *   Members see support online while anyone is on duty; a conversation opened while nobody is
 *   gets a SYSTEM "offline" message (the page shows support's hours beside it).
 * - Every committed change is announced with a small ChatNotice (`publish`, after commit);
 *   chat-hub.ts on each instance turns it into frames for its own sockets.
 */
export function createChatService(deps: {
  repo: ChatRepository;
  rateEvents: RateEventRepository;
  files: MemberFileService;
  opsMembers: Pick<OpsMemberRepository, 'find' | 'wallet'>;
  vip: Pick<VipRepository, 'standing'>;
  audit: AuditService;
  clock: Clock;
  liveChatSettings: () => Promise<LiveChatSettings>;
  currency: () => Promise<string>;
  /** Announces a committed change to every instance (NOTIFY); failures are reported, not thrown. */
  publish: (notice: ChatNotice) => Promise<void>;
}) {
  const { repo, clock } = deps;

  const freshSince = () => new Date(clock().getTime() - CHAT_DUTY_FRESH_MS);

  async function publish(notice: ChatNotice): Promise<void> {
    await deps.publish(notice);
  }

  async function support(): Promise<ChatSupport> {
    const [online, settings] = await Promise.all([
      repo.anyoneOnDuty(freshSince()),
      deps.liveChatSettings(),
    ]);
    return {
      online,
      hoursFrom: settings.hoursFrom,
      hoursTo: settings.hoursTo,
      timeZone: settings.timeZone,
    };
  }

  async function openConversationOf(memberId: number): Promise<ChatConversation | null> {
    const open = await repo.openConversation(memberId);
    return open ? toConversation(open) : null;
  }

  async function messageOf(id: number): Promise<ChatMessage> {
    const row = await repo.messageById(id);
    if (!row) throw new Error(`chat message ${id} vanished`);
    return toChatMessage(row);
  }

  async function queueRowOf(id: number): Promise<OpsChatRow> {
    const row = await repo.queueRow(id);
    if (!row) throw new DomainError('CHAT_NOT_FOUND', 'No such conversation');
    return toOpsRow(row);
  }

  /** Chat changes need an operator to hold conversations: an API token has none. */
  function operatorIdOf(operator: ChatOperator): number {
    if (operator.operatorId === null)
      throw new DomainError('NO_PERMISSION', 'Live chat needs a console session');
    return operator.operatorId;
  }

  /** Locks the conversation in `tx` and answers it, or CHAT_NOT_FOUND. */
  async function locked(tx: ChatQueries, id: number): Promise<ChatConversationRecord> {
    if (!(await tx.lockConversation(id)))
      throw new DomainError('CHAT_NOT_FOUND', 'No such conversation');
    const conversation = await tx.conversationById(id);
    if (!conversation) throw new DomainError('CHAT_NOT_FOUND', 'No such conversation');
    return conversation;
  }

  /** Another operator holds it: only admin may take it over (transfer, close). */
  function checkHolder(conversation: ChatConversationRecord, operator: ChatOperator, me: number) {
    if (
      conversation.status === 'ACTIVE' &&
      conversation.operatorId !== null &&
      conversation.operatorId !== me &&
      operator.role !== 'admin'
    )
      throw new DomainError('CHAT_HELD', 'Another operator holds this conversation', {
        operatorName: conversation.operatorName,
      });
  }

  function system(conversationId: number, key: SystemKey, operatorId: number | null, now: Date) {
    return {
      conversationId,
      sender: 'SYSTEM' as const,
      systemKey: key,
      operatorId,
      createdAt: now,
    };
  }

  return {
    support,

    // -------------------------------------------------------------- links

    /**
     * CBS_launchChat: a new chat link for the member (spec 7: the language rule; the app opens
     * it 500 ms later). `origin` is the site as the app reached it (the chat page is served by
     * this server), so the link works behind a proxy and on any host name the site answers.
     */
    async launch(
      memberId: number,
      input: ChatLaunchInput,
      origin: string,
    ): Promise<{ chatUrl: string }> {
      const now = clock();
      const token = newToken();
      await repo.insertToken(
        sha256Hex(token),
        memberId,
        new Date(now.getTime() + CHAT_TOKEN_TTL_MS),
        now,
      );
      if (randomInt(0, 50) === 0) await repo.pruneTokens(new Date(now.getTime() - DAY_MS));
      const query = new URLSearchParams({ lang: chatLaunchLanguage(input.language) });
      if (input.backUrl) query.set('backUrl', input.backUrl);
      if (input.headerColor) query.set('headerColor', input.headerColor);
      if (input.title) query.set('title', input.title);
      return { chatUrl: `${origin}${chatPagePath(token)}?${query.toString()}` };
    },

    /** The member of a chat link, or CHAT_LINK_EXPIRED. */
    async resolveToken(token: string): Promise<ChatMember> {
      const member = await repo.findTokenMember(sha256Hex(token), clock());
      if (!member) throw new DomainError('CHAT_LINK_EXPIRED', 'This chat link has expired');
      return member;
    },

    /** The configured live models (CBS_modelList); none by default. */
    async models() {
      const settings = await deps.liveChatSettings();
      return { list: settings.models.map((m) => ({ id: m.id, name: m.name, url: m.url })) };
    },

    // -------------------------------------------------------------- the member's side

    async state(member: ChatMember): Promise<ChatState> {
      const [page, conversation, memberReadId, supportNow] = await Promise.all([
        repo.memberMessages(member.memberId, { limit: CHAT_PAGE_SIZE }),
        openConversationOf(member.memberId),
        repo.memberReadId(member.memberId),
        support(),
      ]);
      return {
        member: { username: member.username, nickname: member.nickname },
        messages: page.messages.map(toChatMessage),
        hasMore: page.hasMore,
        conversation,
        memberReadId,
        support: supportNow,
      };
    },

    async messages(memberId: number, range: { before?: number; after?: number; limit: number }) {
      const [page, conversation, supportNow] = await Promise.all([
        repo.memberMessages(memberId, range),
        openConversationOf(memberId),
        support(),
      ]);
      return {
        messages: page.messages.map(toChatMessage),
        hasMore: page.hasMore,
        conversation,
        support: supportNow,
      };
    },

    /** The member's open conversation now (the page's `conversation` frame). */
    conversationOf: openConversationOf,

    /** Messages by id, oldest first (the hub reads what a notice names). */
    async messagesByIds(ids: readonly number[]): Promise<ChatMessage[]> {
      const rows = await Promise.all(ids.map((id) => repo.messageById(id)));
      return rows
        .filter((r): r is ChatMessageRecord => r !== null)
        .sort((a, b) => a.id - b.id)
        .map(toChatMessage);
    },

    /**
     * The member sends a message: idempotent by clientId (a resend answers the first message,
     * `created` false, and costs nothing); otherwise counted against the send limit, then
     * written to the open conversation, which it opens when there is none.
     */
    async send(
      memberId: number,
      body: { clientId: string; text: string; fileId?: string | undefined },
    ): Promise<{ message: ChatMessage; created: boolean }> {
      const again = await repo.memberMessageByClientId(memberId, body.clientId);
      if (again) return { message: toChatMessage(again), created: false };
      if (body.fileId !== undefined)
        await deps.files.requireOwn(memberId, [body.fileId], 'CHAT', 1);
      const now = clock();
      const rate = await deps.rateEvents.admit(
        RATE_BUCKET,
        String(memberId),
        now,
        new Date(now.getTime() - CHAT_RATE_WINDOW_MS),
        CHAT_RATE_MAX,
      );
      if (!rate.admitted) {
        const freeAt = rate.times[rate.times.length - CHAT_RATE_MAX];
        const retryAfterMs = Math.max(
          1,
          (freeAt ? freeAt.getTime() : now.getTime()) + CHAT_RATE_WINDOW_MS - now.getTime(),
        );
        throw new DomainError('CHAT_RATE_LIMITED', 'Too many messages; wait a moment', {
          retryAfterMs,
        });
      }
      const nobodyOnDuty = !(await repo.anyoneOnDuty(freshSince()));
      const outcome = await repo.transaction(async (tx) => {
        // A few rounds at most: an operator may close the conversation between our read and
        // our lock; the next round opens a new one.
        for (let round = 0; round < 3; round += 1) {
          const opened = await tx.openConversationIfNone(memberId, now);
          const open = await tx.openConversation(memberId);
          if (!open) continue;
          const conversation = await locked(tx, open.id);
          if (conversation.status === 'CLOSED') continue;
          const id = await tx.insertMessage({
            conversationId: conversation.id,
            sender: 'MEMBER',
            clientId: body.clientId,
            body: body.text,
            fileId: body.fileId ?? null,
            createdAt: now,
          });
          if (id === null) return { conversationId: conversation.id, ids: [], opened: false };
          const ids = [id];
          if (opened && nobodyOnDuty) {
            const offline = await tx.insertMessage(system(conversation.id, 'offline', null, now));
            if (offline !== null) ids.push(offline);
          }
          await tx.updateConversation(conversation.id, { lastMessageAt: now });
          return { conversationId: conversation.id, ids, opened };
        }
        throw new Error('could not find or open a conversation');
      });
      if (outcome.ids.length === 0) {
        // A concurrent resend of the same clientId won the insert.
        const first = await repo.memberMessageByClientId(memberId, body.clientId);
        if (!first) throw new Error('chat message vanished');
        return { message: toChatMessage(first), created: false };
      }
      await publish({
        k: 'msg',
        c: outcome.conversationId,
        m: memberId,
        ids: outcome.ids,
        ...(outcome.opened ? { cv: 1 as const } : {}),
      });
      return { message: await messageOf(outcome.ids[0]!), created: true };
    },

    /** The member read support's messages up to an id; answers their unread count after. */
    async read(memberId: number, upToId: number): Promise<{ unreadCount: number }> {
      const moved = await repo.markMemberRead(memberId, upToId);
      for (const c of moved) await publish({ k: 'mread', c: c.id, m: memberId, r: c.memberReadId });
      return { unreadCount: await repo.memberUnread(memberId) };
    },

    /** CBS_unreadCount: support's messages the member has not read. */
    async unread(memberId: number): Promise<{ unreadCount: number }> {
      return { unreadCount: await repo.memberUnread(memberId) };
    },

    async upload(memberId: number, bytes: Uint8Array): Promise<MemberFile> {
      return deps.files.upload(memberId, 'CHAT', bytes);
    },

    /** An image of the member's chat: their own CHAT upload (another's is "not found"). */
    async file(memberId: number, fileId: string): Promise<StoredFile> {
      await deps.files.requireOwn(memberId, [fileId], 'CHAT', 1);
      return deps.files.readOwn(memberId, fileId);
    },

    async memberTyping(memberId: number): Promise<void> {
      const open = await repo.openConversation(memberId);
      if (open) await publish({ k: 'mtyping', c: open.id, m: memberId });
    },

    // -------------------------------------------------------------- the console's side

    async queue(status: 'OPEN' | 'CLOSED', pageNo: number, pageSize: number) {
      const { rows, total } = await repo.queue(status, (pageNo - 1) * pageSize, pageSize);
      return {
        items: rows.map(toOpsRow),
        pageNo,
        totalPages: Math.max(1, Math.ceil(total / pageSize)),
        total,
      };
    },

    async detail(id: number): Promise<OpsChatDetail> {
      const row = await repo.queueRow(id);
      if (!row) throw new DomainError('CHAT_NOT_FOUND', 'No such conversation');
      const [messages, member, wallet, standing, lastLoginAt, earlier, currency] =
        await Promise.all([
          repo.conversationMessages(id, DETAIL_MESSAGES),
          deps.opsMembers.find(row.memberId),
          deps.opsMembers.wallet(row.memberId, 'REAL'),
          deps.vip.standing(row.memberId),
          repo.lastLoginAt(row.memberId),
          repo.memberConversationCount(row.memberId, id),
          deps.currency(),
        ]);
      if (!member) throw new DomainError('CHAT_NOT_FOUND', 'No such conversation');
      return {
        conversation: toOpsRow(row),
        messages: messages.map(toChatMessage),
        operatorReadId: row.operatorReadId,
        memberReadId: row.memberReadId,
        member: {
          id: member.id,
          username: member.username,
          nickname: member.nickname,
          vipLevel: standing?.level ?? 0,
          balanceMinor: wallet?.balanceMinor ?? 0,
          currency: wallet?.currency ?? currency,
          registeredAt: iso(member.createdAt),
          lastLoginAt: lastLoginAt ? iso(lastLoginAt) : null,
          conversations: earlier,
        },
      };
    },

    /**
     * Support replies: idempotent by clientId; a WAITING conversation is claimed by the reply
     * (with a SYSTEM "claimed" message before it); one another operator holds is CHAT_HELD, a
     * closed one CHAT_CLOSED. Replying marks the member's messages before it read.
     */
    async reply(
      operator: ChatOperator,
      conversationId: number,
      body: { clientId: string; text: string },
    ): Promise<ChatMessage> {
      const me = operatorIdOf(operator);
      const now = clock();
      const outcome = await repo.transaction(async (tx) => {
        const conversation = await locked(tx, conversationId);
        const again = await tx.operatorMessageByClientId(conversationId, body.clientId);
        if (again)
          return {
            again,
            ids: [],
            claimed: false,
            memberId: conversation.memberId,
            readId: undefined,
          };
        if (conversation.status === 'CLOSED')
          throw new DomainError('CHAT_CLOSED', 'This conversation is closed');
        if (
          conversation.status === 'ACTIVE' &&
          conversation.operatorId !== null &&
          conversation.operatorId !== me
        )
          throw new DomainError('CHAT_HELD', 'Another operator holds this conversation', {
            operatorName: conversation.operatorName,
          });
        const ids: number[] = [];
        const claimed = conversation.status === 'WAITING' || conversation.operatorId === null;
        if (claimed) {
          await tx.updateConversation(conversationId, { status: 'ACTIVE', operatorId: me });
          const claim = await tx.insertMessage(system(conversationId, 'claimed', me, now));
          if (claim !== null) ids.push(claim);
        }
        const id = await tx.insertMessage({
          conversationId,
          sender: 'OPERATOR',
          operatorId: me,
          clientId: body.clientId,
          body: body.text,
          createdAt: now,
        });
        if (id === null) throw new Error('operator message insert conflicted under lock');
        ids.push(id);
        await tx.updateConversation(conversationId, { lastMessageAt: now });
        const readId = await tx.markOperatorRead(conversationId, id);
        return { again: null, ids, claimed, memberId: conversation.memberId, readId };
      });
      if (outcome.again) return toChatMessage(outcome.again);
      await publish({
        k: 'msg',
        c: conversationId,
        m: outcome.memberId,
        ids: outcome.ids,
        ...(outcome.claimed ? { cv: 1 as const } : {}),
        ...(outcome.readId !== undefined ? { or: outcome.readId } : {}),
      });
      return messageOf(outcome.ids[outcome.ids.length - 1]!);
    },

    /** Support read the member's messages up to an id (the member's "read" ticks). */
    async operatorRead(conversationId: number, upToId: number): Promise<OpsChatRow> {
      const before = await repo.conversationById(conversationId);
      if (!before) throw new DomainError('CHAT_NOT_FOUND', 'No such conversation');
      const after = await repo.markOperatorRead(conversationId, upToId);
      if (after !== before.operatorReadId)
        await publish({ k: 'oread', c: conversationId, m: before.memberId, r: after });
      return queueRowOf(conversationId);
    },

    /** Claims a WAITING conversation; CHAT_HELD when another holds it (a no-op for the holder). */
    async claim(operator: ChatOperator, conversationId: number): Promise<OpsChatRow> {
      const me = operatorIdOf(operator);
      const now = clock();
      const outcome = await repo.transaction(async (tx) => {
        const conversation = await locked(tx, conversationId);
        if (conversation.status === 'CLOSED')
          throw new DomainError('CHAT_CLOSED', 'This conversation is closed');
        if (conversation.status === 'ACTIVE' && conversation.operatorId === me) return null;
        if (conversation.status === 'ACTIVE' && conversation.operatorId !== null)
          throw new DomainError('CHAT_HELD', 'Another operator holds this conversation', {
            operatorName: conversation.operatorName,
          });
        await tx.updateConversation(conversationId, { status: 'ACTIVE', operatorId: me });
        const id = await tx.insertMessage(system(conversationId, 'claimed', me, now));
        return { memberId: conversation.memberId, ids: id === null ? [] : [id] };
      });
      if (outcome)
        await publish({
          k: 'msg',
          c: conversationId,
          m: outcome.memberId,
          ids: outcome.ids,
          cv: 1,
        });
      return queueRowOf(conversationId);
    },

    /**
     * Hands a conversation to another enabled support (or admin) operator, not oneself
     * (CHAT_TRANSFER_TARGET otherwise); one held by a third operator only admin may move
     * (CHAT_HELD). Audited.
     */
    async transfer(
      operator: ChatOperator,
      conversationId: number,
      targetId: number,
    ): Promise<OpsChatRow> {
      const me = operatorIdOf(operator);
      if (!(await repo.conversationById(conversationId)))
        throw new DomainError('CHAT_NOT_FOUND', 'No such conversation');
      const target = await repo.operatorById(targetId);
      if (!target || target.disabled || !CHAT_ROLES.includes(target.role) || target.id === me)
        throw new DomainError('CHAT_TRANSFER_TARGET', 'Transfer to another support operator');
      const now = clock();
      const outcome = await repo.transaction(async (tx) => {
        const conversation = await locked(tx, conversationId);
        if (conversation.status === 'CLOSED')
          throw new DomainError('CHAT_CLOSED', 'This conversation is closed');
        checkHolder(conversation, operator, me);
        if (conversation.status === 'ACTIVE' && conversation.operatorId === target.id) return null;
        await tx.updateConversation(conversationId, { status: 'ACTIVE', operatorId: target.id });
        const id = await tx.insertMessage(system(conversationId, 'transferred', target.id, now));
        return { before: conversation, ids: id === null ? [] : [id] };
      });
      if (outcome) {
        await deps.audit.record(operator, {
          action: 'chat.transfer',
          targetType: 'chat_conversation',
          targetId: conversationId,
          before: { status: outcome.before.status, operator: outcome.before.operatorName },
          after: { status: 'ACTIVE', operator: target.username },
        });
        await publish({
          k: 'msg',
          c: conversationId,
          m: outcome.before.memberId,
          ids: outcome.ids,
          cv: 1,
        });
      }
      return queueRowOf(conversationId);
    },

    /**
     * Closes a conversation (a SYSTEM "closed" message; the member's next message opens a new
     * one). Closing a closed one changes nothing; one another operator holds only admin may
     * close (CHAT_HELD). Audited.
     */
    async close(operator: ChatOperator, conversationId: number): Promise<OpsChatRow> {
      const me = operatorIdOf(operator);
      const now = clock();
      const outcome = await repo.transaction(async (tx) => {
        const conversation = await locked(tx, conversationId);
        if (conversation.status === 'CLOSED') return null;
        checkHolder(conversation, operator, me);
        await tx.updateConversation(conversationId, { status: 'CLOSED', closedAt: now });
        const id = await tx.insertMessage(system(conversationId, 'closed', me, now));
        return { before: conversation, ids: id === null ? [] : [id] };
      });
      if (outcome) {
        await deps.audit.record(operator, {
          action: 'chat.close',
          targetType: 'chat_conversation',
          targetId: conversationId,
          before: { status: outcome.before.status, operator: outcome.before.operatorName },
          after: { status: 'CLOSED' },
        });
        await publish({
          k: 'msg',
          c: conversationId,
          m: outcome.before.memberId,
          ids: outcome.ids,
          cv: 1,
        });
      }
      return queueRowOf(conversationId);
    },

    async operatorTyping(conversationId: number): Promise<void> {
      const conversation = await repo.conversationById(conversationId);
      if (conversation && conversation.status !== 'CLOSED')
        await publish({ k: 'otyping', c: conversationId, m: conversation.memberId });
    },

    // -------------------------------------------------------------- duty

    async duty(operator: ChatOperator) {
      const operators = await repo.dutyList(freshSince());
      return {
        onDuty: operators.some((o) => o.id === operator.operatorId && o.onDuty),
        operators,
      };
    },

    async setDuty(operator: ChatOperator, onDuty: boolean) {
      const me = operatorIdOf(operator);
      await repo.setDuty(me, onDuty, clock());
      await publish({ k: 'duty' });
      const operators = await repo.dutyList(freshSince());
      return { onDuty: operators.some((o) => o.id === me && o.onDuty), operators };
    },

    /** A sign of life from an operator's console (socket connect, ping frames). */
    async seen(operatorId: number): Promise<void> {
      const now = clock();
      const before = await repo.touchDuty(operatorId, now);
      if (before !== null && before.getTime() < now.getTime() - CHAT_DUTY_FRESH_MS)
        await publish({ k: 'duty' });
    },
  };
}
export type ChatService = ReturnType<typeof createChatService>;
