import type { ReportRange } from '@app/contracts/agent-constants';
import type {
  AgentTeamBets,
  AgentTeamOverview,
  AgentTeamPnl,
  TeamBet,
  TeamDay,
  TeamTotals,
} from '@app/contracts/agent-reports';
import type { PlayableGameType } from '@app/contracts/games';
import { isAgentType } from '@app/contracts/member-types';
import {
  zeroMoney,
  type AgentReportRepository,
  type MoneyMinor,
  type TeamBetRow,
} from '../repositories/agent-report-repository';
import { resolveReportRange, daysOf, type ResolvedReportRange } from './agent-report-range';
import type { Clock } from './clock';
import { DomainError } from './domain-error';
import { toMajorUnits } from './money';
import { addDays, dayStart } from './operator-day';

type RangeRequest = { range: ReportRange; startDate?: string | undefined; endDate?: string };
type Paging = { pageNo: number; pageSize: number };

/** Who asks: the agent whose team it is. */
export type ReportViewer = { memberId: number; username: string };

/** Net profit/loss of the players' side: wins, bonuses and rebates less valid turnover. */
export const netMinorOf = (m: MoneyMinor): number =>
  m.winMinor + m.bonusMinor + m.rebateMinor - m.validTurnoverMinor;

export function toTotals(m: MoneyMinor): TeamTotals {
  return {
    deposits: toMajorUnits(m.depositMinor),
    depositCount: m.depositCount,
    withdrawals: toMajorUnits(m.withdrawalMinor),
    bets: toMajorUnits(m.betMinor),
    betCount: m.betCount,
    validTurnover: toMajorUnits(m.validTurnoverMinor),
    wins: toMajorUnits(m.winMinor),
    rebates: toMajorUnits(m.rebateMinor),
    bonuses: toMajorUnits(m.bonusMinor),
    netProfitLoss: toMajorUnits(netMinorOf(m)),
  };
}

function addMoney(into: MoneyMinor, m: MoneyMinor): void {
  for (const key of Object.keys(into) as (keyof MoneyMinor)[]) into[key] += m[key];
}

const rangeOf = (r: ResolvedReportRange) => ({ startDate: r.startDate, endDate: r.endDate });

