import type { Language } from '@app/contracts/languages';
import type { RedRainOpenResult, RedRainSession, RedRainState } from '@app/contracts/rewards';
import type { RedRainRepository, RedRainSessionRow } from '../repositories/red-rain-repository';
import type {
  RewardEventRepository,
  RewardEventRow,
} from '../repositories/reward-event-repository';
import type { QueryHandle } from '../repositories/wallet-repository';
import type { SaferGamblingGuard } from './safer-gambling-guard';
import type { Actor, AuditService } from './audit-service';
import type { Clock } from './clock';
import { DomainError } from './domain-error';
import { toMajorUnits } from './money';
import { drawEnvelope, type RandomInt } from './red-rain-draw';
import { upcomingSessions } from './red-rain-schedule';
import { redRainRulesSchema, textOf, type RedRainRules } from './reward-rules';
import type { WalletService } from './wallet-service';

/** The rain as the reward centre's item needs it. */
export type RedRainFacts = {
  current: RedRainSessionRow | null;
  next: RedRainSessionRow | null;
  /** A session runs, its pool has money left and the member has envelopes left in it. */
  canOpenNow: boolean;
};

const sessionDto = (row: RedRainSessionRow): RedRainSession => ({
  id: row.id,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
});

/** Scheduled starts remembered as stored (per event), so reads insert nothing most of the time. */
const MATERIALISED_MEMORY = 512;

/**
 * The red envelope rain (issue 16). Sessions come from the RED_RAIN event's schedule and are
 * stored when first needed (insert-if-missing, so instances agree); finance may start one now
 * when none runs.
 * Each envelope is drawn here, never by the client: under the session's row lock, uniform within
 * the rules' bounds and capped by what is left of the pool; the pool update, the envelope's row
 * (unique per tap and per member's sequence number) and the ledger post
 * (`red-rain:<session>:<member>:<seq>`, kind RED_RAIN) commit together. So the payouts never pass
 * the pool, a member never opens more than the cap, and a retried tap answers its envelope.
 */
