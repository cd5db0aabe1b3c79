import { useConsolidatedSettings } from '@/shared/api/get-consolidated-settings';
import { formatMoney } from '../../lib/money-text';

/**
 * Amounts of `currency` as the cashier shows them (lib/money-text.ts), after the site's currency
 * symbol; the currency code when the settings have not loaded or name another currency.
 */
export function useMoneyText(currency: string): (amount: number) => string {
  const { data: settings } = useConsolidatedSettings();
  const symbol =
    settings && settings.currency.code === currency ? settings.currency.symbol : `${currency} `;
  return (amount) => formatMoney(amount, symbol);
}
