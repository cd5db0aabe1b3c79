import type { MemberTransaction } from '@app/contracts/cashier';
import { formatBalance } from '../../lib/balance-display';

/** Which way money went: a row's amount colour and sign, a total's. */
export type Direction = 'in' | 'out' | 'none';

export function directionOf(amount: number): Direction {
  return amount > 0 ? 'in' : amount < 0 ? 'out' : 'none';
}

/** "+1,000.00", "−50.00" (a true minus sign), "0.00": the sign says the direction without colour. */
export function signedAmount(amount: number): string {
  const text = formatBalance(Math.abs(amount));
  const direction = directionOf(amount);
  return direction === 'in' ? `+${text}` : direction === 'out' ? `\u2212${text}` : text;
}

export type StatusTone = 'done' | 'waiting' | 'refused' | 'closed';

/** A status badge's colour: settled, on its way, refused, or ended without money moving. */
export function statusTone(status: MemberTransaction['status']): StatusTone {
  switch (status) {
    case 'SUCCESS':
    case 'PAID':
      return 'done';
    case 'PENDING':
    case 'SUBMITTED':
    case 'APPROVED':
      return 'waiting';
    case 'FAILED':
    case 'REJECTED':
      return 'refused';
    case 'CANCELLED':
    case 'EXPIRED':
      return 'closed';
  }
}

/**
 * How a row's amount is coloured: green in and red out once the money moved (a settled row, or a
 * withdrawal on its way, whose money is held at once); plain while a deposit waits; struck
 * through when nothing moved (refused, cancelled, expired). The same rule as the totals.
 */
export type AmountLook = Direction | 'void';

export function amountLook(item: Pick<MemberTransaction, 'amount' | 'status'>): AmountLook {
  switch (statusTone(item.status)) {
    case 'done':
      return directionOf(item.amount);
    case 'waiting':
      return item.amount < 0 ? 'out' : 'none';
    case 'refused':
    case 'closed':
      return 'void';
  }
}

const two = (n: number) => String(n).padStart(2, '0');

/** A row's time in the device's zone, "2026-05-11 14:03:22" (the same in every language). */
export function localTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return (
    `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ` +
    `${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}`
  );
}
