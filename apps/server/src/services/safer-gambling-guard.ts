import type { SaferGamblingFeatures } from '@app/contracts/safer-gambling';
import { limitPeriods, type LimitPeriod } from '@app/contracts/safer-gambling-constants';
import type {
  LimitRow,
  PlaySessionRow,
  ProtectionsRow,
  SaferGamblingRepository,
} from '../repositories/safer-gambling-repository';
import type { QueryHandle } from '../repositories/wallet-repository';
import type { Clock } from './clock';
import { DomainError } from './domain-error';
import { toMajorUnits } from './money';
import {
  calendarWindow,
  depositRefusal,
  effective,
  isSessionLive,
  lossRefusal,
  nextCheckAfter,
  rollingWindowStart,
  runningBreak,
  sessionRefusal,
  type Adjustable,
  type Block,
  type BreakFacts,
} from './safer-gambling-rules';

/** What the checks need from the settings, read BEFORE a transaction opens (PGlite). */
export type GuardContext = {
  features: SaferGamblingFeatures;
  utcOffsetMinutes: number;
  now: Date;
};

export const DEFAULT_REALITY_CHECK_SECONDS = 3600;

/** The limit row as the rules see it. */
export const adjustableOf = (row: LimitRow | undefined): Adjustable =>
  row
    ? {
        value: row.amountMinor,
        pending: row.effectiveAt
          ? { value: row.pendingAmountMinor, effectiveAt: row.effectiveAt }
          : null,
      }
    : { value: null, pending: null };

export const sessionLimitOf = (row: ProtectionsRow | null): Adjustable =>
  row
    ? {
        value: row.sessionLimitMinutes,
        pending: row.sessionLimitEffectiveAt
          ? { value: row.sessionLimitPendingMinutes, effectiveAt: row.sessionLimitEffectiveAt }
          : null,
      }
    : { value: null, pending: null };

/**
 * The member's breaks, from their row. Enforced whatever the operator's switches say: switching
 * a tool off stops members taking it, never lifts what runs (decision 0042: no one may end an
 * exclusion early, the operator included).
 */
export function breakFacts(row: ProtectionsRow | null): BreakFacts {
  return {
    timeOut:
      row?.timeOutSince && row.timeOutUntil
        ? { since: row.timeOutSince, until: row.timeOutUntil }
        : null,
    exclusion: row?.exclusionSince
      ? {
          since: row.exclusionSince,
          until: row.exclusionPermanent ? null : row.exclusionUntil,
        }
      : null,
  };
}

/** TIMED_OUT or SELF_EXCLUDED with `{ until, kind }` (no until: for good). */
export function breakError(block: Block): DomainError {
  const details = {
    kind: block.kind,
    ...(block.until ? { until: block.until.toISOString() } : {}),
  };
  return block.kind === 'SELF_EXCLUSION'
    ? new DomainError('SELF_EXCLUDED', 'Self-excluded', details)
    : new DomainError('TIMED_OUT', 'On a time-out', details);
}

/**
 * The one place the protections are enforced (issue 18): deposits, game launches and rounds,
 * and every other money path (bonuses, rewards, transfers, payouts) ask it. The checks that
 * must be atomic with a write (`checkDeposit`, `checkRound`, `recordPlay`) take the caller's
 * transaction; the context (settings) is read before it opens.
 */
