import { describe, expect, it } from 'vitest';
import { returnPathAfterLogin } from './login-redirect';
import { paths } from './paths';

describe('returnPathAfterLogin', () => {
  it('returns to the guarded screen with its query', () => {
    expect(returnPathAfterLogin({ from: '/withdraw?x=1' })).toBe('/withdraw?x=1');
  });
  it('goes home without state, for other origins and for auth screens', () => {
    expect(returnPathAfterLogin(null)).toBe(paths.home());
    expect(returnPathAfterLogin({ from: 'https://evil.example/' })).toBe(paths.home());
    expect(returnPathAfterLogin({ from: '//evil.example/' })).toBe(paths.home());
    expect(returnPathAfterLogin({ from: paths.login() })).toBe(paths.home());
    expect(returnPathAfterLogin({ from: 42 })).toBe(paths.home());
  });
});
