import type { MemberTransaction } from '@app/contracts/cashier';

/** Every status a deposit, a withdrawal or a record row can have (the record's list is all). */
export type CashierStatus = MemberTransaction['status'];

/**
 * A status's colour and icon on every cashier screen: on its way (pending), settled (success),
 * refused (danger), or ended without money moving (muted).
 */
export type StatusTone = 'pending' | 'success' | 'danger' | 'muted';

export function statusTone(status: CashierStatus): StatusTone {
  switch (status) {
    case 'SUCCESS':
    case 'PAID':
      return 'success';
    case 'PENDING':
    case 'SUBMITTED':
    case 'APPROVED':
      return 'pending';
    case 'FAILED':
    case 'REJECTED':
      return 'danger';
    case 'CANCELLED':
    case 'EXPIRED':
      return 'muted';
  }
}