export function createSaferGamblingGuard(deps: {
  repo: SaferGamblingRepository;
  bind: (db: QueryHandle) => SaferGamblingRepository;
  settings: () => Promise<{ features: SaferGamblingFeatures; utcOffsetMinutes: number }>;
  clock: Clock;
}) {
  const { repo, clock } = deps;

  async function context(): Promise<GuardContext> {
    const s = await deps.settings();
    return { features: s.features, utcOffsetMinutes: s.utcOffsetMinutes, now: clock() };
  }

  /** The loss limits in force with what was lost in each window. */
  async function lossFacts(q: SaferGamblingRepository, memberId: number, ctx: GuardContext) {
    const rows = await q.limits(memberId, 'LOSS');
    const facts = [];
    for (const period of limitPeriods) {
      const limit = effective(adjustableOf(rows.find((r) => r.period === period)), ctx.now).value;
      if (limit === null) continue;
      const window = calendarWindow(ctx.now, period, ctx.utcOffsetMinutes);
      const t = await q.roundTotals(memberId, window.start, window.end);
      facts.push({
        period,
        limitMinor: limit,
        lossMinor: t.stakesMinor - t.payoutsMinor,
        windowStart: window.start,
        windowEnd: window.end,
      });
    }
    return facts;
  }

  /** The live session (null when none runs or it lapsed). */
  async function liveSession(
    q: SaferGamblingRepository,
    memberId: number,
    now: Date,
  ): Promise<PlaySessionRow | null> {
    const open = await q.openSession(memberId);
    return open && isSessionLive(open, now) ? open : null;
  }

  /**
   * What stops play now: a break, else a loss limit reached (or passed by `stakeMinor`), else
   * the session limit; throws the matching error.
   */
  async function assertPlayOn(
    q: SaferGamblingRepository,
    memberId: number,
    ctx: GuardContext,
    stakeMinor: number,
  ): Promise<void> {
    const row = await q.protections(memberId);
    const running = runningBreak(breakFacts(row), ctx.now);
    if (running) throw breakError(running);
    const loss = lossRefusal(await lossFacts(q, memberId, ctx), stakeMinor);
    if (loss)
      throw new DomainError('LOSS_LIMIT_REACHED', 'A loss limit is reached', {
        kind: 'LOSS_LIMIT',
        period: loss.period,
        until: loss.until.toISOString(),
      });
    const limit = effective(sessionLimitOf(row), ctx.now).value;
    const session = sessionRefusal(await liveSession(q, memberId, ctx.now), limit, ctx.now);
    if (session)
      throw new DomainError('SESSION_LIMIT_REACHED', 'The session limit is reached', {
        kind: 'SESSION_LIMIT',
        until: session.until.toISOString(),
      });
  }

  async function breakOf(memberId: number, ctx?: GuardContext): Promise<Block | null> {
    const c = ctx ?? (await context());
    return runningBreak(breakFacts(await repo.protections(memberId)), c.now);
  }

  return {
    context,
    lossFacts,
    liveSession,

    /** The running time-out or self-exclusion, or null. */
    breakOf,

    /** Whether a time-out or self-exclusion runs (payouts are left unpaid, promotions hidden). */
    async onBreak(memberId: number): Promise<boolean> {
      return (await breakOf(memberId)) !== null;
    },

    /**
     * Registration with the mobile number or email of a self-excluded account is refused
     * (REGISTRATION_REFUSED) while the exclusion runs.
     */
    async assertMayRegister(contact: {
      dialingCode: string | null;
      mobileNum: string | null;
      email: string | null;
    }): Promise<void> {
      const ctx = await context();
      if (await repo.excludedHolderExists(contact, ctx.now))
        throw new DomainError('REGISTRATION_REFUSED', 'This account is self-excluded');
    },

    /** Which of these members are on a break now (batch payouts leave theirs unpaid). */
    async onBreakAmong(memberIds: readonly number[]): Promise<Set<number>> {
      const ctx = await context();
      const rows = await repo.withBreaks(memberIds, ctx.now);
      return new Set(
        rows.filter((r) => runningBreak(breakFacts(r), ctx.now) !== null).map((r) => r.memberId),
      );
    },

    /** TIMED_OUT / SELF_EXCLUDED while a break runs (bonuses, rewards, transfers, prompts...). */
    async assertNoBreak(memberId: number): Promise<void> {
      const running = await breakOf(memberId);
      if (running) throw breakError(running);
    },

    /** A game launch (real money): breaks, loss limits reached, the session limit. */
    async assertMayPlay(memberId: number): Promise<void> {
      await assertPlayOn(repo, memberId, await context(), 0);
    },

    /** A round in its transaction (`db`): as a launch, and a stake that would pass a loss limit. */
    async checkRound(db: QueryHandle, memberId: number, stakeMinor: number, ctx: GuardContext) {
      await assertPlayOn(deps.bind(db), memberId, ctx, stakeMinor);
    },

    /**
     * A deposit in its transaction (`db`), before its insert: locks the member (a limit change
     * takes the same lock), refuses on a break, then DEPOSIT_LIMIT_EXCEEDED `{ remaining, period }`
     * when the amount passes what the tightest rolling window leaves.
     */
    async checkDeposit(db: QueryHandle, memberId: number, amountMinor: number, ctx: GuardContext) {
      const q = deps.bind(db);
      await q.lockMember(memberId);
      const running = runningBreak(breakFacts(await q.protections(memberId)), ctx.now);
      if (running) throw breakError(running);
      const rows = await q.limits(memberId, 'DEPOSIT');
      const limits: { period: LimitPeriod; limitMinor: number; usedMinor: number }[] = [];
      for (const period of limitPeriods) {
        const limit = effective(adjustableOf(rows.find((r) => r.period === period)), ctx.now).value;
        if (limit === null) continue;
        const usedMinor = await q.depositedSince(memberId, rollingWindowStart(ctx.now, period));
        limits.push({ period, limitMinor: limit, usedMinor });
      }
      const refusal = depositRefusal(limits, amountMinor);
      if (refusal)
        throw new DomainError('DEPOSIT_LIMIT_EXCEEDED', 'Over the deposit limit', {
          remaining: toMajorUnits(refusal.remainingMinor),
          period: refusal.period,
        });
    },

    /**
     * A real-money launch or round is the play session's activity (in the round's transaction
     * when `db` is given): a lapsed session is ended and a new one starts with its first
     * reality check scheduled.
     */
    async recordPlay(
      db: QueryHandle | null,
      memberId: number,
      round: { stakeMinor: number; payoutMinor: number } | null,
      now: Date,
    ): Promise<void> {
      const q = db ? deps.bind(db) : repo;
      const open = await q.openSession(memberId);
      let session = open && isSessionLive(open, now) ? open : null;
      if (open && !session) await q.endSession(open.id, now);
      if (!session) {
        const seconds =
          (await q.protections(memberId))?.realityCheckSeconds ?? DEFAULT_REALITY_CHECK_SECONDS;
        session =
          (await q.startSession(memberId, now, nextCheckAfter(now, seconds))) ??
          (await q.openSession(memberId));
      }
      if (session) await q.recordActivity(session.id, now, round);
    },
  };
}
export type SaferGamblingGuard = ReturnType<typeof createSaferGamblingGuard>;
