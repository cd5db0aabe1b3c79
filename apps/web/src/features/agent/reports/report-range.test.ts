import { describe, expect, it } from 'vitest';
import { customRangeProblem, presetDays, rangeRequest } from './report-range';

describe('the reports range', () => {
  const today = '2026-05-13'; // a Wednesday

  it('sends the presets as the row names them (the server resolves the days)', () => {
    expect(rangeRequest({ range: 'today', from: null, to: null }, today)).toEqual({
      ok: true,
      params: { range: 'TODAY' },
    });
    expect(rangeRequest({ range: 'week', from: '2026-05-01', to: null }, today)).toEqual({
      ok: true,
      params: { range: 'THIS_WEEK' },
    });
    expect(rangeRequest({ range: 'month', from: null, to: null }, today).ok).toBe(true);
  });

  it('sends custom days once they are a range the server answers', () => {
    expect(rangeRequest({ range: 'custom', from: '2026-04-13', to: today }, today)).toEqual({
      ok: true,
      params: { range: 'CUSTOM', startDate: '2026-04-13', endDate: today },
    });
    expect(rangeRequest({ range: 'custom', from: '2026-04-12', to: today }, today)).toEqual({
      ok: false,
      problem: 'tooLong',
    });
  });

  it('names what is wrong with custom days', () => {
    expect(customRangeProblem(null, today, today)).toBe('missing');
    expect(customRangeProblem('2026-02-30', today, today)).toBe('missing');
    expect(customRangeProblem('2026-05-12', '2026-05-10', today)).toBe('order');
    expect(customRangeProblem('2026-05-12', '2026-05-14', today)).toBe('future');
    // 90 days back, today included, is the earliest.
    expect(customRangeProblem('2026-02-13', '2026-02-14', today)).toBeNull();
    expect(customRangeProblem('2026-02-12', '2026-02-14', today)).toBe('tooOld');
    expect(customRangeProblem('2026-03-01', '2026-04-01', today)).toBe('tooLong');
    expect(customRangeProblem('2026-03-01', '2026-03-31', today)).toBeNull();
  });

  it('gives a custom range its start from the preset that was on (weeks start on Monday)', () => {
    expect(presetDays('today', today)).toEqual({ from: today, to: today });
    expect(presetDays('yesterday', today)).toEqual({ from: '2026-05-12', to: '2026-05-12' });
    expect(presetDays('week', today)).toEqual({ from: '2026-05-11', to: today });
    expect(presetDays('week', '2026-05-11')).toEqual({ from: '2026-05-11', to: '2026-05-11' });
    expect(presetDays('week', '2026-05-17')).toEqual({ from: '2026-05-11', to: '2026-05-17' });
    expect(presetDays('week', '2027-01-01')).toEqual({ from: '2026-12-28', to: '2027-01-01' });
    expect(presetDays('month', '2026-03-01')).toEqual({ from: '2026-03-01', to: '2026-03-01' });
  });
});
