import type { ContractKind } from '@app/contracts/agent-constants';
import type {
  AgentContract,
  AgentContractCurrent,
  AgentContractOfferBody,
  AgentContractPayouts,
  AgentContracts,
  AgentContractsOffered,
  ContractBasis,
  ContractPayoutStatus,
} from '@app/contracts/agent-contracts';
import type { ContractTerms } from '@app/contracts/agent-contract-rules';
import { isAgentType } from '@app/contracts/member-types';
import type {
  AgentContractRepository,
  ContractRow,
  PayoutRow,
} from '../repositories/agent-contract-repository';
import type { QueryHandle } from '../repositories/wallet-repository';
import type { SaferGamblingGuard } from './safer-gambling-guard';
import type { Clock } from './clock';
import { endedPeriods, periodAt, periodKindOf, type ContractPeriod } from './contract-periods';
import {
  assertWithinOwn,
  major,
  nextTierOf,
  payFor,
  termsOf,
  type TeamFigures,
} from './contract-tiers';
import { DomainError } from './domain-error';
import type { WalletService } from './wallet-service';

/** A period's basis as stored (`contract_payouts.basis`): minor units. */
type StoredBasis = {
  turnoverMinor: number;
  active: number;
  netLossMinor: number | null;
  tier: number | null;
};

const kindName: Record<ContractKind, string> = {
  DAILY_SALARY: 'Daily salary',
  HOURLY_SALARY: 'Hourly salary',
  DIVIDEND: 'Dividend',
};

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

function basisOut(stored: unknown): ContractBasis {
  const b = stored as Partial<StoredBasis>;
  return {
    turnover: major(b.turnoverMinor ?? 0),
    active: b.active ?? 0,
    netLoss: b.netLossMinor === null || b.netLossMinor === undefined ? null : major(b.netLossMinor),
    tier: b.tier ?? null,
  };
}

function payoutOut(row: PayoutRow) {
  return {
    contractId: row.contractId,
    periodKey: row.periodKey,
    periodStart: row.periodStart.toISOString(),
    periodEnd: row.periodEnd.toISOString(),
    basis: basisOut(row.basis),
    amount: major(row.amountMinor),
    status: row.status as ContractPayoutStatus,
    paidAt: iso(row.paidAt),
  };
}

/** A stored contract as the wire shows it. */
export function contractOut(row: ContractRow): AgentContract {
  const kind = row.kind as ContractKind;
  const common = {
    id: row.id,
    status: row.status as AgentContract['status'],
    upline: row.upline,
    offeredAt: row.offeredAt.toISOString(),
    respondedAt: iso(row.respondedAt),
    startsAt: iso(row.startsAt),
  };
  // termsOf parsed the terms with the kind's schema: the pair is consistent.
  return { ...common, kind, terms: termsOf(kind, row.terms) } as AgentContract;
}

/**
 * Agent contracts (issue 17): the upline (or the operator) offers an agent tiers of daily
 * salary, dividend or hourly salary; the agent signs or declines; `runDue` pays every ended
 * period of a signed contract once. The period's row in `contract_payouts` (unique per contract
 * and period) and its ledger movement (key `contract:<id>:<periodKey>`, kind SALARY or
 * DIVIDEND: from the house when the operator offered it, from the upline's wallet otherwise)
 * commit in one transaction; an upline short of money leaves the row UNPAID and a later run
 * pays it. The team's figures come from the daily and hourly aggregates, read before the
 * transaction opens.
 */
