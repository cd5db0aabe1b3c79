import {
  MAX_REBATE_BP,
  MAX_REPORT_HISTORY_DAYS,
  rebateGameTypes,
} from '@app/contracts/agent-constants';
import type {
  AgentRebateEarnings,
  AgentRebateRates,
  RebateDay,
  RebateGameEarning,
} from '@app/contracts/agent-rebates';
import type { ReportRange } from '@app/contracts/agent-constants';
import type {
  AgentRebateRepository,
  DayLines,
  PayoutGameDetail,
} from '../repositories/agent-rebate-repository';
import type { QueryHandle } from '../repositories/wallet-repository';
import type { SaferGamblingGuard } from './safer-gambling-guard';
import { resolveReportRange } from './agent-report-range';
import type { Clock } from './clock';
import { toMajorUnits } from './money';
import { addDays, operatorDay } from './operator-day';
import { computeRebates, type MemberRebate } from './rebate-math';
import type { WalletService } from './wallet-service';

/** The job settles the finished days this far back (the rebate design of issue 17). */
export const REBATE_LOOKBACK_DAYS = 7;
/**
 * Members settled per database transaction (each one's row and post stay together); small, so a
 * large first run never holds PGlite's one connection for long between other requests.
 */
const SETTLE_BATCH = 25;

export type RebateRunResult = {
  /** Days the run looked at (had someone to settle). */
  days: string[];
  /** Member days settled now (rows inserted), paid or zero. */
  settled: number;
  /** REBATE posts made now, and their sum (minor units). */
  paid: number;
  paidMinor: number;
};

/** A listed day before it goes on the wire (minor units). */
type DayMinor = {
  day: string;
  status: RebateDay['status'];
  ownMinor: number;
  teamMinor: number;
  detail: Record<string, PayoutGameDetail>;
};

export type EarningsQuery = {
  range?: ReportRange;
  startDate?: string;
  endDate?: string;
  pageNo: number;
  pageSize: number;
};

/** A day's rebates from its turnover lines, their paths and the rates on them. */
function rebatesOf(day: DayLines): Map<number, MemberRebate> {
  const paths = new Map<number, number[]>();
  for (const p of day.paths) {
    let path = paths.get(p.memberId);
    if (!path) paths.set(p.memberId, (path = []));
    path[p.depth] = p.ancestorId;
  }
  const rates = new Map(day.rates.map((r) => [`${r.memberId}:${r.gameType}`, r.rateBp]));
  return computeRebates({
    lines: day.lines,
    // A member without a path row yet (never: the trigger adds depth 0) is its own top.
    pathOf: (memberId) => paths.get(memberId)?.filter((id) => id !== undefined) ?? [memberId],
    rateOf: (memberId, gameType) => rates.get(`${memberId}:${gameType}`) ?? 0,
  });
}

const gameOrder = (gameType: string): number => {
  const i = (rebateGameTypes as readonly string[]).indexOf(gameType);
  return i < 0 ? rebateGameTypes.length : i;
};

/** A payout row's per-game detail, or a projection's shares, as the wire's breakdown. */
function gamesOf(detail: Record<string, PayoutGameDetail>): RebateGameEarning[] {
  return Object.entries(detail)
    .filter(([gameType]) => gameOrder(gameType) < rebateGameTypes.length)
    .sort(([a], [b]) => gameOrder(a) - gameOrder(b))
    .map(([gameType, d]) => ({
      gameType: gameType as RebateGameEarning['gameType'],
      ownTurnover: toMajorUnits(d.turnover),
      teamTurnover: toMajorUnits(d.teamTurnover),
      ownBp: d.rateBp,
      own: toMajorUnits(d.own),
      team: toMajorUnits(d.team),
    }));
}

function detailOf(rebate: MemberRebate): Record<string, PayoutGameDetail> {
  const detail: Record<string, PayoutGameDetail> = {};
  for (const [gameType, s] of rebate.games)
    detail[gameType] = {
      turnover: s.turnoverMinor,
      teamTurnover: s.teamTurnoverMinor,
      rateBp: s.rateBp,
      own: s.ownMinor,
      team: s.teamMinor,
    };
  return detail;
}

/**
 * Rebates (issue 17): the agent's rate table, its earnings per day (paid days from
 * `rebate_payouts`, today and days the job has not reached projected from the turnover so far),
 * and the daily job. `runDue` settles each member day of the last REBATE_LOOKBACK_DAYS finished
 * operator days once: the member's `rebate_payouts` row and its REBATE post (key
 * `rebate:<member>:<day>`, none for 0) commit together, so a rerun, a crash mid-run or two
 * instances at once pay nothing twice. Ancestors are paid from their team's turnover even when
 * they did not play.
 */
