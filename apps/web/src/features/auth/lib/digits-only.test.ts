import { describe, expect, it } from 'vitest';
import { digitsOnly } from './digits-only';

describe('numeric inputs', () => {
  it('keep digits only, up to the maximum', () => {
    expect(digitsOnly('12a3 4', 6)).toBe('1234');
    expect(digitsOnly('1234567', 6)).toBe('123456');
  });
});
