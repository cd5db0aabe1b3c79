const twoDecimals = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const upToTwoDecimals = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** An amount as the wallet shows it: "$1,234.50" (spec section 9: 2 decimals). */
export function formatVipMoney(amount: number, symbol: string): string {
  return `${amount < 0 ? '-' : ''}${symbol}${twoDecimals.format(Math.abs(amount))}`;
}

const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** A compact amount for the level cards: whole amounts without cents ("$5,000"), else "$1,250.50". */
export function formatVipAmount(amount: number, symbol: string): string {
  return Number.isInteger(amount)
    ? `${symbol}${whole.format(amount)}`
    : formatVipMoney(amount, symbol);
}

/** A rate in percent: "0.3%", "1.25%". */
export function formatPercent(percent: number): string {
  return `${upToTwoDecimals.format(percent)}%`;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The day a period starts, the same in every language: "2026/08/27" (spec: YYYY/MM/DD). */
export function formatDay(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${date.getFullYear()}/${pad(date.getMonth() + 1)}/${pad(date.getDate())}`;
}

/**
 * How far the member is towards the next level as one figure: both thresholds are needed, so
 * the lesser of the two.
 */
export function overallPercent(next: {
  deposit: { percent: number };
  turnover: { percent: number };
}) {
  return Math.min(next.deposit.percent, next.turnover.percent);
}
