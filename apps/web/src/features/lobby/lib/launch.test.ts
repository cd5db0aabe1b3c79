import { describe, expect, it } from 'vitest';
import { decideLaunch } from './launch';

const member = { type: 0 };
const trial = { type: 4 };

describe('decideLaunch (spec section 5)', () => {
  it('sends a guest to log in', () => {
    expect(decideLaunch(null, { supportPlay: true })).toEqual({ kind: 'login' });
    expect(decideLaunch(undefined, { supportPlay: false })).toEqual({ kind: 'login' });
  });
  it('launches a trial account with the free-play flag', () => {
    expect(decideLaunch(trial, { supportPlay: true })).toEqual({ kind: 'launch', freePlay: true });
  });
  it('refuses a trial account a game without play money, without calling', () => {
    expect(decideLaunch(trial, { supportPlay: false })).toEqual({ kind: 'freePlayUnsupported' });
  });
  it('launches members (and agents) with real money', () => {
    expect(decideLaunch(member, { supportPlay: true })).toEqual({
      kind: 'launch',
      freePlay: false,
    });
    expect(decideLaunch({ type: 1 }, { supportPlay: false })).toEqual({
      kind: 'launch',
      freePlay: false,
    });
    expect(decideLaunch({ type: 40 }, { supportPlay: true })).toEqual({
      kind: 'launch',
      freePlay: false,
    });
  });
});
