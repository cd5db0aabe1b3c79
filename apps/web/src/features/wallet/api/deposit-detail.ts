import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Deposit } from '@app/contracts/cashier';
import { finalDepositStatuses } from '@app/contracts/cashier-constants';
import type { Language } from '@app/contracts/languages';
import { cashierRoutes } from '@app/contracts/cashier-routes';
import { call, type BodyOf } from '@/shared/api/call';
import { useLanguageStore } from '@/shared/i18n/i18n';
import { toApiLanguage } from '@/shared/i18n/languages';
import { cashierKeys, useSessionToken } from './cashier-keys';

/** How often an open deposit is asked for again while the result screen follows it. */
export const depositPollMs = 2000;

export function isFinalDeposit(deposit: Pick<Deposit, 'status'>): boolean {
  return finalDepositStatuses.includes(deposit.status);
}

/** One deposit with its names (method, promotion) in a language. */
export const depositKey = (token: string, id: number, language: Language) =>
  [...cashierKeys.deposit(token, id), language] as const;

/**
 * GET /wps/transaction/deposit/:id, asked again every 2 s while the deposit is still open
 * (PENDING or SUBMITTED) and no more once it is final.
 */
export function useDeposit(id: number) {
  const token = useSessionToken();
  const language = useLanguageStore((s) => s.language);
  return useQuery({
    queryKey: depositKey(token, id, language),
    queryFn: ({ signal }) =>
      call(
        cashierRoutes.deposit,
        { params: { id }, query: { language: toApiLanguage(language) } },
        { signal },
      ),
    enabled: token !== '',
    refetchInterval: (query) => {
      const deposit = query.state.data;
      if (query.state.status === 'error') return false;
      return deposit && isFinalDeposit(deposit) ? false : depositPollMs;
    },
  });
}

export type ReportTransferInput = BodyOf<'depositTransfer'>;

/** POST /wps/transaction/deposit/:id/transfer: the member reports the bank transfer they made. */
export function useReportTransfer(id: number) {
  const client = useQueryClient();
  const token = useSessionToken();
  const language = useLanguageStore((s) => s.language);
  return useMutation({
    mutationFn: (body: ReportTransferInput) =>
      call(cashierRoutes.depositTransfer, { params: { id }, body }),
    onSuccess: (deposit) => {
      // This row takes no language: keep the names already shown, take the new state.
      client.setQueryData<Deposit>(depositKey(token, id, language), (shown) =>
        shown
          ? { ...deposit, methodName: shown.methodName, promoTitle: shown.promoTitle }
          : deposit,
      );
      void client.invalidateQueries({ queryKey: cashierKeys.depositReport(token) });
    },
  });
}
