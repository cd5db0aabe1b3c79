import type { FeedbackCategory, FeedbackStatus } from '@app/contracts/feedback-constants';
import { and, asc, count, desc, eq, gte, inArray, like, sql, type SQL } from 'drizzle-orm';
import type { AppDatabase } from '../db/create-db';
import { feedback, memberFiles, members, operators } from '../db/schema';

export type FeedbackRecord = {
  id: number;
  memberId: number;
  category: FeedbackCategory;
  text: string;
  remark: string | null;
  fileIds: string[];
  status: FeedbackStatus;
  handledAt: Date | null;
  createdAt: Date;
};

/** The console's view: the member's username and the handling operator's. */
export type OpsFeedbackRecord = FeedbackRecord & { username: string; handledBy: string | null };

export type OpsFeedbackFilter = {
  status?: FeedbackStatus;
  category?: FeedbackCategory;
  /** The beginning of a username (lower case). */
  username?: string;
};

const columns = {
  id: feedback.id,
  memberId: feedback.memberId,
  category: feedback.category,
  text: feedback.text,
  remark: feedback.remark,
  fileIds: feedback.fileIds,
  status: feedback.status,
  handledAt: feedback.handledAt,
  createdAt: feedback.createdAt,
};

const opsColumns = {
  ...columns,
  username: members.username,
  handledBy: operators.username,
};

/** Escapes LIKE's wildcards in a user's text. */
const likeText = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Members' feedback (issue 14) and support's handling of it. */
export function createFeedbackRepository(db: AppDatabase) {
  function opsWhere(filter: OpsFeedbackFilter): SQL | undefined {
    return and(
      filter.status ? eq(feedback.status, filter.status) : undefined,
      filter.category ? eq(feedback.category, filter.category) : undefined,
      filter.username ? like(members.username, `${likeText(filter.username)}%`) : undefined,
    );
  }

  const opsSelect = () =>
    db
      .select(opsColumns)
      .from(feedback)
      .innerJoin(members, eq(members.id, feedback.memberId))
      .leftJoin(operators, eq(operators.id, feedback.handledBy));

  return {
    async insert(values: {
      memberId: number;
      category: FeedbackCategory;
      text: string;
      remark: string | null;
      fileIds: string[];
      createdAt: Date;
    }): Promise<FeedbackRecord> {
      const [row] = await db.insert(feedback).values(values).returning(columns);
      if (!row) throw new Error('feedback not inserted');
      return row as FeedbackRecord;
    },

    async countSince(memberId: number, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(feedback)
        .where(and(eq(feedback.memberId, memberId), gte(feedback.createdAt, since)));
      return row?.n ?? 0;
    },

    /** One member's feedback, newest first. */
    async pageOfMember(
      memberId: number,
      offset: number,
      limit: number,
    ): Promise<{ rows: FeedbackRecord[]; total: number }> {
      const where = eq(feedback.memberId, memberId);
      const [rows, [totals]] = await Promise.all([
        db
          .select(columns)
          .from(feedback)
          .where(where)
          .orderBy(desc(feedback.createdAt), desc(feedback.id))
          .offset(offset)
          .limit(limit),
        db.select({ n: count() }).from(feedback).where(where),
      ]);
      return { rows: rows as FeedbackRecord[], total: totals?.n ?? 0 };
    },

    /** Support's list: new ones first, then handled; each newest first. */
    async opsPage(
      filter: OpsFeedbackFilter,
      offset: number,
      limit: number,
    ): Promise<{ rows: OpsFeedbackRecord[]; total: number }> {
      const where = opsWhere(filter);
      const [rows, [totals]] = await Promise.all([
        opsSelect()
          .where(where)
          .orderBy(
            asc(sql`case when ${feedback.status} = 'NEW' then 0 else 1 end`),
            desc(feedback.createdAt),
            desc(feedback.id),
          )
          .offset(offset)
          .limit(limit),
        db
          .select({ n: count() })
          .from(feedback)
          .innerJoin(members, eq(members.id, feedback.memberId))
          .where(where),
      ]);
      return { rows: rows as OpsFeedbackRecord[], total: totals?.n ?? 0 };
    },

    async opsFind(id: number): Promise<OpsFeedbackRecord | null> {
      const [row] = await opsSelect().where(eq(feedback.id, id));
      return (row as OpsFeedbackRecord | undefined) ?? null;
    },

    /**
     * NEW -> HANDLED, only from NEW: two operators clicking at once mark it once. True when this
     * call changed it.
     */
    async markHandled(id: number, operatorId: number | null, at: Date): Promise<boolean> {
      const rows = await db
        .update(feedback)
        .set({ status: 'HANDLED', handledBy: operatorId, handledAt: at })
        .where(and(eq(feedback.id, id), eq(feedback.status, 'NEW')))
        .returning({ id: feedback.id });
      return rows.length === 1;
    },

    /** Sizes of the attached images (for the console's <img> width and height). */
    async imageSizes(
      fileIds: readonly string[],
    ): Promise<{ id: string; width: number; height: number }[]> {
      if (fileIds.length === 0) return [];
      return db
        .select({ id: memberFiles.id, width: memberFiles.width, height: memberFiles.height })
        .from(memberFiles)
        .where(inArray(memberFiles.id, [...fileIds]));
    },
  };
}
export type FeedbackRepository = ReturnType<typeof createFeedbackRepository>;
