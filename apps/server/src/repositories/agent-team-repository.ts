import { rebateGameTypes, type RebateGameType } from '@app/contracts/agent-constants';
import { sql, type SQL } from 'drizzle-orm';
import type { AppDatabase } from '../db/create-db';
import { rowsOf } from './sql-rows';
import { teamStatsQueries } from './team-stats-queries';

/**
 * SQL of team management (issue 17, decision 0040): the agent's team through the closure table
 * `team_paths` (depth 0 the member itself), rebate rates, opened accounts, affiliate links and
 * the ledger keys of transfers. Rates are a full map of basis points per game type; a member
 * without a `rebate_rates` row has 0 for that type.
 */

export type Rates = Record<RebateGameType, number>;

export const zeroRates = (): Rates =>
  Object.fromEntries(rebateGameTypes.map((t) => [t, 0])) as Rates;

/** One team member as the list reads it (money in minor units). */
export type TeamRow = {
  id: number;
  username: string;
  nickname: string | null;
  type: number;
  depth: number;
  parentId: number | null;
  balanceMinor: number;
  registeredAt: Date;
  lastLoginAt: Date | null;
  online: boolean;
  directCount: number;
  rates: Rates;
};

export type StoredLink = {
  id: number;
  agentId: number;
  code: string;
  kind: string;
  rates: Rates;
  registrations: number;
  createdAt: Date;
  removedAt: Date | null;
};

type RawTeamRow = {
  id: number;
  username: string;
  nickname: string | null;
  type: number;
  depth: number;
  parent_id: number | null;
  balance_minor: string | number | null;
  created_at: string | Date;
  last_login_at: string | Date | null;
  online: boolean;
  direct_count: string | number;
};

const toDate = (value: string | Date): Date => (value instanceof Date ? value : new Date(value));

/** Rates as stored (jsonb of a link, or partial) to a full map: unknown types dropped. */
export function ratesFrom(value: unknown): Rates {
  const rates = zeroRates();
  if (typeof value !== 'object' || value === null) return rates;
  for (const type of rebateGameTypes) {
    const bp = (value as Record<string, unknown>)[type];
    if (typeof bp === 'number' && Number.isInteger(bp)) rates[type] = bp;
  }
  return rates;
}

const idList = (ids: readonly number[]): SQL =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** `%` and `_` in a search are literal characters (usernames may hold `_`). */
const likeEscape = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function linkOf(row: {
  id: number;
  agent_id: number;
  code: string;
  kind: string;
  rates: unknown;
  registrations: number;
  created_at: string | Date;
  removed_at: string | Date | null;
}): StoredLink {
  return {
    id: row.id,
    agentId: row.agent_id,
    code: row.code,
    kind: row.kind,
    rates: ratesFrom(row.rates),
    registrations: Number(row.registrations),
    createdAt: toDate(row.created_at),
    removedAt: row.removed_at === null ? null : toDate(row.removed_at),
  };
}

