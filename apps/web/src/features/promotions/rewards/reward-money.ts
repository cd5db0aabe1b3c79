import { useConsolidatedSettings } from '@/shared/api/get-consolidated-settings';
import { formatMoney } from '@/shared/lib/money-text';

/**
 * Amounts of the reward centre's currency as the cashier writes them (spec 9: 2 decimals,
 * thousands separators) after the site's symbol; the currency code when the settings have not
 * loaded or name another currency.
 */
export function useRewardMoney(currency: string | undefined): {
  money: (amount: number) => string;
  symbol: string;
} {
  const { data: settings } = useConsolidatedSettings();
  const symbol =
    settings && (currency === undefined || settings.currency.code === currency)
      ? settings.currency.symbol
      : currency
        ? `${currency} `
        : '';
  return { money: (amount) => formatMoney(amount, symbol), symbol };
}
