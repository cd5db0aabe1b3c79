import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cashierRoutes } from '@app/contracts/cashier-routes';
import { call, type BodyOf } from '@/shared/api/call';
import { cashierKeys, useSessionToken } from './cashier-keys';

/**
 * POST /wps/member/paymentPassword (encrypted): set the payment password, or change it when
 * `oldPassword` is given. The withdraw info (which says whether one is set) is fetched again.
 */
export function useSetPaymentPassword() {
  const client = useQueryClient();
  const token = useSessionToken();
  return useMutation({
    mutationFn: (body: BodyOf<'paymentPasswordSet'>) =>
      call(cashierRoutes.paymentPasswordSet, { body }),
    onSuccess: () => invalidatePasswordFlags(client, token),
  });
}

export function invalidatePasswordFlags(
  client: ReturnType<typeof useQueryClient>,
  token: string,
): Promise<unknown> {
  return client.invalidateQueries({ queryKey: cashierKeys.withdrawInfo(token) });
}
