import { useConsolidatedSettings } from '@/shared/api/get-consolidated-settings';
import { formatBalance } from '../../lib/balance-display';

/**
 * Amounts as the wallet shows them (spec 9: 2 decimals, thousands separators), after the site's
 * currency symbol; the currency code when the settings have not loaded or name another currency.
 */
export function useMoneyText(currency: string): (amount: number) => string {
  const { data: settings } = useConsolidatedSettings();
  const symbol =
    settings && settings.currency.code === currency ? settings.currency.symbol : `${currency} `;
  return (amount) => `${amount < 0 ? '-' : ''}${symbol}${formatBalance(Math.abs(amount))}`;
}
