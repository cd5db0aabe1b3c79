import { and, count, eq, gt, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { AppDatabase } from '../db/create-db';
import { loginChallenges, memberRecoveryCodes, memberTwoFactor } from '../db/schema';

export type TwoFactorRow = {
  memberId: number;
  secret: string;
  /** Null while the enrolment waits for its first code. */
  enabledAt: Date | null;
  lastStep: number | null;
};

export type NewLoginChallenge = {
  tokenHash: string;
  memberId: number;
  remember: boolean;
  device: string | null;
  ip: string | null;
  userAgent: string | null;
  expiresAt: Date;
};

export type LoginChallengeRow = NewLoginChallenge & { usedAt: Date | null };

/** The step check of a code: a step at or before the last accepted one is a replay. */
const freshStep = (step: number) =>
  or(isNull(memberTwoFactor.lastStep), lt(memberTwoFactor.lastStep, step));

/**
 * Members' two-factor login (issue 14): the authenticator secret, its last accepted 30 s step,
 * hashed recovery codes, and the login challenges of the second step. Every "use once" is an
 * UPDATE whose WHERE is the check, so of two racing requests one wins.
 */
export function createTwoFactorRepository(db: AppDatabase) {
  return {
    async find(memberId: number): Promise<TwoFactorRow | null> {
      const [row] = await db
        .select({
          memberId: memberTwoFactor.memberId,
          secret: memberTwoFactor.secret,
          enabledAt: memberTwoFactor.enabledAt,
          lastStep: memberTwoFactor.lastStep,
        })
        .from(memberTwoFactor)
        .where(eq(memberTwoFactor.memberId, memberId));
      return row ?? null;
    },

    async isEnabled(memberId: number): Promise<boolean> {
      const [row] = await db
        .select({ memberId: memberTwoFactor.memberId })
        .from(memberTwoFactor)
        .where(and(eq(memberTwoFactor.memberId, memberId), isNotNull(memberTwoFactor.enabledAt)));
      return row !== undefined;
    },

    /**
     * A new pending enrolment with this secret (replacing a pending one); false when two-factor
     * login is already on, which only turning it off changes.
     */
    async startEnrolment(memberId: number, secret: string, now: Date): Promise<boolean> {
      const rows = await db
        .insert(memberTwoFactor)
        .values({ memberId, secret, enabledAt: null, lastStep: null, createdAt: now })
        .onConflictDoUpdate({
          target: memberTwoFactor.memberId,
          set: { secret, lastStep: null, createdAt: now },
          setWhere: isNull(memberTwoFactor.enabledAt),
        })
        .returning({ memberId: memberTwoFactor.memberId });
      return rows.length === 1;
    },

    /** Turns a pending enrolment on with the step of its first code; false if not pending. */
    async confirm(memberId: number, step: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(memberTwoFactor)
        .set({ enabledAt: now, lastStep: step })
        .where(
          and(
            eq(memberTwoFactor.memberId, memberId),
            isNull(memberTwoFactor.enabledAt),
            freshStep(step),
          ),
        )
        .returning({ memberId: memberTwoFactor.memberId });
      return rows.length === 1;
    },

    /** Accepts a code's step once (two-factor on): false for a replay or when off. */
    async claimStep(memberId: number, step: number): Promise<boolean> {
      const rows = await db
        .update(memberTwoFactor)
        .set({ lastStep: step })
        .where(
          and(
            eq(memberTwoFactor.memberId, memberId),
            isNotNull(memberTwoFactor.enabledAt),
            freshStep(step),
          ),
        )
        .returning({ memberId: memberTwoFactor.memberId });
      return rows.length === 1;
    },

    /** Two-factor login off: the secret, the recovery codes and open challenges go. */
    async remove(memberId: number): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(memberRecoveryCodes).where(eq(memberRecoveryCodes.memberId, memberId));
        await tx.delete(loginChallenges).where(eq(loginChallenges.memberId, memberId));
        await tx.delete(memberTwoFactor).where(eq(memberTwoFactor.memberId, memberId));
      });
    },

    async replaceRecoveryCodes(memberId: number, hashes: readonly string[]): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(memberRecoveryCodes).where(eq(memberRecoveryCodes.memberId, memberId));
        await tx
          .insert(memberRecoveryCodes)
          .values(hashes.map((codeHash) => ({ memberId, codeHash })));
      });
    },

    /** Uses an unused code: true once. */
    async useRecoveryCode(memberId: number, codeHash: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(memberRecoveryCodes)
        .set({ usedAt: at })
        .where(
          and(
            eq(memberRecoveryCodes.memberId, memberId),
            eq(memberRecoveryCodes.codeHash, codeHash),
            isNull(memberRecoveryCodes.usedAt),
          ),
        )
        .returning({ id: memberRecoveryCodes.id });
      return rows.length === 1;
    },

    async unusedRecoveryCodes(memberId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(memberRecoveryCodes)
        .where(and(eq(memberRecoveryCodes.memberId, memberId), isNull(memberRecoveryCodes.usedAt)));
      return row?.n ?? 0;
    },

    // ------------------------------------------------------------ login challenges

    async insertChallenge(challenge: NewLoginChallenge): Promise<void> {
      await db.insert(loginChallenges).values(challenge);
    },

    /** The challenge of this hash if it is unused and not expired. */
    async findLiveChallenge(tokenHash: string, now: Date): Promise<LoginChallengeRow | null> {
      const [row] = await db
        .select({
          tokenHash: loginChallenges.tokenHash,
          memberId: loginChallenges.memberId,
          remember: loginChallenges.remember,
          device: loginChallenges.device,
          ip: loginChallenges.ip,
          userAgent: loginChallenges.userAgent,
          expiresAt: loginChallenges.expiresAt,
          usedAt: loginChallenges.usedAt,
        })
        .from(loginChallenges)
        .where(
          and(
            eq(loginChallenges.tokenHash, tokenHash),
            isNull(loginChallenges.usedAt),
            gt(loginChallenges.expiresAt, now),
          ),
        );
      return row ?? null;
    },

    /** Marks the challenge used: true once, and only while it is live. */
    async consumeChallenge(tokenHash: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(loginChallenges)
        .set({ usedAt: now })
        .where(
          and(
            eq(loginChallenges.tokenHash, tokenHash),
            isNull(loginChallenges.usedAt),
            gt(loginChallenges.expiresAt, now),
          ),
        )
        .returning({ tokenHash: loginChallenges.tokenHash });
      return rows.length === 1;
    },

    /** Challenges that expired before `before` are of no use to anyone. */
    async pruneChallenges(before: Date): Promise<void> {
      await db.delete(loginChallenges).where(lt(loginChallenges.expiresAt, before));
    },
  };
}
export type TwoFactorRepository = ReturnType<typeof createTwoFactorRepository>;
