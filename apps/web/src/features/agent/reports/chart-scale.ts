/**
 * The P&L chart's arithmetic (pure): a value axis with round ticks that always includes zero,
 * and the mapping of values to the drawing's y. No chart library: the screen draws SVG.
 */

export type ValueAxis = {
  /** The axis runs from `min` (bottom) to `max` (top); zero is always inside. */
  min: number;
  max: number;
  /** Round values from min to max, bottom first. */
  ticks: number[];
};

/** A round step (1, 2 or 5 times a power of ten) of about `raw`. */
export function niceStep(raw: number): number {
  if (!(raw > 0) || !Number.isFinite(raw)) return 1;
  const power = 10 ** Math.floor(Math.log10(raw));
  const fraction = raw / power;
  const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10;
  return nice * power;
}

/**
 * An axis for `values` with about `count` intervals: from a multiple of the step at or below the
 * lowest value (0 when none is negative) to one at or above the highest (0 when none is
 * positive). All zeros (a quiet range) give 0 to 1.
 */
export function valueAxis(values: readonly number[], count = 4): ValueAxis {
  const finite = values.filter((v) => Number.isFinite(v));
  const low = Math.min(0, ...finite);
  const high = Math.max(0, ...finite);
  if (low === 0 && high === 0) return { min: 0, max: 1, ticks: [0, 1] };
  const step = niceStep((high - low) / count);
  const ticks: number[] = [];
  // Whole numbers of steps, then scaled: no drift from adding fractions.
  for (let i = Math.floor(low / step); i <= Math.ceil(high / step); i++)
    ticks.push(Number((i * step).toPrecision(12)));
  return { min: ticks[0]!, max: ticks.at(-1)!, ticks };
}

/** The y of `value` in a plot from `top` (max) to `bottom` (min) pixels. */
export function scaleY(axis: ValueAxis, top: number, bottom: number) {
  const range = axis.max - axis.min || 1;
  return (value: number): number => bottom - ((value - axis.min) / range) * (bottom - top);
}

/** A tick's short label: 1.2K, 35K, 1.5M, -800, 0.5. */
export function compactNumber(value: number): string {
  const abs = Math.abs(value);
  const sign = value < 0 ? '-' : '';
  const short = (n: number, unit: string) => `${sign}${Number(n.toFixed(n < 10 ? 1 : 0))}${unit}`;
  if (abs >= 1_000_000_000) return short(abs / 1_000_000_000, 'B');
  if (abs >= 1_000_000) return short(abs / 1_000_000, 'M');
  if (abs >= 1_000) return short(abs / 1_000, 'K');
  return `${sign}${Number(abs.toFixed(2))}`;
}

/** Which of `n` days get an x label: the first, the last, and about `count` evenly between. */
export function labelledDays(n: number, count = 5): number[] {
  if (n <= 0) return [];
  if (n <= count) return Array.from({ length: n }, (_, i) => i);
  const every = Math.ceil((n - 1) / (count - 1));
  const picked: number[] = [];
  for (let i = 0; i < n - 1; i += every) picked.push(i);
  // The last day always; drop a label too close before it.
  if (picked.length > 1 && n - 1 - picked[picked.length - 1]! < every / 2) picked.pop();
  picked.push(n - 1);
  return picked;
}