export function createAgentContractService(deps: {
  repo: AgentContractRepository;
  bind: (db: QueryHandle) => AgentContractRepository;
  wallets: WalletService;
  utcOffsetMinutes: () => Promise<number>;
  currency: () => Promise<string>;
  clock: Clock;
  /**
   * Safer gambling (issue 18): a period of an agent on a break is claimed but left UNPAID (the
   * run after the break ends pays it), and an agent on a break cannot sign an offer.
   */
  protections: Pick<SaferGamblingGuard, 'onBreak' | 'assertNoBreak'>;
}) {
  const { repo } = deps;

  async function figuresOf(agentId: number, period: ContractPeriod): Promise<TeamFigures> {
    if (period.kind === 'HOUR') {
      const f = await repo.hourFigures(agentId, period.start);
      return { turnoverMinor: f.turnoverMinor, active: f.active, netLossMinor: 0 };
    }
    const f = await repo.dayFigures(agentId, period.firstDay, period.lastDay);
    return {
      turnoverMinor: f.turnoverMinor,
      active: f.active,
      netLossMinor: f.turnoverMinor - f.winMinor - f.bonusMinor - f.rebateMinor,
    };
  }

  function periodOf(kind: ContractKind, terms: ContractTerms, at: Date, offset: number) {
    return periodAt(periodKindOf(kind, 'period' in terms ? terms.period : undefined), at, offset);
  }

  function storedBasis(
    period: ContractPeriod,
    figures: TeamFigures,
    tier: number | null,
  ): StoredBasis {
    return {
      turnoverMinor: figures.turnoverMinor,
      active: figures.active,
      netLossMinor: period.kind === 'HOUR' ? null : figures.netLossMinor,
      tier,
    };
  }

  /**
   * Settles one period in ONE transaction: claims its row (a concurrent claim waits, then finds
   * it settled), and moves the money; an upline short of money leaves the row UNPAID and moves
   * nothing. Zero to pay: a NOTHING row.
   */
  async function settle(
    contract: ContractRow,
    period: { key: string; start: Date; end: Date },
    basis: unknown,
    amountMinor: number,
    now: Date,
  ): Promise<void> {
    const row = {
      contractId: contract.id,
      periodKey: period.key,
      periodStart: period.start,
      periodEnd: period.end,
      basis,
    };
    if (amountMinor <= 0) {
      await repo.insertNothing({ ...row, at: now });
      return;
    }
    // Wallets must exist before the transaction (nothing may query the pool inside it).
    await deps.wallets.openWallet(contract.agentId);
    const onBreak = await deps.protections.onBreak(contract.agentId);
    const kind = contract.kind as ContractKind;
    const ledgerKind = kind === 'DIVIDEND' ? 'DIVIDEND' : 'SALARY';
    const idempotencyKey = `contract:${contract.id}:${period.key}`;
    const memo = `${kindName[kind]} ${period.key}`;
    await deps.wallets.atomically(deps.bind, async (post, tx, _postHouse, transfer) => {
      const claim = await tx.claimPayout({ ...row, amountMinor });
      if (!claim || onBreak) return; // on a break: stays UNPAID, a run after the break pays it
      let transactionId: number;
      if (contract.uplineId === null) {
        ({ transactionId } = await post({
          idempotencyKey,
          memberId: contract.agentId,
          walletKind: 'REAL',
          amountMinor: claim.amountMinor,
          kind: ledgerKind,
          memo,
        }));
      } else {
        const balance = await tx.lockPayerBalanceMinor(contract.uplineId, contract.agentId);
        if (balance < claim.amountMinor) return; // stays UNPAID; a later run retries
        ({ transactionId } = await transfer({
          idempotencyKey,
          fromMemberId: contract.uplineId,
          toMemberId: contract.agentId,
          amountMinor: claim.amountMinor,
          kind: ledgerKind,
          memo,
        }));
      }
      await tx.markPaid(claim.id, transactionId, now);
    });
  }

  async function ownContract(memberId: number, id: number): Promise<ContractRow> {
    const row = await repo.findContract(id);
    if (!row || row.agentId !== memberId)
      throw new DomainError('CONTRACT_NOT_FOUND', 'No such contract');
    return row;
  }

  return {
    /** The member's contract of `kind` (the open one, else the latest), or null. */
    async mine(memberId: number, kind: ContractKind): Promise<AgentContracts> {
      const row = await repo.latestForAgent(memberId, kind);
      return { currency: await deps.currency(), contract: row ? contractOut(row) : null };
    },

    /** Signs (periods are paid from now on) or declines an OFFERED contract of the member. */
    async respond(memberId: number, id: number, accept: boolean): Promise<AgentContract> {
      if (accept) await deps.protections.assertNoBreak(memberId);
      const row = await ownContract(memberId, id);
      if (row.status !== 'OFFERED')
        throw new DomainError('CONTRACT_NOT_OFFERED', 'This contract is not awaiting an answer');
      const done = await repo.respond(id, memberId, accept, deps.clock());
      if (!done)
        throw new DomainError('CONTRACT_NOT_OFFERED', 'This contract is not awaiting an answer');
      return contractOut(await ownContract(memberId, id));
    },

    /** The current period of the signed contract of `kind`: figures so far and the projection. */
    async current(memberId: number, kind: ContractKind): Promise<AgentContractCurrent> {
      const currency = await deps.currency();
      const row = await repo.signedFor(memberId, kind);
      if (!row) return { currency, current: null };
      const terms = termsOf(kind, row.terms);
      const period = periodOf(kind, terms, deps.clock(), await deps.utcOffsetMinutes());
      const figures = await figuresOf(memberId, period);
      const pay = payFor(kind, terms, figures);
      return {
        currency,
        current: {
          contractId: row.id,
          periodKey: period.key,
          periodStart: period.start.toISOString(),
          periodEnd: period.end.toISOString(),
          basis: basisOut(storedBasis(period, figures, pay.tier)),
          projected: major(pay.amountMinor),
          nextTier: nextTierOf(kind, terms, pay.tier),
        },
      };
    },

    /** The member's settled periods of `kind`, newest first. */
    async payouts(
      memberId: number,
      query: { kind: ContractKind; pageNo: number; pageSize: number },
    ): Promise<AgentContractPayouts> {
      const page = await repo.payoutsPage(memberId, query.kind, query.pageNo, query.pageSize);
      return {
        currency: await deps.currency(),
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        totalCount: page.total,
        totalPaid: major(page.paidMinor),
        totalUnpaid: major(page.unpaidMinor),
        list: page.list.map(payoutOut),
      };
    },

    /**
     * Offers a direct sub-agent a contract within the agent's own signed terms of the kind:
     * NOT_IN_TEAM (not a direct sub-agent), CONTRACT_EXISTS (it has one offered or signed),
     * CONTRACT_ABOVE_OWN (none signed, or a tier above the agent's own).
     */
    async offer(memberId: number, body: AgentContractOfferBody): Promise<AgentContract> {
      const kind = body.kind;
      const target = await repo.memberInfo(body.memberId);
      if (!target || target.parentId !== memberId || !isAgentType(target.type))
        throw new DomainError('NOT_IN_TEAM', 'Not a direct sub-agent of yours');
      const existing = await repo.latestForAgent(body.memberId, kind);
      if (existing && (existing.status === 'OFFERED' || existing.status === 'SIGNED'))
        throw new DomainError('CONTRACT_EXISTS', 'This agent already has a contract of this kind');
      const own = await repo.signedFor(memberId, kind);
      const offered = termsOf(kind, body.terms);
      assertWithinOwn(kind, offered, own ? termsOf(kind, own.terms) : null);
      const id = await repo.insertOffer({
        kind,
        agentId: body.memberId,
        uplineId: memberId,
        terms: offered,
        offeredAt: deps.clock(),
      });
      if (id === null)
        throw new DomainError('CONTRACT_EXISTS', 'This agent already has a contract of this kind');
      const row = await repo.findContract(id);
      if (!row) throw new Error('contract vanished');
      return contractOut(row);
    },

    /** The agent's direct sub-agents with their contract of `kind` and what each was paid. */
    async offered(
      memberId: number,
      query: { kind: ContractKind; pageNo: number; pageSize: number },
    ): Promise<AgentContractsOffered> {
      const own = await repo.signedFor(memberId, query.kind);
      const page = await repo.subAgentsPage(memberId, query.kind, query.pageNo, query.pageSize);
      return {
        currency: await deps.currency(),
        own: own ? contractOut(own) : null,
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        totalCount: page.total,
        totalPaid: major(page.paidMinor),
        totalOwed: major(page.owedMinor),
        list: page.list.map((r) => ({
          memberId: r.memberId,
          username: r.username,
          contract: r.contract ? contractOut(r.contract) : null,
          paid: major(r.paidMinor),
          owed: major(r.owedMinor),
          unpaidPeriods: r.unpaidPeriods,
        })),
      };
    },

    /**
     * Pays what is due now: UNPAID periods of signed contracts again, then every ended period
     * (within the lookback, ending after the signature) without a row. Each period is settled
     * in its own transaction; one failing does not stop the others (the first error is thrown
     * at the end).
     */
    async runDue(): Promise<{ settled: number }> {
      const offset = await deps.utcOffsetMinutes();
      const now = deps.clock();
      const contracts = await repo.signedContracts();
      const byId = new Map(contracts.map((c) => [c.id, c]));
      const errors: unknown[] = [];
      let settled = 0;
      const attempt = async (work: () => Promise<void>) => {
        try {
          await work();
          settled += 1;
        } catch (error) {
          errors.push(error);
        }
      };

      for (const row of await repo.unpaidOfSigned()) {
        const contract = byId.get(row.contractId);
        if (!contract) continue;
        await attempt(() =>
          settle(
            contract,
            { key: row.periodKey, start: row.periodStart, end: row.periodEnd },
            row.basis,
            row.amountMinor,
            now,
          ),
        );
      }

      for (const contract of contracts) {
        if (!contract.startsAt) continue;
        const kind = contract.kind as ContractKind;
        const terms = termsOf(kind, contract.terms);
        const periodKind = periodKindOf(kind, 'period' in terms ? terms.period : undefined);
        const periods = endedPeriods(periodKind, now, contract.startsAt, offset);
        const done = new Set(
          (
            await repo.payoutsOf(
              contract.id,
              periods.map((p) => p.key),
            )
          ).map((r) => r.periodKey),
        );
        for (const period of periods) {
          if (done.has(period.key)) continue;
          await attempt(async () => {
            const figures = await figuresOf(contract.agentId, period);
            const pay = payFor(kind, terms, figures);
            await settle(
              contract,
              period,
              storedBasis(period, figures, pay.tier),
              pay.amountMinor,
              now,
            );
          });
        }
      }
      if (errors.length > 0) throw errors[0];
      return { settled };
    },
  };
}
export type AgentContractService = ReturnType<typeof createAgentContractService>;
