import type { CashDeskPage, CashDeskRow } from '@app/contracts/cash-desk';
import type { DepositRepository, DepositRow } from '../repositories/deposit-repository';
import type { WithdrawalRepository, WithdrawalRow } from '../repositories/withdrawal-repository';
import type { Actor, AuditService } from './audit-service';
import type { CashierSettings } from './cashier-settings';
import type { DepositService } from './deposit-service';
import { toMajorUnits } from './money';
import type { WithdrawalService } from './withdrawal-service';

const openDeposit = ['SUBMITTED'];
const doneDeposit = ['SUCCESS', 'REJECTED'];
const openWithdrawal = ['PENDING', 'APPROVED'];
const doneWithdrawal = ['PAID', 'REJECTED'];

/**
 * The operator console's cash desk (issue 13): bank transfers to confirm and withdrawals to pay,
 * oldest open first. Every action goes through the deposit or withdrawal service (one movement
 * however many people click) and is audited with the state before and after.
 */
export function createCashDeskService(deps: {
  deposits: DepositService;
  depositRepo: DepositRepository;
  withdrawals: WithdrawalService;
  withdrawalRepo: WithdrawalRepository;
  audit: AuditService;
  settings: () => Promise<CashierSettings>;
  currency: () => Promise<string>;
}) {
  async function depositRow(row: DepositRow & { username?: string }): Promise<CashDeskRow> {
    const settings = await deps.settings();
    const method = settings.deposit.methods.find((m) => m.code === row.methodCode);
    return {
      kind: 'DEPOSIT',
      id: row.id,
      reference: row.reference,
      memberId: row.memberId,
      username: row.username ?? (await deps.depositRepo.usernameOf(row.memberId)),
      amount: toMajorUnits(row.amountMinor),
      fee: toMajorUnits(row.feeMinor),
      currency: await deps.currency(),
      status: row.status as CashDeskRow['status'],
      method: method?.name.en ?? row.methodCode,
      details: [
        { key: 'payerBank', label: 'Payer bank', value: row.payerBank ?? '' },
        {
          key: 'payerAccountName',
          label: 'Payer account name',
          value: row.payerAccountName ?? '',
        },
        {
          key: 'transferredAt',
          label: 'Transferred at',
          value: row.transferredAt?.toISOString() ?? '',
        },
        {
          key: 'toAccount',
          label: 'To account',
          value: settings.deposit.receivingAccount.accountNumber,
        },
      ],
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      handledBy: row.handledBy,
      reason: row.reason,
    };
  }

  async function withdrawalRow(row: WithdrawalRow & { username?: string }): Promise<CashDeskRow> {
    const settings = await deps.settings();
    const bank = settings.banks.find((b) => b.code === row.bankCode)?.name ?? row.bankCode;
    return {
      kind: 'WITHDRAWAL',
      id: row.id,
      reference: row.reference,
      memberId: row.memberId,
      username: row.username ?? (await deps.depositRepo.usernameOf(row.memberId)),
      amount: toMajorUnits(row.amountMinor),
      fee: toMajorUnits(row.feeMinor),
      currency: await deps.currency(),
      status: row.status as CashDeskRow['status'],
      method: bank,
      details: [
        { key: 'payee', label: 'Payee', value: row.payeeName },
        { key: 'bank', label: 'Bank', value: bank },
        { key: 'accountNumber', label: 'Account number', value: row.accountNumber },
      ],
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      handledBy: row.handledBy,
      reason: row.reason,
    };
  }

  async function audited<R extends DepositRow | WithdrawalRow>(
    actor: Actor,
    action: string,
    targetType: 'deposit' | 'withdrawal',
    id: number,
    reason: string | null,
    before: R | null,
    run: () => Promise<R>,
  ): Promise<R> {
    const after = await run();
    await deps.audit.record(actor, {
      action,
      targetType,
      targetId: id,
      before: before ? { status: before.status } : null,
      after: { status: after.status, amountMinor: after.amountMinor, reference: after.reference },
      ...(reason ? { reason } : {}),
    });
    return after;
  }

  /** A desk action on a deposit: the state before, the action, the audit row, the desk's row. */
  function depositAction<R extends string | null>(
    action: string,
    run: (id: number, handledBy: string, reason: R) => Promise<DepositRow>,
  ) {
    return async (actor: Actor, id: number, reason: R) => {
      const before = await deps.depositRepo.findById(id);
      return depositRow(
        await audited(actor, action, 'deposit', id, reason, before, () =>
          run(id, actor.name, reason),
        ),
      );
    };
  }

  /** The same for a withdrawal. */
  function withdrawalAction<R extends string | null>(
    action: string,
    run: (id: number, handledBy: string, reason: R) => Promise<WithdrawalRow>,
  ) {
    return async (actor: Actor, id: number, reason: R) => {
      const before = await deps.withdrawalRepo.findById(id);
      return withdrawalRow(
        await audited(actor, action, 'withdrawal', id, reason, before, () =>
          run(id, actor.name, reason),
        ),
      );
    };
  }

  return {
    async page(query: {
      kind: 'DEPOSIT' | 'WITHDRAWAL';
      state: 'OPEN' | 'DONE' | 'ALL';
      q?: string | undefined;
      pageNo: number;
      pageSize: number;
    }): Promise<CashDeskPage> {
      const oldestFirst = query.state === 'OPEN';
      const pick = (open: string[], done: string[]) =>
        query.state === 'OPEN' ? open : query.state === 'DONE' ? done : [...open, ...done];
      const { rows, total } =
        query.kind === 'DEPOSIT'
          ? await deps.depositRepo
              .pageForDesk({
                statuses: pick(openDeposit, [...doneDeposit, 'PENDING', 'EXPIRED']),
                flow: 'TRANSFER',
                q: query.q,
                pageNo: query.pageNo,
                pageSize: query.pageSize,
                oldestFirst,
              })
              .then(async (r) => ({
                rows: await Promise.all(r.rows.map(depositRow)),
                total: r.total,
              }))
          : await deps.withdrawalRepo
              .pageForDesk({
                statuses: pick(openWithdrawal, doneWithdrawal),
                q: query.q,
                pageNo: query.pageNo,
                pageSize: query.pageSize,
                oldestFirst,
              })
              .then(async (r) => ({
                rows: await Promise.all(r.rows.map(withdrawalRow)),
                total: r.total,
              }));
      return {
        list: rows,
        pageNum: query.pageNo,
        totalPages: Math.max(1, Math.ceil(total / query.pageSize)),
        total,
      };
    },

    approveDeposit: depositAction('cashDesk.depositApprove', (id, by, reason: string | null) =>
      deps.deposits.approve(id, by, reason),
    ),
    rejectDeposit: depositAction('cashDesk.depositReject', (id, by, reason: string) =>
      deps.deposits.reject(id, by, reason),
    ),
    approveWithdrawal: withdrawalAction(
      'cashDesk.withdrawalApprove',
      (id, by, reason: string | null) => deps.withdrawals.approve(id, by, reason),
    ),
    rejectWithdrawal: withdrawalAction('cashDesk.withdrawalReject', (id, by, reason: string) =>
      deps.withdrawals.reject(id, by, reason),
    ),
    payWithdrawal: withdrawalAction('cashDesk.withdrawalPay', (id, by, reason: string | null) =>
      deps.withdrawals.pay(id, by, reason),
    ),
  };
}
export type CashDeskService = ReturnType<typeof createCashDeskService>;
