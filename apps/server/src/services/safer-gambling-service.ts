import {
  ACCOUNT_HISTORY_DAYS,
  limitPeriods,
  type ExclusionPeriod,
  type HistoryKind,
  type LimitPeriod,
  type ProtectionEvent,
  type SaferGamblingFeature,
  type TimeOutPeriod,
} from '@app/contracts/safer-gambling-constants';
import type {
  AccountHistoryPage,
  AccountHistoryRow,
  LimitState,
  OpsMemberProtections,
  PlaySession,
  SaferGamblingInfo,
  SaferGamblingState,
} from '@app/contracts/safer-gambling';
import type {
  LimitKind,
  PlaySessionRow,
  ProtectionsRow,
  SaferGamblingRepository,
} from '../repositories/safer-gambling-repository';
import type { QueryHandle } from '../repositories/wallet-repository';
import type { AuditService } from './audit-service';
import { amountMinorOf } from './cashier-rules';
import type { Clock } from './clock';
import { DomainError } from './domain-error';
import { toMajorUnits } from './money';
import { addDays, dayStart, operatorDay } from './operator-day';
import type { PasswordService } from './password-service';
import {
  DEFAULT_REALITY_CHECK_SECONDS,
  adjustableOf,
  breakFacts,
  sessionLimitOf,
  type GuardContext,
  type SaferGamblingGuard,
} from './safer-gambling-guard';
import {
  calendarWindow,
  csvFile,
  effective,
  exclusionUntil,
  lossRefusal,
  nextCheckAfter,
  playBlock,
  remainingOf,
  requestChange,
  rollingWindowStart,
  runningBreak,
  sessionMinutes,
  sessionRefusal,
  timeOutUntil,
  type Adjustable,
  type Block,
} from './safer-gambling-rules';
import type { SaferGamblingSettings } from './settings-schemas';

/** Where a member's change came from, for the audit log. */
export type MemberOrigin = { ip: string | null };

const iso = (d: Date) => d.toISOString();
const major = (minor: number | null) => (minor === null ? null : toMajorUnits(minor));
const words = (minor: number | null) => (minor === null ? 'none' : toMajorUnits(minor).toFixed(2));
const minutesWords = (m: number | null) => (m === null ? 'none' : `${m} min`);

/** "DAY 50.00 -> 100.00 from <instant>" (the console's history). */
function changeWords(
  label: string,
  before: Adjustable,
  after: Adjustable,
  show: (v: number | null) => string,
): string {
  const to = after.pending
    ? `${show(after.pending.value)} from ${iso(after.pending.effectiveAt)}`
    : show(after.value);
  return `${label}${show(before.value)} -> ${to}`;
}

const sameAdjustable = (a: Adjustable, b: Adjustable) =>
  a.value === b.value &&
  (a.pending?.value ?? 'x') === (b.pending?.value ?? 'x') &&
  (a.pending?.effectiveAt.getTime() ?? 0) === (b.pending?.effectiveAt.getTime() ?? 0);

/**
 * Safer gambling for the member and the console (issue 18, decision 0042): the state, the
 * changes (each one recorded in the protection history and the audit log), the play session's
 * reality checks and the account history. There is deliberately no method that shortens or
 * ends a time-out or a self-exclusion: nobody can, so nothing offers it.
 */
