import { useConsolidatedSettings } from '@/shared/api/get-consolidated-settings';

/**
 * The symbol amounts of `currency` are written with: the site's symbol when the answer is in the
 * site's currency ("$"), else the code and a space ("KHR ").
 */
export function useCurrencySymbol(currency: string | undefined): string {
  const { data: settings } = useConsolidatedSettings();
  if (!currency) return settings?.currency.symbol ?? '';
  return settings && settings.currency.code === currency
    ? settings.currency.symbol
    : `${currency} `;
}
