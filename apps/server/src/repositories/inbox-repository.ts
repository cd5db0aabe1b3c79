import type { InboxTargetKind } from '@app/contracts/message-constants';
import { and, count, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AppDatabase } from '../db/create-db';
import {
  inboxMessages,
  inboxReceipts,
  members,
  memberVip,
  operators,
  type InboxTexts,
} from '../db/schema';

/**
 * Who reads: the member, and whether their type is an agent's (the service decides that with
 * the contract's isAgentType; the VIP level is read here, from member_vip, at the time of the
 * query: a member without a standing row is level 0).
 */
export type InboxReader = {
  memberId: number;
  isAgent: boolean;
  /** Safer gambling (issue 18): on a break, only messages sent to the member alone (support's). */
  personalOnly?: boolean;
};

export type InboxRecord = {
  id: number;
  texts: InboxTexts;
  createdAt: Date;
  readAt: Date | null;
};

export type OpsInboxRecord = {
  id: number;
  targetKind: InboxTargetKind;
  targetUsername: string | null;
  targetLevel: number | null;
  texts: InboxTexts;
  sentBy: string | null;
  createdAt: Date;
  readCount: number;
};

export type NewInboxMessage = {
  targetKind: InboxTargetKind;
  targetMemberId: number | null;
  targetLevel: number | null;
  texts: InboxTexts;
  sentBy: number | null;
  createdAt: Date;
};

/** The member's current VIP level (0 without a standing row), as SQL. */
const levelOf = (memberId: number) =>
  sql`coalesce((select ${memberVip.level} from ${memberVip} where ${memberVip.memberId} = ${memberId}), 0)`;

/** The messages addressed to this reader: everyone, them, their VIP level, agents (if one). */
function targetedAt(reader: InboxReader): SQL {
  if (reader.personalOnly)
    return and(
      eq(inboxMessages.targetKind, 'MEMBER'),
      eq(inboxMessages.targetMemberId, reader.memberId),
    )!;
  return or(
    eq(inboxMessages.targetKind, 'ALL'),
    and(eq(inboxMessages.targetKind, 'MEMBER'), eq(inboxMessages.targetMemberId, reader.memberId)),
    and(
      eq(inboxMessages.targetKind, 'VIP'),
      eq(inboxMessages.targetLevel, levelOf(reader.memberId)),
    ),
    reader.isAgent ? eq(inboxMessages.targetKind, 'AGENTS') : undefined,
  )!;
}

/** The reader's own receipt row beside each message (none: unread and not deleted). */
const receiptOf = (memberId: number) =>
  and(eq(inboxReceipts.messageId, inboxMessages.id), eq(inboxReceipts.memberId, memberId));

