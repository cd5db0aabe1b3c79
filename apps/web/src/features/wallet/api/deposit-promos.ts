import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { cashierRoutes } from '@app/contracts/cashier-routes';
import { call, type BodyOf } from '@/shared/api/call';
import { useLanguageStore } from '@/shared/i18n/i18n';
import { toApiLanguage } from '@/shared/i18n/languages';
import { cashierKeys, useSessionToken } from './cashier-keys';

/** GET MCS2_depositPromoList: the deposit promotions this member may take now. */
export function useDepositPromos() {
  const token = useSessionToken();
  const language = useLanguageStore((s) => s.language);
  return useQuery({
    queryKey: cashierKeys.depositPromos(token, language),
    queryFn: ({ signal }) =>
      call(
        cashierRoutes.depositPromos,
        { query: { language: toApiLanguage(language) } },
        { signal },
      ),
    enabled: token !== '',
    staleTime: 60_000,
    // A language switch keeps the form (and what was typed) while the new names load.
    placeholderData: keepPreviousData,
  });
}

export type AcceptPromoInput = BodyOf<'depositAcceptPromo'>;

/** POST MCS2_acceptPromo: the bonus a promotion gives for this amount and method (or a refusal). */
export function useAcceptPromo() {
  return useMutation({
    mutationFn: (body: AcceptPromoInput) => call(cashierRoutes.depositAcceptPromo, { body }),
  });
}
