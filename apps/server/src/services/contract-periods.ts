import type { ContractKind, DividendPeriod } from '@app/contracts/agent-constants';
import { addDays, dayStart, operatorDay, utcHourStart } from './operator-day';

/**
 * A contract's periods (issue 17), pure: the daily salary's is the operator's calendar day, the
 * hourly salary's the UTC hour, the dividend's the 1st-15th and the 16th-end of the operator's
 * month (HALF_MONTH) or the whole month (MONTH). Each period has a key unique within its
 * contract (`contract_payouts.period_key`, the ledger key `contract:<id>:<periodKey>`).
 */

export type PeriodKind = 'DAY' | 'HOUR' | 'HALF_MONTH' | 'MONTH';

export type ContractPeriod = {
  kind: PeriodKind;
  /** DAY `2026-11-24`; HOUR `2026-11-24T05Z`; HALF_MONTH `2026-11-H1` / `-H2`; MONTH `2026-11`. */
  key: string;
  /** The first instant in the period. */
  start: Date;
  /** The first instant after it (periods are [start, end)). */
  end: Date;
  /** The operator days it covers (inclusive); for an HOUR the day its start falls on. */
  firstDay: string;
  lastDay: string;
};

const HOUR_MS = 3_600_000;

/** Which periods a contract of `kind` is paid by. */
export function periodKindOf(kind: ContractKind, dividendPeriod?: DividendPeriod): PeriodKind {
  if (kind === 'DAILY_SALARY') return 'DAY';
  if (kind === 'HOURLY_SALARY') return 'HOUR';
  return dividendPeriod === 'MONTH' ? 'MONTH' : 'HALF_MONTH';
}

/** How many ended periods back the job looks: 7 days, 48 hours, 2 dividend periods. */
export const LOOKBACK: Record<PeriodKind, number> = { DAY: 7, HOUR: 48, HALF_MONTH: 2, MONTH: 2 };

/** The last day of the month `YYYY-MM`. */
function lastDayOfMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
}

function daysPeriod(
  kind: PeriodKind,
  key: string,
  firstDay: string,
  lastDay: string,
  offset: number,
): ContractPeriod {
  return {
    kind,
    key,
    start: dayStart(firstDay, offset),
    end: dayStart(addDays(lastDay, 1), offset),
    firstDay,
    lastDay,
  };
}

/** The period of `kind` that `at` falls in, at the operator's UTC offset (minutes). */
export function periodAt(kind: PeriodKind, at: Date, utcOffsetMinutes: number): ContractPeriod {
  if (kind === 'HOUR') {
    const start = utcHourStart(at);
    const iso = start.toISOString();
    const day = operatorDay(start, utcOffsetMinutes);
    return {
      kind,
      key: `${iso.slice(0, 13)}Z`,
      start,
      end: new Date(start.getTime() + HOUR_MS),
      firstDay: day,
      lastDay: day,
    };
  }
  const day = operatorDay(at, utcOffsetMinutes);
  if (kind === 'DAY') return daysPeriod(kind, day, day, day, utcOffsetMinutes);
  const month = day.slice(0, 7);
  if (kind === 'MONTH')
    return daysPeriod(kind, month, `${month}-01`, lastDayOfMonth(month), utcOffsetMinutes);
  const firstHalf = Number(day.slice(8, 10)) <= 15;
  return firstHalf
    ? daysPeriod(kind, `${month}-H1`, `${month}-01`, `${month}-15`, utcOffsetMinutes)
    : daysPeriod(kind, `${month}-H2`, `${month}-16`, lastDayOfMonth(month), utcOffsetMinutes);
}

/** The period just before `period`. */
export function previousPeriod(period: ContractPeriod, utcOffsetMinutes: number): ContractPeriod {
  return periodAt(period.kind, new Date(period.start.getTime() - 1), utcOffsetMinutes);
}

/**
 * The periods a signed contract has due at `now`, oldest first: ended (end <= now), ending
 * after `startsAt` (the period it was signed in counts whole), and among the last
 * `LOOKBACK[kind]` ended periods.
 */
export function endedPeriods(
  kind: PeriodKind,
  now: Date,
  startsAt: Date,
  utcOffsetMinutes: number,
  lookback: number = LOOKBACK[kind],
): ContractPeriod[] {
  const due: ContractPeriod[] = [];
  let period = previousPeriod(periodAt(kind, now, utcOffsetMinutes), utcOffsetMinutes);
  for (let i = 0; i < lookback; i += 1) {
    if (period.end.getTime() <= startsAt.getTime()) break;
    due.push(period);
    period = previousPeriod(period, utcOffsetMinutes);
  }
  return due.reverse();
}
