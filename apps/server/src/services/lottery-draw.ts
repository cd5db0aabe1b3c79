import { createHmac, randomBytes } from 'node:crypto';
import { lotteryOdds, type LotteryPlay } from '@app/contracts/bet-constants';

/** A settled draw: a 5-digit number; 2D picks play its last two digits. */
export type DrawResult = { number: string; twoD: string };

/**
 * A draw's result, derived from the game, the draw's numero and the server's secret: the same
 * on every instance and at every settlement, and unknowable without the secret (so nobody can
 * pick the winning number before the draw closes). The first 32 bits of HMAC-SHA256 modulo
 * 100,000 (the bias, 67,296 of 4,294,967,296, is far below any odds).
 */
export function drawResultOf(secret: string, gameId: number, numero: string): DrawResult {
  const digest = createHmac('sha256', secret)
    .update(`lottery-draw:v1:${gameId}:${numero}`)
    .digest();
  const number = String(digest.readUInt32BE(0) % 100_000).padStart(5, '0');
  return { number, twoD: number.slice(-2) };
}

/** A new draw secret: 256 random bits, hex. */
export const newDrawSecret = (): string => randomBytes(32).toString('hex');

/** Whether a pick wins against a result. */
export function pickWins(play: string, pick: string, result: DrawResult): boolean {
  return play === '2D' && pick === result.twoD;
}

/** The payout multiple of a play in hundredths, as sub-orders store it (9500 = 95x). */
export const oddsX100Of = (play: LotteryPlay): number => Math.round(lotteryOdds[play] * 100);

/** What a winning pick pays (its stake included), rounded down to the cent. */
export const winMinorOf = (stakeMinor: number, oddsX100: number): number =>
  Math.floor((stakeMinor * oddsX100) / 100);

/** LT + the UTC date + 10 random hex digits: unique, sortable by day, not guessable. */
export function newLotteryOrderId(now: Date): string {
  const day = now.toISOString().slice(0, 10).replaceAll('-', '');
  return `LT${day}-${randomBytes(5).toString('hex').toUpperCase()}`;
}

/** The n-th pick's id (1-based): the order's id and three digits. */
export const subOrderIdOf = (orderId: string, n: number): string =>
  `${orderId}-${String(n).padStart(3, '0')}`;
