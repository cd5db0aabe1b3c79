import type { ContractKind } from '@app/contracts/agent-constants';
import {
  TEAM_ONLINE_WINDOW_MINUTES,
  type AgentContractPrompt,
  type AgentTeamKpi,
} from '@app/contracts/agent-home';
import { allowsContractPrompts } from '@app/contracts/member-types';
import type { AgentHomeRepository } from '../repositories/agent-home-repository';
import type { SaferGamblingGuard } from './safer-gambling-guard';
import { resolveReportRange } from './agent-report-range';
import type { Clock } from './clock';
import { addDays, dayStart, operatorDay } from './operator-day';

/** The prompt's field for each contract kind (spec 3, Contract offer). */
const promptField = {
  DAILY_SALARY: 'dailysalreqtype',
  DIVIDEND: 'divtypecompperiodreq',
  HOURLY_SALARY: 'contracthoursalreq',
} as const satisfies Record<ContractKind, keyof AgentContractPrompt>;

/**
 * The agent home (issue 17): the team's four counters over a range of the operator's days (the
 * KPI footer; today by default) and the contract prompt. Days at the cashier's UTC offset.
 */
export function createAgentHomeService(deps: {
  repo: AgentHomeRepository;
  clock: Clock;
  /** The operator's UTC offset in minutes (cashier.utcOffsetMinutes). */
  utcOffsetMinutes: () => Promise<number>;
  /** Safer gambling (issue 18): no contract prompts during a time-out or self-exclusion. */
  protections: Pick<SaferGamblingGuard, 'onBreak'>;
}) {
  return {
    /**
     * Logged-in, betting and registered members over the days (each defaults to today; the
     * report rules of agent-report-range.ts: REPORT_RANGE_INVALID); online now.
     */
    async teamKpi(
      agentId: number,
      query: { startDate?: string | undefined; endDate?: string | undefined },
    ): Promise<AgentTeamKpi> {
      const now = deps.clock();
      const offset = await deps.utcOffsetMinutes();
      const today = operatorDay(now, offset);
      const { startDate, endDate } = resolveReportRange(
        { range: 'CUSTOM', startDate: query.startDate ?? today, endDate: query.endDate ?? today },
        now,
        offset,
      );
      const from = dayStart(startDate, offset);
      const to = dayStart(addDays(endDate, 1), offset);
      const seenSince = new Date(now.getTime() - TEAM_ONLINE_WINDOW_MINUTES * 60_000);
      // One after the other: each is a single indexed read (PGlite has one connection anyway).
      const teamLoginMemberCount = await deps.repo.loggedInMembers(agentId, from, to);
      const teamBetMemberCount =
        startDate === endDate
          ? await deps.repo.bettorsOnDay(agentId, startDate)
          : endDate === today
            ? await deps.repo.bettorsUpToToday(agentId, startDate, endDate)
            : await deps.repo.bettorsInPastRange(agentId, startDate, endDate);
      const teamRegisterMemberCount = await deps.repo.registrations(agentId, startDate, endDate);
      const teamOnlineCount = await deps.repo.onlineMembers(agentId, now, seenSince);
      return {
        range: { startDate, endDate },
        footer: {
          teamLoginMemberCount,
          teamBetMemberCount,
          teamRegisterMemberCount,
          teamOnlineCount,
        },
      };
    },

    /**
     * Spec 7 getContractDividendRequest: 1 for each kind with a contract OFFERED to the member;
     * all 0 for the types spec 6 keeps out of contract prompts (4, 40, 41, 42).
     */
    async contractPrompt(member: { memberId: number; type: number }): Promise<AgentContractPrompt> {
      const prompt: AgentContractPrompt = {
        dailysalreqtype: 0,
        divtypecompperiodreq: 0,
        contracthoursalreq: 0,
      };
      if (!allowsContractPrompts(member.type)) return prompt;
      if (await deps.protections.onBreak(member.memberId)) return prompt;
      for (const kind of await deps.repo.offeredKinds(member.memberId))
        if (kind in promptField) prompt[promptField[kind]] = 1;
      return prompt;
    },
  };
}
export type AgentHomeService = ReturnType<typeof createAgentHomeService>;
