import { parseAmountMinor } from '@app/contracts/money';
import { isApiError } from '@/shared/api/client';

/**
 * One transfer attempt's id (the body's `requestId`: the ledger key is agent + request + payee).
 * A retry of the same attempt (same payees, same amounts) after an answer that never came keeps
 * its id, so the server moves the money once however often the agent taps; other amounts are a
 * new attempt, and so is anything after a definite answer (success or refusal).
 */
export type TransferAttempt = { requestId: string; signature: string };

export type TransferLine = { memberId: number; amountMinor: number };

const signatureOf = (lines: readonly TransferLine[]) =>
  lines.map((l) => `${l.memberId}:${l.amountMinor}`).join(',');

export function attemptFor(
  previous: TransferAttempt | null,
  lines: readonly TransferLine[],
  newId: () => string = newRequestId,
): TransferAttempt {
  const signature = signatureOf(lines);
  if (previous && previous.signature === signature) return previous;
  return { requestId: newId(), signature };
}

/**
 * A random UUID. `crypto.randomUUID` exists only in secure contexts (https, localhost); the app
 * may be opened over plain http on a LAN address, where getRandomValues still works.
 */
export function newRequestId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Whether the server may have done it anyway: no answer, an unreadable one, or its own fault. */
export function outcomeUnknown(error: unknown): boolean {
  if (!isApiError(error)) return true;
  if (error.errorCode === 'NETWORK' || error.errorCode === 'BAD_RESPONSE') return true;
  return error.status !== null && error.status >= 500;
}

export type AmountProblem = 'invalid' | null;

/**
 * The typed amounts checked before sending: each a positive amount with at most 2 decimals, and
 * together within the agent's balance (minor units; null while it is unknown).
 */
export function checkAmounts(
  amounts: readonly { memberId: number; text: string }[],
  balanceMinor: number | null,
): { lines: TransferLine[]; invalid: number[]; totalMinor: number; overBalance: boolean } {
  const lines: TransferLine[] = [];
  const invalid: number[] = [];
  for (const { memberId, text } of amounts) {
    const minor = parseAmountMinor(text);
    if (minor === null) invalid.push(memberId);
    else lines.push({ memberId, amountMinor: minor });
  }
  const totalMinor = lines.reduce((sum, l) => sum + l.amountMinor, 0);
  return {
    lines,
    invalid,
    totalMinor,
    overBalance: balanceMinor !== null && totalMinor > balanceMinor,
  };
}
