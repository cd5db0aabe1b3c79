import { isApiError } from '@/shared/api/client';

/**
 * One withdrawal attempt's id (the body's `requestId`, decision 0015's idempotency key). A retry
 * of the same attempt (same amount, same card) after an answer that never came keeps its id, so
 * the server moves the money once however often the member taps; a new amount or card is a new
 * attempt, and so is anything after a definite answer (success or refusal: nothing is pending).
 */
export type Attempt = { requestId: string; amountMinor: number; bankCardId: number };

export function attemptFor(
  previous: Attempt | null,
  amountMinor: number,
  bankCardId: number,
  newId: () => string = newRequestId,
): Attempt {
  if (previous && previous.amountMinor === amountMinor && previous.bankCardId === bankCardId)
    return previous;
  return { requestId: newId(), amountMinor, bankCardId };
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
