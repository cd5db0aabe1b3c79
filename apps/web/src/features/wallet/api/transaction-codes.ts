import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Language } from '@app/contracts/languages';
import type { EndpointResult } from '@app/contracts/endpoints';
import { cashierRoutes } from '@app/contracts/cashier-routes';
import { call } from '@/shared/api/call';
import { useLanguageStore } from '@/shared/i18n/i18n';
import { toApiLanguage } from '@/shared/i18n/languages';

/** The record's types with the server's names, in the server's order. */
export type TxCodeList = EndpointResult<'txCodes'>;

/** GET GLS2_TxCodeList: the same for every viewer, so kept apart from any session. */
export const txCodeKeys = {
  list: (language: Language) => ['cashier', 'txCodes', language] as const,
};

export function getTxCodes(language: Language, signal?: AbortSignal): Promise<TxCodeList> {
  return call(cashierRoutes.txCodes, { query: { language: toApiLanguage(language) } }, { signal });
}

/** The type names change with the language only. */
const txCodesStaleTime = 30 * 60_000;

/** The type names in the app's language (the last language's stay on screen while it loads). */
export function useTxCodes() {
  const language = useLanguageStore((s) => s.language);
  return useQuery({
    queryKey: txCodeKeys.list(language),
    queryFn: ({ signal }) => getTxCodes(language, signal),
    staleTime: txCodesStaleTime,
    placeholderData: keepPreviousData,
  });
}
