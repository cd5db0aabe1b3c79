import { formatDateTime } from '@/shared/lib/date-time';
import { formatMoney } from '@/shared/lib/money-text';

/**
 * How the contract screens write their figures (pure): money with 2 decimals after the site's
 * symbol (or before the currency code when there is no symbol), shares as percents with 2
 * decimals, and a period by its key: an operator day "2026/11/24", an hour in the device's time
 * "2026/11/24 12:00–13:00", a half month "2026/11/01–2026/11/15", a month "2026/11".
 */
export function moneyText(amount: number, symbol: string, currency = ''): string {
  if (symbol !== '') return formatMoney(amount, symbol);
  return currency === '' ? formatMoney(amount) : `${formatMoney(amount)} ${currency}`;
}

export function percentText(percent: number): string {
  return `${(Math.round(percent * 100) / 100).toFixed(2)}%`;
}

const pad = (n: number) => String(n).padStart(2, '0');

function lastDayOfMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** A settled or current period by its key (contract-periods.ts on the server). */
export function periodText(periodKey: string, periodStart: string, periodEnd: string): string {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(periodKey);
  if (day) return `${day[1]}/${day[2]}/${day[3]}`;
  const half = /^(\d{4})-(\d{2})-H([12])$/.exec(periodKey);
  if (half) {
    const [, y, m, h] = half;
    const last = h === '1' ? 15 : lastDayOfMonth(Number(y), Number(m));
    return `${y}/${m}/${h === '1' ? '01' : '16'}–${y}/${m}/${pad(last)}`;
  }
  const month = /^(\d{4})-(\d{2})$/.exec(periodKey);
  if (month) return `${month[1]}/${month[2]}`;
  // An hour (or anything else): the bounds in the device's time.
  const end = new Date(periodEnd);
  const endText = Number.isNaN(end.getTime())
    ? periodEnd
    : `${pad(end.getHours())}:${pad(end.getMinutes())}`;
  return `${formatDateTime(periodStart)}–${endText}`;
}
