const twoDecimals = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Spec section 9: amounts to 2 decimals with thousands separators ("1,234.50"). */
const amountText = (amount: number): string =>
  twoDecimals.format(Number.isFinite(amount) ? amount : 0);

/**
 * Amounts as the cashier and the member centre write them (spec 9: 2 decimals, thousands
 * separators), after the currency's symbol when there is one: "$1,234.50", "-$5.00", "1,234.50".
 */
export function formatMoney(amount: number, symbol = ''): string {
  return `${amount < 0 ? '-' : ''}${symbol}${amountText(Math.abs(amount))}`;
}

/**
 * An amount whose sign says which way the money went, without relying on colour: "+1,000.00",
 * "−50.00" (a true minus sign), and "0.00" unsigned.
 */
export function signedMoney(amount: number, symbol = ''): string {
  const text = `${symbol}${amountText(Math.abs(amount))}`;
  return amount > 0 ? `+${text}` : amount < 0 ? `\u2212${text}` : text;
}
