import { useMutation } from '@tanstack/react-query';
import type { Withdrawal } from '@app/contracts/cashier';
import { cashierRoutes } from '@app/contracts/cashier-routes';
import { call, type BodyOf } from '@/shared/api/call';

export type WithdrawBody = BodyOf<'withdraw'>;

/**
 * POST /wps/transaction/withdraw (encrypted: it carries the payment password). The money is held
 * at once; `requestId` makes a retried attempt move it once (decision 0015).
 */
export function useWithdraw() {
  return useMutation({
    mutationFn: (body: WithdrawBody): Promise<Withdrawal> => call(cashierRoutes.withdraw, { body }),
  });
}
