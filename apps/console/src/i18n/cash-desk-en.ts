/**
 * English strings of the cash desk (issue 13): bank-transfer deposits and withdrawals settled by
 * finance. Spread into en.ts (`...cashDeskEn`).
 */
export const cashDeskEn = {
  'nav.cashDesk': 'Cash desk',

  'cashDesk.detail.payerBank': 'Payer bank',
  'cashDesk.detail.payerAccountName': 'Payer account name',
  'cashDesk.detail.transferredAt': 'Transferred at',
  'cashDesk.detail.toAccount': 'To our account',
  'cashDesk.detail.payee': 'Payee',
  'cashDesk.detail.bank': 'Bank',
  'cashDesk.detail.accountNumber': 'Account number',

  'cashDesk.title': 'Cash desk',
  'cashDesk.intro':
    'Bank transfers to check against the bank statement, and withdrawals to pay. The oldest open request is first.',
  'cashDesk.tabs': 'Request kinds',
  'cashDesk.tab.DEPOSIT': 'Deposits (bank transfer)',
  'cashDesk.tab.WITHDRAWAL': 'Withdrawals',

  'cashDesk.filters': 'Filters',
  'cashDesk.state': 'Show',
  'cashDesk.state.OPEN': 'Open',
  'cashDesk.state.DONE': 'Done',
  'cashDesk.state.ALL': 'All',
  'cashDesk.search': 'Search',
  'cashDesk.searchPlaceholder': 'Username, member ID or reference',
  'cashDesk.searchButton': 'Search',

  'cashDesk.list.DEPOSIT': 'Deposit requests',
  'cashDesk.list.WITHDRAWAL': 'Withdrawal requests',
  'cashDesk.none.OPEN': 'Nothing is waiting. New requests appear here.',
  'cashDesk.none.DONE': 'No settled requests yet.',
  'cashDesk.none.ALL': 'No requests yet.',
  'cashDesk.noneFound': 'No request matches “{q}”.',

  'cashDesk.col.reference': 'Reference',
  'cashDesk.col.member': 'Member',
  'cashDesk.col.amount': 'Amount',
  'cashDesk.col.fee': 'Fee',
  'cashDesk.col.method.DEPOSIT': 'Method',
  'cashDesk.col.method.WITHDRAWAL': 'Bank',
  'cashDesk.col.status': 'Status',
  'cashDesk.col.age': 'Age',
  'cashDesk.col.actions': 'Actions',

  'cashDesk.age.now': 'under 1 min',
  'cashDesk.age.minutes': '{minutes} min',
  'cashDesk.age.hours': '{hours} h {minutes} min',
  'cashDesk.age.days': '{days} d {hours} h',
  'cashDesk.settledAfter': 'settled after {age}',
  'cashDesk.waitingSince': 'Waiting since {time}',

  'cashDesk.status.SUBMITTED': 'To check',
  'cashDesk.status.PENDING': 'To approve',
  'cashDesk.status.APPROVED': 'To pay',
  'cashDesk.status.SUCCESS': 'Credited',
  'cashDesk.status.PAID': 'Paid',
  'cashDesk.status.REJECTED': 'Rejected',
  'cashDesk.status.FAILED': 'Failed',
  'cashDesk.status.CANCELLED': 'Cancelled',
  'cashDesk.status.EXPIRED': 'Expired',

  'cashDesk.showDetails': 'Details',
  'cashDesk.detailsOf': 'Details of {reference}',
  'cashDesk.created': 'Created',
  'cashDesk.updated': 'Last change',
  'cashDesk.handledBy': 'Handled by',
  'cashDesk.reason': 'Note or reason',
  'cashDesk.memberId': 'ID {id}',

  'cashDesk.action.approve': 'Approve',
  'cashDesk.action.reject': 'Reject',
  'cashDesk.action.pay': 'Mark paid',
  'cashDesk.actionNamed.approve': 'Approve {reference}',
  'cashDesk.actionNamed.reject': 'Reject {reference}',
  'cashDesk.actionNamed.pay': 'Mark {reference} paid',

  'cashDesk.dialog.DEPOSIT.approve': 'Approve deposit {reference}',
  'cashDesk.dialog.DEPOSIT.reject': 'Reject deposit {reference}',
  'cashDesk.dialog.WITHDRAWAL.approve': 'Approve withdrawal {reference}',
  'cashDesk.dialog.WITHDRAWAL.reject': 'Reject withdrawal {reference}',
  'cashDesk.dialog.WITHDRAWAL.pay': 'Mark withdrawal {reference} paid',
  'cashDesk.explain.DEPOSIT.approve':
    'Approve only when the transfer is on the bank statement. The amount is credited to the member’s balance at once.',
  'cashDesk.explain.DEPOSIT.reject':
    'Nothing is credited. The member sees the deposit as rejected, with your reason.',
  'cashDesk.explain.WITHDRAWAL.approve':
    'The request moves to “To pay”. The money stays held until you mark it paid or reject it.',
  'cashDesk.explain.WITHDRAWAL.reject':
    'The held amount goes back to the member’s balance at once. The member sees your reason.',
  'cashDesk.explain.WITHDRAWAL.pay':
    'Mark it paid only after the bank transfer to the account below has been sent. The held money leaves the platform.',
  'cashDesk.payout': 'To pay (amount less fee)',
  'cashDesk.note': 'Note (optional)',
  'cashDesk.noteHint': 'Kept in the audit log.',
  'cashDesk.payoutReference': 'Payout reference (optional)',
  'cashDesk.payoutReferenceHint': 'The bank’s reference for the transfer, kept in the audit log.',
  'cashDesk.working': 'Working…',

  'cashDesk.done.approve': '{reference} approved.',
  'cashDesk.done.reject': '{reference} rejected.',
  'cashDesk.done.pay': '{reference} marked paid.',
  'cashDesk.alreadySettled':
    '{reference} was already handled by someone else (or by an earlier attempt whose answer was lost). The list now shows its current state.',
} as const;

export type CashDeskKey = keyof typeof cashDeskEn;
