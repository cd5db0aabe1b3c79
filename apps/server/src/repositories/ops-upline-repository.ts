import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/create-db';
import { rowsOf } from './sql-rows';

export type UplineAccount = { id: number; username: string; type: number; parentId: number | null };

/** Every move takes this transaction lock first: moves never interleave (no cycle by a race). */
const MOVE_LOCK = 17_017;

type Raw = { id: number; username: string; type: number; parent_id: number | null };
const accountOf = (r: Raw): UplineAccount => ({
  id: Number(r.id),
  username: r.username,
  type: Number(r.type),
  parentId: r.parent_id === null ? null : Number(r.parent_id),
});

/**
 * The console's move of an account to another upline (issue 17): the new `parent_id`, whose
 * trigger moves the closure of the whole subtree (migration 0010), the moved team's rebate rates
 * lowered to the new upline's own, and the contracts from the old upline ended, in one
 * transaction.
 */
export function createOpsUplineRepository(db: AppDatabase) {
  async function one(where: ReturnType<typeof sql>): Promise<UplineAccount | null> {
    const [row] = rowsOf<Raw>(
      await db.execute(sql`select id, username, type, parent_id from members where ${where}`),
    );
    return row ? accountOf(row) : null;
  }

  return {
    find: (id: number) => one(sql`id = ${id}`),
    /** Usernames are stored lower case. */
    findByUsername: (username: string) => one(sql`username = ${username.toLowerCase()}`),

    /** Whether `memberId` is in `agentId`'s team (or is it): one closure lookup. */
    async inTeamOf(agentId: number, memberId: number): Promise<boolean> {
      const rows = rowsOf(
        await db.execute(sql`select 1 from team_paths
          where ancestor_id = ${agentId} and member_id = ${memberId}`),
      );
      return rows.length > 0;
    },

    /**
     * Moves `memberId` under `uplineId`. Null when, once the lock is held, the upline turned out
     * to be in the member's team (a move that raced this one); nothing changed then.
     */
    async move(input: {
      memberId: number;
      uplineId: number;
      oldParentId: number | null;
      now: Date;
    }): Promise<{ moved: number; ratesLowered: number; contractsEnded: number } | null> {
      const { memberId, uplineId } = input;
      const now = input.now.toISOString();
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${MOVE_LOCK})`);
        const cycle = rowsOf(
          await tx.execute(sql`select 1 from team_paths
            where ancestor_id = ${memberId} and member_id = ${uplineId}`),
        );
        if (cycle.length > 0) return null;
        await tx.execute(sql`update members set parent_id = ${uplineId} where id = ${memberId}`);
        const [team] = rowsOf<{ n: number }>(
          await tx.execute(sql`select count(*)::int as n from team_paths
            where ancestor_id = ${memberId}`),
        );
        // A downline's rate never exceeds its upline's (a type without a row is 0 bp). Lowering
        // every rate of the moved team to the new upline's keeps that between every pair in it.
        const lowered = rowsOf(
          await tx.execute(sql`with cap as (
              select g.game_type, coalesce(u.rate_bp, 0) as rate_bp
              from (select distinct game_type from rebate_rates r
                where r.member_id in (select member_id from team_paths
                  where ancestor_id = ${memberId})) g
              left join rebate_rates u on u.member_id = ${uplineId} and u.game_type = g.game_type)
            update rebate_rates r set rate_bp = cap.rate_bp, updated_at = ${now}::timestamptz
            from cap
            where cap.game_type = r.game_type and r.rate_bp > cap.rate_bp
              and r.member_id in (select member_id from team_paths where ancestor_id = ${memberId})
            returning r.member_id`),
        );
        // Contracts between the old upline and the member end: that upline is not its upline.
        const ended =
          input.oldParentId === null
            ? []
            : rowsOf(
                await tx.execute(sql`update agent_contracts
                  set status = 'ENDED', ended_at = ${now}::timestamptz
                  where agent_id = ${memberId} and upline_id = ${input.oldParentId}
                    and status in ('OFFERED', 'SIGNED')
                  returning id`),
              );
        return {
          moved: Number(team?.n ?? 0),
          ratesLowered: lowered.length,
          contractsEnded: ended.length,
        };
      });
    },
  };
}
export type OpsUplineRepository = ReturnType<typeof createOpsUplineRepository>;
