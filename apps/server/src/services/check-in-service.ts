import type { CheckInCalendar, CheckInResult } from '@app/contracts/rewards';
import type { CheckInRepository } from '../repositories/check-in-repository';
import type {
  RewardEventRepository,
  RewardEventRow,
} from '../repositories/reward-event-repository';
import type { QueryHandle } from '../repositories/wallet-repository';
import type { SaferGamblingGuard } from './safer-gambling-guard';
import { amountOfDay, checkInCalendar, cycleDayOf, streakOnCheckIn } from './check-in-streak';
import { operatorDay } from './operator-day';
import type { Clock } from './clock';
import { DomainError } from './domain-error';
import { toMajorUnits } from './money';
import { checkInRulesSchema } from './reward-rules';
import { hasEnded, hasStarted } from './reward-state';
import type { WalletService } from './wallet-service';

/** The calendar and what a check-in today would pay (or paid). */
export type CheckInFacts = { calendar: CheckInCalendar; todayAmountMinor: number };

/**
 * The daily check-in (issue 16): once per operator day (the cashier's UTC offset), paying the
 * day of the seven-day cycle the streak stands on (the CHECK_IN event's `dayAmountsMinor`). The
 * day's row (primary key member + day) and its ledger post (`check-in:<member>:<day>`, kind
 * REWARD) commit together, so a double tap or two instances at once pay once.
 */
export function createCheckInService(deps: {
  events: RewardEventRepository;
  repo: CheckInRepository;
  bind: (db: QueryHandle) => CheckInRepository;
  wallets: WalletService;
  /** The operator's day starts at midnight at this offset (cashier settings). */
  utcOffsetMinutes: () => Promise<number>;
  clock: Clock;
  /** Safer gambling (issue 18): no check-in during a time-out or self-exclusion. */
  protections: Pick<SaferGamblingGuard, 'assertNoBreak'>;
}) {
  const rulesOf = (event: RewardEventRow | null) =>
    event ? checkInRulesSchema.parse(event.rules).dayAmountsMinor : [];

  /** The member's calendar today, for this CHECK_IN event (none: no amounts). */
  async function facts(memberId: number, event: RewardEventRow | null): Promise<CheckInFacts> {
    const today = operatorDay(deps.clock(), await deps.utcOffsetMinutes());
    const last = await deps.repo.latest(memberId, today);
    return checkInCalendar({ last, today, dayAmountsMinor: rulesOf(event) });
  }

  async function eventOrFail(): Promise<RewardEventRow> {
    const event = await deps.events.firstOfKind('CHECK_IN');
    if (!event) throw new DomainError('REWARD_NOT_FOUND', 'There is no daily check-in');
    return event;
  }

  return {
    facts,

    async calendar(memberId: number): Promise<CheckInCalendar> {
      return (await facts(memberId, await deps.events.firstOfKind('CHECK_IN'))).calendar;
    },

    /** Today's check-in: pays the cycle day's reward once; CHECK_IN_DONE when done already. */
    async checkIn(memberId: number): Promise<CheckInResult> {
      await deps.protections.assertNoBreak(memberId);
      const event = await eventOrFail();
      const dayAmountsMinor = rulesOf(event);
      const now = deps.clock();
      if (!hasStarted(event, now))
        throw new DomainError('REWARD_NOT_CLAIMABLE', 'The check-in has not started', {
          status: 'COMING_SOON',
        });
      if (hasEnded(event, now)) throw new DomainError('REWARD_ENDED', 'The check-in has ended');
      const today = operatorDay(now, await deps.utcOffsetMinutes());
      const done = () => new DomainError('CHECK_IN_DONE', 'Checked in today already');
      await deps.wallets.openWallet(memberId);
      const checked = await deps.wallets.atomically(deps.bind, async (post, repo) => {
        const last = await repo.latest(memberId, today);
        if (last?.day === today) throw done();
        const streak = streakOnCheckIn(last, today);
        const amountMinor = amountOfDay(dayAmountsMinor, cycleDayOf(streak));
        // The day's row first: a concurrent check-in of the same day waits here, then inserts
        // nothing and pays nothing.
        if (!(await repo.insert({ memberId, day: today, streak, amountMinor, createdAt: now })))
          throw done();
        await post({
          idempotencyKey: `check-in:${memberId}:${today}`,
          memberId,
          walletKind: 'REAL',
          amountMinor,
          kind: 'REWARD',
          memo: `Daily check-in, day ${cycleDayOf(streak)}`,
        });
        return { day: today, streak, amountMinor };
      });
      const { calendar } = checkInCalendar({ last: checked, today, dayAmountsMinor });
      return { amount: toMajorUnits(checked.amountMinor), calendar };
    },
  };
}
export type CheckInService = ReturnType<typeof createCheckInService>;
