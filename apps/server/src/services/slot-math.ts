import { randomInt } from 'node:crypto';

/**
 * The demo slot's maths (docs/decisions/0021): 3 reels x 3 rows, 5 pay lines, one reel strip of
 * 23 symbols used by every reel. Pure and deterministic given the stops, so the paytable and the
 * evaluation are unit-tested with fixed reels; only `drawStops` is random (node:crypto).
 *
 * A line wins when its three symbols are the same; it pays `linePays[symbol]` line bets, a line
 * bet being a fifth of the stake. Return to player, exactly (every row of every reel shows each
 * strip position equally often, so each line is three independent draws of the strip):
 *   RTP = sum over symbols of (count / 23)^3 * pays = 11685 / 12167 = 96.04 %.
 * Amounts are integer minor units, each line's rounded down to the cent (exact whenever the
 * stake is a multiple of 0.05).
 */
export const slotSymbols = ['SEVEN', 'BAR', 'STAR', 'DIAMOND', 'HEART', 'CLUB'] as const;
export type SlotSymbol = (typeof slotSymbols)[number];

/** Line pays in line bets (stake / 5) for three of a kind. */
export const linePays: Readonly<Record<SlotSymbol, number>> = {
  SEVEN: 500,
  BAR: 150,
  STAR: 50,
  DIAMOND: 25,
  HEART: 10,
  CLUB: 5,
};

/** The reel strip: SEVEN 1, BAR 2, STAR 2, DIAMOND 3, HEART 3, CLUB 12 (23 stops). */
export const reelStrip: readonly SlotSymbol[] = [
  'CLUB',
  'SEVEN',
  'CLUB',
  'HEART',
  'CLUB',
  'DIAMOND',
  'CLUB',
  'BAR',
  'CLUB',
  'STAR',
  'CLUB',
  'HEART',
  'CLUB',
  'DIAMOND',
  'CLUB',
  'BAR',
  'CLUB',
  'STAR',
  'CLUB',
  'HEART',
  'CLUB',
  'DIAMOND',
  'CLUB',
];

export const REEL_COUNT = 3;
export const ROW_COUNT = 3;
export const LINE_COUNT = 5;

/**
 * Pay lines as the row shown on each reel (left to right): 1 top row, 2 middle row, 3 bottom
 * row, 4 diagonal from the top left, 5 diagonal from the bottom left.
 */
export const payLines: readonly (readonly [number, number, number])[] = [
  [0, 0, 0],
  [1, 1, 1],
  [2, 2, 2],
  [0, 1, 2],
  [2, 1, 0],
];

/** Reels as drawn: one array per reel, top to bottom (the contracts' `reels`). */
export type Reels = SlotSymbol[][];
export type LineWin = { line: number; symbol: SlotSymbol; amountMinor: number };
export type RoundOutcome = { reels: Reels; wins: LineWin[]; payoutMinor: number };

/** The three symbols each reel shows when it stops at `stops[reel]` (top row). */
export function reelsAt(stops: readonly number[]): Reels {
  if (stops.length !== REEL_COUNT) throw new Error('slot: one stop per reel');
  return stops.map((stop) => {
    if (!Number.isInteger(stop) || stop < 0 || stop >= reelStrip.length)
      throw new Error(`slot: bad stop ${stop}`);
    return Array.from(
      { length: ROW_COUNT },
      (_, row) => reelStrip[(stop + row) % reelStrip.length] as SlotSymbol,
    );
  });
}

/** The winning lines of shown reels for a stake (minor units), and the total paid. */
export function evaluate(reels: Reels, stakeMinor: number): RoundOutcome {
  if (!Number.isSafeInteger(stakeMinor) || stakeMinor <= 0)
    throw new Error('slot: stake must be a positive integer of minor units');
  const wins: LineWin[] = [];
  payLines.forEach((rows, index) => {
    const symbols = rows.map((row, reel) => reels[reel]?.[row]);
    const first = symbols[0];
    if (first === undefined || !symbols.every((s) => s === first)) return;
    const amountMinor = Math.floor((stakeMinor * linePays[first]) / LINE_COUNT);
    if (amountMinor > 0) wins.push({ line: index + 1, symbol: first, amountMinor });
  });
  return { reels, wins, payoutMinor: wins.reduce((sum, w) => sum + w.amountMinor, 0) };
}

/** One uniformly random stop per reel from the OS generator. */
export function drawStops(): number[] {
  return Array.from({ length: REEL_COUNT }, () => randomInt(reelStrip.length));
}

/** A round: random stops, then the deterministic evaluation. */
export function spin(stakeMinor: number, stops: readonly number[] = drawStops()): RoundOutcome {
  return evaluate(reelsAt(stops), stakeMinor);
}

/** What the reels show before the first round: three sevens on the middle row. */
export const startingReels: Reels = reelsAt([0, 0, 0]);

/** Stake multiples of the game's minimum bet offered by the page. */
export const STAKE_MULTIPLES = [1, 2, 5, 10, 20, 50, 100] as const;
/** The highest stake offered (100.00), whatever the minimum bet. */
export const MAX_STAKE_MINOR = 10_000;

/** Stakes offered for a minimum bet, ascending, capped at 100.00 (the minimum always offered). */
export function stakeOptions(minBetMinor: number): number[] {
  const stakes = STAKE_MULTIPLES.map((m) => m * minBetMinor).filter((s) => s <= MAX_STAKE_MINOR);
  return stakes.length > 0 ? stakes : [minBetMinor];
}
