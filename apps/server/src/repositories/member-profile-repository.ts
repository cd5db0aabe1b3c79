import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/create-db';
import { members } from '../db/schema';

/** The member fields GET /wps/member/info shows (spec section 3, Member info). */
export type MemberProfileRow = {
  id: number;
  type: number;
  username: string;
  nickname: string | null;
  email: string | null;
  countryDialingCode: string | null;
  mobileNum: string | null;
  payeeName: string | null;
  birthday: string | null;
  icon: string | null;
  vipLabel: string | null;
  firstTimeLogin: boolean;
  createdAt: Date;
};

export type ProfileChange = Partial<Pick<MemberProfileRow, 'nickname' | 'payeeName' | 'icon'>>;

const profileColumns = {
  id: members.id,
  type: members.type,
  username: members.username,
  nickname: members.nickname,
  email: members.email,
  countryDialingCode: members.countryDialingCode,
  mobileNum: members.mobileNum,
  payeeName: members.payeeName,
  birthday: members.birthday,
  icon: members.icon,
  vipLabel: members.vipLabel,
  firstTimeLogin: members.firstTimeLogin,
  createdAt: members.createdAt,
};

/** SQL for the member's own profile: reading it and the edits of spec section 7. */
export function createMemberProfileRepository(db: AppDatabase) {
  return {
    async findById(id: number): Promise<MemberProfileRow | null> {
      const [row] = await db.select(profileColumns).from(members).where(eq(members.id, id));
      return row ?? null;
    },

    /** Usernames are stored lower case. */
    async idByUsername(username: string): Promise<number | null> {
      const [row] = await db
        .select({ id: members.id })
        .from(members)
        .where(eq(members.username, username.toLowerCase()));
      return row?.id ?? null;
    },

    async update(id: number, change: ProfileChange): Promise<void> {
      if (Object.keys(change).length === 0) return;
      await db.update(members).set(change).where(eq(members.id, id));
    },

    /**
     * Sets the payee name once (issue 13: it is the name bank cards are paid to): false when the
     * member already has a different one. Setting the same name again is a no-op that succeeds.
     */
    async setPayeeNameOnce(id: number, payeeName: string): Promise<boolean> {
      const rows = await db
        .update(members)
        .set({ payeeName })
        .where(
          and(eq(members.id, id), or(isNull(members.payeeName), eq(members.payeeName, payeeName))),
        )
        .returning({ id: members.id });
      return rows.length > 0;
    },

    /** Sets the birthday once: false when the member already has a different one. */
    async setBirthdayOnce(id: number, birthday: string): Promise<boolean> {
      const rows = await db
        .update(members)
        .set({ birthday })
        .where(
          and(eq(members.id, id), or(isNull(members.birthday), eq(members.birthday, birthday))),
        )
        .returning({ id: members.id });
      return rows.length > 0;
    },

    /**
     * Sets the email unless another member has it (case-insensitive). A transaction-scoped
     * advisory lock on the address makes check-then-write atomic across instances.
     * Returns false when the address is taken.
     */
    async setEmailIfFree(id: number, email: string): Promise<boolean> {
      const lower = email.toLowerCase();
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`member-email:${lower}`}))`);
        const [taken] = await tx
          .select({ id: members.id })
          .from(members)
          .where(and(sql`lower(${members.email}) = ${lower}`, ne(members.id, id)))
          .limit(1);
        if (taken) return false;
        await tx.update(members).set({ email }).where(eq(members.id, id));
        return true;
      });
    },
  };
}
export type MemberProfileRepository = ReturnType<typeof createMemberProfileRepository>;
