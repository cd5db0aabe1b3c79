import type { WithdrawInfo } from '@app/contracts/cashier';
import type { Language } from '@app/contracts/languages';
import { feeOfMinor } from '@app/contracts/money';
import type { OpsDepositPromotion, RewardItem } from '@app/contracts/rewards';
import type { BonusStatus, RewardStatus } from '@app/contracts/reward-constants';
import type {
  BonusGrantRow,
  BonusGrantWithPromotion,
  BonusRepository,
  DepositPromotionPatch,
  DepositPromotionRow,
} from '../repositories/bonus-repository';
import type { QueryHandle } from '../repositories/wallet-repository';
import type { Actor, AuditService } from './audit-service';
import type { Clock } from './clock';
import { DomainError } from './domain-error';
import { toMajorUnits } from './money';
import type { PostInput, PostResult, WalletService } from './wallet-service';

const DAY_MS = 86_400_000;
/** Settled bonuses stay in the reward centre this long (CLAIMED, CLOSED). */
const SHOWN_AFTER_MS = 30 * DAY_MS;
/** Game types whose rounds count when a promotion names none: slots. */
const DEFAULT_GAME_TYPES = ['RNG'];

/** A deposit as the bonus sees it when the deposit is credited. */
export type CreditedDeposit = {
  id: number;
  memberId: number;
  promoId: number | null;
  amountMinor: number;
  feeMinor: number;
  reference: string;
};

/** A real-money round that counts towards wagering. */
export type WageringRound = { memberId: number; gameType: string; stakeMinor: number };

type Post = (input: PostInput) => Promise<PostResult>;

const localized = (value: unknown, language: Language): string => {
  const names = (value ?? {}) as Partial<Record<Language, string>>;
  return names[language] ?? names.en ?? '';
};

/** The bonus of a deposit: the promotion's percentage, at most its maximum (minor units). */
export const bonusOfMinor = (promo: DepositPromotionRow, amountMinor: number): number =>
  Math.min(feeOfMinor(amountMinor, promo.bonusBps), promo.maxBonusMinor);

/** A grant's state as the reward centre labels it (spec section 4). */
export function rewardStatusOfBonus(status: string): RewardStatus {
  const byStatus: Record<BonusStatus, RewardStatus> = {
    ACTIVE: 'PROCESSING',
    RELEASED: 'CLAIMED',
    EXPIRED: 'CLOSED',
    FORFEITED: 'CLOSED',
  };
  return byStatus[status as BonusStatus] ?? 'CLOSED';
}

const gameTypesOf = (grant: BonusGrantRow): string[] =>
  Array.isArray(grant.gameTypes) ? (grant.gameTypes as string[]) : DEFAULT_GAME_TYPES;

/**
 * Bonus money under wagering (issue 16, decision 0039). A deposit bonus is credited into the
 * REAL wallet with its deposit (BONUS, `bonus:deposit:<depositId>`) and a grant that locks it:
 * locked = min(balance, the ACTIVE grants' bonuses), so the player's own money stays
 * withdrawable and is spent first. Real-money rounds of the grant's game types add their stake
 * to the oldest ACTIVE grants in the round's own transaction; reaching the requirement RELEASES
 * the grant (nothing moves). Past its time (on read and by the sweeper) or on the member's
 * forfeit, what is left of the bonus, min(bonus, balance), leaves the wallet (BONUS_REMOVED,
 * `bonus-removed:<grantId>`) with the grant's change, once.
 *
 * Lock order in every transaction that touches a grant: the wallet first (a ledger post or
 * `lockWallet`), then the grant, so rounds, credits and removals never deadlock.
 */
