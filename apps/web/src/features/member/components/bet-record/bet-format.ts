import type { BetStatus, SubOrderStatus } from '@app/contracts/bet-constants';

/** How a status is coloured (a badge's tone). */
export type Tone = 'pending' | 'success' | 'danger' | 'muted';

/** Open bets wait; settled ones are done; cancelled ones moved nothing in the end. */
export function betStatusTone(status: BetStatus): Tone {
  return status === 'OPEN' ? 'pending' : status === 'SETTLED' ? 'success' : 'muted';
}

export function subOrderTone(status: SubOrderStatus): Tone {
  switch (status) {
    case 'OPEN':
      return 'pending';
    case 'WON':
      return 'success';
    case 'LOST':
      return 'danger';
    case 'CANCELLED':
      return 'muted';
  }
}

/** Which way a win/loss went: green a win, red a loss, plain when even or not settled. */
export type Direction = 'win' | 'loss' | 'even';

export function directionOf(amount: number): Direction {
  return amount > 0 ? 'win' : amount < 0 ? 'loss' : 'even';
}

/** The demo slot's symbols as text glyphs (U+FE0E asks for text, not emoji, presentation). */
const glyphs: Record<string, string> = {
  SEVEN: '7',
  BAR: 'BAR',
  STAR: '\u2605',
  DIAMOND: '\u2666\uFE0E',
  HEART: '\u2665\uFE0E',
  CLUB: '\u2663\uFE0E',
};

export const symbolGlyph = (symbol: string): string => glyphs[symbol] ?? symbol;

/**
 * A round's reels (one array per reel, top to bottom) as rows for a 3 x 3 grid, left to right:
 * what the game showed.
 */
export function reelRows(reels: readonly (readonly string[])[]): string[][] {
  const height = Math.max(0, ...reels.map((reel) => reel.length));
  return Array.from({ length: height }, (_, row) => reels.map((reel) => reel[row] ?? ''));
}

/** The cells of a winning line (slot-math.ts's five lines: three rows, two diagonals). */
const payLines: readonly (readonly number[])[] = [
  [0, 0, 0],
  [1, 1, 1],
  [2, 2, 2],
  [0, 1, 2],
  [2, 1, 0],
];

/** `row:reel` of every cell on the winning lines (1-based line numbers). */
export function winningCells(lines: readonly number[]): Set<string> {
  const cells = new Set<string>();
  for (const line of lines) payLines[line - 1]?.forEach((row, reel) => cells.add(`${row}:${reel}`));
  return cells;
}
