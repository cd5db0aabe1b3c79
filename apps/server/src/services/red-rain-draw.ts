import { randomInt } from 'node:crypto';

/** A uniform whole number in [min, max) (node's crypto.randomInt by default). */
export type RandomInt = (min: number, maxExclusive: number) => number;

/**
 * One envelope's amount (issue 16), drawn on the server: uniform in [minMinor, maxMinor] cents,
 * capped by what is left of the session's pool; 0 when the pool is used up.
 */
export function drawEnvelope(
  bounds: { minMinor: number; maxMinor: number },
  leftMinor: number,
  random: RandomInt = randomInt,
): number {
  if (leftMinor <= 0) return 0;
  return Math.min(random(bounds.minMinor, bounds.maxMinor + 1), leftMinor);
}
