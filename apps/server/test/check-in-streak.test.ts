import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  amountOfDay,
  checkInCalendar,
  cycleDayOf,
  streakOnCheckIn,
  type LastCheckIn,
} from '../src/services/check-in-streak';
import { addDays, operatorDay } from '../src/services/operator-day';
import { drawEnvelope } from '../src/services/red-rain-draw';
import { upcomingSessions } from '../src/services/red-rain-schedule';

const amounts = [100, 200, 300, 500, 800, 1_000, 2_000];
const UTC7 = 420;

describe('the operator day', () => {
  it('turns at midnight at the cashier offset, not at UTC midnight', () => {
    expect(operatorDay(new Date('2026-12-01T16:59:59.999Z'), UTC7)).toBe('2026-12-01');
    expect(operatorDay(new Date('2026-12-01T17:00:00Z'), UTC7)).toBe('2026-12-02');
    expect(operatorDay(new Date('2026-12-01T23:00:00Z'), 0)).toBe('2026-12-01');
    expect(operatorDay(new Date('2026-12-01T02:00:00Z'), -300)).toBe('2026-11-30');
  });

  it('adds days across months, years and leap days', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-12-01', 0)).toBe('2026-12-01');
  });
});

describe('streaks with a fixed clock', () => {
  it('goes on after yesterday, starts again after a gap', () => {
    expect(streakOnCheckIn(null, '2026-12-01')).toBe(1);
    expect(streakOnCheckIn({ day: '2026-11-30', streak: 4 }, '2026-12-01')).toBe(5);
    expect(streakOnCheckIn({ day: '2026-11-29', streak: 4 }, '2026-12-01')).toBe(1);
    expect(streakOnCheckIn({ day: '2026-12-31', streak: 7 }, '2027-01-01')).toBe(8);
  });

  it('cycles through seven days', () => {
    expect([1, 2, 6, 7, 8, 9, 14, 15].map(cycleDayOf)).toEqual([1, 2, 6, 7, 1, 2, 7, 1]);
    expect(amountOfDay(amounts, 7)).toBe(2_000);
    expect(amountOfDay([100, 200], 5)).toBe(200);
    expect(amountOfDay([], 1)).toBe(0);
  });

  it('draws the calendar: open today after yesterday, signed today, and after a gap', () => {
    const open = checkInCalendar({
      last: { day: '2026-12-01', streak: 2 },
      today: '2026-12-02',
      dayAmountsMinor: amounts,
    });
    expect(open.calendar).toMatchObject({ streak: 2, checkedInToday: false, today: '2026-12-02' });
    expect(open.calendar.days.map((d) => [d.day, d.signed, d.today])).toEqual([
      [1, true, false],
      [2, true, false],
      [3, false, true],
      [4, false, false],
      [5, false, false],
      [6, false, false],
      [7, false, false],
    ]);
    expect(open.todayAmountMinor).toBe(300);

    const signed = checkInCalendar({
      last: { day: '2026-12-02', streak: 3 },
      today: '2026-12-02',
      dayAmountsMinor: amounts,
    });
    expect(signed.calendar.checkedInToday).toBe(true);
    expect(signed.calendar.days.filter((d) => d.signed).map((d) => d.day)).toEqual([1, 2, 3]);
    expect(signed.calendar.days.find((d) => d.today)?.day).toBe(3);

    const gap = checkInCalendar({
      last: { day: '2026-11-28', streak: 5 },
      today: '2026-12-02',
      dayAmountsMinor: amounts,
    });
    expect(gap.calendar.streak).toBe(0);
    expect(gap.calendar.days.some((d) => d.signed)).toBe(false);
    expect(gap.todayAmountMinor).toBe(100);

    // A finished cycle yesterday: today is day 1 of the next, nothing signed in it yet.
    const next = checkInCalendar({
      last: { day: '2026-12-01', streak: 7 },
      today: '2026-12-02',
      dayAmountsMinor: amounts,
    });
    expect(next.calendar.streak).toBe(7);
    expect(next.calendar.days.find((d) => d.today)?.day).toBe(1);
    expect(next.calendar.days.some((d) => d.signed)).toBe(false);
    expect(next.calendar.days.map((d) => d.amount)).toEqual([1, 2, 3, 5, 8, 10, 20]);
  });

  it('matches a day-by-day model for any pattern of checked-in and missed days', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { maxLength: 40 }), (pattern) => {
        let last: LastCheckIn = null;
        let modelStreak = 0;
        let day = '2026-12-01';
        for (const checksIn of pattern) {
          const before = checkInCalendar({ last, today: day, dayAmountsMinor: amounts });
          expect(before.calendar.streak).toBe(modelStreak);
          expect(before.calendar.checkedInToday).toBe(false);
          if (checksIn) {
            modelStreak += 1;
            const streak = streakOnCheckIn(last, day);
            expect(streak).toBe(modelStreak);
            expect(before.todayAmountMinor).toBe(amounts[(modelStreak - 1) % 7]);
            last = { day, streak };
            const after = checkInCalendar({ last, today: day, dayAmountsMinor: amounts });
            expect(after.calendar.days.filter((d) => d.signed)).toHaveLength(cycleDayOf(streak));
          } else {
            modelStreak = 0;
          }
          day = addDays(day, 1);
        }
      }),
    );
  });
});

