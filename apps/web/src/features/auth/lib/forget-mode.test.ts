import { describe, expect, it } from 'vitest';
import { forgetModes } from './forget-mode';

describe('forgot password mode by flags (spec sections 2 and 4)', () => {
  it('both on: a toggle, phone first', () => {
    expect(forgetModes({ CHNGPASSVERIF3: true, CHNGPASSMAIL3: true })).toEqual({
      modes: ['phone', 'email'],
      initial: 'phone',
      showToggle: true,
    });
  });

  it('one on: that mode, no toggle', () => {
    expect(forgetModes({ CHNGPASSVERIF3: true, CHNGPASSMAIL3: false })).toEqual({
      modes: ['phone'],
      initial: 'phone',
      showToggle: false,
    });
    expect(forgetModes({ CHNGPASSMAIL3: true })).toEqual({
      modes: ['email'],
      initial: 'email',
      showToggle: false,
    });
  });

  it('none on or flags unknown: phone, the default', () => {
    expect(forgetModes({}).initial).toBe('phone');
    expect(forgetModes(undefined)).toMatchObject({ modes: ['phone'], showToggle: false });
  });
});
