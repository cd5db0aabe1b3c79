import { sql } from 'drizzle-orm';
import type { ContractKind } from '@app/contracts/agent-constants';
import type { AppDatabase } from '../db/create-db';
import { rowsOf } from './sql-rows';

const count = (result: unknown): number => Number(rowsOf<{ n: unknown }>(result)[0]?.n ?? 0);

/**
 * The agent home's reads (issue 17): its team's counters and the contracts that await a member's
 * answer. "The team" is `team_paths` with `ancestor_id` = the agent and depth >= 1. Every counter
 * walks the team once through the ancestor index and probes an indexed table per member (login
 * history by member and time, sessions by member), or reads the team's own aggregate rows.
 */
export function createAgentHomeRepository(db: AppDatabase) {
  return {
    /** Distinct team members with a successful login in [from, to). */
    async loggedInMembers(agentId: number, from: Date, to: Date): Promise<number> {
      return count(
        await db.execute(sql`
          select count(*) as n from team_paths p
          where p.ancestor_id = ${agentId} and p.depth > 0
            and exists (
              select 1 from login_history h
              where h.member_id = p.member_id and h.success
                and h.created_at >= ${from.toISOString()}::timestamptz
                and h.created_at < ${to.toISOString()}::timestamptz)`),
      );
    },

    /** Members who bet on one day (the team day's own distinct count). */
    async bettorsOnDay(agentId: number, day: string): Promise<number> {
      return count(
        await db.execute(sql`
          select coalesce(sum(active_members), 0) as n from team_daily_stats
          where agent_id = ${agentId} and day = ${day}::date`),
      );
    },

    /**
     * Distinct members who bet in a range that ends today: those whose latest betting day falls in
     * it, the sum of `active_last` over its days (decision 0040).
     */
    async bettorsUpToToday(agentId: number, startDate: string, endDate: string): Promise<number> {
      return count(
        await db.execute(sql`
          select coalesce(sum(active_last), 0) as n from team_daily_stats
          where agent_id = ${agentId} and day between ${startDate}::date and ${endDate}::date`),
      );
    },

    /** Distinct members who bet in a past range, from their own days. */
    async bettorsInPastRange(agentId: number, startDate: string, endDate: string): Promise<number> {
      return count(
        await db.execute(sql`
          select count(*) as n from team_paths p
          where p.ancestor_id = ${agentId} and p.depth > 0
            and exists (
              select 1 from member_daily_stats s
              where s.member_id = p.member_id and s.bet_count > 0
                and s.day between ${startDate}::date and ${endDate}::date)`),
      );
    },

    /** Accounts opened under the team on these days. */
    async registrations(agentId: number, startDate: string, endDate: string): Promise<number> {
      return count(
        await db.execute(sql`
          select coalesce(sum(registrations), 0) as n from team_daily_stats
          where agent_id = ${agentId} and day between ${startDate}::date and ${endDate}::date`),
      );
    },

    /**
     * Team members (not disabled) holding a live session (not revoked, not expired) last seen
     * (login or renewal) at or after `seenSince`.
     */
    async onlineMembers(agentId: number, now: Date, seenSince: Date): Promise<number> {
      return count(
        await db.execute(sql`
          select count(*) as n from team_paths p
          join members m on m.id = p.member_id
          where p.ancestor_id = ${agentId} and p.depth > 0 and not m.disabled
            and exists (
              select 1 from sessions s
              where s.member_id = p.member_id and s.revoked_at is null
                and s.expires_at > ${now.toISOString()}::timestamptz
                and coalesce(s.last_seen_at, s.created_at)
                  >= ${seenSince.toISOString()}::timestamptz)`),
      );
    },

    /** The kinds of the contracts offered to the member and not yet answered. */
    async offeredKinds(memberId: number): Promise<ContractKind[]> {
      const rows = rowsOf<{ kind: ContractKind }>(
        await db.execute(sql`
          select distinct kind from agent_contracts
          where agent_id = ${memberId} and status = 'OFFERED'`),
      );
      return rows.map((r) => r.kind);
    },
  };
}
export type AgentHomeRepository = ReturnType<typeof createAgentHomeRepository>;
