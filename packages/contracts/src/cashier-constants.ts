/**
 * The cashier's constants (issue 13), zod-free: the player app imports them at run time without
 * building any schema (its CSP forbids the eval zod probes for; decision 0033). cashier.ts
 * builds the schemas from them.
 */

export const depositGroups = ['BANK', 'EWALLET', 'GATEWAY'] as const;
export type DepositGroup = (typeof depositGroups)[number];

/** TRANSFER: the member transfers to the operator's account and the cash desk confirms it. */
export const depositFlows = ['TRANSFER', 'GATEWAY'] as const;
export type DepositFlow = (typeof depositFlows)[number];

export const depositStatuses = [
  /** Created: waiting for the gateway's payment, or for the member's transfer details. */
  'PENDING',
  /** Bank transfer reported by the member: waiting for the cash desk. */
  'SUBMITTED',
  'SUCCESS',
  'FAILED',
  'CANCELLED',
  'EXPIRED',
  'REJECTED',
] as const;
export type DepositStatus = (typeof depositStatuses)[number];
export const finalDepositStatuses: readonly DepositStatus[] = [
  'SUCCESS',
  'FAILED',
  'CANCELLED',
  'EXPIRED',
  'REJECTED',
];

/** Six digits: a PIN, never the login password. */
export const paymentPasswordPattern = /^\d{6}$/;

export const accountNumberPattern = /^\d{6,30}$/;

export const withdrawalStatuses = ['PENDING', 'APPROVED', 'PAID', 'REJECTED'] as const;
export type WithdrawalStatus = (typeof withdrawalStatuses)[number];

/** The record's types (GLS2_TxCodeList); `A` in a query means all of them. */
export const txTypes = ['DEPOSIT', 'WITHDRAWAL', 'GAME', 'BONUS', 'AGENT', 'ADJUSTMENT'] as const;
export type TxType = (typeof txTypes)[number];

/** How far back the record reaches (issue 13: "custom up to 90 days back"). */
export const recordMaxDaysBack = 90;

export const txStatuses = [
  'PENDING',
  'SUBMITTED',
  'SUCCESS',
  'FAILED',
  'CANCELLED',
  'EXPIRED',
  'REJECTED',
  'APPROVED',
  'PAID',
] as const;

/** What a cashier refusal names (the envelope's value; cashier.ts has its schema). */
export type CashierErrorDetails = {
  min?: number;
  max?: number;
  remaining?: number;
  count?: number;
  until?: string;
  attemptsLeft?: number;
};
