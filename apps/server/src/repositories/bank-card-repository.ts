import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { AppDatabase } from '../db/create-db';
import { bankCards } from '../db/schema';

export type BankCardRow = {
  id: number;
  memberId: number;
  bankCode: string;
  accountNumber: string;
  payeeName: string;
  createdAt: Date;
};

const columns = {
  id: bankCards.id,
  memberId: bankCards.memberId,
  bankCode: bankCards.bankCode,
  accountNumber: bankCards.accountNumber,
  payeeName: bankCards.payeeName,
  createdAt: bankCards.createdAt,
};

/** A member's bank cards; removed cards keep their row (withdrawals name them). */
export function createBankCardRepository(db: AppDatabase) {
  return {
    async listActive(memberId: number): Promise<BankCardRow[]> {
      return db
        .select(columns)
        .from(bankCards)
        .where(and(eq(bankCards.memberId, memberId), isNull(bankCards.removedAt)))
        .orderBy(asc(bankCards.id));
    },

    async countActive(memberId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(bankCards)
        .where(and(eq(bankCards.memberId, memberId), isNull(bankCards.removedAt)));
      return row?.n ?? 0;
    },

    /** The member's active card, or null (another member's id finds nothing). */
    async findActive(memberId: number, id: number): Promise<BankCardRow | null> {
      const [row] = await db
        .select(columns)
        .from(bankCards)
        .where(
          and(eq(bankCards.id, id), eq(bankCards.memberId, memberId), isNull(bankCards.removedAt)),
        );
      return row ?? null;
    },

    /** Null when the member already has this account number (the partial unique index). */
    async insert(input: {
      memberId: number;
      bankCode: string;
      accountNumber: string;
      payeeName: string;
    }): Promise<BankCardRow | null> {
      const [row] = await db
        .insert(bankCards)
        .values(input)
        .onConflictDoNothing()
        .returning(columns);
      return row ?? null;
    },

    async remove(memberId: number, id: number, at: Date): Promise<boolean> {
      const rows = await db
        .update(bankCards)
        .set({ removedAt: at })
        .where(
          and(eq(bankCards.id, id), eq(bankCards.memberId, memberId), isNull(bankCards.removedAt)),
        )
        .returning({ id: bankCards.id });
      return rows.length > 0;
    },
  };
}
export type BankCardRepository = ReturnType<typeof createBankCardRepository>;
