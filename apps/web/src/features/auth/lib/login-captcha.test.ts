import { describe, expect, it } from 'vitest';
import {
  asksForCaptcha,
  captchaReducer,
  initialCaptchaState,
  retryAfterSeconds,
} from './login-captcha';

describe('login captcha state (spec sections 2 and 4)', () => {
  it('is hidden until a failure asks for it', () => {
    const s = captchaReducer(initialCaptchaState, {
      type: 'failed',
      details: { captcha: false, retryAfterSeconds: null },
    });
    expect(s.required).toBe(false);
    expect(captchaReducer(initialCaptchaState, { type: 'failed', details: null }).required).toBe(
      false,
    );
  });

  it('appears after a failure whose details set captcha, with a fresh image', () => {
    const s = captchaReducer(initialCaptchaState, {
      type: 'failed',
      details: { captcha: true, retryAfterSeconds: null },
    });
    expect(s).toEqual({ required: true, version: 1 });
  });

  it('refreshes on a tap, on a tab switch and after each further failure', () => {
    let s = captchaReducer(initialCaptchaState, { type: 'failed', details: { captcha: true } });
    s = captchaReducer(s, { type: 'refresh' });
    expect(s.version).toBe(2);
    s = captchaReducer(s, { type: 'tabSwitch' });
    expect(s.version).toBe(3);
    s = captchaReducer(s, { type: 'failed', details: null });
    expect(s).toEqual({ required: true, version: 4 });
  });

  it('a tab switch without a captcha changes nothing', () => {
    expect(captchaReducer(initialCaptchaState, { type: 'tabSwitch' })).toBe(initialCaptchaState);
  });

  it('reads the details of a failed login', () => {
    expect(asksForCaptcha({ captcha: true })).toBe(true);
    expect(asksForCaptcha({ captcha: 'yes' })).toBe(false);
    expect(asksForCaptcha(undefined)).toBe(false);
    expect(retryAfterSeconds({ retryAfterSeconds: 12.2 })).toBe(13);
    expect(retryAfterSeconds({ retryAfterSeconds: null })).toBeNull();
    expect(retryAfterSeconds(null)).toBeNull();
  });
});
