import type { Language } from '@app/contracts/languages';
import type { ClaimStatus, RewardStatus } from '@app/contracts/reward-constants';
import type { OpsRewardClaim, RewardItem } from '@app/contracts/rewards';
import type {
  RewardClaimRepository,
  RewardClaimRow,
  RewardClaimWithNames,
} from '../repositories/reward-claim-repository';
import type {
  RewardEventRepository,
  RewardEventRow,
} from '../repositories/reward-event-repository';
import type { QueryHandle } from '../repositories/wallet-repository';
import type { SaferGamblingGuard } from './safer-gambling-guard';
import type { Actor, AuditService } from './audit-service';
import type { CheckInService } from './check-in-service';
import type { Clock } from './clock';
import { DomainError } from './domain-error';
import { toMajorUnits } from './money';
import { ONCE_PERIOD, type RewardCentreService } from './reward-centre-service';
import { textOf } from './reward-rules';
import { eventState, hasEnded, hasStarted, referralState } from './reward-state';
import type { WalletService } from './wallet-service';

const notFound = () => new DomainError('REWARD_NOT_FOUND', 'No such reward');
const notClaimable = (status: RewardStatus) =>
  new DomainError('REWARD_NOT_CLAIMABLE', `This reward cannot be claimed (${status})`, { status });
const ended = () => new DomainError('REWARD_ENDED', 'This promotion has ended');

/** The ledger key of an event's reward: once per member and period (decision 0039). */
const rewardKey = (code: string, memberId: number, periodKey: string) =>
  `reward:${code}:${memberId}:${periodKey}`;

/**
 * Claims (issue 16): the member claims an item by its key (`event:<code>`: a gift, paid at once
 * or APPLYING for finance; `claim:<id>`: an earned referral reward; `check-in`), and finance
 * approves (ISSUED, paid) or rejects (REJECTED, with the reason the member reads) what is
 * APPLYING, audited. Each claim is one row under its unique index, and each state change a
 * conditional UPDATE in the transaction of its ledger post, so a double tap, a retry, two
 * operators or two instances at once pay once.
 */
