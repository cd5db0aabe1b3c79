import { describe, expect, it } from 'vitest';
import { formatDateTime } from '@/shared/lib/date-time';
import { ApiError } from './client';
import { errorText } from './error-text';

/** Safer gambling's refusals (issue 18) name what they are about, in the one error table's words. */
const refused = (code: ConstructorParameters<typeof ApiError>[0], details: unknown) =>
  errorText(new ApiError(code, code, 403, details));
const until = '2026-05-08T09:30:00.000Z';

describe('safer-gambling error messages', () => {
  it('a deposit over a limit names the amount left and the window', () => {
    expect(refused('DEPOSIT_LIMIT_EXCEEDED', { remaining: 10, period: 'DAY' })).toBe(
      'Only 10.00 left under your 24-hour deposit limit. Deposit that amount or less.',
    );
    expect(refused('DEPOSIT_LIMIT_EXCEEDED', { remaining: 1234.5, period: 'MONTH' })).toContain(
      'Only 1,234.50 left under your 30-day deposit limit.',
    );
  });

  it('a time-out and a self-exclusion say until when, or that it is for good', () => {
    expect(refused('TIMED_OUT', { until })).toBe(
      `You are taking a break until ${formatDateTime(until)}. Deposits and play are closed; you can still withdraw and read your history.`,
    );
    expect(refused('SELF_EXCLUDED', { until })).toContain(
      `You have excluded yourself until ${formatDateTime(until)}.`,
    );
    expect(refused('SELF_EXCLUDED', {})).toContain('You have excluded yourself permanently.');
  });

  it('a loss or session limit reached says when play opens again', () => {
    expect(refused('LOSS_LIMIT_REACHED', { period: 'WEEK', until })).toBe(
      `You have reached your weekly loss limit. You can play again from ${formatDateTime(until)}.`,
    );
    expect(refused('SESSION_LIMIT_REACHED', { until })).toBe(
      `You have reached your session limit. You can play again from ${formatDateTime(until)}.`,
    );
  });

  it('a tool switched off and a refused registration have their own words', () => {
    expect(refused('SAFER_GAMBLING_OFF', null)).toBe('This safer gambling tool is not offered.');
    expect(refused('REGISTRATION_REFUSED', null)).toContain('is self-excluded');
  });

  it('other refusals with an `until` are not read as a break (a locked payment password)', () => {
    expect(refused('PAYMENT_PASSWORD_LOCKED', { until })).not.toContain(formatDateTime(until));
  });
});
