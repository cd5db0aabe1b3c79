import {
  loginPayloadSchema,
  registerPayloadSchema,
  setPasswordByPhoneSchema,
  smsRequestSchema,
} from '@app/contracts/account';
import { normaliseMobile } from '@app/contracts/account-rules';
import { routes } from '@app/contracts/routes';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { expectFail } from './helpers/envelope';

/**
 * The mobile number is normalised once, where it enters the server: the contract's `mobileNum`
 * field drops the leading zeros (a trunk prefix). Normalising must be idempotent, or a number
 * typed with "00" loses a different number of zeros depending on who normalised it first.
 */

/** Mobile numbers as people type them: spaces around, a few leading zeros, digits. */
const typedNumber = fc.stringMatching(/^\s{0,2}0{0,4}\d{0,22}\s{0,2}$/);

describe('normaliseMobile', () => {
  it('is idempotent on any text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const once = normaliseMobile(text);
        expect(normaliseMobile(once)).toBe(once);
      }),
    );
  });

  it('is idempotent on typed numbers, and drops every leading zero and the spaces', () => {
    fc.assert(
      fc.property(typedNumber, (typed) => {
        const once = normaliseMobile(typed);
        expect(normaliseMobile(once)).toBe(once);
        expect(once).toBe(typed.trim().replace(/^0+/, ''));
        expect(once.startsWith('0')).toBe(false);
      }),
    );
    expect(normaliseMobile('0012345678')).toBe('12345678');
    expect(normaliseMobile(' 012345678 ')).toBe('12345678');
  });
});

describe('the contract’s mobileNum field', () => {
  const phone = (mobileNum: string) => ({ mobileNum, countryDialingCode: '855' });
  const schemas = {
    sms: (n: string) => smsRequestSchema.safeParse(phone(n)),
    setPassword: (n: string) =>
      setPasswordByPhoneSchema.safeParse({
        ...phone(n),
        verificationCode: '123456',
        newPassword: 'Secret@2026',
      }),
    login: (n: string) =>
      loginPayloadSchema.safeParse({ type: 'sms', ...phone(n), verificationCode: '123456' }),
    register: (n: string) =>
      registerPayloadSchema.safeParse({ registerMethod: 'H5', mobileNum: n }),
  };

  for (const [name, parse] of Object.entries(schemas)) {
    it(`${name}: parse(parse(x)) equals parse(x), and the number is normalised`, () => {
      fc.assert(
        fc.property(typedNumber, (typed) => {
          const first = parse(typed);
          if (!first.success) return;
          const value = (first.data as { mobileNum?: string }).mobileNum ?? '';
          expect(value).toBe(normaliseMobile(typed));
          const again = parse(value);
          expect(again.success).toBe(true);
          expect(again.data).toEqual(first.data);
        }),
      );
    });
  }

  it('accepts a number typed with one or two leading zeros as the same number', () => {
    for (const typed of ['12345678', '012345678', '0012345678', ' 0012345678 ']) {
      expect(smsRequestSchema.parse(phone(typed)).mobileNum).toBe('12345678');
    }
    // Zeros alone are no number; fewer than six digits after them are too few.
    expect(smsRequestSchema.safeParse(phone('000000000')).success).toBe(false);
    expect(smsRequestSchema.safeParse(phone('0012345')).success).toBe(false);
  });
});

describe('a number typed with "00" reaches the same account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('finds demo01 (855 12345678) however many zeros lead the number', async () => {
    for (const mobileNum of ['12345678', '012345678', '0012345678']) {
      const res = await t.app.inject({
        method: routes.smsRegister.method,
        url: routes.smsRegister.path,
        payload: { mobileNum, countryDialingCode: '855' },
      });
      expectFail(res, 409, 'MOBILE_TAKEN');
    }
  });
});
