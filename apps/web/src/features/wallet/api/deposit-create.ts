import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cashierRoutes } from '@app/contracts/cashier-routes';
import { call, type BodyOf } from '@/shared/api/call';
import { useLanguageStore } from '@/shared/i18n/i18n';
import { cashierKeys, useSessionToken } from './cashier-keys';
import { depositKey } from './deposit-detail';

export type CreateDepositInput = BodyOf<'depositCreate'>;

/**
 * POST /wps/transaction/deposit: starts a deposit. The answer's deposit is put in the cache, so
 * the next screen (the transfer details, or the result) shows it without asking again.
 */
export function useCreateDeposit() {
  const client = useQueryClient();
  const token = useSessionToken();
  const language = useLanguageStore((s) => s.language);
  return useMutation({
    mutationFn: (body: CreateDepositInput) => call(cashierRoutes.depositCreate, { body }),
    onSuccess: (created) => {
      client.setQueryData(depositKey(token, created.deposit.id, language), created.deposit);
      void client.invalidateQueries({ queryKey: cashierKeys.depositReport(token) });
    },
  });
}
