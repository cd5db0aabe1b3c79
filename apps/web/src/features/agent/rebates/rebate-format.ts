import { formatMoney } from '@/shared/lib/money-text';

/**
 * How the rebate screens write their figures (pure): rates in basis points as a percent with 2
 * decimals ("0.70%"), money with 2 decimals after the site's symbol ("$1,234.50"), and an
 * operator day ("2026-11-24") as the spec's list date ("2026/11/24").
 */
export function percentText(bp: number): string {
  return `${(Math.max(0, Math.round(bp)) / 100).toFixed(2)}%`;
}

export function moneyText(amount: number, symbol: string): string {
  return formatMoney(amount, symbol);
}

export function dayText(day: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? day.replaceAll('-', '/') : day;
}
