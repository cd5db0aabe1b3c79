import { sql, type SQL } from 'drizzle-orm';
import type { AppDatabase } from '../db/create-db';
import { deposits, ledgerEntries, ledgerTransactions, wallets, withdrawals } from '../db/schema';
import { rowsOf } from './sql-rows';

export type RecordSource = 'DEPOSIT' | 'WITHDRAWAL' | 'LEDGER';

export type RecordRow = {
  source: RecordSource;
  id: number;
  /** Ledger rows: the ledger kind (BET, PAYOUT, ADJUSTMENT...); requests: DEPOSIT/WITHDRAWAL. */
  kind: string;
  amountMinor: number;
  status: string;
  createdAt: Date;
  reference: string;
};

export type RecordFilter = {
  memberId: number;
  from: Date;
  to: Date;
  /** Ledger kinds to list from the ledger itself (deposits and withdrawals come from their requests). */
  ledgerKinds: readonly string[];
  deposits: boolean;
  withdrawals: boolean;
};

/**
 * The member's transaction record (issue 13): deposits and withdrawals from their requests (so
 * pending and rejected ones show with their status), every other movement from the ledger.
 * Amounts are what the balance gains or loses: a deposit less its fee (what is credited), a
 * withdrawal in full (what is held; its fee comes out of the payout).
 */
export function createTransactionRecordRepository(db: AppDatabase) {
  /** One SELECT per source the filter wants, glued with UNION ALL. */
  function unionOf(f: RecordFilter): SQL | null {
    const parts: SQL[] = [];
    if (f.deposits)
      parts.push(sql`select 'DEPOSIT' as source, ${deposits.id} as id, 'DEPOSIT' as kind,
        ${deposits.amountMinor} - ${deposits.feeMinor} as amount_minor, ${deposits.status} as status,
        ${deposits.createdAt} as created_at, ${deposits.reference} as reference
        from ${deposits} where ${deposits.memberId} = ${f.memberId}
        and ${deposits.createdAt} >= ${f.from.toISOString()} and ${deposits.createdAt} <= ${f.to.toISOString()}`);
    if (f.withdrawals)
      parts.push(sql`select 'WITHDRAWAL' as source, ${withdrawals.id} as id, 'WITHDRAWAL' as kind,
        -${withdrawals.amountMinor} as amount_minor, ${withdrawals.status} as status,
        ${withdrawals.createdAt} as created_at, ${withdrawals.reference} as reference
        from ${withdrawals} where ${withdrawals.memberId} = ${f.memberId}
        and ${withdrawals.createdAt} >= ${f.from.toISOString()} and ${withdrawals.createdAt} <= ${f.to.toISOString()}`);
    if (f.ledgerKinds.length > 0)
      // Every branch names its columns: the first one present decides the union's names.
      parts.push(sql`select 'LEDGER' as source, ${ledgerEntries.id}::int as id,
        ${ledgerTransactions.kind} as kind, ${ledgerEntries.amountMinor} as amount_minor,
        'SUCCESS' as status, ${ledgerEntries.createdAt} as created_at,
        coalesce(${ledgerTransactions.memo}, 'TX' || ${ledgerTransactions.id}) as reference
        from ${ledgerEntries}
        join ${ledgerTransactions} on ${ledgerTransactions.id} = ${ledgerEntries.transactionId}
        join ${wallets} on ${wallets.id} = ${ledgerEntries.walletId}
        where ${wallets.memberId} = ${f.memberId} and ${wallets.kind} = 'REAL'
        and ${ledgerTransactions.kind} in (${sql.join(
          f.ledgerKinds.map((k) => sql`${k}`),
          sql`, `,
        )})
        and ${ledgerEntries.createdAt} >= ${f.from.toISOString()} and ${ledgerEntries.createdAt} <= ${f.to.toISOString()}`);
    if (parts.length === 0) return null;
    return sql.join(parts, sql` union all `);
  }

  return {
    async page(
      filter: RecordFilter,
      pageNo: number,
      pageSize: number,
    ): Promise<{ rows: RecordRow[]; total: number; inMinor: number; outMinor: number }> {
      const union = unionOf(filter);
      if (!union) return { rows: [], total: 0, inMinor: 0, outMinor: 0 };
      const [listed, totals] = await Promise.all([
        db.execute(sql`select * from (${union}) r
          order by created_at desc, source, id desc
          limit ${pageSize} offset ${(pageNo - 1) * pageSize}`),
        // Money that moved: successful deposits in; held or paid withdrawals out; the ledger both.
        db.execute(sql`select count(*)::int as total,
          coalesce(sum(case when amount_minor > 0 and status = 'SUCCESS' then amount_minor end), 0)::bigint as in_minor,
          coalesce(sum(case when amount_minor < 0 and status <> 'REJECTED' then -amount_minor end), 0)::bigint as out_minor
          from (${union}) r`),
      ]);
      const rows = rowsOf<{
        source: RecordSource;
        id: number;
        kind: string;
        amount_minor: string | number;
        status: string;
        created_at: string | Date;
        reference: string;
      }>(listed).map((r) => ({
        source: r.source,
        id: Number(r.id),
        kind: r.kind,
        amountMinor: Number(r.amount_minor),
        status: r.status,
        createdAt: new Date(r.created_at),
        reference: r.reference,
      }));
      const [t] = rowsOf<{ total: number; in_minor: string | number; out_minor: string | number }>(
        totals,
      );
      return {
        rows,
        total: Number(t?.total ?? 0),
        inMinor: Number(t?.in_minor ?? 0),
        outMinor: Number(t?.out_minor ?? 0),
      };
    },
  };
}
export type TransactionRecordRepository = ReturnType<typeof createTransactionRecordRepository>;