function toTeamBet(row: TeamBetRow): TeamBet {
  return {
    id: row.id,
    username: row.username,
    gameName: row.gameName,
    gameType: row.gameType as PlayableGameType,
    vendor: row.vendor,
    stake: toMajorUnits(row.stakeMinor),
    validTurnover: toMajorUnits(row.validMinor),
    payout: toMajorUnits(row.payoutMinor),
    winLoss: toMajorUnits(row.winLossMinor),
    status: row.status as TeamBet['status'],
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Team reports (issue 17, spec 7: ODSFE2_Subordinate, ODSFE2_MemPNL, the team's bets). Ranges are
 * the operator's calendar days (the cashier's UTC offset), resolved by agent-report-range.ts.
 * Figures come from the daily aggregates (one or two indexed reads a report), so a 30-day report
 * over a team of 10,000 costs a few milliseconds. Active members of a range ending today are the
 * sum of `active_last` (each member counted on their latest betting day, exact); of one past day
 * that day's `active_members`; only a past range of several days counts distinct bettors.
 */
export function createAgentReportService(deps: {
  repo: AgentReportRepository;
  clock: Clock;
  /** The operator's calendar: cashier.utcOffsetMinutes (read before any query of a report). */
  utcOffsetMinutes: () => Promise<number>;
}) {
  const { repo } = deps;

  async function resolve(request: RangeRequest): Promise<ResolvedReportRange & { offset: number }> {
    const offset = await deps.utcOffsetMinutes();
    const range = resolveReportRange(
      {
        range: request.range,
        ...(request.startDate !== undefined ? { startDate: request.startDate } : {}),
        ...(request.endDate !== undefined ? { endDate: request.endDate } : {}),
      },
      deps.clock(),
      offset,
    );
    return { ...range, offset };
  }

  return {
    /** The whole team's figures over the range, its counts and its size now. */
    async overview(viewer: ReportViewer, request: RangeRequest): Promise<AgentTeamOverview> {
      const range = await resolve(request);
      const { startDate, endDate } = range;
      const summary = await repo.teamRange(viewer.memberId, startDate, endDate);
      let activeMembers: number;
      if (endDate === range.today) activeMembers = summary.activeLastSum;
      else if (startDate === endDate) activeMembers = summary.activeMembersSum;
      else activeMembers = await repo.distinctBettors(viewer.memberId, startDate, endDate);
      return {
        range: rangeOf(range),
        totals: toTotals(summary.money),
        newRegistrations: summary.registrations,
        firstDeposits: summary.firstDeposits,
        activeMembers,
        teamSize: summary.teamSize,
        directCount: summary.directCount,
      };
    },

    /**
     * The team's totals and daily series (its ≤ 31 team days) and a page of its direct
     * downlines with their subtrees' figures. `parentId`: a member of the viewer's team whose own
     * team to show (NOT_IN_TEAM otherwise).
     */
    async pnl(
      viewer: ReportViewer,
      request: RangeRequest & Paging & { parentId?: number | undefined },
    ): Promise<AgentTeamPnl> {
      const range = await resolve(request);
      const { startDate, endDate } = range;
      let viewing = { id: viewer.memberId, username: viewer.username };
      if (request.parentId !== undefined && request.parentId !== viewer.memberId) {
        const member = await repo.teamMemberById(viewer.memberId, request.parentId);
        if (!member) throw new DomainError('NOT_IN_TEAM', 'This account is not in your team');
        viewing = { id: member.id, username: member.username };
      }
      const { days, downlines, total } = await repo.pnl(viewing.id, startDate, endDate, {
        offset: (request.pageNo - 1) * request.pageSize,
        limit: request.pageSize,
      });
      const byDay = new Map(days.map((d) => [d.day, d]));
      const totals = zeroMoney();
      const series: TeamDay[] = daysOf(range).map((day) => {
        const d = byDay.get(day);
        if (!d) return { day, validTurnover: 0, netProfitLoss: 0, deposits: 0, withdrawals: 0 };
        addMoney(totals, d);
        return {
          day,
          validTurnover: toMajorUnits(d.validTurnoverMinor),
          netProfitLoss: toMajorUnits(netMinorOf(d)),
          deposits: toMajorUnits(d.depositMinor),
          withdrawals: toMajorUnits(d.withdrawalMinor),
        };
      });
      return {
        range: rangeOf(range),
        viewing,
        totals: toTotals(totals),
        series,
        downlines: {
          list: downlines.map((r) => ({
            id: r.id,
            username: r.username,
            kind: isAgentType(r.type) ? 'AGENT' : 'MEMBER',
            totals: toTotals(r.money),
          })),
          pageNum: request.pageNo,
          totalPages: Math.ceil(total / request.pageSize),
          total,
        },
      };
    },

    /**
     * The team's REAL-money bets in the range (the operator's days), newest first; `username`: one
     * team member's only (NOT_IN_TEAM when no such member is in the team).
     */
    async bets(
      viewer: ReportViewer,
      request: RangeRequest & Paging & { username?: string; gameType?: string },
    ): Promise<AgentTeamBets> {
      const range = await resolve(request);
      let memberId: number | undefined;
      if (request.username !== undefined) {
        const member = await repo.teamMemberByUsername(
          viewer.memberId,
          request.username.trim().toLowerCase(),
        );
        if (!member) throw new DomainError('NOT_IN_TEAM', 'This account is not in your team');
        memberId = member.id;
      }
      const { rows, totals } = await repo.betPage(
        {
          agentId: viewer.memberId,
          ...(memberId !== undefined ? { memberId } : {}),
          ...(request.gameType !== undefined ? { gameType: request.gameType } : {}),
          from: dayStart(range.startDate, range.offset),
          before: dayStart(addDays(range.endDate, 1), range.offset),
        },
        { offset: (request.pageNo - 1) * request.pageSize, limit: request.pageSize },
      );
      return {
        range: rangeOf(range),
        list: rows.map(toTeamBet),
        pageNum: request.pageNo,
        totalPages: Math.ceil(totals.total / request.pageSize),
        total: totals.total,
        summary: {
          stake: toMajorUnits(totals.stakeMinor),
          validTurnover: toMajorUnits(totals.validMinor),
          payout: toMajorUnits(totals.payoutMinor),
          winLoss: toMajorUnits(totals.winLossMinor),
        },
      };
    },
  };
}
export type AgentReportService = ReturnType<typeof createAgentReportService>;
