import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BankCard } from '@app/contracts/cashier';
import { cashierRoutes } from '@app/contracts/cashier-routes';
import { call, type BodyOf } from '@/shared/api/call';
import { cashierKeys, useSessionToken } from './cashier-keys';

/** POST /wps/member/bankCard: a card in the member's payee name; the list is fetched again. */
export function useAddBankCard() {
  const client = useQueryClient();
  const token = useSessionToken();
  return useMutation({
    mutationFn: (body: BodyOf<'bankCardAdd'>): Promise<BankCard> =>
      call(cashierRoutes.bankCardAdd, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: cashierKeys.bankCards(token) }),
  });
}
