import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cashierRoutes } from '@app/contracts/cashier-routes';
import { call } from '@/shared/api/call';
import { cashierKeys, useSessionToken } from './cashier-keys';

/** DELETE /wps/member/bankCard/:id; the list is fetched again. */
export function useRemoveBankCard() {
  const client = useQueryClient();
  const token = useSessionToken();
  return useMutation({
    mutationFn: (id: number) => call(cashierRoutes.bankCardRemove, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: cashierKeys.bankCards(token) }),
  });
}
