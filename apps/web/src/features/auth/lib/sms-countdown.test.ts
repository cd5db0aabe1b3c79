import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/shared/api/client';
import { canRequestCode, smsButtonReducer, smsReady, type SmsButtonState } from './sms-countdown';
import { useSmsCountdown } from './use-sms-countdown';

describe('SMS code button state machine (spec section 4)', () => {
  it('ready -> sending -> countdown (60 shown first) -> ready', () => {
    let s: SmsButtonState = smsReady;
    s = smsButtonReducer(s, { type: 'send' });
    expect(s).toEqual({ status: 'sending' });
    s = smsButtonReducer(s, { type: 'sent', expirationTime: 100_000 });
    expect(s).toEqual({ status: 'countdown', until: 100_000, remaining: 60 });
    s = smsButtonReducer(s, { type: 'tick', now: 41_000 });
    expect(s).toMatchObject({ status: 'countdown', remaining: 59 });
    s = smsButtonReducer(s, { type: 'tick', now: 99_100 });
    expect(s).toMatchObject({ status: 'countdown', remaining: 1 });
    s = smsButtonReducer(s, { type: 'tick', now: 100_000 });
    expect(s).toEqual(smsReady);
  });

  it('the countdown follows the server expiration time, not a local 60', () => {
    const s = smsButtonReducer(
      { status: 'countdown', until: 30_000, remaining: 60 },
      { type: 'tick', now: 0 },
    );
    expect(s).toMatchObject({ remaining: 30 });
  });

  it('a failed send is ready again; a too-early resend counts down the named wait', () => {
    expect(smsButtonReducer({ status: 'sending' }, { type: 'failed' })).toEqual(smsReady);
    expect(
      smsButtonReducer({ status: 'sending' }, { type: 'failed', retryAfterSeconds: 20, now: 1000 }),
    ).toEqual({ status: 'countdown', until: 21_000, remaining: 20 });
  });

  it('ignores events that do not apply', () => {
    const countdown: SmsButtonState = { status: 'countdown', until: 5000, remaining: 5 };
    expect(smsButtonReducer(countdown, { type: 'send' })).toBe(countdown);
    expect(smsButtonReducer(smsReady, { type: 'tick', now: 1 })).toBe(smsReady);
    expect(smsButtonReducer(smsReady, { type: 'sent', expirationTime: 9 })).toBe(smsReady);
  });

  it('a code is requested only when ready and the mobile number is valid', () => {
    expect(canRequestCode(smsReady, true)).toBe(true);
    expect(canRequestCode(smsReady, false)).toBe(false);
    expect(canRequestCode({ status: 'sending' }, true)).toBe(false);
  });
});

describe('useSmsCountdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(Date.UTC(2026, 0, 1, 0, 0, 0)));
  });
  afterEach(() => vi.useRealTimers());

  it('does not call the server for an invalid number', async () => {
    const send = vi.fn();
    const { result } = renderHook(() => useSmsCountdown(send, () => false));
    await act(async () => {
      await result.current.request();
    });
    expect(send).not.toHaveBeenCalled();
    expect(result.current.state).toEqual(smsReady);
  });

  it('polls every 500 ms until the server expiration time, then is ready', async () => {
    const now = Date.now();
    const send = vi.fn().mockResolvedValue({ expirationTime: now + 3000, codeExpiresAt: 0 });
    const { result } = renderHook(() => useSmsCountdown(send, () => true));
    await act(async () => {
      await result.current.request();
    });
    expect(send).toHaveBeenCalledTimes(1);
    expect(result.current.state).toMatchObject({ status: 'countdown', remaining: 60 });
    await act(async () => {
      vi.advanceTimersByTime(500);
    });
    expect(result.current.state).toMatchObject({ status: 'countdown', remaining: 3 });
    await act(async () => {
      vi.advanceTimersByTime(1000);
    });
    expect(result.current.state).toMatchObject({ status: 'countdown', remaining: 2 });
    await act(async () => {
      vi.advanceTimersByTime(1500);
    });
    expect(result.current.state).toEqual(smsReady);
  });

  it('a refused send goes back to ready and hands the error back', async () => {
    const error = new ApiError('MOBILE_TAKEN', 'in use', 409);
    const send = vi.fn().mockRejectedValue(error);
    const { result } = renderHook(() => useSmsCountdown(send, () => true));
    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.request();
    });
    expect(outcome).toEqual({ ok: false, error });
    expect(result.current.state).toEqual(smsReady);
  });
});