export function createRedRainService(deps: {
  events: RewardEventRepository;
  repo: RedRainRepository;
  bind: (db: QueryHandle) => RedRainRepository;
  wallets: WalletService;
  audit: AuditService;
  utcOffsetMinutes: () => Promise<number>;
  clock: Clock;
  /** Safer gambling (issue 18): no envelopes during a time-out or self-exclusion. */
  protections: Pick<SaferGamblingGuard, 'assertNoBreak'>;
  /** Tests may fix the draw. */
  random?: RandomInt;
}) {
  const materialised = new Set<string>();

  async function eventOrFail(): Promise<{ event: RewardEventRow; rules: RedRainRules }> {
    const event = await deps.events.firstOfKind('RED_RAIN');
    if (!event) throw new DomainError('REWARD_NOT_FOUND', 'There is no red envelope rain');
    return { event, rules: redRainRulesSchema.parse(event.rules) };
  }

  /** Stores the running and the next scheduled sessions unless stored already. */
  async function materialise(event: RewardEventRow, rules: RedRainRules, now: Date) {
    const windows = upcomingSessions(now, {
      times: rules.times,
      minutes: rules.minutes,
      utcOffsetMinutes: await deps.utcOffsetMinutes(),
    });
    const missing = windows.filter((w) => !materialised.has(`${event.id}:${w.startsAt.getTime()}`));
    if (missing.length === 0) return;
    await deps.repo.insertMissing(
      missing.map((w) => ({ eventId: event.id, ...w, poolMinor: rules.poolMinor })),
    );
    if (materialised.size > MATERIALISED_MEMORY) materialised.clear();
    for (const w of missing) materialised.add(`${event.id}:${w.startsAt.getTime()}`);
  }

  /** The running session (if any) and the next one, stored first when the schedule says so. */
  async function sessionsAt(event: RewardEventRow, rules: RedRainRules, now: Date) {
    await materialise(event, rules, now);
    const current = await deps.repo.running(event.id, now);
    const next = await deps.repo.nextAfter(event.id, current?.startsAt ?? now);
    return { current, next };
  }

  const resultOf = (amountMinor: number, seq: number, rules: RedRainRules) => ({
    amount: toMajorUnits(amountMinor),
    opened: seq,
    left: Math.max(0, rules.perMember - seq),
  });

  return {
    /** For the reward centre's item (the RED_RAIN event read by the caller). */
    async facts(memberId: number, event: RewardEventRow): Promise<RedRainFacts> {
      const rules = redRainRulesSchema.parse(event.rules);
      const { current, next } = await sessionsAt(event, rules, deps.clock());
      const canOpenNow =
        current !== null &&
        current.paidMinor < current.poolMinor &&
        (await deps.repo.countOpenings(current.id, memberId)) < rules.perMember;
      return { current, next, canOpenNow };
    },

    async state(memberId: number, language: Language): Promise<RedRainState> {
      const { event, rules } = await eventOrFail();
      const now = deps.clock();
      const { current, next } = await sessionsAt(event, rules, now);
      // Between rains, what the member opened in the last one (so it survives a reload).
      const shown = current ?? (await deps.repo.lastEnded(event.id, now));
      const opened = shown ? await deps.repo.openingsOf(shown.id, memberId) : [];
      return {
        serverTime: now.toISOString(),
        title: textOf(event.title, language),
        summary: textOf(event.summary, language),
        current: current ? sessionDto(current) : null,
        next: next ? sessionDto(next) : null,
        maxPerMember: rules.perMember,
        opened: opened.map((o) => ({
          amount: toMajorUnits(o.amountMinor),
          openedAt: o.createdAt.toISOString(),
        })),
        poolEmpty: current !== null && current.paidMinor >= current.poolMinor,
      };
    },

    /** Opens one envelope of a running session; the same tap id answers the same envelope. */
    async open(memberId: number, sessionId: number, tapId: string): Promise<RedRainOpenResult> {
      const { event, rules } = await eventOrFail();
      const session = await deps.repo.findById(sessionId);
      if (!session || session.eventId !== event.id)
        throw new DomainError('REWARD_NOT_FOUND', 'No such rain session');
      const retried = await deps.repo.findByTap(sessionId, memberId, tapId);
      if (retried) return resultOf(retried.amountMinor, retried.seq, rules);
      await deps.protections.assertNoBreak(memberId);
      const now = deps.clock();
      if (now < session.startsAt || now >= session.endsAt)
        throw new DomainError('RED_RAIN_CLOSED', 'This rain is not falling now');
      await deps.wallets.openWallet(memberId);
      return deps.wallets.atomically(deps.bind, async (post, repo) => {
        // Every envelope of the session opens under this lock, one after the other: the count
        // and the pool read below are the truth until this transaction ends.
        const locked = await repo.lockSession(sessionId);
        if (!locked) throw new DomainError('REWARD_NOT_FOUND', 'No such rain session');
        const same = await repo.findByTap(sessionId, memberId, tapId);
        if (same) return resultOf(same.amountMinor, same.seq, rules);
        const opened = await repo.countOpenings(sessionId, memberId);
        if (opened >= rules.perMember)
          throw new DomainError('RED_RAIN_LIMIT', 'No envelopes left for you in this rain', {
            max: rules.perMember,
          });
        const amountMinor = drawEnvelope(rules, locked.poolMinor - locked.paidMinor, deps.random);
        if (amountMinor <= 0 || !(await repo.addPaid(sessionId, amountMinor)))
          throw new DomainError('RED_RAIN_EMPTY', 'Every envelope of this rain is open');
        const seq = opened + 1;
        const row = await repo.insertOpening({
          sessionId,
          memberId,
          tapId,
          seq,
          amountMinor,
          createdAt: now,
        });
        if (!row) throw new Error('red rain: an envelope was opened outside the session lock');
        await post({
          idempotencyKey: `red-rain:${sessionId}:${memberId}:${seq}`,
          memberId,
          walletKind: 'REAL',
          amountMinor,
          kind: 'RED_RAIN',
          memo: `Red envelope rain #${sessionId}`,
        });
        return resultOf(amountMinor, seq, rules);
      });
    },

    /**
     * Finance starts a session now, with the schedule's pool and limits (audited). While a
     * session runs (a scheduled one or one started before) no other starts: the running one is
     * the answer, and nothing is recorded.
     */
    async start(actor: Actor, minutes: number): Promise<RedRainSession> {
      const { event, rules } = await eventOrFail();
      const now = deps.clock();
      // A scheduled session running now counts: store it first.
      await materialise(event, rules, now);
      // Whole seconds, like the schedule's starts.
      const startsAt = new Date(Math.floor(now.getTime() / 1000) * 1000);
      const { session, started } = await deps.repo.startUnlessRunning(
        {
          eventId: event.id,
          startsAt,
          endsAt: new Date(startsAt.getTime() + minutes * 60_000),
          poolMinor: rules.poolMinor,
        },
        now,
      );
      if (started)
        await deps.audit.record(actor, {
          action: 'rewards.redRainStart',
          targetType: 'red_rain_session',
          targetId: session.id,
          after: {
            startsAt: session.startsAt.toISOString(),
            endsAt: session.endsAt.toISOString(),
            poolMinor: session.poolMinor,
          },
        });
      return sessionDto(session);
    },
  };
}
export type RedRainService = ReturnType<typeof createRedRainService>;
