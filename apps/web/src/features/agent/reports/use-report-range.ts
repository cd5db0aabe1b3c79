import { localDay } from '@/shared/lib/record-range';
import { useUrlState } from '@/shared/lib/use-url-state';
import { useConsolidatedSettings } from '@/shared/api/get-consolidated-settings';
import { rangeRequest, reportRangeUrl } from './report-range';

/**
 * The range of a report screen from the address: its value for the picker, the row's query (null
 * while a custom range has a problem) and the problem, and the device's today (the custom
 * inputs' limit; read at each render, so it follows midnight).
 */
export function useReportRange() {
  const [url, setUrl] = useUrlState(reportRangeUrl);
  const today = localDay(new Date());
  const request = rangeRequest(url, today);
  return {
    value: url,
    setRange: setUrl,
    today,
    params: request.ok ? request.params : null,
    problem: request.ok ? null : request.problem,
  };
}

/** The site's currency symbol ("$"), '' until the settings are in. */
export function useSiteSymbol(): string {
  return useConsolidatedSettings().data?.currency.symbol ?? '';
}
