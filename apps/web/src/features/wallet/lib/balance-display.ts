/**
 * Balance display (spec section 4: "shown, hidden or refreshing"; section 2: the hide/show toggle
 * masks digits with asterisks, and the balance is also masked while refreshing). Refreshing
 * remembers what to return to; toggling while refreshing changes that.
 */
export type BalanceDisplay =
  { kind: 'shown' } | { kind: 'hidden' } | { kind: 'refreshing'; resume: 'shown' | 'hidden' };

export type BalanceEvent = 'toggle' | 'refresh' | 'refreshed';

export function initialBalanceDisplay(hidden: boolean): BalanceDisplay {
  return hidden ? { kind: 'hidden' } : { kind: 'shown' };
}

export function nextBalanceDisplay(state: BalanceDisplay, event: BalanceEvent): BalanceDisplay {
  switch (event) {
    case 'toggle':
      if (state.kind === 'refreshing')
        return { kind: 'refreshing', resume: state.resume === 'shown' ? 'hidden' : 'shown' };
      return state.kind === 'shown' ? { kind: 'hidden' } : { kind: 'shown' };
    case 'refresh':
      return state.kind === 'refreshing' ? state : { kind: 'refreshing', resume: state.kind };
    case 'refreshed':
      return state.kind === 'refreshing' ? { kind: state.resume } : state;
  }
}

/** Whether the player chose to hide the balance (kept across refreshes and visits). */
export const isHiddenChoice = (state: BalanceDisplay): boolean =>
  state.kind === 'hidden' || (state.kind === 'refreshing' && state.resume === 'hidden');

export const isMasked = (state: BalanceDisplay): boolean => state.kind !== 'shown';

const twoDecimals = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Spec section 9: the balance is shown to 2 decimals (with thousands separators). */
export function formatBalance(amount: number): string {
  return twoDecimals.format(Number.isFinite(amount) ? amount : 0);
}

/** Masks every digit with an asterisk, keeping separators: "1,000.00" -> "*,***.**". */
export function maskDigits(text: string): string {
  return text.replace(/\d/g, '*');
}
