import { describe, expect, it } from 'vitest';
import {
  isBalanceMessage,
  isFrameEntry,
  popFrameEntry,
  pushFrameEntry,
} from './game-frame-history';

describe('game frame history entry', () => {
  it('pushes one entry keeping the router state, and steps back over it', () => {
    window.history.replaceState({ usr: null, key: 'abc', idx: 3 }, '', '/m/gameList');
    const before = window.history.length;
    pushFrameEntry();
    pushFrameEntry();
    expect(window.history.length).toBe(before + 1);
    expect(window.history.state).toMatchObject({ key: 'abc', idx: 3 });
    expect(isFrameEntry(window.history.state)).toBe(true);
    expect(window.location.pathname).toBe('/m/gameList');
  });
  it('answers false when there is no frame entry on top', () => {
    window.history.replaceState({ idx: 1 }, '', '/m/home');
    expect(popFrameEntry()).toBe(false);
  });
});

describe('isBalanceMessage', () => {
  const origin = 'http://localhost:3000';
  it('accepts the demo game balance message from our origin only', () => {
    const data = { type: 'demo-game:balance', balance: 12.5 };
    expect(isBalanceMessage({ origin, data }, origin)).toBe(true);
    expect(isBalanceMessage({ origin: 'https://evil.example', data }, origin)).toBe(false);
    expect(isBalanceMessage({ origin, data: { type: 'other' } }, origin)).toBe(false);
    expect(isBalanceMessage({ origin, data: 'demo-game:balance' }, origin)).toBe(false);
    expect(isBalanceMessage({ origin, data: null }, origin)).toBe(false);
  });
});