export function createSaferGamblingService(deps: {
  repo: SaferGamblingRepository;
  bind: (db: QueryHandle) => SaferGamblingRepository;
  /** One database transaction with this repository on it (wallets.atomically without posts). */
  transaction: <T>(work: (q: SaferGamblingRepository) => Promise<T>) => Promise<T>;
  guard: SaferGamblingGuard;
  settings: () => Promise<{ saferGambling: SaferGamblingSettings; utcOffsetMinutes: number }>;
  passwords: Pick<PasswordService, 'verify'>;
  audit: AuditService;
  clock: Clock;
}) {
  const { repo, guard } = deps;

  async function assertOffered(feature: SaferGamblingFeature): Promise<GuardContext> {
    const ctx = await guard.context();
    if (!ctx.features[feature])
      throw new DomainError('SAFER_GAMBLING_OFF', 'This safer-gambling tool is switched off');
    return ctx;
  }

  async function remember(
    memberId: number,
    origin: MemberOrigin,
    event: ProtectionEvent,
    detail: string,
    change: { before: unknown; after: unknown },
  ): Promise<void> {
    await deps.audit.record(
      { operatorId: null, name: `member:${await repo.usernameOf(memberId)}`, ip: origin.ip },
      {
        action: `saferGambling.${event}`,
        targetType: 'member',
        targetId: memberId,
        before: change.before,
        after: change.after,
        reason: detail,
      },
    );
  }

  function pendingOf(a: Adjustable) {
    return a.pending
      ? { amount: major(a.pending.value), effectiveAt: iso(a.pending.effectiveAt) }
      : null;
  }

  async function depositLimitStates(memberId: number, now: Date): Promise<LimitState[]> {
    const rows = await repo.limits(memberId, 'DEPOSIT');
    return Promise.all(
      limitPeriods.map(async (period) => {
        const limit = effective(adjustableOf(rows.find((r) => r.period === period)), now);
        const used = await repo.depositedSince(memberId, rollingWindowStart(now, period));
        return {
          period,
          amount: major(limit.value),
          pending: pendingOf(limit),
          used: toMajorUnits(used),
          remaining: limit.value === null ? null : toMajorUnits(remainingOf(limit.value, used)),
          resetsAt: null,
        };
      }),
    );
  }

  async function lossLimitStates(memberId: number, ctx: GuardContext): Promise<LimitState[]> {
    const rows = await repo.limits(memberId, 'LOSS');
    return Promise.all(
      limitPeriods.map(async (period) => {
        const limit = effective(adjustableOf(rows.find((r) => r.period === period)), ctx.now);
        const window = calendarWindow(ctx.now, period, ctx.utcOffsetMinutes);
        const t = await repo.roundTotals(memberId, window.start, window.end);
        const lost = Math.max(0, t.stakesMinor - t.payoutsMinor);
        return {
          period,
          amount: major(limit.value),
          pending: pendingOf(limit),
          used: toMajorUnits(lost),
          remaining: limit.value === null ? null : toMajorUnits(remainingOf(limit.value, lost)),
          resetsAt: iso(window.end),
        };
      }),
    );
  }

  /** What stops play now (a break first), with the session it concerns. */
  async function blockOf(
    memberId: number,
    row: ProtectionsRow | null,
    session: PlaySessionRow | null,
    ctx: GuardContext,
  ): Promise<Block | null> {
    const facts = await guard.lossFacts(repo, memberId, ctx);
    const loss = lossRefusal(facts);
    const lossWindow = loss ? facts.find((f) => f.period === loss.period) : undefined;
    // Limits in force stay in force when the operator switches the tool off (decision 0042).
    const sessionLimit = effective(sessionLimitOf(row), ctx.now).value;
    const sessionStop = sessionRefusal(session, sessionLimit, ctx.now);
    return playBlock({
      breaks: breakFacts(row),
      loss: loss && lossWindow ? { since: lossWindow.windowStart, until: loss.until } : null,
      session:
        sessionStop && session ? { since: session.startedAt, until: sessionStop.until } : null,
      now: ctx.now,
    });
  }

  const blockOut = (b: Block | null) =>
    b ? { kind: b.kind, since: iso(b.since), until: b.until ? iso(b.until) : null } : null;

  /** Payouts minus stakes: in the session, and today (the operator's day). */
  async function netOf(memberId: number, session: PlaySessionRow | null, ctx: GuardContext) {
    const today = dayStart(operatorDay(ctx.now, ctx.utcOffsetMinutes), ctx.utcOffsetMinutes);
    const t = await repo.roundTotals(memberId, today, new Date(ctx.now.getTime() + 1));
    return {
      session: session ? toMajorUnits(session.payoutsMinor - session.stakesMinor) : 0,
      today: toMajorUnits(t.payoutsMinor - t.stakesMinor),
    };
  }

  const realityMinutes = (row: ProtectionsRow | null) =>
    Math.max(1, Math.ceil((row?.realityCheckSeconds ?? DEFAULT_REALITY_CHECK_SECONDS) / 60));

  async function stateOf(memberId: number, ctxGiven?: GuardContext): Promise<SaferGamblingState> {
    const ctx = ctxGiven ?? (await guard.context());
    const row = await repo.protections(memberId);
    const session = await guard.liveSession(repo, memberId, ctx.now);
    const sessionLimit = effective(sessionLimitOf(row), ctx.now);
    return {
      features: { ...ctx.features },
      depositLimits: await depositLimitStates(memberId, ctx.now),
      lossLimits: await lossLimitStates(memberId, ctx),
      sessionLimit: {
        minutes: sessionLimit.value,
        pending: sessionLimit.pending
          ? {
              minutes: sessionLimit.pending.value,
              effectiveAt: iso(sessionLimit.pending.effectiveAt),
            }
          : null,
      },
      realityCheckMinutes: realityMinutes(row),
      block: blockOut(await blockOf(memberId, row, session, ctx)),
      net: await netOf(memberId, session, ctx),
      introSeen: row?.introSeenAt != null,
    };
  }

  async function playSessionOf(memberId: number): Promise<PlaySession> {
    const ctx = await guard.context();
    const row = await repo.protections(memberId);
    const session = await guard.liveSession(repo, memberId, ctx.now);
    return {
      startedAt: session ? iso(session.startedAt) : null,
      minutes: session ? sessionMinutes(session, ctx.now) : 0,
      rounds: session?.rounds ?? 0,
      stakes: session ? toMajorUnits(session.stakesMinor) : 0,
      net: await netOf(memberId, session, ctx),
      realityCheckMinutes: realityMinutes(row),
      nextCheckAt: session && ctx.features.realityChecks ? iso(session.nextCheckAt) : null,
      block: blockOut(await blockOf(memberId, row, session, ctx)),
      now: iso(ctx.now),
    };
  }

  async function setLimit(
    memberId: number,
    kind: LimitKind,
    body: { period: LimitPeriod; amount: string | null },
    origin: MemberOrigin,
  ): Promise<SaferGamblingState> {
    const ctx = await assertOffered(kind === 'DEPOSIT' ? 'depositLimits' : 'lossLimits');
    // Parsed before anything changes: AMOUNT_INVALID for "0", "-5", "abc".
    const requested = body.amount === null ? null : amountMinorOf(body.amount);
    const change = await deps.transaction(async (q) => {
      // The lock a deposit's limit check takes: a deposit and this change run one at a time.
      await q.lockMember(memberId);
      const row = (await q.limits(memberId, kind)).find((r) => r.period === body.period);
      const before = effective(adjustableOf(row), ctx.now);
      const after = requestChange(before, requested, ctx.now);
      if (sameAdjustable(before, after) && sameAdjustable(adjustableOf(row), after)) return null;
      await q.saveLimit(
        {
          memberId,
          kind,
          period: body.period,
          amountMinor: after.value,
          pendingAmountMinor: after.pending?.value ?? null,
          effectiveAt: after.pending?.effectiveAt ?? null,
        },
        ctx.now,
      );
      const event: ProtectionEvent = kind === 'DEPOSIT' ? 'DEPOSIT_LIMIT' : 'LOSS_LIMIT';
      const detail = changeWords(`${body.period} `, before, after, words);
      await q.addHistory(memberId, event, detail, ctx.now);
      return { event, detail, before, after };
    });
    if (change)
      await remember(memberId, origin, change.event, change.detail, {
        before: { period: body.period, ...change.before },
        after: { period: body.period, ...change.after },
      });
    return stateOf(memberId, ctx);
  }

  async function verifyPassword(memberId: number, password: string): Promise<void> {
    if (!(await deps.passwords.verify(await repo.passwordHashOf(memberId), password)))
      throw new DomainError('WRONG_CREDENTIALS', 'The password is wrong', {
        captcha: false,
        retryAfterSeconds: null,
      });
  }

  return {
    async info(): Promise<SaferGamblingInfo> {
      const { saferGambling } = await deps.settings();
      return {
        features: { ...saferGambling.features },
        supportLinks: saferGambling.supportLinks.map((l) => ({ ...l })),
        minimumAge: saferGambling.minimumAge,
      };
    },

    state: (memberId: number) => stateOf(memberId),

    setDepositLimit: (
      memberId: number,
      body: { period: LimitPeriod; amount: string | null },
      origin: MemberOrigin,
    ) => setLimit(memberId, 'DEPOSIT', body, origin),

    setLossLimit: (
      memberId: number,
      body: { period: LimitPeriod; amount: string | null },
      origin: MemberOrigin,
    ) => setLimit(memberId, 'LOSS', body, origin),

    /** Shorter at once; longer or none after the cooling-off (the limits' rule). */
    async setSessionLimit(
      memberId: number,
      minutes: number | null,
      origin: MemberOrigin,
    ): Promise<SaferGamblingState> {
      const ctx = await assertOffered('sessionLimits');
      const change = await deps.transaction(async (q) => {
        await q.lockMember(memberId);
        const stored = sessionLimitOf(await q.protections(memberId));
        const before = effective(stored, ctx.now);
        const after = requestChange(before, minutes, ctx.now);
        if (sameAdjustable(before, after) && sameAdjustable(stored, after)) return null;
        await q.saveProtections(
          memberId,
          {
            sessionLimitMinutes: after.value,
            sessionLimitPendingMinutes: after.pending?.value ?? null,
            sessionLimitEffectiveAt: after.pending?.effectiveAt ?? null,
          },
          ctx.now,
        );
        const detail = changeWords('', before, after, minutesWords);
        await q.addHistory(memberId, 'SESSION_LIMIT', detail, ctx.now);
        return { detail, before, after };
      });
      if (change)
        await remember(memberId, origin, 'SESSION_LIMIT', change.detail, {
          before: change.before,
          after: change.after,
        });
      return stateOf(memberId, ctx);
    },

    async setRealityCheck(
      memberId: number,
      minutes: number,
      origin: MemberOrigin,
    ): Promise<SaferGamblingState> {
      const ctx = await assertOffered('realityChecks');
      const before = await repo.protections(memberId);
      const beforeSeconds = before?.realityCheckSeconds ?? DEFAULT_REALITY_CHECK_SECONDS;
      const seconds = minutes * 60;
      if (beforeSeconds !== seconds) {
        await repo.saveProtections(memberId, { realityCheckSeconds: seconds }, ctx.now);
        // A shorter interval brings the running session's next check forward.
        const session = await guard.liveSession(repo, memberId, ctx.now);
        const sooner = nextCheckAfter(ctx.now, seconds);
        if (session && sooner < session.nextCheckAt) await repo.setNextCheck(session.id, sooner);
        const detail = `${Math.ceil(beforeSeconds / 60)} min -> ${minutes} min`;
        await repo.addHistory(memberId, 'REALITY_CHECK', detail, ctx.now);
        await remember(memberId, origin, 'REALITY_CHECK', detail, {
          before: { seconds: beforeSeconds },
          after: { seconds },
        });
      }
      return stateOf(memberId, ctx);
    },

    /**
     * A break at once, with the login password. A running longer one stays (nothing shortens
     * it); a longer one extends it from its start.
     */
    async timeOut(
      memberId: number,
      body: { period: TimeOutPeriod; password: string },
      origin: MemberOrigin,
    ): Promise<SaferGamblingState> {
      const ctx = await assertOffered('timeOut');
      await verifyPassword(memberId, body.password);
      const until = timeOutUntil(ctx.now, body.period);
      const row = await repo.protections(memberId);
      const running = runningBreak({ timeOut: breakFacts(row).timeOut, exclusion: null }, ctx.now);
      if (!running || (running.until !== null && until > running.until)) {
        const since = running?.since ?? ctx.now;
        await repo.saveProtections(memberId, { timeOutSince: since, timeOutUntil: until }, ctx.now);
        const detail = `${body.period} until ${iso(until)}${running ? ` (extends ${iso(running.until ?? until)})` : ''}`;
        await repo.addHistory(memberId, 'TIME_OUT', detail, ctx.now);
        await remember(memberId, origin, 'TIME_OUT', detail, {
          before: running
            ? { since: iso(running.since), until: running.until && iso(running.until) }
            : null,
          after: { since: iso(since), until: iso(until) },
        });
      }
      return stateOf(memberId, ctx);
    },

    /** Self-exclusion at once, with the login password; only ever lengthened, never ended early. */
    async selfExclude(
      memberId: number,
      body: { period: ExclusionPeriod; password: string },
      origin: MemberOrigin,
    ): Promise<SaferGamblingState> {
      const ctx = await assertOffered('selfExclusion');
      await verifyPassword(memberId, body.password);
      const until = exclusionUntil(ctx.now, body.period);
      const row = await repo.protections(memberId);
      const running = runningBreak(
        { timeOut: null, exclusion: breakFacts(row).exclusion },
        ctx.now,
      );
      const longer =
        !running || (running.until !== null && (until === null || until > running.until));
      if (longer) {
        const since = running?.since ?? ctx.now;
        await repo.saveProtections(
          memberId,
          { exclusionSince: since, exclusionUntil: until, exclusionPermanent: until === null },
          ctx.now,
        );
        const detail = `${body.period} until ${until ? iso(until) : 'permanent'}`;
        await repo.addHistory(memberId, 'SELF_EXCLUSION', detail, ctx.now);
        await remember(memberId, origin, 'SELF_EXCLUSION', detail, {
          before: running
            ? { since: iso(running.since), until: running.until ? iso(running.until) : null }
            : null,
          after: { since: iso(since), until: until ? iso(until) : null },
        });
      }
      return stateOf(memberId, ctx);
    },

    async introSeen(memberId: number): Promise<{ done: true }> {
      const row = await repo.protections(memberId);
      if (!row?.introSeenAt)
        await repo.saveProtections(memberId, { introSeenAt: deps.clock() }, deps.clock());
      return { done: true };
    },

    playSession: (memberId: number) => playSessionOf(memberId),

    /** CONTINUE: the next check one interval from now; STOP: the session ends. */
    async answerRealityCheck(memberId: number, choice: 'CONTINUE' | 'STOP'): Promise<PlaySession> {
      const now = deps.clock();
      const session = await guard.liveSession(repo, memberId, now);
      if (session) {
        if (choice === 'STOP') await repo.endSession(session.id, now);
        else {
          const seconds =
            (await repo.protections(memberId))?.realityCheckSeconds ??
            DEFAULT_REALITY_CHECK_SECONDS;
          await repo.setNextCheck(session.id, nextCheckAfter(now, seconds));
        }
      }
      return playSessionOf(memberId);
    },

    /**
     * The account history of [from, to] (the member's days, else the operator's), newest first,
     * one page.
     */
    async accountHistory(
      memberId: number,
      query: {
        from: string;
        to: string;
        utcOffsetMinutes?: number | undefined;
        kind?: HistoryKind | undefined;
        pageNo: number;
        pageSize: number;
      },
    ): Promise<AccountHistoryPage> {
      const range = await rangeOf(query.from, query.to, query.utcOffsetMinutes);
      const { lines, total } = await repo.accountHistory({
        memberId,
        ...range,
        kind: query.kind,
        limit: query.pageSize,
        offset: (query.pageNo - 1) * query.pageSize,
      });
      return {
        list: lines.map(rowOut),
        pageNum: query.pageNo,
        totalPages: Math.max(1, Math.ceil(total / query.pageSize)),
        total,
      };
    },

    /** The same rows as a CSV file (BOM, RFC 4180, formula cells defused) and its file name. */
    async accountHistoryCsv(
      memberId: number,
      query: {
        from: string;
        to: string;
        utcOffsetMinutes?: number | undefined;
        kind?: HistoryKind | undefined;
      },
    ): Promise<{ filename: string; body: string }> {
      const range = await rangeOf(query.from, query.to, query.utcOffsetMinutes);
      const { lines } = await repo.accountHistory({
        memberId,
        ...range,
        kind: query.kind,
        limit: 100_000,
        offset: 0,
      });
      const rows = lines.map(rowOut);
      return {
        filename: `account-history-${query.from}-${query.to}.csv`,
        body: csvFile([
          ['at', 'kind', 'reference', 'description', 'amount', 'status'],
          ...rows.map((r) => [
            r.at,
            r.kind,
            r.reference,
            r.description,
            r.amount.toFixed(2),
            r.status,
          ]),
        ]),
      };
    },

    /** The console's view (read-only): the member's state and their changes, newest first. */
    async opsView(memberId: number): Promise<OpsMemberProtections> {
      if (!(await repo.memberExists(memberId)))
        throw new DomainError('NOT_FOUND', 'No such member');
      const history = await repo.history(memberId);
      return {
        state: await stateOf(memberId),
        history: history.map((h) => ({
          at: iso(h.createdAt),
          event: h.event as ProtectionEvent,
          detail: h.detail,
        })),
      };
    },

    /** Development only (the e2e): the reality check every `seconds`. */
    async devRealityCheckSeconds(memberId: number, seconds: number): Promise<void> {
      const now = deps.clock();
      await repo.saveProtections(memberId, { realityCheckSeconds: seconds }, now);
      const session = await guard.liveSession(repo, memberId, now);
      if (session) await repo.setNextCheck(session.id, nextCheckAfter(now, seconds));
    },
  };

  function rowOut(line: {
    at: Date;
    kind: HistoryKind;
    reference: string;
    description: string;
    amountMinor: number;
    status: string;
  }): AccountHistoryRow {
    return {
      at: iso(line.at),
      kind: line.kind,
      reference: line.reference,
      description: line.description,
      amount: toMajorUnits(line.amountMinor),
      status: line.status,
    };
  }

  /**
   * [from, to] as instants, in the days of `memberOffset` (the member's device; the operator's
   * without it), so the member's "today" holds what they did today wherever they are;
   * DATE_RANGE_INVALID outside ACCOUNT_HISTORY_DAYS.
   */
  async function rangeOf(
    from: string,
    to: string,
    memberOffset: number | undefined,
  ): Promise<{ from: Date; to: Date }> {
    const utcOffsetMinutes = memberOffset ?? (await deps.settings()).utcOffsetMinutes;
    const today = operatorDay(deps.clock(), utcOffsetMinutes);
    if (from > to || to > today || from < addDays(today, -ACCOUNT_HISTORY_DAYS))
      throw new DomainError(
        'DATE_RANGE_INVALID',
        `The range must be within the last ${ACCOUNT_HISTORY_DAYS} days`,
      );
    return {
      from: dayStart(from, utcOffsetMinutes),
      to: dayStart(addDays(to, 1), utcOffsetMinutes),
    };
  }
}
export type SaferGamblingService = ReturnType<typeof createSaferGamblingService>;
