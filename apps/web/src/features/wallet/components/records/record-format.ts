import type { MemberTransaction } from '@app/contracts/cashier';
import { statusTone } from '../../lib/cashier-status';

/** Which way money went: a row's amount colour and sign, a total's. */
export type Direction = 'in' | 'out' | 'none';

export function directionOf(amount: number): Direction {
  return amount > 0 ? 'in' : amount < 0 ? 'out' : 'none';
}

/**
 * How a row's amount is coloured: green in and red out once the money moved (a settled row, or a
 * withdrawal on its way, whose money is held at once); plain while a deposit waits; struck
 * through when nothing moved (refused, cancelled, expired). The same rule as the totals.
 */
export type AmountLook = Direction | 'void';

export function amountLook(item: Pick<MemberTransaction, 'amount' | 'status'>): AmountLook {
  switch (statusTone(item.status)) {
    case 'success':
      return directionOf(item.amount);
    case 'pending':
      return item.amount < 0 ? 'out' : 'none';
    case 'danger':
    case 'muted':
      return 'void';
  }
}
