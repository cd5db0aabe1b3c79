import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  calendarWindow,
  csvCell,
  csvFile,
  depositRefusal,
  effective,
  exclusionUntil,
  isSessionLive,
  lossRefusal,
  nextCheckAfter,
  playBlock,
  requestChange,
  rollingWindowStart,
  runningBreak,
  sessionRefusal,
  timeOutUntil,
  type Adjustable,
} from '../src/services/safer-gambling-rules';

const T0 = new Date('2026-11-30T10:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
const HOUR = 3_600_000;
const MIN = 60_000;
const UTC7 = 420;

describe('a limit and its cooling-off', () => {
  it('applies a first limit and a lower one at once, and drops a pending raise', () => {
    const first = requestChange({ value: null, pending: null }, 5_000, T0);
    expect(first).toEqual({ value: 5_000, pending: null });
    const raised = requestChange(first, 10_000, T0);
    expect(raised.value).toBe(5_000);
    const lowered = requestChange(raised, 3_000, at(HOUR));
    expect(lowered).toEqual({ value: 3_000, pending: null });
  });

  it('waits 24 hours for a raise or a removal: in force at the instant, not a millisecond before', () => {
    const limit: Adjustable = { value: 5_000, pending: null };
    const raised = requestChange(limit, 10_000, T0);
    expect(raised.pending).toEqual({ value: 10_000, effectiveAt: at(24 * HOUR) });
    expect(effective(raised, at(24 * HOUR - 1)).value).toBe(5_000);
    expect(effective(raised, at(24 * HOUR))).toEqual({ value: 10_000, pending: null });
    const removed = requestChange(limit, null, T0);
    expect(removed.pending).toEqual({ value: null, effectiveAt: at(24 * HOUR) });
    expect(effective(removed, at(24 * HOUR)).value).toBeNull();
  });

  it('keeps the clock of the same pending change, restarts it for another, cancels it for the value in force', () => {
    const raised = requestChange({ value: 5_000, pending: null }, 10_000, T0);
    expect(requestChange(raised, 10_000, at(5 * HOUR))).toEqual(raised);
    const other = requestChange(raised, 20_000, at(5 * HOUR));
    expect(other.pending).toEqual({ value: 20_000, effectiveAt: at(29 * HOUR) });
    expect(requestChange(raised, 5_000, at(HOUR))).toEqual({ value: 5_000, pending: null });
  });

  it('never loosens what is in force before its effective instant (property)', () => {
    const amount = fc.option(fc.integer({ min: 1, max: 1_000_000 }), { nil: null });
    fc.assert(
      fc.property(
        fc.array(fc.tuple(amount, fc.integer({ min: 0, max: 48 * 60 })), { maxLength: 12 }),
        (steps) => {
          let state: Adjustable = { value: null, pending: null };
          let now = T0;
          for (const [requested, minutesLater] of steps) {
            now = new Date(now.getTime() + minutesLater * MIN);
            const before = effective(state, now).value;
            state = requestChange(state, requested, now);
            const after = effective(state, now).value;
            // In force right after a request: the old value or a tighter one, never looser.
            const looser = after === null ? before !== null : before !== null && after > before;
            expect(looser).toBe(false);
            if (state.pending)
              expect(state.pending.effectiveAt.getTime()).toBeGreaterThan(now.getTime());
          }
        },
      ),
    );
  });
});

describe('windows', () => {
  it('rolls deposit windows back 24 h, 7 d and 30 d', () => {
    expect(rollingWindowStart(T0, 'DAY')).toEqual(at(-24 * HOUR));
    expect(rollingWindowStart(T0, 'WEEK')).toEqual(at(-168 * HOUR));
    expect(rollingWindowStart(T0, 'MONTH')).toEqual(at(-720 * HOUR));
  });

  it('counts loss windows in the operator day, week from Monday and month', () => {
    // 2026-11-30 17:00Z is Tuesday 2026-12-01 00:00 at GMT+7.
    const justAfter = new Date('2026-11-30T17:00:00Z');
    const justBefore = new Date('2026-11-30T16:59:59.999Z');
    expect(calendarWindow(justBefore, 'DAY', UTC7)).toEqual({
      start: new Date('2026-11-29T17:00:00Z'),
      end: new Date('2026-11-30T17:00:00Z'),
    });
    expect(calendarWindow(justAfter, 'DAY', UTC7).start).toEqual(justAfter);
    // Monday 2026-11-30 (GMT+7) starts the week of both instants.
    expect(calendarWindow(justAfter, 'WEEK', UTC7)).toEqual({
      start: new Date('2026-11-29T17:00:00Z'),
      end: new Date('2026-12-06T17:00:00Z'),
    });
    expect(calendarWindow(justBefore, 'MONTH', UTC7)).toEqual({
      start: new Date('2026-10-31T17:00:00Z'),
      end: new Date('2026-11-30T17:00:00Z'),
    });
    expect(calendarWindow(justAfter, 'MONTH', UTC7).end).toEqual(new Date('2026-12-31T17:00:00Z'));
  });

  it('puts every instant inside its window (property)', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2020-01-01'), max: new Date('2035-01-01'), noInvalidDate: true }),
        fc.constantFrom('DAY', 'WEEK', 'MONTH' as const),
        fc.integer({ min: -720, max: 840 }),
        (now, period, offset) => {
          const w = calendarWindow(now, period, offset);
          expect(w.start.getTime()).toBeLessThanOrEqual(now.getTime());
          expect(w.end.getTime()).toBeGreaterThan(now.getTime());
        },
      ),
    );
  });
});