/** Queries that also run inside a transaction (`bind`: the caller's handle). */
function teamQueries(db: AppDatabase) {
  async function ratesOf(memberIds: readonly number[]): Promise<Map<number, Rates>> {
    const out = new Map<number, Rates>(memberIds.map((id) => [id, zeroRates()]));
    if (memberIds.length === 0) return out;
    const rows = rowsOf<{ member_id: number; game_type: string; rate_bp: number }>(
      await db.execute(sql`select member_id, game_type, rate_bp from rebate_rates
        where member_id in (${idList(memberIds)})`),
    );
    for (const row of rows) {
      const rates = out.get(row.member_id);
      if (rates && (rebateGameTypes as readonly string[]).includes(row.game_type))
        rates[row.game_type as RebateGameType] = Number(row.rate_bp);
    }
    return out;
  }

  async function ratesOfOne(memberId: number): Promise<Rates> {
    return (await ratesOf([memberId])).get(memberId) ?? zeroRates();
  }

  /** Per game type, the highest rate `memberId` gives one of its direct downlines (0: none). */
  async function directsMaxRates(memberId: number): Promise<Rates> {
    const rates = zeroRates();
    const rows = rowsOf<{ game_type: string; rate_bp: number }>(
      await db.execute(sql`select r.game_type, max(r.rate_bp) as rate_bp
        from members c join rebate_rates r on r.member_id = c.id
        where c.parent_id = ${memberId} group by r.game_type`),
    );
    for (const row of rows)
      if ((rebateGameTypes as readonly string[]).includes(row.game_type))
        rates[row.game_type as RebateGameType] = Number(row.rate_bp);
    return rates;
  }

  /** Writes every type of `rates` for the member (insert or replace). */
  async function writeRates(memberId: number, rates: Partial<Rates>, now: Date): Promise<void> {
    const entries = Object.entries(rates).filter(([, bp]) => bp !== undefined) as [
      string,
      number,
    ][];
    if (entries.length === 0) return;
    await db.execute(sql`insert into rebate_rates (member_id, game_type, rate_bp, updated_at)
      values ${sql.join(
        entries.map(
          ([type, bp]) => sql`(${memberId}, ${type}, ${bp}, ${now.toISOString()}::timestamptz)`,
        ),
        sql`, `,
      )}
      on conflict (member_id, game_type) do update
        set rate_bp = excluded.rate_bp, updated_at = excluded.updated_at`);
  }

  /** Locks the member's row for the rest of the transaction (rates read after it are stable). */
  async function lockMember(memberId: number): Promise<void> {
    await db.execute(sql`select id from members where id = ${memberId} for update`);
  }

  return { ratesOf, ratesOfOne, directsMaxRates, writeRates, lockMember };
}

/** What a transfer's transaction needs: the ledger's answer for keys already used. */
export function agentTransferQueries(db: AppDatabase) {
  return {
    /**
     * Locks the members' REAL wallets in id order before any of them moves, so transfers that
     * share wallets (an agent paying several, a sub-agent paying its own) never lock each other
     * crosswise.
     */
    async lockWallets(memberIds: readonly number[]): Promise<void> {
      if (memberIds.length === 0) return;
      await db.execute(sql`select id from wallets
        where kind = 'REAL' and member_id in (${idList(memberIds)})
        order by id for update`);
    },

    /**
     * For each key already in the ledger, the amount it credited its payee (minor units), so a
     * retried request can be told from the same id reused for other amounts.
     */
    async creditedByKeys(keys: readonly string[]): Promise<Map<string, number>> {
      const out = new Map<string, number>();
      if (keys.length === 0) return out;
      const rows = rowsOf<{ key: string; credited: string | number | null }>(
        await db.execute(sql`select t.idempotency_key as key,
            max(e.amount_minor) filter (where e.wallet_id is not null and e.amount_minor > 0)
              as credited
          from ledger_transactions t join ledger_entries e on e.transaction_id = t.id
          where t.idempotency_key in (${sql.join(
            keys.map((k) => sql`${k}`),
            sql`, `,
          )})
          group by t.idempotency_key`),
      );
      for (const row of rows) out.set(row.key, Number(row.credited ?? 0));
      return out;
    },
  };
}
export type AgentTransferQueries = ReturnType<typeof agentTransferQueries>;

