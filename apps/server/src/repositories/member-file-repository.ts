import type { UploadPurpose } from '@app/contracts/upload-constants';
import { and, count, eq, gte, inArray } from 'drizzle-orm';
import type { AppDatabase } from '../db/create-db';
import { memberFiles } from '../db/schema';

export type MemberFileRow = {
  id: string;
  memberId: number;
  purpose: UploadPurpose;
  contentType: 'image/png' | 'image/jpeg';
  bytes: number;
  width: number;
  height: number;
  createdAt: Date;
};

const columns = {
  id: memberFiles.id,
  memberId: memberFiles.memberId,
  purpose: memberFiles.purpose,
  contentType: memberFiles.contentType,
  bytes: memberFiles.bytes,
  width: memberFiles.width,
  height: memberFiles.height,
  createdAt: memberFiles.createdAt,
};

/** What we know of each uploaded file (the bytes are in the file store). */
export function createMemberFileRepository(db: AppDatabase) {
  return {
    async insert(row: Omit<MemberFileRow, 'createdAt'> & { createdAt: Date }): Promise<void> {
      await db.insert(memberFiles).values(row);
    },

    async find(id: string): Promise<MemberFileRow | null> {
      const [row] = await db.select(columns).from(memberFiles).where(eq(memberFiles.id, id));
      return (row as MemberFileRow | undefined) ?? null;
    },

    async findMany(ids: readonly string[]): Promise<MemberFileRow[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select(columns)
        .from(memberFiles)
        .where(inArray(memberFiles.id, [...ids]));
      return rows as MemberFileRow[];
    },

    async countSince(memberId: number, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(memberFiles)
        .where(and(eq(memberFiles.memberId, memberId), gte(memberFiles.createdAt, since)));
      return row?.n ?? 0;
    },
  };
}
export type MemberFileRepository = ReturnType<typeof createMemberFileRepository>;