describe('deposit and loss refusals', () => {
  it('names the tightest deposit limit the amount passes, with what it leaves', () => {
    const limits = [
      { period: 'DAY' as const, limitMinor: 5_000, usedMinor: 4_000 },
      { period: 'WEEK' as const, limitMinor: 20_000, usedMinor: 19_500 },
    ];
    expect(depositRefusal(limits, 500)).toBeNull();
    expect(depositRefusal(limits, 501)).toEqual({ period: 'WEEK', remainingMinor: 500 });
    expect(depositRefusal(limits, 2_000)).toEqual({ period: 'WEEK', remainingMinor: 500 });
    expect(depositRefusal([{ period: 'DAY', limitMinor: 5_000, usedMinor: 6_000 }], 1)).toEqual({
      period: 'DAY',
      remainingMinor: 0,
    });
  });

  it('stops play at a reached loss limit and refuses a stake that would pass it', () => {
    const end = at(10 * HOUR);
    const day = { period: 'DAY' as const, limitMinor: 1_000, lossMinor: 900, windowEnd: end };
    expect(lossRefusal([day])).toBeNull();
    expect(lossRefusal([day], 100)).toBeNull();
    expect(lossRefusal([day], 101)).toEqual({ period: 'DAY', until: end });
    expect(lossRefusal([{ ...day, lossMinor: 1_000 }])).toEqual({ period: 'DAY', until: end });
    // Several: the one that opens last.
    const week = {
      period: 'WEEK' as const,
      limitMinor: 500,
      lossMinor: 600,
      windowEnd: at(99 * HOUR),
    };
    expect(lossRefusal([{ ...day, lossMinor: 1_000 }, week])?.period).toBe('WEEK');
  });
});

describe('play sessions and reality checks', () => {
  const session = { startedAt: T0, lastActivityAt: at(50 * MIN), endedAt: null };

  it('lapse 30 minutes after the last activity', () => {
    expect(isSessionLive(session, at(80 * MIN - 1))).toBe(true);
    expect(isSessionLive(session, at(80 * MIN))).toBe(false);
    expect(isSessionLive({ ...session, endedAt: at(60 * MIN) }, at(61 * MIN))).toBe(false);
  });

  it('reach the session limit at its length and open again when the session lapses', () => {
    expect(sessionRefusal(session, 60, at(60 * MIN - 1))).toBeNull();
    expect(sessionRefusal(session, 60, at(60 * MIN))).toEqual({ until: at(80 * MIN) });
    expect(sessionRefusal(session, null, at(70 * MIN))).toBeNull();
    expect(sessionRefusal(session, 60, at(80 * MIN))).toBeNull();
  });

  it('schedule the next reality check one interval on', () => {
    expect(nextCheckAfter(T0, 900)).toEqual(at(15 * MIN));
  });
});

describe('breaks', () => {
  it('time-outs end 24 h, 7 d or 30 d later', () => {
    expect(timeOutUntil(T0, 'DAY')).toEqual(at(24 * HOUR));
    expect(timeOutUntil(T0, 'WEEK')).toEqual(at(7 * 24 * HOUR));
    expect(timeOutUntil(T0, 'MONTH')).toEqual(at(30 * 24 * HOUR));
  });

  it('self-exclusions end calendar months later (the month end when the day is missing) or never', () => {
    expect(exclusionUntil(T0, 'MONTHS_6')).toEqual(new Date('2027-05-30T10:00:00Z'));
    expect(exclusionUntil(T0, 'YEAR_1')).toEqual(new Date('2027-11-30T10:00:00Z'));
    expect(exclusionUntil(T0, 'YEARS_5')).toEqual(new Date('2031-11-30T10:00:00Z'));
    expect(exclusionUntil(new Date('2026-08-31T00:00:00Z'), 'MONTHS_6')).toEqual(
      new Date('2027-02-28T00:00:00Z'),
    );
    expect(exclusionUntil(T0, 'PERMANENT')).toBeNull();
  });

  it('put a self-exclusion before a time-out, breaks before limits, the loss limit before the session', () => {
    const timeOut = { since: T0, until: at(24 * HOUR) };
    const exclusion = { since: at(HOUR), until: null };
    expect(runningBreak({ timeOut, exclusion }, at(2 * HOUR))?.kind).toBe('SELF_EXCLUSION');
    expect(runningBreak({ timeOut, exclusion }, at(30 * MIN))?.kind).toBe('TIME_OUT');
    expect(runningBreak({ timeOut, exclusion: null }, at(24 * HOUR))).toBeNull();
    const loss = { since: T0, until: at(HOUR) };
    const sessionStop = { since: T0, until: at(2 * HOUR) };
    expect(
      playBlock({ breaks: { timeOut, exclusion: null }, loss, session: sessionStop, now: T0 })
        ?.kind,
    ).toBe('TIME_OUT');
    expect(
      playBlock({ breaks: { timeOut: null, exclusion: null }, loss, session: sessionStop, now: T0 })
        ?.kind,
    ).toBe('LOSS_LIMIT');
    expect(
      playBlock({
        breaks: { timeOut: null, exclusion: null },
        loss: null,
        session: sessionStop,
        now: T0,
      })?.kind,
    ).toBe('SESSION_LIMIT');
  });
});

describe('the CSV', () => {
  it('quotes per RFC 4180 and defuses formula cells', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@x')).toBe("'@x");
    expect(csvCell('=1,2')).toBe(`"'=1,2"`);
    expect(csvCell(-12.5)).toBe('-12.5');
  });

  it('starts with a BOM and ends lines with CRLF', () => {
    expect(
      csvFile([
        ['a', 'b'],
        ['ក', 1],
      ]),
    ).toBe('\uFEFFa,b\r\nក,1\r\n');
  });
});