export function createAgentTeamRepository(db: AppDatabase) {
  const q = teamQueries(db);

  /** The columns of a team row for members `m` at `depth` (an SQL expression). */
  function teamSelect(depth: SQL, now: Date, onlineSince: Date): SQL {
    return sql`m.id, m.username, m.nickname, m.type, ${depth} as depth, m.parent_id,
      w.balance_minor, m.created_at,
      (select max(s.created_at) from sessions s where s.member_id = m.id) as last_login_at,
      (not m.disabled and exists (
        select 1 from sessions s
        where s.member_id = m.id and s.revoked_at is null
          and s.expires_at > ${now.toISOString()}::timestamptz
          and coalesce(s.last_seen_at, s.created_at) >= ${onlineSince.toISOString()}::timestamptz
      )) as online,
      (select count(*) from members c where c.parent_id = m.id) as direct_count`;
  }

  async function withRates(raw: RawTeamRow[]): Promise<TeamRow[]> {
    const rates = await q.ratesOf(raw.map((r) => r.id));
    return raw.map((r) => ({
      id: r.id,
      username: r.username,
      nickname: r.nickname,
      type: Number(r.type),
      depth: Number(r.depth),
      parentId: r.parent_id,
      balanceMinor: Number(r.balance_minor ?? 0),
      registeredAt: toDate(r.created_at),
      lastLoginAt: r.last_login_at === null ? null : toDate(r.last_login_at),
      online: Boolean(r.online),
      directCount: Number(r.direct_count),
      rates: rates.get(r.id) ?? zeroRates(),
    }));
  }

  return {
    ratesOf: q.ratesOfOne,
    directsMaxRates: q.directsMaxRates,

    /** How far below `agentId` the member is (0: the agent itself), or null outside its team. */
    async depthIn(agentId: number, memberId: number): Promise<number | null> {
      const [row] = rowsOf<{ depth: number }>(
        await db.execute(sql`select depth from team_paths
          where ancestor_id = ${agentId} and member_id = ${memberId}`),
      );
      return row ? Number(row.depth) : null;
    },

    /** The depths of several members below the agent; those outside its team are left out. */
    async depthsIn(agentId: number, memberIds: readonly number[]): Promise<Map<number, number>> {
      if (memberIds.length === 0) return new Map();
      const rows = rowsOf<{ member_id: number; depth: number }>(
        await db.execute(sql`select member_id, depth from team_paths
          where ancestor_id = ${agentId} and member_id in (${idList(memberIds)})`),
      );
      return new Map(rows.map((r) => [r.member_id, Number(r.depth)]));
    },

    /** The direct downlines of `parentId` (at `parentDepth` below the agent), newest first. */
    async pageDirects(input: {
      parentId: number;
      parentDepth: number;
      pageNo: number;
      pageSize: number;
      now: Date;
      onlineSince: Date;
    }): Promise<{ rows: TeamRow[]; total: number }> {
      const { parentId, pageNo, pageSize } = input;
      const [count] = rowsOf<{ n: string | number }>(
        await db.execute(sql`select count(*) as n from members where parent_id = ${parentId}`),
      );
      const raw = rowsOf<RawTeamRow>(
        await db.execute(sql`select ${teamSelect(sql`${input.parentDepth + 1}::int`, input.now, input.onlineSince)}
          from members m
          left join wallets w on w.member_id = m.id and w.kind = 'REAL'
          where m.parent_id = ${parentId}
          order by m.id desc
          limit ${pageSize} offset ${(pageNo - 1) * pageSize}`),
      );
      return { rows: await withRates(raw), total: Number(count?.n ?? 0) };
    },

    /** Members of the whole team whose username contains `text` (those starting with it first). */
    async search(input: {
      agentId: number;
      text: string;
      pageNo: number;
      pageSize: number;
      now: Date;
      onlineSince: Date;
    }): Promise<{ rows: TeamRow[]; total: number }> {
      const { agentId, pageNo, pageSize } = input;
      const text = input.text.toLowerCase();
      const contains = `%${likeEscape(text)}%`;
      const starts = `${likeEscape(text)}%`;
      const [count] = rowsOf<{ n: string | number }>(
        await db.execute(sql`select count(*) as n from team_paths p
          join members m on m.id = p.member_id
          where p.ancestor_id = ${agentId} and p.depth > 0 and m.username like ${contains}`),
      );
      const raw = rowsOf<RawTeamRow>(
        await db.execute(sql`select ${teamSelect(sql`p.depth`, input.now, input.onlineSince)}
          from team_paths p
          join members m on m.id = p.member_id
          left join wallets w on w.member_id = m.id and w.kind = 'REAL'
          where p.ancestor_id = ${agentId} and p.depth > 0 and m.username like ${contains}
          order by (m.username like ${starts}) desc, m.username, m.id
          limit ${pageSize} offset ${(pageNo - 1) * pageSize}`),
      );
      return { rows: await withRates(raw), total: Number(count?.n ?? 0) };
    },

    /** One member of the agent's team (depth >= 1), or null when it is not in it. */
    async one(input: {
      agentId: number;
      memberId: number;
      now: Date;
      onlineSince: Date;
    }): Promise<TeamRow | null> {
      const raw = rowsOf<RawTeamRow>(
        await db.execute(sql`select ${teamSelect(sql`p.depth`, input.now, input.onlineSince)}
          from team_paths p
          join members m on m.id = p.member_id
          left join wallets w on w.member_id = m.id and w.kind = 'REAL'
          where p.ancestor_id = ${input.agentId} and p.member_id = ${input.memberId}
            and p.depth > 0`),
      );
      const [row] = await withRates(raw);
      return row ?? null;
    },

    /** From the agent (depth 0) down to `memberId` (a member of its team, or the agent). */
    async trail(
      agentId: number,
      memberId: number,
    ): Promise<{ id: number; username: string; depth: number }[]> {
      const rows = rowsOf<{ id: number; username: string; depth: number }>(
        await db.execute(sql`select m.id, m.username, top.depth
          from team_paths up
          join team_paths top on top.ancestor_id = ${agentId} and top.member_id = up.ancestor_id
          join members m on m.id = up.ancestor_id
          where up.member_id = ${memberId}
          order by top.depth`),
      );
      return rows.map((r) => ({ id: r.id, username: r.username, depth: Number(r.depth) }));
    },

    /** Usernames are stored lower case: pass the lower-cased name. */
    async usernameTaken(username: string): Promise<boolean> {
      const rows = rowsOf<{ id: number }>(
        await db.execute(sql`select id from members where username = ${username} limit 1`),
      );
      return rows.length > 0;
    },

    /** Usernames of members (memos of transfers). */
    async usernames(memberIds: readonly number[]): Promise<Map<number, string>> {
      if (memberIds.length === 0) return new Map();
      const rows = rowsOf<{ id: number; username: string }>(
        await db.execute(sql`select id, username from members where id in (${idList(memberIds)})`),
      );
      return new Map(rows.map((r) => [r.id, r.username]));
    },

    /**
     * A new account under `parentId` with its rates, in one transaction: the parent's row is
     * locked and its rates read under the lock, `check` (pure: it may throw) sees them before
     * anything is written, and the parent's teams count one registration on `day`.
     */
    async openAccount(input: {
      parentId: number;
      username: string;
      type: number;
      passwordHash: string;
      rates: Rates;
      day: string;
      now: Date;
      check: (parentRates: Rates) => void;
    }): Promise<number> {
      return db.transaction(async (tx) => {
        const t = teamQueries(tx);
        await t.lockMember(input.parentId);
        input.check(await t.ratesOfOne(input.parentId));
        const [row] = rowsOf<{ id: number }>(
          await tx.execute(sql`insert into members (username, type, password_hash, parent_id)
            values (${input.username}, ${input.type}, ${input.passwordHash}, ${input.parentId})
            returning id`),
        );
        if (!row) throw new Error('opened account not inserted');
        await t.writeRates(row.id, input.rates, input.now);
        await teamStatsQueries(tx).recordRegistration(row.id, input.day);
        return row.id;
      });
    },

    /**
     * A member's new rates: its row locked, then `check` sees its upline's rates and the highest
     * rates it gives its own directs (pure: it may throw) before the patch is written. Answers
     * the member's full rates after.
     */
    async updateRates(input: {
      memberId: number;
      uplineId: number;
      patch: Partial<Rates>;
      now: Date;
      check: (uplineRates: Rates, directsMax: Rates) => void;
    }): Promise<Rates> {
      return db.transaction(async (tx) => {
        const t = teamQueries(tx);
        await t.lockMember(input.memberId);
        input.check(await t.ratesOfOne(input.uplineId), await t.directsMaxRates(input.memberId));
        await t.writeRates(input.memberId, input.patch, input.now);
        return t.ratesOfOne(input.memberId);
      });
    },

    // ------------------------------------------------------------ affiliate links

    async links(agentId: number): Promise<StoredLink[]> {
      const rows = rowsOf<Parameters<typeof linkOf>[0]>(
        await db.execute(sql`select id, agent_id, code, kind, rates, registrations, created_at,
            removed_at
          from affiliate_links where agent_id = ${agentId} and removed_at is null
          order by id desc`),
      );
      return rows.map(linkOf);
    },

    /** The link with this code (any case), removed ones included; null when none. */
    async linkByCode(code: string): Promise<StoredLink | null> {
      const [row] = rowsOf<Parameters<typeof linkOf>[0]>(
        await db.execute(sql`select id, agent_id, code, kind, rates, registrations, created_at,
            removed_at
          from affiliate_links where code = ${code.trim().toUpperCase()}`),
      );
      return row ? linkOf(row) : null;
    },

    /** Whether a member's own affiliate (referral) code is this one: link codes must differ. */
    async memberCodeExists(code: string): Promise<boolean> {
      const rows = rowsOf<{ id: number }>(
        await db.execute(sql`select id from members
          where upper(affiliate_code) = ${code.toUpperCase()} limit 1`),
      );
      return rows.length > 0;
    },

    /**
     * A new link, unless the agent holds `max` links already (null then): the agent's row is
     * locked so two creations at once count each other. `check` sees the agent's rates first.
     * A code already taken throws the unique violation (the service draws another).
     */
    async insertLink(input: {
      agentId: number;
      code: string;
      kind: string;
      rates: Rates;
      max: number;
      now: Date;
      check: (agentRates: Rates) => void;
    }): Promise<StoredLink | null> {
      return db.transaction(async (tx) => {
        const t = teamQueries(tx);
        await t.lockMember(input.agentId);
        input.check(await t.ratesOfOne(input.agentId));
        const [held] = rowsOf<{ n: string | number }>(
          await tx.execute(sql`select count(*) as n from affiliate_links
            where agent_id = ${input.agentId} and removed_at is null`),
        );
        if (Number(held?.n ?? 0) >= input.max) return null;
        const [row] = rowsOf<Parameters<typeof linkOf>[0]>(
          await tx.execute(sql`insert into affiliate_links (agent_id, code, kind, rates, created_at)
            values (${input.agentId}, ${input.code}, ${input.kind},
              ${JSON.stringify(input.rates)}::jsonb, ${input.now.toISOString()}::timestamptz)
            returning id, agent_id, code, kind, rates, registrations, created_at, removed_at`),
        );
        if (!row) throw new Error('affiliate link not inserted');
        return linkOf(row);
      });
    },

    /** Retires the agent's link; false when it is not the agent's or was removed before. */
    async removeLink(agentId: number, linkId: number, now: Date): Promise<boolean> {
      const rows = rowsOf<{ id: number }>(
        await db.execute(sql`update affiliate_links set removed_at = ${now.toISOString()}::timestamptz
          where id = ${linkId} and agent_id = ${agentId} and removed_at is null
          returning id`),
      );
      return rows.length > 0;
    },

    /**
     * A registration under an upline (its affiliate link or code), in one transaction: with a
     * link, its counter +1 and the new member's rates (the link's, each capped at the upline's
     * rate now, read under the upline's lock); always one registration in the teams' day.
     */
    async recordSignup(input: {
      memberId: number;
      parentId: number;
      link: { id: number; rates: Rates } | null;
      day: string;
      now: Date;
    }): Promise<void> {
      await db.transaction(async (tx) => {
        if (input.link) {
          const t = teamQueries(tx);
          await t.lockMember(input.parentId);
          const ceiling = await t.ratesOfOne(input.parentId);
          const rates = zeroRates();
          for (const type of rebateGameTypes)
            rates[type] = Math.max(0, Math.min(input.link.rates[type], ceiling[type]));
          await t.writeRates(input.memberId, rates, input.now);
          await tx.execute(sql`update affiliate_links set registrations = registrations + 1
            where id = ${input.link.id}`);
        }
        await teamStatsQueries(tx).recordRegistration(input.memberId, input.day);
      });
    },
  };
}
export type AgentTeamRepository = ReturnType<typeof createAgentTeamRepository>;