export function createBonusService(deps: {
  repo: BonusRepository;
  bind: (db: QueryHandle) => BonusRepository;
  wallets: WalletService;
  audit: AuditService;
  clock: Clock;
}) {
  const { repo, clock } = deps;

  /** Removes what is left of an ACTIVE grant's bonus and settles it; null when not ACTIVE. */
  async function removeGrant(
    grantId: number,
    to: 'EXPIRED' | 'FORFEITED',
  ): Promise<BonusGrantRow | null> {
    return deps.wallets.atomically(deps.bind, async (post, tx) => {
      const grant = await tx.findGrant(grantId);
      if (!grant || grant.status !== 'ACTIVE') return null;
      const balance = (await tx.lockWallet(grant.memberId)) ?? 0;
      const removedMinor = Math.min(grant.bonusMinor, balance);
      const settled = await tx.settle(grant.id, to, removedMinor, clock());
      if (!settled) return null;
      if (removedMinor > 0)
        await post({
          idempotencyKey: `bonus-removed:${grant.id}`,
          memberId: grant.memberId,
          walletKind: 'REAL',
          amountMinor: -removedMinor,
          kind: 'BONUS_REMOVED',
          memo: to,
        });
      return settled;
    });
  }

  /** The member's grants past their time expire now (on every read that shows or uses them). */
  async function expireDueFor(memberId: number): Promise<void> {
    for (const grant of await repo.dueToExpire(clock(), 50, memberId))
      await removeGrant(grant.id, 'EXPIRED');
  }

  async function lockedMinor(memberId: number): Promise<number> {
    await expireDueFor(memberId);
    const [open, balance] = await Promise.all([
      repo.openBonusMinor(memberId),
      repo.balanceOf(memberId),
    ]);
    return Math.min(open, balance);
  }

  function promotionItem(
    promo: DepositPromotionRow,
    open: boolean,
    language: Language,
  ): RewardItem {
    return {
      key: `deposit:${promo.id}`,
      kind: 'DEPOSIT_BONUS',
      status: open ? 'JOIN' : 'CLOSED',
      action: open ? 'DEPOSIT' : null,
      title: localized(promo.title, language),
      summary: localized(promo.summary, language),
      // A percentage: the bonus depends on the deposit.
      amount: null,
      startsAt: null,
      endsAt: null,
      announcementId: promo.announcementId,
      depositPromoId: promo.id,
      bonusId: null,
      wagering: null,
      reason: null,
    };
  }

  function grantItem(grant: BonusGrantWithPromotion, language: Language): RewardItem {
    const active = grant.status === 'ACTIVE';
    return {
      key: `bonus:${grant.id}`,
      kind: 'DEPOSIT_BONUS',
      status: rewardStatusOfBonus(grant.status),
      action: active ? 'FORFEIT' : null,
      title: localized(grant.title, language),
      summary: localized(grant.summary, language),
      amount: toMajorUnits(grant.bonusMinor),
      startsAt: grant.createdAt.toISOString(),
      endsAt: grant.expiresAt.toISOString(),
      announcementId: grant.announcementId,
      depositPromoId: null,
      bonusId: grant.id,
      wagering: active
        ? {
            required: toMajorUnits(grant.requiredMinor),
            done: toMajorUnits(Math.min(grant.wageredMinor, grant.requiredMinor)),
          }
        : null,
      reason: null,
    };
  }

  function opsDto(promo: DepositPromotionRow, activeBonuses: number): OpsDepositPromotion {
    return {
      id: promo.id,
      code: promo.code,
      kind: promo.kind as OpsDepositPromotion['kind'],
      title: localized(promo.title, 'en'),
      bonusPercent: promo.bonusBps / 100,
      maxBonus: toMajorUnits(promo.maxBonusMinor),
      minDeposit: toMajorUnits(promo.minDepositMinor),
      wagerMultiplier: promo.wagerMultiplier,
      wagerDays: promo.wagerDays,
      enabled: promo.enabled,
      activeBonuses,
    };
  }

  const rulesOf = (p: DepositPromotionRow) => ({
    wagerMultiplier: p.wagerMultiplier,
    wagerDays: p.wagerDays,
    enabled: p.enabled,
  });

  return {
    /**
     * In the deposit's credit transaction (`db`, after its DEPOSIT post): the bonus of its
     * promotion, credited (BONUS) with its grant. Nothing when the deposit chose none, the bonus
     * is nothing, or a welcome bonus is no longer open to the member (another deposit succeeded
     * first, or the welcome bonus was taken: the grant key is unique).
     */
    async creditWithDeposit(
      db: QueryHandle,
      post: Post,
      deposit: CreditedDeposit,
    ): Promise<BonusGrantRow | null> {
      if (deposit.promoId === null) return null;
      const tx = deps.bind(db);
      const promo = await tx.findPromotion(deposit.promoId);
      if (!promo) return null;
      const bonusMinor = bonusOfMinor(promo, deposit.amountMinor);
      if (bonusMinor <= 0) return null;
      const welcome = promo.kind === 'WELCOME';
      if (welcome && (await tx.countOtherSuccessful(deposit.memberId, deposit.id)) > 0) return null;
      const depositMinor = deposit.amountMinor - deposit.feeMinor;
      const requiredMinor = promo.wagerMultiplier * (bonusMinor + depositMinor);
      const now = clock();
      const grant = await tx.insertGrant({
        memberId: deposit.memberId,
        promoId: promo.id,
        depositId: deposit.id,
        grantKey: welcome ? `welcome:${deposit.memberId}` : `deposit:${deposit.id}`,
        bonusMinor,
        depositMinor,
        requiredMinor,
        wageredMinor: 0,
        gameTypes: Array.isArray(promo.wagerGameTypes) ? promo.wagerGameTypes : DEFAULT_GAME_TYPES,
        // No requirement (a multiple of 0): released at once.
        status: requiredMinor > 0 ? 'ACTIVE' : 'RELEASED',
        expiresAt: new Date(now.getTime() + promo.wagerDays * DAY_MS),
        createdAt: now,
        settledAt: requiredMinor > 0 ? null : now,
      });
      if (!grant) return null;
      await post({
        idempotencyKey: `bonus:deposit:${deposit.id}`,
        memberId: deposit.memberId,
        walletKind: 'REAL',
        amountMinor: bonusMinor,
        kind: 'BONUS',
        memo: deposit.reference,
      });
      return grant;
    },

    /**
     * In a real-money round's transaction (`db`, after its BET post): the stake fills the
     * member's ACTIVE grants of this game type, oldest first (what one does not need goes on to
     * the next); a grant that reaches its requirement is RELEASED.
     */
    async countRound(db: QueryHandle, round: WageringRound): Promise<void> {
      if (round.stakeMinor <= 0) return;
      const tx = deps.bind(db);
      const now = clock();
      let left = round.stakeMinor;
      for (const grant of await tx.wageringGrants(round.memberId, now)) {
        if (left <= 0) break;
        if (!gameTypesOf(grant).includes(round.gameType)) continue;
        const counted = Math.min(left, grant.requiredMinor - grant.wageredMinor);
        if (counted <= 0) continue;
        if (await tx.addWagered(grant.id, counted, now)) left -= counted;
      }
    },

    /** Bonus money the member may not withdraw now: min(balance, the ACTIVE bonuses). */
    lockedMinor,

    /**
     * Inside a withdrawal's transaction, after its hold locked the wallet: the ACTIVE bonuses
     * (past their time or not: the request expired those just before).
     */
    async bonusLockOn(
      db: QueryHandle,
      memberId: number,
    ): Promise<{ balanceMinor: number; openMinor: number }> {
      const tx = deps.bind(db);
      const balanceMinor = await tx.balanceOf(memberId);
      return { balanceMinor, openMinor: await tx.openBonusMinor(memberId) };
    },

    /** The withdraw screen's progress: each bonus under wagering, oldest first. */
    async wagering(memberId: number, language: Language): Promise<WithdrawInfo['wagering']> {
      await expireDueFor(memberId);
      return (await repo.activeWithPromotion(memberId)).map((g) => ({
        bonusId: g.id,
        title: localized(g.title, language),
        bonus: toMajorUnits(g.bonusMinor),
        required: toMajorUnits(g.requiredMinor),
        done: toMajorUnits(Math.min(g.wageredMinor, g.requiredMinor)),
        expiresAt: g.expiresAt.toISOString(),
      }));
    },

    /**
     * The reward centre's DEPOSIT_BONUS items: each enabled deposit promotion (JOIN while the
     * member may take it: a welcome bonus before any successful deposit and before its grant;
     * CLOSED after), and each bonus grant (PROCESSING with its progress, CLAIMED when released,
     * CLOSED when expired or forfeited; settled ones for 30 days).
     */
    async rewardItems(memberId: number, language: Language): Promise<RewardItem[]> {
      await expireDueFor(memberId);
      const now = clock();
      const [promos, deposited, welcomeTaken, grants] = await Promise.all([
        repo.enabledPromotions(),
        repo.countOtherSuccessful(memberId),
        repo.hasGrantKey(`welcome:${memberId}`),
        repo.recentWithPromotion(memberId, new Date(now.getTime() - SHOWN_AFTER_MS)),
      ]);
      const welcomeOpen = deposited === 0 && !welcomeTaken;
      return [
        ...promos.map((p) => promotionItem(p, p.kind !== 'WELCOME' || welcomeOpen, language)),
        ...grants.map((g) => grantItem(g, language)),
      ];
    },

    /**
     * The member gives up a bonus under wagering: what is left of it leaves the wallet and the
     * lock ends. A retry of a forfeited bonus answers the same amount and moves nothing.
     */
    async forfeit(memberId: number, bonusId: number): Promise<{ removed: number }> {
      const found = await repo.findGrant(bonusId);
      if (!found || found.memberId !== memberId)
        throw new DomainError('REWARD_NOT_FOUND', 'No such bonus');
      if (found.status === 'ACTIVE') {
        const to = found.expiresAt <= clock() ? 'EXPIRED' : 'FORFEITED';
        const settled = await removeGrant(found.id, to);
        if (settled?.status === 'FORFEITED')
          return { removed: toMajorUnits(settled.removedMinor ?? 0) };
      }
      const grant = (await repo.findGrant(bonusId)) ?? found;
      if (grant.status === 'FORFEITED') return { removed: toMajorUnits(grant.removedMinor ?? 0) };
      if (grant.status === 'EXPIRED')
        throw new DomainError('REWARD_ENDED', 'This bonus has expired');
      throw new DomainError('REWARD_NOT_CLAIMABLE', 'This bonus can no longer be forfeited', {
        status: rewardStatusOfBonus(grant.status),
      });
    },

    /** Grants past their time expire (the sweeper's tick); how many did now. */
    async expireDue(limit = 100): Promise<number> {
      let expired = 0;
      for (const grant of await repo.dueToExpire(clock(), limit))
        if (await removeGrant(grant.id, 'EXPIRED')) expired += 1;
      return expired;
    },

    // ------------------------------------------------------------ the console (finance)

    async opsPromotions(): Promise<{ list: OpsDepositPromotion[] }> {
      return {
        list: (await repo.promotionsWithActive()).map((p) => opsDto(p, p.activeBonuses)),
      };
    },

    /**
     * Changes a deposit bonus's wagering multiple, its days, on or off; audited with the rules
     * before and after (no audit row when nothing changes). Bonuses already credited keep the
     * rules they were credited with.
     */
    async opsUpdatePromotion(
      actor: Actor,
      id: number,
      patch: DepositPromotionPatch,
    ): Promise<OpsDepositPromotion> {
      const before = await repo.findPromotion(id);
      if (!before) throw new DomainError('NOT_FOUND', 'No such deposit promotion');
      const changes: DepositPromotionPatch = {};
      if (patch.wagerMultiplier !== undefined && patch.wagerMultiplier !== before.wagerMultiplier)
        changes.wagerMultiplier = patch.wagerMultiplier;
      if (patch.wagerDays !== undefined && patch.wagerDays !== before.wagerDays)
        changes.wagerDays = patch.wagerDays;
      if (patch.enabled !== undefined && patch.enabled !== before.enabled)
        changes.enabled = patch.enabled;
      let after = before;
      if (Object.keys(changes).length > 0) {
        after = (await repo.updatePromotion(id, changes)) ?? before;
        await deps.audit.record(actor, {
          action: 'rewards.depositPromotionUpdate',
          targetType: 'depositPromotion',
          targetId: id,
          before: { code: before.code, ...rulesOf(before) },
          after: { code: after.code, ...rulesOf(after) },
        });
      }
      return opsDto(after, await repo.activeCountOf(id));
    },
  };
}
export type BonusService = ReturnType<typeof createBonusService>;
