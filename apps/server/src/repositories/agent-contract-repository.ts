import { aliasedTable, and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/create-db';
import { agentContracts, contractPayouts, members } from '../db/schema';
import { rowsOf } from './sql-rows';

/**
 * SQL of agent contracts and their settled periods (issue 17, decision 0040). One OFFERED or
 * SIGNED contract per agent and kind (a partial unique index); one `contract_payouts` row per
 * contract and period (a unique index), claimed by an upsert that a second runner waits on, so a
 * period is settled once whatever runs it.
 */

export type ContractRow = {
  id: number;
  kind: string;
  agentId: number;
  uplineId: number | null;
  /** The upline's username; null when the operator offered it. */
  upline: string | null;
  status: string;
  terms: unknown;
  offeredAt: Date;
  respondedAt: Date | null;
  startsAt: Date | null;
};

export type PayoutRow = {
  contractId: number;
  periodKey: string;
  periodStart: Date;
  periodEnd: Date;
  basis: unknown;
  amountMinor: number;
  status: string;
  transactionId: number | null;
  paidAt: Date | null;
};

/** The team's figures of one period as the aggregates hold them. */
export type FiguresRow = {
  turnoverMinor: number;
  active: number;
  winMinor: number;
  bonusMinor: number;
  rebateMinor: number;
};

const uplines = aliasedTable(members, 'upline');

const contractColumns = {
  id: agentContracts.id,
  kind: agentContracts.kind,
  agentId: agentContracts.agentId,
  uplineId: agentContracts.uplineId,
  upline: uplines.username,
  status: agentContracts.status,
  terms: agentContracts.terms,
  offeredAt: agentContracts.offeredAt,
  respondedAt: agentContracts.respondedAt,
  startsAt: agentContracts.startsAt,
};

const payoutColumns = {
  contractId: contractPayouts.contractId,
  periodKey: contractPayouts.periodKey,
  periodStart: contractPayouts.periodStart,
  periodEnd: contractPayouts.periodEnd,
  basis: contractPayouts.basis,
  amountMinor: contractPayouts.amountMinor,
  status: contractPayouts.status,
  transactionId: contractPayouts.transactionId,
  paidAt: contractPayouts.paidAt,
};

/** Open contracts first, then the newest: "the" contract of an agent and kind. */
const latestFirst = [
  sql`case when ${agentContracts.status} in ('OFFERED', 'SIGNED') then 0 else 1 end`,
  desc(agentContracts.offeredAt),
  desc(agentContracts.id),
];

const num = (v: unknown): number => Number(v ?? 0);

export function createAgentContractRepository(db: AppDatabase) {
  const selectContracts = () =>
    db
      .select(contractColumns)
      .from(agentContracts)
      .leftJoin(uplines, eq(uplines.id, agentContracts.uplineId));

  return {
    async findContract(id: number): Promise<ContractRow | null> {
      const [row] = await selectContracts().where(eq(agentContracts.id, id));
      return row ?? null;
    },

    /** The agent's contract of `kind`: the open one, else the latest. */
    async latestForAgent(agentId: number, kind: string): Promise<ContractRow | null> {
      const [row] = await selectContracts()
        .where(and(eq(agentContracts.agentId, agentId), eq(agentContracts.kind, kind)))
        .orderBy(...latestFirst)
        .limit(1);
      return row ?? null;
    },

    /** The agent's SIGNED contract of `kind`, or null. */
    async signedFor(agentId: number, kind: string): Promise<ContractRow | null> {
      const [row] = await selectContracts().where(
        and(
          eq(agentContracts.agentId, agentId),
          eq(agentContracts.kind, kind),
          eq(agentContracts.status, 'SIGNED'),
        ),
      );
      return row ?? null;
    },

    /** Every SIGNED contract (the payout job). */
    async signedContracts(): Promise<ContractRow[]> {
      return selectContracts()
        .where(eq(agentContracts.status, 'SIGNED'))
        .orderBy(agentContracts.id);
    },

    /**
     * A new OFFERED contract; null when the agent already has an OFFERED or SIGNED one of the
     * kind (the partial unique index decides, also between two offers at once).
     */
    async insertOffer(input: {
      kind: string;
      agentId: number;
      uplineId: number | null;
      terms: unknown;
      offeredAt: Date;
    }): Promise<number | null> {
      const result = await db.execute(sql`
        insert into agent_contracts (kind, agent_id, upline_id, status, terms, offered_at)
        values (${input.kind}, ${input.agentId}, ${input.uplineId}, 'OFFERED',
          ${JSON.stringify(input.terms)}::jsonb, ${input.offeredAt.toISOString()}::timestamptz)
        on conflict (agent_id, kind) where status in ('OFFERED', 'SIGNED') do nothing
        returning id`);
      const [row] = rowsOf<{ id: number }>(result);
      return row ? num(row.id) : null;
    },

    /** A SIGNED contract straight away (the operator's, seeded); null when one is open. */
    async insertSigned(input: {
      kind: string;
      agentId: number;
      terms: unknown;
      at: Date;
    }): Promise<number | null> {
      const at = input.at.toISOString();
      const result = await db.execute(sql`
        insert into agent_contracts
          (kind, agent_id, upline_id, status, terms, offered_at, responded_at, starts_at)
        values (${input.kind}, ${input.agentId}, null, 'SIGNED',
          ${JSON.stringify(input.terms)}::jsonb, ${at}::timestamptz, ${at}::timestamptz,
          ${at}::timestamptz)
        on conflict (agent_id, kind) where status in ('OFFERED', 'SIGNED') do nothing
        returning id`);
      const [row] = rowsOf<{ id: number }>(result);
      return row ? num(row.id) : null;
    },

    /** Signs or declines the agent's OFFERED contract; false when it is not OFFERED (any more). */
    async respond(id: number, agentId: number, accept: boolean, at: Date): Promise<boolean> {
      const rows = await db
        .update(agentContracts)
        .set(
          accept
            ? { status: 'SIGNED', respondedAt: at, startsAt: at }
            : { status: 'DECLINED', respondedAt: at },
        )
        .where(
          and(
            eq(agentContracts.id, id),
            eq(agentContracts.agentId, agentId),
            eq(agentContracts.status, 'OFFERED'),
          ),
        )
        .returning({ id: agentContracts.id });
      return rows.length > 0;
    },

    /** A member's type and upline (the offer's "direct sub-agent" check). */
    async memberInfo(
      memberId: number,
    ): Promise<{ type: number; parentId: number | null; username: string } | null> {
      const [row] = await db
        .select({ type: members.type, parentId: members.parentId, username: members.username })
        .from(members)
        .where(eq(members.id, memberId));
      return row ?? null;
    },

    async memberIdByUsername(username: string): Promise<number | null> {
      const [row] = await db
        .select({ id: members.id })
        .from(members)
        .where(eq(members.username, username));
      return row?.id ?? null;
    },

    /** The settled rows of a contract among `keys`. */
    async payoutsOf(contractId: number, keys: readonly string[]): Promise<PayoutRow[]> {
      if (keys.length === 0) return [];
      return db
        .select(payoutColumns)
        .from(contractPayouts)
        .where(
          and(
            eq(contractPayouts.contractId, contractId),
            inArray(contractPayouts.periodKey, [...keys]),
          ),
        );
    },

    /** UNPAID rows of SIGNED contracts (retried by every run, whatever their age). */
    async unpaidOfSigned(): Promise<PayoutRow[]> {
      return db
        .select(payoutColumns)
        .from(contractPayouts)
        .innerJoin(agentContracts, eq(agentContracts.id, contractPayouts.contractId))
        .where(and(eq(contractPayouts.status, 'UNPAID'), eq(agentContracts.status, 'SIGNED')))
        .orderBy(contractPayouts.id);
    },

    /**
     * The team's figures over operator days [firstDay, lastDay]: sums of `team_daily_stats`;
     * active members from the day's row for one day, else distinct bettors of the range.
     */
    async dayFigures(agentId: number, firstDay: string, lastDay: string): Promise<FiguresRow> {
      const [sums] = rowsOf<Record<string, unknown>>(
        await db.execute(sql`
          select coalesce(sum(valid_turnover_minor), 0) as turnover,
            coalesce(sum(win_minor), 0) as win, coalesce(sum(bonus_minor), 0) as bonus,
            coalesce(sum(rebate_minor), 0) as rebate, coalesce(sum(active_members), 0) as active
          from team_daily_stats
          where agent_id = ${agentId} and day between ${firstDay}::date and ${lastDay}::date`),
      );
      let active = num(sums?.active);
      if (firstDay !== lastDay) {
        const [distinct] = rowsOf<{ active: unknown }>(
          await db.execute(sql`
            select count(distinct s.member_id) as active
            from team_paths p
            join member_daily_stats s on s.member_id = p.member_id
            where p.ancestor_id = ${agentId} and p.depth > 0
              and s.day between ${firstDay}::date and ${lastDay}::date and s.bet_count > 0`),
        );
        active = num(distinct?.active);
      }
      return {
        turnoverMinor: num(sums?.turnover),
        active,
        winMinor: num(sums?.win),
        bonusMinor: num(sums?.bonus),
        rebateMinor: num(sums?.rebate),
      };
    },

    /**
     * The team's figures of one UTC hour (`team_hourly_stats`: turnover and bettors). Wins,
     * bonuses and rebates are not kept per hour; no hourly contract needs them.
     */
    async hourFigures(agentId: number, hour: Date): Promise<FiguresRow> {
      const [row] = rowsOf<Record<string, unknown>>(
        await db.execute(sql`
          select valid_turnover_minor as turnover, active_members as active
          from team_hourly_stats
          where agent_id = ${agentId} and hour = ${hour.toISOString()}::timestamptz`),
      );
      return {
        turnoverMinor: num(row?.turnover),
        active: num(row?.active),
        winMinor: 0,
        bonusMinor: 0,
        rebateMinor: 0,
      };
    },

    // ------------------------------------------------------------ in the payout's transaction

    /**
     * Claims a period to pay: inserts it UNPAID, or takes an UNPAID row over (its stored amount
     * and basis stand). A concurrent claim of the same period waits for this transaction; it
     * then finds the row PAID and gets null. Null: settled already.
     */
    async claimPayout(input: {
      contractId: number;
      periodKey: string;
      periodStart: Date;
      periodEnd: Date;
      basis: unknown;
      amountMinor: number;
    }): Promise<{ id: number; amountMinor: number } | null> {
      const [row] = rowsOf<{ id: unknown; amount_minor: unknown }>(
        await db.execute(sql`
          insert into contract_payouts
            (contract_id, period_key, period_start, period_end, basis, amount_minor, status)
          values (${input.contractId}, ${input.periodKey},
            ${input.periodStart.toISOString()}::timestamptz,
            ${input.periodEnd.toISOString()}::timestamptz,
            ${JSON.stringify(input.basis)}::jsonb, ${input.amountMinor}, 'UNPAID')
          on conflict (contract_id, period_key) do update set status = contract_payouts.status
            where contract_payouts.status = 'UNPAID'
          returning id, amount_minor`),
      );
      return row ? { id: num(row.id), amountMinor: num(row.amount_minor) } : null;
    },

    /** A period no tier was met in: settled with nothing to pay (a no-op when settled). */
    async insertNothing(input: {
      contractId: number;
      periodKey: string;
      periodStart: Date;
      periodEnd: Date;
      basis: unknown;
      at: Date;
    }): Promise<void> {
      await db
        .insert(contractPayouts)
        .values({
          contractId: input.contractId,
          periodKey: input.periodKey,
          periodStart: input.periodStart,
          periodEnd: input.periodEnd,
          basis: input.basis,
          amountMinor: 0,
          status: 'NOTHING',
          createdAt: input.at,
        })
        .onConflictDoNothing({ target: [contractPayouts.contractId, contractPayouts.periodKey] });
    },

    /**
     * The payer's REAL balance (0 without a wallet), the payer's and the payee's wallet rows
     * locked until the transaction ends, in wallet id order like the transfer locks them.
     */
    async lockPayerBalanceMinor(payerId: number, payeeId: number): Promise<number> {
      const rows = rowsOf<{ member_id: unknown; balance_minor: unknown }>(
        await db.execute(sql`
          select member_id, balance_minor from wallets
          where member_id in (${payerId}, ${payeeId}) and kind = 'REAL'
          order by id for update`),
      );
      return num(rows.find((r) => num(r.member_id) === payerId)?.balance_minor);
    },

    async markPaid(id: number, transactionId: number, at: Date): Promise<void> {
      await db
        .update(contractPayouts)
        .set({ status: 'PAID', transactionId, paidAt: at })
        .where(eq(contractPayouts.id, id));
    },

    // ------------------------------------------------------------ lists

    /** The agent's settled periods of `kind`, newest first, with the totals of all of them. */
    async payoutsPage(
      agentId: number,
      kind: string,
      pageNo: number,
      pageSize: number,
    ): Promise<{ total: number; paidMinor: number; unpaidMinor: number; list: PayoutRow[] }> {
      const mine = and(eq(agentContracts.agentId, agentId), eq(agentContracts.kind, kind));
      const [totals] = await db
        .select({
          total: sql<number>`count(*)::int`,
          paid: sql<string>`coalesce(sum(${contractPayouts.amountMinor}) filter (where ${contractPayouts.status} = 'PAID'), 0)`,
          unpaid: sql<string>`coalesce(sum(${contractPayouts.amountMinor}) filter (where ${contractPayouts.status} = 'UNPAID'), 0)`,
        })
        .from(contractPayouts)
        .innerJoin(agentContracts, eq(agentContracts.id, contractPayouts.contractId))
        .where(mine);
      const list = await db
        .select(payoutColumns)
        .from(contractPayouts)
        .innerJoin(agentContracts, eq(agentContracts.id, contractPayouts.contractId))
        .where(mine)
        .orderBy(desc(contractPayouts.periodStart), desc(contractPayouts.id))
        .limit(pageSize)
        .offset((pageNo - 1) * pageSize);
      return {
        total: num(totals?.total),
        paidMinor: num(totals?.paid),
        unpaidMinor: num(totals?.unpaid),
        list,
      };
    },

    /**
     * The upline's direct sub-agents (agent types), by username, each with its contract of
     * `kind` from this upline (open first, else the latest) and what was paid and is owed.
     */
    async subAgentsPage(
      uplineId: number,
      kind: string,
      pageNo: number,
      pageSize: number,
    ): Promise<{
      total: number;
      paidMinor: number;
      owedMinor: number;
      list: {
        memberId: number;
        username: string;
        contract: ContractRow | null;
        paidMinor: number;
        owedMinor: number;
        unpaidPeriods: number;
      }[];
    }> {
      const subAgents = sql`m.parent_id = ${uplineId} and m.type not in (0, 4, 40)`;
      const [totals] = rowsOf<Record<string, unknown>>(
        await db.execute(sql`
          select
            (select count(*) from members m where ${subAgents}) as total,
            coalesce(sum(p.amount_minor) filter (where p.status = 'PAID'), 0) as paid,
            coalesce(sum(p.amount_minor) filter (where p.status = 'UNPAID'), 0) as owed
          from contract_payouts p
          join agent_contracts c on c.id = p.contract_id
          where c.upline_id = ${uplineId} and c.kind = ${kind}`),
      );
      const rows = rowsOf<Record<string, unknown>>(
        await db.execute(sql`
          select m.id, m.username,
            coalesce(sum(p.amount_minor) filter (where p.status = 'PAID'), 0) as paid,
            coalesce(sum(p.amount_minor) filter (where p.status = 'UNPAID'), 0) as owed,
            count(p.id) filter (where p.status = 'UNPAID') as unpaid
          from members m
          left join agent_contracts c
            on c.agent_id = m.id and c.upline_id = ${uplineId} and c.kind = ${kind}
          left join contract_payouts p on p.contract_id = c.id
          where ${subAgents}
          group by m.id, m.username
          order by m.username
          limit ${pageSize} offset ${(pageNo - 1) * pageSize}`),
      );
      const ids = rows.map((r) => num(r.id));
      const contracts =
        ids.length === 0
          ? []
          : await selectContracts()
              .where(
                and(
                  inArray(agentContracts.agentId, ids),
                  eq(agentContracts.uplineId, uplineId),
                  eq(agentContracts.kind, kind),
                ),
              )
              .orderBy(...latestFirst);
      const contractOf = new Map<number, ContractRow>();
      for (const c of contracts) if (!contractOf.has(c.agentId)) contractOf.set(c.agentId, c);
      return {
        total: num(totals?.total),
        paidMinor: num(totals?.paid),
        owedMinor: num(totals?.owed),
        list: rows.map((r) => ({
          memberId: num(r.id),
          username: String(r.username),
          contract: contractOf.get(num(r.id)) ?? null,
          paidMinor: num(r.paid),
          owedMinor: num(r.owed),
          unpaidPeriods: num(r.unpaid),
        })),
      };
    },
  };
}
export type AgentContractRepository = ReturnType<typeof createAgentContractRepository>;
