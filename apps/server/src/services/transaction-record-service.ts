import {
  recordMaxDaysBack,
  txTypes,
  type MemberTransactionPage,
  type TxType,
} from '@app/contracts/cashier';
import type { Language } from '@app/contracts/languages';
import type { TransactionRecordRepository } from '../repositories/transaction-record-repository';
import type { Clock } from './clock';
import { DomainError } from './domain-error';
import { toMajorUnits } from './money';

/** The ledger kinds each record type lists (deposits and withdrawals come from their requests). */
const ledgerKindsOf: Record<TxType, readonly string[]> = {
  DEPOSIT: [],
  WITHDRAWAL: [],
  GAME: ['BET', 'PAYOUT', 'BET_REFUND'],
  BONUS: ['BONUS', 'BONUS_REMOVED', 'REWARD', 'RED_RAIN', 'REFERRAL_REWARD'],
  // The agent centre (issue 17): transfers to and from the upline, rebates, contract payouts.
  AGENT: ['AGENT_TRANSFER', 'REBATE', 'SALARY', 'DIVIDEND'],
  ADJUSTMENT: ['ADJUSTMENT', 'SEED_CREDIT'],
};
const typeOfLedgerKind = new Map(
  Object.entries(ledgerKindsOf).flatMap(([type, kinds]) => kinds.map((k) => [k, type as TxType])),
);

const names: Record<TxType, Record<Language, string>> = {
  DEPOSIT: { en: 'Deposit', km: 'ដាក់ប្រាក់', zh: '存款', vi: 'Nạp tiền' },
  WITHDRAWAL: { en: 'Withdrawal', km: 'ដកប្រាក់', zh: '提款', vi: 'Rút tiền' },
  GAME: { en: 'Game round', km: 'ជុំហ្គេម', zh: '游戏局', vi: 'Ván game' },
  BONUS: { en: 'Bonus', km: 'ប្រាក់រង្វាន់', zh: '红利', vi: 'Tiền thưởng' },
  AGENT: { en: 'Agent', km: 'ភ្នាក់ងារ', zh: '代理', vi: 'Đại lý' },
  ADJUSTMENT: { en: 'Adjustment', km: 'ការកែតម្រូវ', zh: '调整', vi: 'Điều chỉnh' },
};

/** `A` or a comma list of known types; unknown codes are a bad filter. */
export function parseTypes(types: string): readonly TxType[] {
  if (types === 'A') return txTypes;
  const list = types.split(',');
  const known = list.filter((t): t is TxType => (txTypes as readonly string[]).includes(t));
  if (known.length !== list.length) throw new DomainError('VALIDATION_ERROR', 'Unknown type');
  return known;
}

/**
 * The transaction record (issue 13): every movement of the member's real money in a date range,
 * filtered by type, newest first, with the range's totals in and out.
 */
export function createTransactionRecordService(deps: {
  repo: TransactionRecordRepository;
  clock: Clock;
}) {
  return {
    codes(language: Language) {
      return txTypes.map((code) => ({ code, name: names[code][language] }));
    },

    async page(
      memberId: number,
      query: { types: string; from: string; to: string; pageNo: number; pageSize: number },
    ): Promise<MemberTransactionPage> {
      const types = parseTypes(query.types);
      const from = new Date(query.from);
      const to = new Date(query.to);
      // A day of slack for the member's time zone on the oldest day.
      const oldest = deps.clock().getTime() - (recordMaxDaysBack + 1) * 86_400_000;
      if (!(from <= to) || from.getTime() < oldest)
        throw new DomainError('DATE_RANGE_INVALID', 'The range must be within the last 90 days');
      const { rows, total, inMinor, outMinor } = await deps.repo.page(
        {
          memberId,
          from,
          to,
          deposits: types.includes('DEPOSIT'),
          withdrawals: types.includes('WITHDRAWAL'),
          ledgerKinds: types.flatMap((t) => ledgerKindsOf[t]),
        },
        query.pageNo,
        query.pageSize,
      );
      return {
        list: rows.map((r) => ({
          id: `${r.source[0]}${r.id}`,
          type: r.source === 'LEDGER' ? (typeOfLedgerKind.get(r.kind) ?? 'ADJUSTMENT') : r.source,
          amount: toMajorUnits(r.amountMinor),
          status: r.status as MemberTransactionPage['list'][number]['status'],
          createdAt: r.createdAt.toISOString(),
          reference: r.reference,
        })),
        pageNum: query.pageNo,
        totalPages: Math.max(1, Math.ceil(total / query.pageSize)),
        total,
        totalIn: toMajorUnits(inMinor),
        totalOut: toMajorUnits(outMinor),
      };
    },
  };
}
export type TransactionRecordService = ReturnType<typeof createTransactionRecordService>;
