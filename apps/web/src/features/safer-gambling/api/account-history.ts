import { skipToken, useInfiniteQuery } from '@tanstack/react-query';
import type { AccountHistoryPage } from '@app/contracts/safer-gambling';
import type { HistoryKind } from '@app/contracts/safer-gambling-constants';
import { saferGamblingRoutes } from '@app/contracts/safer-gambling-routes';
import { call } from '@/shared/api/call';
import { ApiError } from '@/shared/api/client';
import { sessionKeys } from '@/shared/api/session-keys';
import { useLanguageStore } from '@/shared/i18n/i18n';
import { toApiLanguage } from '@/shared/i18n/languages';
import type { Language } from '@app/contracts/languages';
import { browserOffset } from '@/shared/lib/record-range';
import { useSessionStore } from '@/shared/lib/session-store';

/** What the history asks for: days (YYYY-MM-DD, inclusive) and one kind or all. */
export type HistoryFilters = { from: string; to: string; kind: HistoryKind | null };

export const historyPageSize = 20;

const historyKey = (token: string, filters: HistoryFilters | null, language: Language) =>
  [...sessionKeys.scope(token), 'accountHistory', filters ?? {}, language] as const;

/** The filters as the endpoint takes them; the days are the member's (the device's offset). */
function historyQuery(filters: HistoryFilters, language: Language) {
  return {
    from: filters.from,
    to: filters.to,
    utcOffsetMinutes: browserOffset(new Date()),
    ...(filters.kind ? { kind: filters.kind } : {}),
    language: toApiLanguage(language),
  };
}

/**
 * GET /wps/member/accountHistory, page by page, newest first. Each filter set is its own key
 * (a change starts again at page 1); idle without a valid range or a session.
 */
export function useAccountHistory(filters: HistoryFilters | null) {
  const token = useSessionStore((s) => s.session?.token ?? '');
  const language = useLanguageStore((s) => s.language);
  return useInfiniteQuery({
    queryKey: historyKey(token, filters, language),
    queryFn:
      filters === null || token === ''
        ? skipToken
        : ({ signal, pageParam }) =>
            call(
              saferGamblingRoutes.accountHistory,
              {
                query: {
                  ...historyQuery(filters, language),
                  pageNo: pageParam,
                  pageSize: historyPageSize,
                },
              },
              { signal },
            ),
    initialPageParam: 1,
    getNextPageParam: (last: AccountHistoryPage) =>
      last.pageNum < last.totalPages ? last.pageNum + 1 : undefined,
  });
}

/** The CSV's file name, as the server names it (Content-Disposition) or the same by rule. */
export const csvFileName = (filters: HistoryFilters) =>
  `account-history-${filters.from}-${filters.to}.csv`;

/**
 * GET /wps/member/accountHistory.csv with the session's token: the file's bytes (not the JSON
 * envelope). A refusal still comes as the envelope, read into an ApiError like `call`'s.
 */
export async function fetchHistoryCsv(filters: HistoryFilters, language: Language): Promise<Blob> {
  const token = useSessionStore.getState().session?.token;
  const params = new URLSearchParams(
    Object.entries(historyQuery(filters, language)).map(([key, value]) => [key, String(value)]),
  );
  let response: Response;
  try {
    response = await fetch(`${saferGamblingRoutes.accountHistoryCsv.path}?${params}`, {
      headers: { Accept: 'text/csv', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      credentials: 'same-origin',
    });
  } catch (error) {
    throw new ApiError('NETWORK', error instanceof Error ? error.message : 'network error');
  }
  if (response.ok) return response.blob();
  const envelope = (await response.json().catch(() => null)) as {
    errorCode?: unknown;
    message?: unknown;
    value?: unknown;
  } | null;
  const code = typeof envelope?.errorCode === 'string' ? envelope.errorCode : 'SYSTEM_ERROR';
  throw new ApiError(
    code as ApiError['errorCode'],
    typeof envelope?.message === 'string' ? envelope.message : 'download failed',
    response.status,
    envelope?.value ?? null,
  );
}

/** Saves a blob as a file through a temporary link (the phone's download or share sheet). */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file over.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