export function createAgentRebateService(deps: {
  repo: AgentRebateRepository;
  bind: (db: QueryHandle) => AgentRebateRepository;
  wallets: WalletService;
  /** The operator's day starts at midnight at this offset (cashier settings). */
  utcOffsetMinutes: () => Promise<number>;
  clock: Clock;
  /**
   * Safer gambling (issue 18): the day of a member on a break is settled (its row records what
   * is owed) but not posted; the first run after the break pays it (`payOwed`), however long.
   */
  protections: Pick<SaferGamblingGuard, 'onBreakAmong'>;
}) {
  const { repo } = deps;
  /** Days this process found fully settled (finished days do not change): not asked again. */
  const settledDays = new Set<string>();
  let running: Promise<RebateRunResult> | null = null;

  async function settleDay(day: string, result: RebateRunResult): Promise<void> {
    const rebates = rebatesOf(await repo.linesOfDay(day));
    const settled = await repo.settledMembers(day);
    const todo = [...rebates.values()]
      .filter((r) => !settled.has(r.memberId))
      .sort((a, b) => a.memberId - b.memberId);
    const onBreak = await deps.protections.onBreakAmong(todo.map((r) => r.memberId));
    // Wallets are opened outside the transactions (nothing may query the pool inside one).
    const payees = todo.filter((r) => r.ownMinor + r.teamMinor > 0).map((r) => r.memberId);
    for (const memberId of await repo.withoutWallet(payees))
      await deps.wallets.openWallet(memberId);
    const createdAt = deps.clock();
    for (let i = 0; i < todo.length; i += SETTLE_BATCH) {
      const batch = todo.slice(i, i + SETTLE_BATCH);
      const done = await deps.wallets.atomically(deps.bind, async (post, tx) => {
        let settledNow = 0;
        let paid = 0;
        let paidMinor = 0;
        for (const r of batch) {
          // The row first: a concurrent run waits here, then inserts nothing and pays nothing.
          const inserted = await tx.insertPayout({
            memberId: r.memberId,
            day,
            ownMinor: r.ownMinor,
            teamMinor: r.teamMinor,
            detail: detailOf(r),
            createdAt,
          });
          if (!inserted) continue;
          settledNow += 1;
          const amountMinor = r.ownMinor + r.teamMinor;
          // On a break: owed (the row says how much), paid by a run after the break.
          if (amountMinor <= 0 || onBreak.has(r.memberId)) continue;
          const posted = await post({
            idempotencyKey: `rebate:${r.memberId}:${day}`,
            memberId: r.memberId,
            walletKind: 'REAL',
            amountMinor,
            kind: 'REBATE',
            memo: `Rebate ${day}`,
          });
          await tx.setPayoutTransaction(r.memberId, day, posted.transactionId);
          if (posted.applied) {
            paid += 1;
            paidMinor += amountMinor;
          }
        }
        return { settledNow, paid, paidMinor };
      });
      result.settled += done.settledNow;
      result.paid += done.paid;
      result.paidMinor += done.paidMinor;
    }
  }

  /** Rebates owed to members whose break has ended: posted now, each once (its day's key). */
  async function payOwed(result: RebateRunResult): Promise<void> {
    const owed = await repo.unpaidPayouts(SETTLE_BATCH);
    const onBreak = await deps.protections.onBreakAmong(owed.map((o) => o.memberId));
    for (const o of owed) {
      if (onBreak.has(o.memberId)) continue;
      await deps.wallets.openWallet(o.memberId);
      const posted = await deps.wallets.atomically(deps.bind, async (post, tx) => {
        const done = await post({
          idempotencyKey: `rebate:${o.memberId}:${o.day}`,
          memberId: o.memberId,
          walletKind: 'REAL',
          amountMinor: o.amountMinor,
          kind: 'REBATE',
          memo: `Rebate ${o.day}`,
        });
        await tx.setPayoutTransaction(o.memberId, o.day, done.transactionId);
        return done.applied;
      });
      if (posted) {
        result.paid += 1;
        result.paidMinor += o.amountMinor;
      }
    }
  }

  async function run(): Promise<RebateRunResult> {
    const offset = await deps.utcOffsetMinutes();
    const today = operatorDay(deps.clock(), offset);
    const result: RebateRunResult = { days: [], settled: 0, paid: 0, paidMinor: 0 };
    await payOwed(result);
    const candidates: string[] = [];
    for (let back = REBATE_LOOKBACK_DAYS; back >= 1; back -= 1) {
      const day = addDays(today, -back);
      if (!settledDays.has(day)) candidates.push(day);
    }
    if (candidates.length === 0) return result;
    const open = new Set(await repo.unsettledDays(candidates[0]!, candidates.at(-1)!));
    for (const day of candidates) {
      if (open.has(day)) {
        result.days.push(day);
        await settleDay(day, result);
      }
      settledDays.add(day);
    }
    return result;
  }

  /** The agent's projection of a day not settled for it yet (its subtree's turnover so far). */
  async function projectionOf(memberId: number, day: string): Promise<MemberRebate | null> {
    return rebatesOf(await repo.linesOfTeamDay(memberId, day)).get(memberId) ?? null;
  }

  return {
    /**
     * Settles what is due: every member day of the last REBATE_LOOKBACK_DAYS finished operator
     * days that has no row yet. One run at a time per process (a timer tick during a long run
     * waits for it); other processes are kept out by the rows and the ledger keys.
     */
    runDue(): Promise<RebateRunResult> {
      if (!running)
        running = run().finally(() => {
          running = null;
        });
      return running;
    },

    /** GET /wps/agent/rebates: own rate, given to direct downlines, upline's ceiling per type. */
    async rates(memberId: number): Promise<AgentRebateRates> {
      const table = await repo.rateTable(memberId);
      const own = new Map(table.own.map((r) => [r.gameType, r.rateBp]));
      const upline = new Map(table.upline.map((r) => [r.gameType, r.rateBp]));
      const given = new Map(table.given.map((g) => [g.gameType, g]));
      return {
        hasUpline: table.uplineId !== null,
        maxBp: MAX_REBATE_BP,
        directDownlines: table.directDownlines,
        rates: rebateGameTypes.map((gameType) => ({
          gameType,
          ownBp: own.get(gameType) ?? 0,
          givenMaxBp: given.get(gameType)?.maxBp ?? 0,
          givenCount: given.get(gameType)?.count ?? 0,
          ceilingBp: table.uplineId === null ? null : (upline.get(gameType) ?? 0),
        })),
      };
    },

    /** GET /wps/agent/rebates/earnings: the days of the range, newest first, paged. */
    async earnings(memberId: number, query: EarningsQuery): Promise<AgentRebateEarnings> {
      const offset = await deps.utcOffsetMinutes();
      const now = deps.clock();
      const today = operatorDay(now, offset);
      const range = query.range
        ? resolveReportRange(
            { range: query.range, startDate: query.startDate, endDate: query.endDate },
            now,
            offset,
          )
        : { startDate: addDays(today, -(MAX_REPORT_HISTORY_DAYS - 1)), endDate: today };
      const { startDate, endDate } = range;
      const paid = await repo.payoutsOf(memberId, startDate, endDate);
      const turnover = await repo.turnoverDays(memberId, startDate, endDate);
      const paidDays = new Set(paid.map((p) => p.day));

      const days: DayMinor[] = paid.map((p) => ({
        day: p.day,
        status: 'PAID',
        ownMinor: p.ownMinor,
        teamMinor: p.teamMinor,
        detail: p.detail,
      }));
      // Not paid yet: today, and finished days the job has still to reach (within its reach).
      const earliestOpen = addDays(today, -REBATE_LOOKBACK_DAYS);
      const from = startDate > earliestOpen ? startDate : earliestOpen;
      const to = endDate < today ? endDate : today;
      for (let day = from; day <= to; day = addDays(day, 1)) {
        const t = turnover.get(day);
        if (paidDays.has(day) || !t || (t.own <= 0 && t.team <= 0)) continue;
        const rebate = await projectionOf(memberId, day);
        days.push({
          day,
          status: 'PROJECTED',
          ownMinor: rebate?.ownMinor ?? 0,
          teamMinor: rebate?.teamMinor ?? 0,
          detail: rebate ? detailOf(rebate) : {},
        });
      }
      days.sort((a, b) => (a.day < b.day ? 1 : a.day > b.day ? -1 : 0));

      const sum = { own: 0, team: 0, ownTurnover: 0, teamTurnover: 0, projected: 0 };
      for (const d of days) {
        sum.own += d.ownMinor;
        sum.team += d.teamMinor;
        sum.ownTurnover += turnover.get(d.day)?.own ?? 0;
        sum.teamTurnover += turnover.get(d.day)?.team ?? 0;
        if (d.status === 'PROJECTED') sum.projected += d.ownMinor + d.teamMinor;
      }
      const toWire = (d: DayMinor): RebateDay => ({
        day: d.day,
        status: d.status,
        own: toMajorUnits(d.ownMinor),
        team: toMajorUnits(d.teamMinor),
        total: toMajorUnits(d.ownMinor + d.teamMinor),
        teamTurnover: toMajorUnits(turnover.get(d.day)?.team ?? 0),
        ownTurnover: toMajorUnits(turnover.get(d.day)?.own ?? 0),
        games: gamesOf(d.detail),
      });
      const start = (query.pageNo - 1) * query.pageSize;
      return {
        range: { startDate, endDate },
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        totalCount: days.length,
        totals: {
          own: toMajorUnits(sum.own),
          team: toMajorUnits(sum.team),
          total: toMajorUnits(sum.own + sum.team),
          teamTurnover: toMajorUnits(sum.teamTurnover),
          ownTurnover: toMajorUnits(sum.ownTurnover),
          projected: toMajorUnits(sum.projected),
        },
        list: days.slice(start, start + query.pageSize).map(toWire),
      };
    },
  };
}
export type AgentRebateService = ReturnType<typeof createAgentRebateService>;
