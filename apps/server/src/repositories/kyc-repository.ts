import type { KycSubmissionStatus } from '@app/contracts/kyc-constants';
import { and, asc, count, desc, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AppDatabase } from '../db/create-db';
import { kycSubmissions, members, operators } from '../db/schema';
import { uniqueViolation } from './account-repository';

export type KycRow = {
  id: number;
  memberId: number;
  username: string;
  status: KycSubmissionStatus;
  fileIds: string[];
  reason: string | null;
  reviewedBy: string | null;
  reviewedAt: Date | null;
  createdAt: Date;
};

export type KycMemberSummary = {
  id: number;
  username: string;
  type: number;
  nickname: string | null;
  payeeName: string | null;
  birthday: string | null;
  createdAt: Date;
};

const columns = {
  id: kycSubmissions.id,
  memberId: kycSubmissions.memberId,
  username: members.username,
  status: kycSubmissions.status,
  fileIds: kycSubmissions.fileIds,
  reason: kycSubmissions.reason,
  reviewedBy: operators.username,
  reviewedAt: kycSubmissions.reviewedAt,
  createdAt: kycSubmissions.createdAt,
};

/** Identity verification submissions (kyc_submissions), for the member and the review queue. */
export function createKycRepository(db: AppDatabase) {
  const base = () =>
    db
      .select(columns)
      .from(kycSubmissions)
      .innerJoin(members, eq(members.id, kycSubmissions.memberId))
      .leftJoin(operators, eq(operators.id, kycSubmissions.reviewedBy));
  const typed = (rows: unknown[]) => rows as KycRow[];

  return {
    /** The member's submissions, newest first. */
    async forMember(memberId: number, limit = 20): Promise<KycRow[]> {
      return typed(
        await base()
          .where(eq(kycSubmissions.memberId, memberId))
          .orderBy(desc(kycSubmissions.createdAt), desc(kycSubmissions.id))
          .limit(limit),
      );
    },

    async find(id: number): Promise<KycRow | null> {
      const [row] = await base().where(eq(kycSubmissions.id, id));
      return (row as KycRow | undefined) ?? null;
    },

    /**
     * A new submission under review; null when the member already has one under review or has
     * been verified (checked in the same statement; the partial unique index settles a race).
     */
    async insertUnlessOpen(memberId: number, fileIds: string[], at: Date): Promise<number | null> {
      try {
        const result = await db.execute(sql`
          insert into ${kycSubmissions} (member_id, file_ids, status, created_at)
          select ${memberId}, ${JSON.stringify(fileIds)}::jsonb, 'REVIEW', ${at.toISOString()}
          where not exists (
            select 1 from ${kycSubmissions}
            where member_id = ${memberId} and status in ('REVIEW', 'VERIFIED')
          )
          returning id`);
        const row = (result as unknown as { rows: { id: number | string }[] }).rows[0];
        return row ? Number(row.id) : null;
      } catch (error) {
        if (uniqueViolation(error) === 'kyc_submissions_one_open_key') return null;
        throw error;
      }
    },

    /** REVIEW -> VERIFIED or REJECTED, once: false when it is no longer under review. */
    async settle(
      id: number,
      change: { status: 'VERIFIED' | 'REJECTED'; reason: string | null; operatorId: number | null },
      at: Date,
    ): Promise<boolean> {
      const rows = await db
        .update(kycSubmissions)
        .set({
          status: change.status,
          reason: change.reason,
          reviewedBy: change.operatorId,
          reviewedAt: at,
        })
        .where(and(eq(kycSubmissions.id, id), eq(kycSubmissions.status, 'REVIEW')))
        .returning({ id: kycSubmissions.id });
      return rows.length > 0;
    },

    /**
     * The review queue: those under review first, oldest first; then the settled, latest
     * reviewed first. `q` is a username (or part of one) or a member ID.
     */
    async page(input: {
      status: KycSubmissionStatus | null;
      q?: string | undefined;
      offset: number;
      limit: number;
    }): Promise<{ rows: KycRow[]; total: number }> {
      const conditions: SQL[] = [];
      if (input.status) conditions.push(eq(kycSubmissions.status, input.status));
      const q = input.q?.trim().toLowerCase();
      if (q) {
        const escaped = q.replace(/[\\%_]/g, (c) => `\\${c}`);
        const byText = or(
          sql`${members.username} like ${`%${escaped}%`}`,
          /^\d{1,10}$/.test(q) ? eq(kycSubmissions.memberId, Number(q)) : undefined,
        );
        if (byText) conditions.push(byText);
      }
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const open = sql`case when ${kycSubmissions.status} = 'REVIEW' then 0 else 1 end`;
      const oldestOpen = sql`case when ${kycSubmissions.status} = 'REVIEW' then ${kycSubmissions.createdAt} end`;
      const [rows, [counted]] = await Promise.all([
        base()
          .where(where)
          .orderBy(
            asc(open),
            asc(oldestOpen),
            desc(kycSubmissions.reviewedAt),
            desc(kycSubmissions.id),
          )
          .limit(input.limit)
          .offset(input.offset),
        db
          .select({ n: count() })
          .from(kycSubmissions)
          .innerJoin(members, eq(members.id, kycSubmissions.memberId))
          .where(where),
      ]);
      return { rows: typed(rows), total: counted?.n ?? 0 };
    },

    async memberSummary(memberId: number): Promise<KycMemberSummary | null> {
      const [row] = await db
        .select({
          id: members.id,
          username: members.username,
          type: members.type,
          nickname: members.nickname,
          payeeName: members.payeeName,
          birthday: members.birthday,
          createdAt: members.createdAt,
        })
        .from(members)
        .where(eq(members.id, memberId));
      return row ?? null;
    },

    /** The member's other submissions (the detail's history), newest first. */
    async othersOf(memberId: number, exceptId: number, limit = 20): Promise<KycRow[]> {
      return typed(
        await base()
          .where(and(eq(kycSubmissions.memberId, memberId), ne(kycSubmissions.id, exceptId)))
          .orderBy(desc(kycSubmissions.createdAt), desc(kycSubmissions.id))
          .limit(limit),
      );
    },
  };
}
export type KycRepository = ReturnType<typeof createKycRepository>;
