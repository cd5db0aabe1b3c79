import { CHECK_IN_CYCLE_DAYS, type CheckInCalendar } from '@app/contracts/rewards';
import { toMajorUnits } from './money';
import { addDays } from './operator-day';

/**
 * The daily check-in's calendar arithmetic (issue 16), pure: days are the operator's calendar
 * days (`YYYY-MM-DD` at the cashier's UTC offset), a streak counts consecutive days, and the
 * reward follows the day of the seven-day cycle. A missed day starts the streak again at day 1.
 */

/** The member's latest check-in, if any. */
export type LastCheckIn = { day: string; streak: number } | null;

/** The streak a check-in on `today` makes: one more than yesterday's, else a fresh start. */
export function streakOnCheckIn(last: LastCheckIn, today: string): number {
  return last !== null && last.day === addDays(today, -1) ? last.streak + 1 : 1;
}

/** 1..7: the day of the cycle a streak stands on (day 8 starts the next cycle at 1). */
export function cycleDayOf(streak: number): number {
  return ((Math.max(1, streak) - 1) % CHECK_IN_CYCLE_DAYS) + 1;
}

/** The reward of a cycle day; a shorter table repeats its last amount. */
export function amountOfDay(dayAmountsMinor: readonly number[], cycleDay: number): number {
  return dayAmountsMinor[Math.min(cycleDay, dayAmountsMinor.length) - 1] ?? 0;
}

/**
 * The calendar the reward centre shows. Checked in today: the cycle up to today is signed.
 * Open today after a check-in yesterday: the streak goes on, today is the next cycle day. Any
 * other gap: streak 0, today is day 1 of a fresh cycle.
 */
export function checkInCalendar(input: {
  last: LastCheckIn;
  today: string;
  dayAmountsMinor: readonly number[];
}): { calendar: CheckInCalendar; todayAmountMinor: number } {
  const { last, today, dayAmountsMinor } = input;
  const checkedInToday = last?.day === today;
  const streak = checkedInToday || last?.day === addDays(today, -1) ? (last?.streak ?? 0) : 0;
  const todayCycleDay = cycleDayOf(checkedInToday ? streak : streak + 1);
  const days = Array.from({ length: CHECK_IN_CYCLE_DAYS }, (_, i) => {
    const day = i + 1;
    return {
      day,
      amount: toMajorUnits(amountOfDay(dayAmountsMinor, day)),
      signed: checkedInToday ? day <= todayCycleDay : day < todayCycleDay,
      today: day === todayCycleDay,
    };
  });
  return {
    calendar: { streak, checkedInToday, today, days },
    todayAmountMinor: amountOfDay(dayAmountsMinor, todayCycleDay),
  };
}
