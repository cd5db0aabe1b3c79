import { feeOfMinor, MINOR_PER_MAJOR, parseAmountMinor } from '@app/contracts/money';
import type { WithdrawInfo } from '@app/contracts/cashier';

/**
 * The withdraw form's amount rules, checked in the browser before anything is sent (the server
 * checks the same ones and answers with its own codes): a positive amount with at most 2
 * decimals (money.ts), within the per-request minimum and maximum, the withdrawable balance and
 * what is left of today's amount. Amounts in the answers are major units; rules run in minor.
 */
export type AmountLimits = Pick<WithdrawInfo, 'withdrawable' | 'min' | 'max' | 'dailyAmountLeft'> &
  Partial<Pick<WithdrawInfo, 'locked'>>;

export type AmountProblem =
  | { kind: 'required' }
  | { kind: 'invalid' }
  | { kind: 'belowMin'; min: number }
  | { kind: 'aboveMax'; max: number }
  | { kind: 'overWithdrawable'; withdrawable: number }
  /** Over the withdrawable amount because bonus money is locked (the server's BONUS_LOCKED). */
  | { kind: 'bonusLocked'; locked: number; withdrawable: number }
  | { kind: 'overDailyLeft'; remaining: number };

export const toMinor = (major: number): number => Math.round(major * MINOR_PER_MAJOR);
export const toMajor = (minor: number): number => minor / MINOR_PER_MAJOR;

/** The first rule a typed amount breaks, or null when it may be requested. */
export function amountProblem(text: string, limits: AmountLimits): AmountProblem | null {
  if (text.trim() === '') return { kind: 'required' };
  const minor = parseAmountMinor(text);
  if (minor === null) return { kind: 'invalid' };
  if (minor < toMinor(limits.min)) return { kind: 'belowMin', min: limits.min };
  if (minor > toMinor(limits.max)) return { kind: 'aboveMax', max: limits.max };
  if (minor > toMinor(limits.withdrawable))
    return limits.locked
      ? { kind: 'bonusLocked', locked: limits.locked, withdrawable: limits.withdrawable }
      : { kind: 'overWithdrawable', withdrawable: limits.withdrawable };
  if (minor > toMinor(limits.dailyAmountLeft))
    return { kind: 'overDailyLeft', remaining: limits.dailyAmountLeft };
  return null;
}

/**
 * What the "All" button fills in: the withdrawable amount, capped at the per-request maximum and
 * at what is left today (so "All" never fills an amount the server would refuse for its size).
 */
export function allAmountMinor(limits: AmountLimits): number {
  return Math.max(
    0,
    Math.min(toMinor(limits.withdrawable), toMinor(limits.max), toMinor(limits.dailyAmountLeft)),
  );
}

/** The fee (feePercent of the amount, rounded half up to a cent) and what reaches the bank. */
export function feeAndPayout(amountMinor: number, feePercent: number) {
  const fee = feeOfMinor(amountMinor, Math.round(feePercent * 100));
  return { fee, payout: amountMinor - fee };
}
