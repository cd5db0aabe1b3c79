import { useQuery } from '@tanstack/react-query';
import type { BankCardList } from '@app/contracts/cashier';
import { cashierRoutes } from '@app/contracts/cashier-routes';
import { call } from '@/shared/api/call';
import { cashierKeys, useSessionToken } from './cashier-keys';

/** MCS2_bankCards: the member's cards (masked by the server), the most allowed, the banks. */
export function useBankCards() {
  const token = useSessionToken();
  return useQuery({
    queryKey: cashierKeys.bankCards(token),
    queryFn: ({ signal }): Promise<BankCardList> => call(cashierRoutes.bankCards, {}, { signal }),
    enabled: token !== '',
  });
}
