import { describe, expect, it } from 'vitest';
import {
  evaluate,
  linePays,
  payLines,
  reelStrip,
  reelsAt,
  slotSymbols,
  spin,
  stakeOptions,
  startingReels,
  type Reels,
} from '../src/services/slot-math';

describe('slot maths', () => {
  it('has a 23-stop strip with every symbol and pays for each', () => {
    expect(reelStrip).toHaveLength(23);
    for (const symbol of slotSymbols) {
      expect(reelStrip).toContain(symbol);
      expect(linePays[symbol]).toBeGreaterThan(0);
    }
    expect(payLines).toHaveLength(5);
  });

  it('returns about 96 % to the player, exactly over every combination of stops', () => {
    const n = reelStrip.length;
    const stakeMinor = 500; // a multiple of 5: no rounding
    let paid = 0;
    let winningRounds = 0;
    for (let a = 0; a < n; a++)
      for (let b = 0; b < n; b++)
        for (let c = 0; c < n; c++) {
          const outcome = spin(stakeMinor, [a, b, c]);
          paid += outcome.payoutMinor;
          if (outcome.payoutMinor > 0) winningRounds++;
        }
    const rtp = paid / (stakeMinor * n ** 3);
    expect(rtp).toBeCloseTo(11685 / 12167, 10);
    expect(rtp).toBeGreaterThan(0.955);
    expect(rtp).toBeLessThan(0.965);
    // A win in roughly every third round keeps the demo lively.
    expect(winningRounds / n ** 3).toBeGreaterThan(0.25);
  });

  it('shows the strip from each stop, top to bottom, wrapping at the end', () => {
    expect(reelsAt([0, 0, 0])).toEqual([
      ['CLUB', 'SEVEN', 'CLUB'],
      ['CLUB', 'SEVEN', 'CLUB'],
      ['CLUB', 'SEVEN', 'CLUB'],
    ]);
    expect(reelsAt([22, 1, 7])).toEqual([
      ['CLUB', 'CLUB', 'SEVEN'],
      ['SEVEN', 'CLUB', 'HEART'],
      ['BAR', 'CLUB', 'STAR'],
    ]);
    expect(startingReels[1]).toEqual(['CLUB', 'SEVEN', 'CLUB']);
    expect(() => reelsAt([0, 23, 0])).toThrow();
    expect(() => reelsAt([0, 0])).toThrow();
  });

  it('pays every line of three alike, in line bets of a fifth of the stake', () => {
    // Stops 0,0,0: top CLUB x3 (5), middle SEVEN x3 (500), bottom CLUB x3 (5); diagonals mixed.
    const outcome = evaluate(reelsAt([0, 0, 0]), 100);
    expect(outcome.wins).toEqual([
      { line: 1, symbol: 'CLUB', amountMinor: 100 },
      { line: 2, symbol: 'SEVEN', amountMinor: 10_000 },
      { line: 3, symbol: 'CLUB', amountMinor: 100 },
    ]);
    expect(outcome.payoutMinor).toBe(10_200);
  });

  it('pays both diagonals and nothing else when only they match', () => {
    const reels: Reels = [
      ['STAR', 'HEART', 'BAR'],
      ['CLUB', 'STAR', 'DIAMOND'],
      ['BAR', 'SEVEN', 'STAR'],
    ];
    // Line 4 (top-left to bottom-right): STAR STAR STAR; line 5: BAR STAR BAR -> no.
    expect(evaluate(reels, 250).wins).toEqual([{ line: 4, symbol: 'STAR', amountMinor: 2_500 }]);
    const both: Reels = [
      ['HEART', 'CLUB', 'HEART'],
      ['DIAMOND', 'HEART', 'SEVEN'],
      ['HEART', 'BAR', 'HEART'],
    ];
    expect(evaluate(both, 50).wins).toEqual([
      { line: 4, symbol: 'HEART', amountMinor: 100 },
      { line: 5, symbol: 'HEART', amountMinor: 100 },
    ]);
  });

  it('pays nothing without a line and rounds each line down to the cent', () => {
    const none: Reels = [
      ['SEVEN', 'BAR', 'STAR'],
      ['BAR', 'SEVEN', 'STAR'],
      ['STAR', 'SEVEN', 'BAR'],
    ];
    expect(evaluate(none, 1_000)).toMatchObject({ wins: [], payoutMinor: 0 });
    // A stake of 0.03 on a CLUB line: 3 * 5 / 5 = 3 cents; 0.01 on HEART: 1 * 10 / 5 = 2.
    expect(evaluate(reelsAt([0, 0, 0]), 3).wins[0]?.amountMinor).toBe(3);
    const hearts: Reels = [
      ['HEART', 'CLUB', 'BAR'],
      ['HEART', 'BAR', 'CLUB'],
      ['HEART', 'STAR', 'SEVEN'],
    ];
    expect(evaluate(hearts, 1).payoutMinor).toBe(2);
    expect(() => evaluate(none, 0)).toThrow();
    expect(() => evaluate(none, 1.5)).toThrow();
  });

  it('offers the minimum bet and its multiples up to 100.00', () => {
    expect(stakeOptions(1)).toEqual([1, 2, 5, 10, 20, 50, 100]);
    expect(stakeOptions(50)).toEqual([50, 100, 250, 500, 1_000, 2_500, 5_000]);
    expect(stakeOptions(100)).toEqual([100, 200, 500, 1_000, 2_000, 5_000, 10_000]);
    expect(stakeOptions(500)).toEqual([500, 1_000, 2_500, 5_000, 10_000]);
    expect(stakeOptions(20_000)).toEqual([20_000]);
  });

  it('draws random stops inside the strip', () => {
    for (let i = 0; i < 200; i++) {
      const outcome = spin(100);
      expect(outcome.reels).toHaveLength(3);
      for (const reel of outcome.reels) {
        expect(reel).toHaveLength(3);
        for (const s of reel) expect(slotSymbols).toContain(s);
      }
    }
  });
});
