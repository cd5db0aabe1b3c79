import { asc, count, eq, inArray } from 'drizzle-orm';
import type { AppDatabase } from '../db/create-db';
import { memberSecurityAnswers, securityQuestions, type Translated } from '../db/schema';

export type SecurityQuestionRow = { id: number; texts: Translated; sort: number };
export type AnsweredQuestionRow = { questionId: number; texts: Translated; updatedAt: Date };

/** The offered security questions and members' hashed answers (issue 14). */
export function createSecurityQuestionRepository(db: AppDatabase) {
  return {
    /** Seeds questions by id; existing rows (an operator's edits) stay. */
    async insertMissing(rows: readonly SecurityQuestionRow[]): Promise<void> {
      if (rows.length === 0) return;
      await db
        .insert(securityQuestions)
        .values([...rows])
        .onConflictDoNothing();
    },

    async list(): Promise<SecurityQuestionRow[]> {
      return db
        .select({
          id: securityQuestions.id,
          texts: securityQuestions.texts,
          sort: securityQuestions.sort,
        })
        .from(securityQuestions)
        .orderBy(asc(securityQuestions.sort), asc(securityQuestions.id));
    },

    /** Which of these ids are offered questions. */
    async existing(ids: readonly number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: securityQuestions.id })
        .from(securityQuestions)
        .where(inArray(securityQuestions.id, [...ids]));
      return rows.map((r) => r.id);
    },

    async answered(memberId: number): Promise<AnsweredQuestionRow[]> {
      return db
        .select({
          questionId: memberSecurityAnswers.questionId,
          texts: securityQuestions.texts,
          updatedAt: memberSecurityAnswers.updatedAt,
        })
        .from(memberSecurityAnswers)
        .innerJoin(securityQuestions, eq(securityQuestions.id, memberSecurityAnswers.questionId))
        .where(eq(memberSecurityAnswers.memberId, memberId))
        .orderBy(asc(securityQuestions.sort), asc(securityQuestions.id));
    },

    async countAnswered(memberId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(memberSecurityAnswers)
        .where(eq(memberSecurityAnswers.memberId, memberId));
      return row?.n ?? 0;
    },

    /** The member's answers become exactly these (any earlier ones go), in one transaction. */
    async replaceAnswers(
      memberId: number,
      answers: readonly { questionId: number; answerHash: string }[],
      now: Date,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(memberSecurityAnswers).where(eq(memberSecurityAnswers.memberId, memberId));
        await tx
          .insert(memberSecurityAnswers)
          .values(answers.map((a) => ({ memberId, ...a, updatedAt: now })));
      });
    },
  };
}
export type SecurityQuestionRepository = ReturnType<typeof createSecurityQuestionRepository>;
