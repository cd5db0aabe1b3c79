import { useConsolidatedSettings } from '@/shared/api/get-consolidated-settings';
import { moneyText } from './contract-format';

/** Money of the contract screens: 2 decimals with the site's symbol (or the answer's currency). */
export function useContractMoney(currency = ''): (amount: number) => string {
  const symbol = useConsolidatedSettings().data?.currency.symbol ?? '';
  return (amount) => moneyText(amount, symbol, currency);
}
