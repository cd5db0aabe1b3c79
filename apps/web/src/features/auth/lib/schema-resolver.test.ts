import type { ResolverOptions } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readMessage } from './form-message';

// Both tabs' fields, as the login form holds them.
type Login = { username: string; password: string; mobileNum: string; verificationCode: string };
const typed = (v: Partial<Login>): Login => ({
  username: '',
  password: '',
  mobileNum: '',
  verificationCode: '',
  ...v,
});
const options = {
  fields: {},
  shouldUseNativeValidation: false,
} as ResolverOptions<Login>;

afterEach(() => {
  vi.doUnmock('./form-schemas');
  vi.resetModules();
});

describe('form resolver from the contract schemas', () => {
  it('reports each field with its translation key and hands over the values as typed', async () => {
    const { schemaResolver } = await import('./schema-resolver');
    const resolve = schemaResolver<Login>((schemas) => schemas.loginFormSchema('username', false));
    const bad = await resolve(typed({ username: 'ab' }), undefined, options);
    expect(readMessage(bad.errors.username)).toEqual({
      key: 'auth.validation.usernameFormat',
      values: { min: 4, max: 20 },
    });
    expect(readMessage(bad.errors.password)).toEqual({ key: 'auth.validation.required' });
    // Valid: the values as typed (not trimmed by the schema: the server parses them).
    const good = await resolve(typed({ username: ' demo01 ', password: 'x' }), undefined, options);
    expect(good).toEqual({ values: typed({ username: ' demo01 ', password: 'x' }), errors: {} });
  });

  it('when the schemas cannot load, the form goes to the server unchecked', async () => {
    vi.doMock('./form-schemas', () => {
      throw new Error('offline');
    });
    const { schemaResolver } = await import('./schema-resolver');
    const resolve = schemaResolver<Login>((schemas) => schemas.loginFormSchema('username', false));
    expect(await resolve(typed({ username: 'ab' }), undefined, options)).toEqual({
      values: typed({ username: 'ab' }),
      errors: {},
    });
  });
});
