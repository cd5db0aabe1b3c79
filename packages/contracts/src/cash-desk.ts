import { z } from 'zod';
import { depositStatuses, withdrawalStatuses } from './cashier';

/**
 * The operator console's cash desk (issue 13): bank-transfer deposits and withdrawals waiting
 * for a person, settled one at a time. Two operators acting on one request at once, or one
 * double-clicking, settle it once; the other is told it is already settled (REQUEST_SETTLED).
 */
export const cashDeskKinds = ['DEPOSIT', 'WITHDRAWAL'] as const;
export type CashDeskKind = (typeof cashDeskKinds)[number];

export const cashDeskQuerySchema = z.object({
  kind: z.enum(cashDeskKinds).default('DEPOSIT'),
  /** OPEN: waiting for the desk (submitted deposits; pending or approved withdrawals). */
  state: z.enum(['OPEN', 'DONE', 'ALL']).default('OPEN'),
  /** Username, member ID or reference. */
  q: z.string().trim().max(64).optional(),
  pageNo: z.coerce.number<number>().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number<number>().int().min(1).max(100).default(20),
});

/** What a request's detail is, so the console names it in its own language. */
export const cashDeskDetailKeys = [
  'payerBank',
  'payerAccountName',
  'transferredAt',
  'toAccount',
  'payee',
  'bank',
  'accountNumber',
] as const;
export type CashDeskDetailKey = (typeof cashDeskDetailKeys)[number];

export const cashDeskRowSchema = z.object({
  kind: z.enum(cashDeskKinds),
  id: z.number().int(),
  reference: z.string(),
  memberId: z.number().int(),
  username: z.string(),
  amount: z.number(),
  fee: z.number(),
  currency: z.string(),
  status: z.enum([...depositStatuses, ...withdrawalStatuses]),
  /** Deposit: the method; withdrawal: the bank. */
  method: z.string(),
  /**
   * What the desk checks against the bank statement. Deposit: payer bank, account name, transfer
   * time; withdrawal: the payee, bank and full account number to pay.
   */
  details: z.array(
    z.object({
      key: z.enum(cashDeskDetailKeys),
      /** The English name, for API clients without their own words. */
      label: z.string(),
      value: z.string(),
    }),
  ),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The operator who last acted on it, and their reason. */
  handledBy: z.string().nullable(),
  reason: z.string().nullable(),
});
export type CashDeskRow = z.infer<typeof cashDeskRowSchema>;

export const cashDeskPageSchema = z.object({
  list: z.array(cashDeskRowSchema),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});
export type CashDeskPage = z.infer<typeof cashDeskPageSchema>;

export const cashDeskParamsSchema = z.object({
  id: z.coerce.number<number>().int().min(1).max(2_147_483_647),
});
export const cashDeskNoteBodySchema = z.object({
  /** Optional on approve and pay (the bank's payout reference, say). */
  reason: z.string().trim().max(500).optional(),
});
export const cashDeskRejectBodySchema = z.object({
  reason: z.string().trim().min(3, 'Give a reason').max(500),
});
