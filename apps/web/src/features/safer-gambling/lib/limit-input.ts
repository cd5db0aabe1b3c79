import { parseAmountMinor } from '@app/contracts/money';

/**
 * A limit typed by the member, checked before it is sent (the server checks again and has the
 * last word): something must be typed, and it must be a positive amount with at most 2
 * decimals (the contract's one money rule). The text itself is what travels.
 */
export type LimitInputProblem = 'required' | 'invalid';

export function limitInputProblem(text: string): LimitInputProblem | null {
  if (text.trim() === '') return 'required';
  return parseAmountMinor(text) === null ? 'invalid' : null;
}
