import {
  LIMIT_COOLING_OFF_HOURS,
  PLAY_SESSION_IDLE_MINUTES,
  limitPeriodHours,
  type ExclusionPeriod,
  type LimitPeriod,
  type PlayBlockKind,
  type TimeOutPeriod,
} from '@app/contracts/safer-gambling-constants';
import { addDays, dayStart, operatorDay } from './operator-day';

/**
 * Safer gambling's rules (issue 18, decision 0042), pure: the effective value of a limit with
 * its cooling-off, what a change does, the windows limits count in, which block wins, when a
 * break ends and when the next reality check is due. Services and the repository only read and
 * write what these functions decide, so each rule lives here once.
 */

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

// ---------------------------------------------------------------- limits and their cooling-off

/** A value in force (null: none) and a change waiting for its cooling-off to end. */
export type Adjustable = {
  value: number | null;
  /** `value` null in pending: a removal. */
  pending: { value: number | null; effectiveAt: Date } | null;
};

export const noLimit: Adjustable = { value: null, pending: null };

/** The one place the cooling-off ends: at `effectiveAt` (inclusive) the pending value applies. */
export function effective(limit: Adjustable, now: Date): Adjustable {
  if (limit.pending && now.getTime() >= limit.pending.effectiveAt.getTime())
    return { value: limit.pending.value, pending: null };
  return limit;
}

/** Null means "no limit", which is looser than any amount. */
const looser = (a: number | null, b: number | null): boolean =>
  a === null ? b !== null : b !== null && a > b;

/**
 * What the member's request does to a limit (or the session limit): a tighter one (or a first
 * one) applies at once and drops any pending change; a looser one or a removal waits
 * LIMIT_COOLING_OFF_HOURS; asking again for the same pending change keeps its clock; asking for
 * the value in force cancels the pending change.
 */
export function requestChange(
  current: Adjustable,
  requested: number | null,
  now: Date,
): Adjustable {
  const state = effective(current, now);
  if (!looser(requested, state.value)) return { value: requested, pending: null };
  if (state.pending && state.pending.value === requested) return state;
  return {
    value: state.value,
    pending: {
      value: requested,
      effectiveAt: new Date(now.getTime() + LIMIT_COOLING_OFF_HOURS * HOUR_MS),
    },
  };
}

// ---------------------------------------------------------------- windows

/** Deposit limits: the rolling window ending now. */
export function rollingWindowStart(now: Date, period: LimitPeriod): Date {
  return new Date(now.getTime() - limitPeriodHours[period] * HOUR_MS);
}

/**
 * Loss limits: the operator's calendar day, week (from Monday) or month `now` is in, as
 * instants; `end` is the next window's start (when a reached limit opens again).
 */
export function calendarWindow(
  now: Date,
  period: LimitPeriod,
  utcOffsetMinutes: number,
): { start: Date; end: Date } {
  const day = operatorDay(now, utcOffsetMinutes);
  let first: string;
  let next: string;
  if (period === 'DAY') {
    first = day;
    next = addDays(day, 1);
  } else if (period === 'WEEK') {
    const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday 0
    first = addDays(day, -weekday);
    next = addDays(first, 7);
  } else {
    first = `${day.slice(0, 8)}01`;
    const d = new Date(`${first}T00:00:00Z`);
    d.setUTCMonth(d.getUTCMonth() + 1);
    next = d.toISOString().slice(0, 10);
  }
  return { start: dayStart(first, utcOffsetMinutes), end: dayStart(next, utcOffsetMinutes) };
}

/** What a limit leaves (never below 0). */
export const remainingOf = (limitMinor: number, usedMinor: number): number =>
  Math.max(0, limitMinor - usedMinor);

/**
 * The deposit limit a new deposit of `amountMinor` breaks: the one with the least remaining
 * among those it exceeds (the tightest), or null when it fits them all.
 */
export function depositRefusal(
  limits: { period: LimitPeriod; limitMinor: number; usedMinor: number }[],
  amountMinor: number,
): { period: LimitPeriod; remainingMinor: number } | null {
  let worst: { period: LimitPeriod; remainingMinor: number } | null = null;
  for (const l of limits) {
    const remainingMinor = remainingOf(l.limitMinor, l.usedMinor);
    if (amountMinor > remainingMinor && (!worst || remainingMinor < worst.remainingMinor))
      worst = { period: l.period, remainingMinor };
  }
  return worst;
}

/**
 * The loss limit that stops play: reached (loss >= limit) or one this stake would pass
 * (loss + stake > limit). When several do, the one that opens last; until = its window's end.
 */
