import { formatBalance } from './balance-display';

/**
 * Amounts as the cashier writes them (spec 9: 2 decimals, thousands separators), after the
 * currency's symbol when there is one: "$1,234.50", "-$5.00", "1,234.50".
 */
export function formatMoney(amount: number, symbol = ''): string {
  return `${amount < 0 ? '-' : ''}${symbol}${formatBalance(Math.abs(amount))}`;
}

/**
 * An amount whose sign says which way the money went, without relying on colour: "+1,000.00",
 * "−50.00" (a true minus sign), and "0.00" unsigned.
 */
export function signedMoney(amount: number, symbol = ''): string {
  const text = `${symbol}${formatBalance(Math.abs(amount))}`;
  return amount > 0 ? `+${text}` : amount < 0 ? `\u2212${text}` : text;
}