export function createRewardClaimService(deps: {
  events: RewardEventRepository;
  repo: RewardClaimRepository;
  bind: (db: QueryHandle) => RewardClaimRepository;
  wallets: WalletService;
  audit: AuditService;
  checkIn: CheckInService;
  centre: RewardCentreService;
  clock: Clock;
  /** Safer gambling (issue 18): no reward or referral-reward claims on a break. */
  protections: Pick<SaferGamblingGuard, 'assertNoBreak'>;
}) {
  const { repo } = deps;

  /** The item as the centre shows it after a claim. */
  async function itemNow(memberId: number, key: string, language: Language): Promise<RewardItem> {
    const item = await deps.centre.item(memberId, key, language);
    if (!item) throw notFound();
    return item;
  }

  async function claimEvent(memberId: number, event: RewardEventRow): Promise<void> {
    const existing = await repo.findOf(event.id, memberId, ONCE_PERIOD);
    const now = deps.clock();
    if (existing) throw notClaimable(eventState(event, existing, now).status);
    if (!hasStarted(event, now)) throw notClaimable('COMING_SOON');
    if (hasEnded(event, now)) throw ended();
    const values = {
      eventId: event.id,
      memberId,
      periodKey: ONCE_PERIOD,
      amountMinor: event.amountMinor,
      createdAt: now,
      updatedAt: now,
    };
    // Taken meanwhile (a double tap): the other request's claim decides.
    const taken = async () => {
      const other = await repo.findOf(event.id, memberId, ONCE_PERIOD);
      return notClaimable(other ? eventState(event, other, now).status : 'CLAIMED');
    };
    if (event.needsApproval) {
      if (!(await repo.insertIfMissing({ ...values, status: 'APPLYING' }))) throw await taken();
      return;
    }
    await deps.wallets.openWallet(memberId);
    const paid = await deps.wallets.atomically(deps.bind, async (post, tx) => {
      if (!(await tx.insertIfMissing({ ...values, status: 'CLAIMED' }))) return false;
      if (event.amountMinor > 0)
        await post({
          idempotencyKey: rewardKey(event.code, memberId, ONCE_PERIOD),
          memberId,
          walletKind: 'REAL',
          amountMinor: event.amountMinor,
          kind: 'REWARD',
          memo: event.code,
        });
      return true;
    });
    if (!paid) throw await taken();
  }

  async function claimReferral(memberId: number, claimId: number): Promise<void> {
    const claim = await repo.findById(claimId);
    if (!claim || claim.memberId !== memberId) throw notFound();
    const event = await deps.events.findById(claim.eventId);
    if (!event || !event.enabled || event.kind !== 'REFERRAL') throw notFound();
    const now = deps.clock();
    const isOver = hasEnded(event, now);
    if (claim.status !== 'CLAIMABLE') throw notClaimable(referralState(claim, isOver).status);
    if (isOver) throw ended();
    const friendId = /^friend:(\d+)$/.exec(claim.periodKey)?.[1];
    if (!friendId) throw new Error(`reward claim ${claim.id}: not a referral period`);
    await deps.wallets.openWallet(memberId);
    const paid = await deps.wallets.atomically(deps.bind, async (post, tx) => {
      const moved = await tx.transition(claim.id, ['CLAIMABLE'], 'CLAIMED', { updatedAt: now });
      if (!moved) return false;
      await post({
        // The key the invite screen sums (referral-repository.ts).
        idempotencyKey: `referral-reward:${friendId}:first-deposit`,
        memberId,
        walletKind: 'REAL',
        amountMinor: moved.amountMinor,
        kind: 'REFERRAL_REWARD',
        memo: `Referral reward, friend #${friendId}`,
      });
      return true;
    });
    if (!paid) throw notClaimable('CLAIMED');
  }

  function opsDto(row: RewardClaimWithNames): OpsRewardClaim {
    return {
      id: row.id,
      memberId: row.memberId,
      username: row.username,
      code: row.code,
      title: textOf(row.title, 'en'),
      amount: toMajorUnits(row.amountMinor),
      status: row.status as ClaimStatus,
      reason: row.reason,
      handledBy: row.handledBy,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  /** Finance's decision on an APPLYING claim: the state change (and payment) once, audited. */
  async function decide(
    actor: Actor,
    id: number,
    decision: { to: 'ISSUED' } | { to: 'REJECTED'; reason: string },
  ): Promise<OpsRewardClaim> {
    const before = await repo.findWithNames(id);
    if (!before) throw notFound();
    const now = deps.clock();
    const settled = () => new DomainError('REQUEST_SETTLED', `Already ${before.status}`);
    let after: RewardClaimRow | null;
    if (decision.to === 'REJECTED') {
      after = await repo.transition(id, ['APPLYING'], 'REJECTED', {
        reason: decision.reason,
        handledBy: actor.name,
        updatedAt: now,
      });
    } else {
      // A member who took a break since applying is not paid (finance may reject the claim).
      if (before.status === 'APPLYING') await deps.protections.assertNoBreak(before.memberId);
      await deps.wallets.openWallet(before.memberId);
      after = await deps.wallets.atomically(deps.bind, async (post, tx) => {
        const moved = await tx.transition(id, ['APPLYING'], 'ISSUED', {
          handledBy: actor.name,
          updatedAt: now,
        });
        if (moved && moved.amountMinor > 0)
          await post({
            idempotencyKey: rewardKey(before.code, moved.memberId, moved.periodKey),
            memberId: moved.memberId,
            walletKind: 'REAL',
            amountMinor: moved.amountMinor,
            kind: 'REWARD',
            memo: before.code,
          });
        return moved;
      });
    }
    if (!after) throw settled();
    await deps.audit.record(actor, {
      action: decision.to === 'ISSUED' ? 'rewards.claimApprove' : 'rewards.claimReject',
      targetType: 'reward_claim',
      targetId: id,
      before: { status: before.status },
      after: { status: after.status, amountMinor: after.amountMinor, code: before.code },
      ...(decision.to === 'REJECTED' ? { reason: decision.reason } : {}),
    });
    return opsDto({ ...before, ...after });
  }

  return {
    /** Claims the item of `key` and answers it as it is now. */
    async claim(memberId: number, key: string, language: Language): Promise<RewardItem> {
      await deps.protections.assertNoBreak(memberId);
      const eventCode = /^event:([A-Za-z0-9_-]{1,40})$/.exec(key)?.[1];
      const claimId = /^claim:(\d{1,10})$/.exec(key)?.[1];
      if (eventCode) {
        const event = await deps.events.findEnabled(eventCode);
        if (!event) throw notFound();
        if (event.kind === 'EVENT') {
          await claimEvent(memberId, event);
          return itemNow(memberId, key, language);
        }
      } else if (claimId) {
        await claimReferral(memberId, Number(claimId));
        return itemNow(memberId, key, language);
      } else if (key === 'check-in') {
        await deps.checkIn.checkIn(memberId);
        return itemNow(memberId, key, language);
      }
      // Any other item (a deposit bonus, a bonus under wagering, the rain, the invitation) has
      // an action of its own, or none.
      const item = await deps.centre.item(memberId, key, language);
      if (!item) throw notFound();
      throw notClaimable(item.status);
    },

    async page(query: {
      status?: ClaimStatus | undefined;
      pageNo: number;
      pageSize: number;
    }): Promise<{ list: OpsRewardClaim[]; pageNum: number; totalPages: number; total: number }> {
      const { rows, total } = await repo.page({
        status: query.status,
        offset: (query.pageNo - 1) * query.pageSize,
        limit: query.pageSize,
      });
      return {
        list: rows.map(opsDto),
        pageNum: query.pageNo,
        totalPages: Math.max(1, Math.ceil(total / query.pageSize)),
        total,
      };
    },

    approve: (actor: Actor, id: number) => decide(actor, id, { to: 'ISSUED' }),
    reject: (actor: Actor, id: number, reason: string) =>
      decide(actor, id, { to: 'REJECTED', reason }),
  };
}
export type RewardClaimService = ReturnType<typeof createRewardClaimService>;
