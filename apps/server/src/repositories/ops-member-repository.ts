import { and, count, desc, eq, gt, ilike, isNull, like, or, sql, type SQL } from 'drizzle-orm';
import type { AppDatabase } from '../db/create-db';
import {
  betOrders,
  games,
  ledgerEntries,
  ledgerTransactions,
  members,
  sessions,
  wallets,
} from '../db/schema';

const memberColumns = {
  id: members.id,
  username: members.username,
  type: members.type,
  nickname: members.nickname,
  countryDialingCode: members.countryDialingCode,
  mobileNum: members.mobileNum,
  email: members.email,
  vipLabel: members.vipLabel,
  disabled: members.disabled,
  createdAt: members.createdAt,
};
export type OpsMemberRecord = {
  id: number;
  username: string;
  type: number;
  nickname: string | null;
  countryDialingCode: string | null;
  mobileNum: string | null;
  email: string | null;
  vipLabel: string | null;
  disabled: boolean;
  createdAt: Date;
};

/** Escapes LIKE's wildcards in a user's text. */
const likeText = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The members' side of the console: search, one member's records, locking. */
export function createOpsMemberRepository(db: AppDatabase) {
  function searchWhere(q: string | undefined): SQL | undefined {
    if (!q) return undefined;
    const text = likeText(q.toLowerCase());
    const digits = q.replace(/\D/g, '').replace(/^0+/, '');
    return or(
      like(members.username, `${text}%`),
      ilike(members.email, `${text}%`),
      /^\d{1,10}$/.test(q) ? eq(members.id, Number(q)) : undefined,
      digits.length >= 4 ? like(members.mobileNum, `%${digits}%`) : undefined,
    );
  }

  return {
    async search(
      q: string | undefined,
      offset: number,
      limit: number,
    ): Promise<{ rows: OpsMemberRecord[]; total: number }> {
      const where = searchWhere(q);
      const [rows, [totals]] = await Promise.all([
        db
          .select(memberColumns)
          .from(members)
          .where(where)
          .orderBy(desc(members.createdAt), desc(members.id))
          .offset(offset)
          .limit(limit),
        db.select({ n: count() }).from(members).where(where),
      ]);
      return { rows, total: totals?.n ?? 0 };
    },

    async find(id: number) {
      const [row] = await db
        .select({
          ...memberColumns,
          payeeName: members.payeeName,
          birthday: members.birthday,
          affiliateCode: members.affiliateCode,
          parentId: members.parentId,
        })
        .from(members)
        .where(eq(members.id, id));
      return row ?? null;
    },

    async wallet(memberId: number, kind: 'REAL' | 'PLAY') {
      const [row] = await db
        .select({ id: wallets.id, balanceMinor: wallets.balanceMinor, currency: wallets.currency })
        .from(wallets)
        .where(and(eq(wallets.memberId, memberId), eq(wallets.kind, kind)));
      return row ?? null;
    },

    async sessions(memberId: number, limit: number) {
      return db
        .select({
          id: sessions.id,
          device: sessions.device,
          ip: sessions.ip,
          createdAt: sessions.createdAt,
          expiresAt: sessions.expiresAt,
          revokedAt: sessions.revokedAt,
        })
        .from(sessions)
        .where(eq(sessions.memberId, memberId))
        .orderBy(desc(sessions.id))
        .limit(limit);
    },

    /** The member's wallet entries (both wallets), newest first. */
    async ledger(memberId: number, offset: number, limit: number) {
      const where = sql`${ledgerEntries.walletId} in (select ${wallets.id} from ${wallets} where ${wallets.memberId} = ${memberId})`;
      const [rows, [totals]] = await Promise.all([
        db
          .select({
            transactionId: ledgerTransactions.id,
            kind: ledgerTransactions.kind,
            amountMinor: ledgerEntries.amountMinor,
            balanceAfterMinor: ledgerEntries.balanceAfterMinor,
            memo: ledgerTransactions.memo,
            createdAt: ledgerEntries.createdAt,
          })
          .from(ledgerEntries)
          .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
          .where(where)
          .orderBy(desc(ledgerEntries.id))
          .offset(offset)
          .limit(limit),
        db.select({ n: count() }).from(ledgerEntries).where(where),
      ]);
      return { rows, total: totals?.n ?? 0 };
    },

    async bets(memberId: number, offset: number, limit: number) {
      const where = eq(betOrders.memberId, memberId);
      const [rows, [totals]] = await Promise.all([
        db
          .select({
            id: betOrders.id,
            gameName: games.name,
            vendor: games.vendor,
            wallet: betOrders.walletKind,
            betMinor: betOrders.stakeMinor,
            winMinor: betOrders.payoutMinor,
            createdAt: betOrders.createdAt,
          })
          .from(betOrders)
          .innerJoin(games, eq(games.id, betOrders.gameId))
          .where(where)
          .orderBy(desc(betOrders.createdAt), desc(betOrders.id))
          .offset(offset)
          .limit(limit),
        db.select({ n: count() }).from(betOrders).where(where),
      ]);
      return { rows, total: totals?.n ?? 0 };
    },

    /**
     * Locks or unlocks; a lock also ends every live session in the same transaction, so the
     * member's open app is logged out at its next call.
     */
    async setLocked(memberId: number, locked: boolean, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.update(members).set({ disabled: locked }).where(eq(members.id, memberId));
        if (locked)
          await tx
            .update(sessions)
            .set({ revokedAt: now })
            .where(
              and(
                eq(sessions.memberId, memberId),
                isNull(sessions.revokedAt),
                gt(sessions.expiresAt, now),
              ),
            );
      });
    },
  };
}
export type OpsMemberRepository = ReturnType<typeof createOpsMemberRepository>;
