import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes } from '@app/contracts/routes';
import { call } from '@/shared/api/call';
import { cashierKeys, useSessionToken } from './cashier-keys';

/** DELETE /wps/member/bankCard/:id; the list is fetched again. */
export function useRemoveBankCard() {
  const client = useQueryClient();
  const token = useSessionToken();
  return useMutation({
    mutationFn: (id: number) => call(routes.bankCardRemove, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: cashierKeys.bankCards(token) }),
  });
}