/** Operators' inbox messages (issue 15) and each member's read and deleted marks. */
export function createInboxRepository(db: AppDatabase) {
  /** The reader's visible messages: targeted at them and not deleted by them. */
  const opsSelect = () =>
    db
      .select({
        id: inboxMessages.id,
        targetKind: inboxMessages.targetKind,
        targetUsername: members.username,
        targetLevel: inboxMessages.targetLevel,
        texts: inboxMessages.texts,
        sentBy: operators.username,
        createdAt: inboxMessages.createdAt,
        readCount: sql<number>`(select count(*) from ${inboxReceipts}
          where ${inboxReceipts.messageId} = ${inboxMessages.id}
          and ${inboxReceipts.readAt} is not null)`.mapWith(Number),
      })
      .from(inboxMessages)
      .leftJoin(members, eq(members.id, inboxMessages.targetMemberId))
      .leftJoin(operators, eq(operators.id, inboxMessages.sentBy));

  const visible = (reader: InboxReader) => and(targetedAt(reader), isNull(inboxReceipts.deletedAt));

  async function counts(reader: InboxReader): Promise<{ total: number; unread: number }> {
    const [row] = await db
      .select({
        total: count(),
        unread: sql<number>`count(*) filter (where ${inboxReceipts.readAt} is null)`.mapWith(
          Number,
        ),
      })
      .from(inboxMessages)
      .leftJoin(inboxReceipts, receiptOf(reader.memberId))
      .where(visible(reader));
    return { total: row?.total ?? 0, unread: row?.unread ?? 0 };
  }

  return {
    counts,

    /** One page of the reader's inbox: unread first, then read; each newest first. */
    async page(reader: InboxReader, offset: number, limit: number): Promise<InboxRecord[]> {
      return db
        .select({
          id: inboxMessages.id,
          texts: inboxMessages.texts,
          createdAt: inboxMessages.createdAt,
          readAt: inboxReceipts.readAt,
        })
        .from(inboxMessages)
        .leftJoin(inboxReceipts, receiptOf(reader.memberId))
        .where(visible(reader))
        .orderBy(
          sql`(${inboxReceipts.readAt} is not null)`,
          desc(inboxMessages.createdAt),
          desc(inboxMessages.id),
        )
        .offset(offset)
        .limit(limit);
    },

    /**
     * One message as the reader sees it: null when it is not addressed to them; `deleted` when
     * they deleted it.
     */
    async find(
      reader: InboxReader,
      id: number,
    ): Promise<{ readAt: Date | null; deleted: boolean } | null> {
      const [row] = await db
        .select({ readAt: inboxReceipts.readAt, deletedAt: inboxReceipts.deletedAt })
        .from(inboxMessages)
        .leftJoin(inboxReceipts, receiptOf(reader.memberId))
        .where(and(eq(inboxMessages.id, id), targetedAt(reader)));
      if (!row) return null;
      return { readAt: row.readAt, deleted: row.deletedAt !== null };
    },

    /** Marks read; the first read time stays. */
    async markRead(memberId: number, messageId: number, at: Date): Promise<void> {
      await db
        .insert(inboxReceipts)
        .values({ messageId, memberId, readAt: at })
        .onConflictDoUpdate({
          target: [inboxReceipts.messageId, inboxReceipts.memberId],
          set: { readAt: sql`coalesce(${inboxReceipts.readAt}, excluded.read_at)` },
        });
    },

    /** Marks deleted; the first delete time stays. */
    async markDeleted(memberId: number, messageId: number, at: Date): Promise<void> {
      await db
        .insert(inboxReceipts)
        .values({ messageId, memberId, deletedAt: at })
        .onConflictDoUpdate({
          target: [inboxReceipts.messageId, inboxReceipts.memberId],
          set: { deletedAt: sql`coalesce(${inboxReceipts.deletedAt}, excluded.deleted_at)` },
        });
    },

    /** The member's id by username (any case); null when there is none. */
    async memberIdByUsername(username: string): Promise<number | null> {
      const [row] = await db
        .select({ id: members.id })
        .from(members)
        .where(sql`lower(${members.username}) = ${username.toLowerCase()}`)
        .limit(1);
      return row?.id ?? null;
    },

    async insert(message: NewInboxMessage): Promise<number> {
      const [row] = await db
        .insert(inboxMessages)
        .values(message)
        .returning({ id: inboxMessages.id });
      if (!row) throw new Error('inbox message not inserted');
      return row.id;
    },

    /** The console's list: newest first, with each message's read count. */
    async opsPage(
      offset: number,
      limit: number,
    ): Promise<{ rows: OpsInboxRecord[]; total: number }> {
      const [rows, [totals]] = await Promise.all([
        opsSelect()
          .orderBy(desc(inboxMessages.createdAt), desc(inboxMessages.id))
          .offset(offset)
          .limit(limit),
        db.select({ n: count() }).from(inboxMessages),
      ]);
      return { rows: rows as OpsInboxRecord[], total: totals?.n ?? 0 };
    },

    async opsFind(id: number): Promise<OpsInboxRecord | null> {
      const [row] = await opsSelect().where(eq(inboxMessages.id, id));
      return (row as OpsInboxRecord | undefined) ?? null;
    },

    /**
     * Seeding: inserts a broadcast (sent by nobody) unless one with the same English title is
     * there already. An advisory lock makes check-then-insert atomic across instances starting
     * at once.
     */
    async insertBroadcastOnce(texts: InboxTexts, title: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`inbox-seed:${title}`}))`);
        const [existing] = await tx
          .select({ id: inboxMessages.id })
          .from(inboxMessages)
          .where(
            and(
              eq(inboxMessages.targetKind, 'ALL'),
              isNull(inboxMessages.sentBy),
              sql`${inboxMessages.texts} -> 'en' ->> 'title' = ${title}`,
            ),
          )
          .limit(1);
        if (existing) return;
        await tx.insert(inboxMessages).values({ targetKind: 'ALL', texts });
      });
    },
  };
}
export type InboxRepository = ReturnType<typeof createInboxRepository>;