export function lossRefusal(
  limits: { period: LimitPeriod; limitMinor: number; lossMinor: number; windowEnd: Date }[],
  stakeMinor = 0,
): { period: LimitPeriod; until: Date } | null {
  let worst: { period: LimitPeriod; until: Date } | null = null;
  for (const l of limits) {
    const blocked = l.lossMinor >= l.limitMinor || l.lossMinor + stakeMinor > l.limitMinor;
    if (blocked && (!worst || l.windowEnd > worst.until))
      worst = { period: l.period, until: l.windowEnd };
  }
  return worst;
}

// ---------------------------------------------------------------- play sessions

export type SessionFacts = { startedAt: Date; lastActivityAt: Date; endedAt: Date | null };

/** A session runs until it is ended or PLAY_SESSION_IDLE_MINUTES pass without activity. */
export function sessionLapsesAt(session: SessionFacts): Date {
  return new Date(session.lastActivityAt.getTime() + PLAY_SESSION_IDLE_MINUTES * MINUTE_MS);
}

export function isSessionLive(session: SessionFacts | null, now: Date): session is SessionFacts {
  return session !== null && session.endedAt === null && now < sessionLapsesAt(session);
}

/** Whole minutes played in a session. */
export const sessionMinutes = (session: SessionFacts, now: Date): number =>
  Math.max(0, Math.floor((now.getTime() - session.startedAt.getTime()) / MINUTE_MS));

/**
 * The session limit reached: the running session has lasted `limitMinutes`; play opens again
 * when the session lapses (its last activity + the idle time), since refused play is no activity.
 */
export function sessionRefusal(
  session: SessionFacts | null,
  limitMinutes: number | null,
  now: Date,
): { until: Date } | null {
  if (limitMinutes === null || !isSessionLive(session, now)) return null;
  if (now.getTime() - session.startedAt.getTime() < limitMinutes * MINUTE_MS) return null;
  return { until: sessionLapsesAt(session) };
}

/** The reality check after `from` (the session's start, or the member's "continue"). */
export const nextCheckAfter = (from: Date, intervalSeconds: number): Date =>
  new Date(from.getTime() + intervalSeconds * 1000);

// ---------------------------------------------------------------- breaks

const timeOutDays: Record<TimeOutPeriod, number> = { DAY: 1, WEEK: 7, MONTH: 30 };

export function timeOutUntil(now: Date, period: TimeOutPeriod): Date {
  return new Date(now.getTime() + timeOutDays[period] * 24 * HOUR_MS);
}

const exclusionMonths: Record<Exclude<ExclusionPeriod, 'PERMANENT'>, number> = {
  MONTHS_6: 6,
  YEAR_1: 12,
  YEARS_5: 60,
};

/** Calendar months later at the same time of day; a day the month lacks is its last day. */
function addMonths(now: Date, months: number): Date {
  const d = new Date(now.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, lastDay));
  return d;
}

/** When a self-exclusion taken now ends; null: never (permanent). */
export function exclusionUntil(now: Date, period: ExclusionPeriod): Date | null {
  return period === 'PERMANENT' ? null : addMonths(now, exclusionMonths[period]);
}

/** A break's end, null meaning never. Only a later end (or never) may replace a running one. */
export function lengthens(running: Date | null, requested: Date | null): boolean {
  if (running === null) return false;
  return requested === null || requested > running;
}

export type BreakFacts = {
  timeOut: { since: Date; until: Date } | null;
  exclusion: { since: Date; until: Date | null } | null;
};

export type Block = { kind: PlayBlockKind; since: Date; until: Date | null };

/** The break that runs now: a self-exclusion first (it is the stronger), then a time-out. */
export function runningBreak(facts: BreakFacts, now: Date): Block | null {
  const ex = facts.exclusion;
  if (ex && now >= ex.since && (ex.until === null || now < ex.until))
    return { kind: 'SELF_EXCLUSION', since: ex.since, until: ex.until };
  const t = facts.timeOut;
  if (t && now >= t.since && now < t.until)
    return { kind: 'TIME_OUT', since: t.since, until: t.until };
  return null;
}

/**
 * What stops play now, in precedence: a self-exclusion, a time-out, a loss limit, then the
 * session limit. `since` of a limit block is when its window or session started.
 */
export function playBlock(input: {
  breaks: BreakFacts;
  loss: { since: Date; until: Date } | null;
  session: { since: Date; until: Date } | null;
  now: Date;
}): Block | null {
  const running = runningBreak(input.breaks, input.now);
  if (running) return running;
  if (input.loss) return { kind: 'LOSS_LIMIT', ...input.loss };
  if (input.session) return { kind: 'SESSION_LIMIT', ...input.session };
  return null;
}

// ---------------------------------------------------------------- the account history's CSV

/** One CSV cell: formula-looking text is defused with ', then RFC 4180 quoting. */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A CSV file: UTF-8 BOM (spreadsheets read Khmer right), CRLF line ends. */
export function csvFile(rows: readonly (readonly (string | number)[])[]): string {
  return `\uFEFF${rows.map((r) => r.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