describe('the rain schedule and the draw', () => {
  const schedule = {
    times: ['00:00', '03:00', '06:00', '09:00', '12:00', '15:00', '18:00', '21:00'],
    minutes: 10,
    utcOffsetMinutes: UTC7,
  };

  it('finds the running and the next session at the operator time', () => {
    // 12:05 at UTC+7: the 12:00 rain runs, the 15:00 one is next.
    const during = upcomingSessions(new Date('2026-11-24T05:05:00Z'), schedule);
    expect(during.map((s) => [s.startsAt.toISOString(), s.endsAt.toISOString()])).toEqual([
      ['2026-11-24T05:00:00.000Z', '2026-11-24T05:10:00.000Z'],
      ['2026-11-24T08:00:00.000Z', '2026-11-24T08:10:00.000Z'],
    ]);
    // 12:10 exactly: that rain is over.
    expect(upcomingSessions(new Date('2026-11-24T05:10:00Z'), schedule)[0]?.startsAt).toEqual(
      new Date('2026-11-24T08:00:00Z'),
    );
    // 23:59 at UTC+7: the next is midnight, the next operator day.
    expect(upcomingSessions(new Date('2026-11-24T16:59:00Z'), schedule)[0]?.startsAt).toEqual(
      new Date('2026-11-24T17:00:00Z'),
    );
    // Just after midnight: yesterday's 21:00 is long over, today's 00:00 runs.
    expect(upcomingSessions(new Date('2026-11-24T17:01:00Z'), schedule, 1)).toEqual([
      { startsAt: new Date('2026-11-24T17:00:00Z'), endsAt: new Date('2026-11-24T17:10:00Z') },
    ]);
    // A rain that runs over midnight is found from both days.
    const late = { times: ['23:55'], minutes: 10, utcOffsetMinutes: 0 };
    expect(upcomingSessions(new Date('2026-11-25T00:02:00Z'), late, 1)[0]?.startsAt).toEqual(
      new Date('2026-11-24T23:55:00Z'),
    );
  });

  it('draws within the bounds and never beyond what is left of the pool', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 0, max: 500 }),
        fc.integer({ min: -50, max: 1_000 }),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (min, span, left, r) => {
          const bounds = { minMinor: min, maxMinor: min + span };
          const amount = drawEnvelope(bounds, left, (lo, hi) => lo + Math.floor(r * (hi - lo)));
          if (left <= 0) {
            expect(amount).toBe(0);
            return;
          }
          expect(amount).toBeLessThanOrEqual(left);
          expect(amount).toBeLessThanOrEqual(bounds.maxMinor);
          expect(amount).toBeGreaterThanOrEqual(Math.min(bounds.minMinor, left));
        },
      ),
    );
    // The real source of randomness stays within [min, max].
    for (let i = 0; i < 200; i += 1) {
      const amount = drawEnvelope({ minMinor: 10, maxMinor: 500 }, 50_000);
      expect(amount).toBeGreaterThanOrEqual(10);
      expect(amount).toBeLessThanOrEqual(500);
    }
  });
});
