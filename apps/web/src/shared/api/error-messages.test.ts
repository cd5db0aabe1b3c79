import { describe, expect, it } from 'vitest';
import { errorCodes } from '@app/contracts/error-codes';
import en from '@/locales/en.json';
import { errorMessageKey } from './error-messages';

const lookup = (key: string) =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en);

describe('error-code table', () => {
  it.each([...errorCodes, 'NETWORK', 'BAD_RESPONSE'] as const)(
    '%s has a translated message',
    (code) => {
      expect(typeof lookup(errorMessageKey(code))).toBe('string');
    },
  );
  it('maps the key cases', () => {
    expect(errorMessageKey('NOT_LOGGED_IN')).toBe('errors.notLoggedIn');
    expect(errorMessageKey('NETWORK')).toBe('errors.network');
    expect(errorMessageKey(null)).toBe('errors.loadFailed');
  });
});
