import { and, eq, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/create-db';
import { members } from '../db/schema';

/** What login, registration and password flows need of a member. */
export type AccountRow = {
  id: number;
  username: string;
  type: number;
  passwordHash: string | null;
  email: string | null;
  countryDialingCode: string | null;
  mobileNum: string | null;
  disabled: boolean;
  firstTimeLogin: boolean;
};

export type NewAccount = {
  username: string;
  type: number;
  passwordHash: string | null;
  nickname?: string | null;
  email?: string | null;
  countryDialingCode?: string | null;
  mobileNum?: string | null;
  payeeName?: string | null;
  birthday?: string | null;
  vipLabel?: string | null;
  affiliateCode?: string | null;
  parentId?: number | null;
  registerMethod?: string | null;
  contact?: string | null;
};

const accountColumns = {
  id: members.id,
  username: members.username,
  type: members.type,
  passwordHash: members.passwordHash,
  email: members.email,
  countryDialingCode: members.countryDialingCode,
  mobileNum: members.mobileNum,
  disabled: members.disabled,
  firstTimeLogin: members.firstTimeLogin,
};

/** The unique index a failed insert ran into, or null when it was something else. */
export function uniqueViolation(error: unknown): string | null {
  let e: unknown = error;
  for (let i = 0; i < 3 && e && typeof e === 'object'; i += 1) {
    const record = e as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (record.code === '23505')
      return typeof record.constraint === 'string' ? record.constraint : '';
    e = record.cause;
  }
  return null;
}

/** SQL for member accounts as the login, registration and password flows use them. */
export function createAccountRepository(db: AppDatabase) {
  async function one(where: ReturnType<typeof eq>): Promise<AccountRow | null> {
    const [row] = await db.select(accountColumns).from(members).where(where).limit(1);
    return row ?? null;
  }

  return {
    /** Usernames are stored lower case; pass the lower-cased name. */
    findByUsername: (username: string) => one(eq(members.username, username)),
    findById: (id: number) => one(eq(members.id, id)),
    findByMobile: (countryDialingCode: string, mobileNum: string) =>
      one(
        and(eq(members.countryDialingCode, countryDialingCode), eq(members.mobileNum, mobileNum))!,
      ),
    findByEmail: (email: string) => one(sql`lower(${members.email}) = ${email.toLowerCase()}`),

    async findIdByAffiliateCode(code: string): Promise<number | null> {
      const [row] = await db
        .select({ id: members.id })
        .from(members)
        .where(sql`upper(${members.affiliateCode}) = ${code.toUpperCase()}`)
        .limit(1);
      return row?.id ?? null;
    },

    async usernameExists(username: string): Promise<boolean> {
      return (await one(eq(members.username, username))) !== null;
    },

    async insert(account: NewAccount): Promise<number> {
      const [row] = await db.insert(members).values(account).returning({ id: members.id });
      return row!.id;
    },

    /** Seeding: inserts unless the username exists; returns the member's id either way. */
    async insertIfMissing(account: NewAccount): Promise<{ id: number; created: boolean }> {
      const [row] = await db
        .insert(members)
        .values(account)
        .onConflictDoNothing()
        .returning({ id: members.id });
      if (row) return { id: row.id, created: true };
      const existing = await one(eq(members.username, account.username));
      if (!existing) throw new Error(`seed member ${account.username} conflicts on another key`);
      return { id: existing.id, created: false };
    },

    async setPassword(id: number, passwordHash: string, now: Date): Promise<void> {
      await db
        .update(members)
        .set({ passwordHash, passwordChangedAt: now })
        .where(eq(members.id, id));
    },

    /** Clears first_time_login; returns whether this was the first login. */
    async markLoggedIn(id: number): Promise<boolean> {
      const rows = await db
        .update(members)
        .set({ firstTimeLogin: false })
        .where(and(eq(members.id, id), eq(members.firstTimeLogin, true)))
        .returning({ id: members.id });
      return rows.length > 0;
    },
  };
}
export type AccountRepository = ReturnType<typeof createAccountRepository>;
