import { describe, expect, it } from 'vitest';
import { defaultHistoryRange, earliestHistoryDay, historyRangeProblem } from './history-range';
import { limitInputProblem } from './limit-input';
import { sessionLengthKey } from './protection-words';

describe('the account history range', () => {
  const today = '2026-05-31';
  it('defaults to the last 30 days, today included', () => {
    expect(defaultHistoryRange(today)).toEqual({ from: '2026-05-02', to: '2026-05-31' });
  });
  it('reaches back a year (ACCOUNT_HISTORY_DAYS, today counted)', () => {
    expect(earliestHistoryDay(today)).toBe('2025-05-31');
    expect(historyRangeProblem('2025-05-31', today, today)).toBeNull();
    expect(historyRangeProblem('2025-05-30', today, today)).toBe('tooOld');
  });
  it('names a missing, reversed or future range', () => {
    expect(historyRangeProblem(null, today, today)).toBe('missing');
    expect(historyRangeProblem('2026-02-30', today, today)).toBe('missing');
    expect(historyRangeProblem('2026-05-10', '2026-05-09', today)).toBe('order');
    expect(historyRangeProblem('2026-05-10', '2026-06-01', today)).toBe('future');
    expect(historyRangeProblem('2026-05-31', '2026-05-31', today)).toBeNull();
  });
});

describe('a typed limit', () => {
  it('must be there and be a positive amount with at most 2 decimals', () => {
    expect(limitInputProblem('  ')).toBe('required');
    for (const bad of ['0', '-5', '1.234', 'abc', '+5'])
      expect(limitInputProblem(bad)).toBe('invalid');
    for (const good of ['50', '50.5', '1,000.00', ' 10 '])
      expect(limitInputProblem(good)).toBeNull();
  });
});

describe('session lengths', () => {
  it('read in hours when whole, else minutes', () => {
    expect(sessionLengthKey(30)).toEqual({ key: 'saferGambling.session.minutes', count: 30 });
    expect(sessionLengthKey(120)).toEqual({ key: 'saferGambling.session.hours', count: 2 });
  });
});
