import type { HistoryKind } from '@app/contracts/safer-gambling-constants';
import type { TranslationKey } from '@/shared/i18n/translator';

export const historyKindKeys: Record<HistoryKind, TranslationKey> = {
  DEPOSIT: 'accountHistory.kinds.DEPOSIT',
  WITHDRAWAL: 'accountHistory.kinds.WITHDRAWAL',
  ROUND: 'accountHistory.kinds.ROUND',
  BONUS: 'accountHistory.kinds.BONUS',
};

/**
 * The statuses the history's rows carry (the cashier's deposit and withdrawal statuses, settled
 * rounds, credited bonuses), in words. A status this list does not know is shown as it came.
 */
const statusKeys: Record<string, TranslationKey> = {
  PENDING: 'accountHistory.status.PENDING',
  SUBMITTED: 'accountHistory.status.SUBMITTED',
  SUCCESS: 'accountHistory.status.SUCCESS',
  FAILED: 'accountHistory.status.FAILED',
  CANCELLED: 'accountHistory.status.CANCELLED',
  EXPIRED: 'accountHistory.status.EXPIRED',
  REJECTED: 'accountHistory.status.REJECTED',
  APPROVED: 'accountHistory.status.APPROVED',
  PAID: 'accountHistory.status.PAID',
  SETTLED: 'accountHistory.status.SETTLED',
  CREDITED: 'accountHistory.status.CREDITED',
  OPEN: 'accountHistory.status.OPEN',
};

export function historyStatusKey(status: string): TranslationKey | null {
  return Object.hasOwn(statusKeys, status) ? (statusKeys[status] ?? null) : null;
}

/**
 * A bonus row's description when the server names the ledger's kind of credit (REBATE,
 * RED_RAIN...): in words. Any other description (a game's name, a method) is shown as it came.
 */
const creditKeys: Record<string, TranslationKey> = {
  BONUS: 'accountHistory.credits.BONUS',
  BONUS_REMOVED: 'accountHistory.credits.BONUS_REMOVED',
  REWARD: 'accountHistory.credits.REWARD',
  RED_RAIN: 'accountHistory.credits.RED_RAIN',
  REFERRAL_REWARD: 'accountHistory.credits.REFERRAL_REWARD',
  REBATE: 'accountHistory.credits.REBATE',
  SALARY: 'accountHistory.credits.SALARY',
  DIVIDEND: 'accountHistory.credits.DIVIDEND',
  AGENT_TRANSFER: 'accountHistory.credits.AGENT_TRANSFER',
  ADJUSTMENT: 'accountHistory.credits.ADJUSTMENT',
  CHECK_IN: 'accountHistory.credits.CHECK_IN',
};

export function historyCreditKey(description: string): TranslationKey | null {
  return Object.hasOwn(creditKeys, description) ? (creditKeys[description] ?? null) : null;
}
