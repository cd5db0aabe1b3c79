import { describe, expect, it } from 'vitest';
import {
  formatBalance,
  initialBalanceDisplay,
  isHiddenChoice,
  isMasked,
  maskDigits,
  nextBalanceDisplay,
  type BalanceDisplay,
  type BalanceEvent,
} from './balance-display';

const run = (start: BalanceDisplay, ...events: BalanceEvent[]) =>
  events.reduce(nextBalanceDisplay, start);

describe('balance display states', () => {
  it('starts shown or hidden', () => {
    expect(initialBalanceDisplay(false)).toEqual({ kind: 'shown' });
    expect(initialBalanceDisplay(true)).toEqual({ kind: 'hidden' });
  });

  it('toggles between shown and hidden', () => {
    const shown = initialBalanceDisplay(false);
    expect(run(shown, 'toggle')).toEqual({ kind: 'hidden' });
    expect(run(shown, 'toggle', 'toggle')).toEqual({ kind: 'shown' });
  });

  it('masks while refreshing and returns to where it was', () => {
    const shown = initialBalanceDisplay(false);
    const refreshing = run(shown, 'refresh');
    expect(refreshing).toEqual({ kind: 'refreshing', resume: 'shown' });
    expect(isMasked(refreshing)).toBe(true);
    expect(run(shown, 'refresh', 'refreshed')).toEqual({ kind: 'shown' });
    expect(run(initialBalanceDisplay(true), 'refresh', 'refreshed')).toEqual({ kind: 'hidden' });
  });

  it('a toggle during a refresh changes where it returns; a second refresh is ignored', () => {
    const state = run(initialBalanceDisplay(false), 'refresh', 'toggle');
    expect(state).toEqual({ kind: 'refreshing', resume: 'hidden' });
    expect(isHiddenChoice(state)).toBe(true);
    expect(run(state, 'refresh')).toBe(state);
    expect(run(state, 'refreshed')).toEqual({ kind: 'hidden' });
    expect(run({ kind: 'shown' }, 'refreshed')).toEqual({ kind: 'shown' });
  });

  it('is masked unless shown', () => {
    expect(isMasked({ kind: 'shown' })).toBe(false);
    expect(isMasked({ kind: 'hidden' })).toBe(true);
  });
});

describe('balance formatting', () => {
  it('shows 2 decimals with separators', () => {
    expect(formatBalance(1000)).toBe('1,000.00');
    expect(formatBalance(2000.5)).toBe('2,000.50');
    expect(formatBalance(0)).toBe('0.00');
    expect(formatBalance(12.345)).toBe('12.35');
    expect(formatBalance(1234567.891)).toBe('1,234,567.89');
    expect(formatBalance(Number.NaN)).toBe('0.00');
  });

  it('masks digits with asterisks', () => {
    expect(maskDigits('1,000.00')).toBe('*,***.**');
    expect(maskDigits('0.00')).toBe('*.**');
  });
});
