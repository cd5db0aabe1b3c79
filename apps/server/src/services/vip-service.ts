import type { Language } from '@app/contracts/languages';
import type { VipInfo, VipLevel, VipThresholdProgress } from '@app/contracts/vip';
import type { MemberVipRow, VipLevelRow, VipRepository } from '../repositories/vip-repository';
import type { Clock } from './clock';
import { toMajorUnits } from './money';
import { percentOf } from './cashier-rules';
import {
  periodStart,
  standingOf,
  VIP_PERIOD_DAYS,
  vipLabelOf,
  type ThresholdProgress,
} from './vip-rules';

/**
 * Ledger kinds that count as deposits: money the member brought in. DEPOSIT is a credited
 * deposit (the cashier); SEED_CREDIT is the demo accounts' opening balance, which stands for
 * their first deposit (demo01 keeps the VIP 1 it was seeded with).
 */
export const QUALIFYING_DEPOSIT_KINDS = ['DEPOSIT', 'SEED_CREDIT'] as const;

/** Member info re-derives a standing older than this (the VIP screen always does). */
export const VIP_STALE_AFTER_MS = 60_000;

/** The cashier's own daily withdrawal limits (operator settings); a VIP level may raise them. */
export type WithdrawalLimits = { dailyCount: number; dailyAmountMinor: number };

function progressDto(p: ThresholdProgress): VipThresholdProgress {
  return {
    required: toMajorUnits(p.requiredMinor),
    current: toMajorUnits(p.currentMinor),
    missing: toMajorUnits(p.missingMinor),
    percent: p.percent,
    met: p.met,
  };
}

/**
 * VIP levels (issue 14). A member's level is derived data: `recompute` sums their deposits (the
 * ledger) and valid turnover (bet records) over the rolling qualifying period, picks the highest
 * level whose both thresholds are met and stores the result with the member's VIP label.
 * Recomputing again with nothing new writes the same standing.
 */
export function createVipService(deps: {
  repo: VipRepository;
  clock: Clock;
  currency: () => Promise<string>;
  /** The cashier's daily withdrawal limits. */
  cashierLimits: () => Promise<WithdrawalLimits>;
}) {
  const { repo, clock } = deps;

  async function recompute(memberId: number): Promise<MemberVipRow> {
    const now = clock();
    const since = periodStart(now);
    const [levels, depositsMinor, turnoverMinor] = await Promise.all([
      repo.levels(),
      repo.creditedSince(memberId, QUALIFYING_DEPOSIT_KINDS, since),
      repo.turnoverSince(memberId, since),
    ]);
    const { level } = standingOf(levels, depositsMinor, turnoverMinor);
    const row: MemberVipRow = { memberId, level, depositsMinor, turnoverMinor, computedAt: now };
    await repo.saveStanding(row, vipLabelOf(level));
    return row;
  }

  /** The stored standing, recomputed first when missing or older than `maxAgeMs`. */
  async function current(memberId: number, maxAgeMs = VIP_STALE_AFTER_MS): Promise<MemberVipRow> {
    const stored = await repo.standing(memberId);
    if (stored && clock().getTime() - stored.computedAt.getTime() < maxAgeMs) return stored;
    return recompute(memberId);
  }

  function levelDto(l: VipLevelRow, language: Language, limits: WithdrawalLimits): VipLevel {
    return {
      level: l.level,
      name: l.names[language],
      names: l.names,
      deposit: toMajorUnits(l.depositMinor),
      turnover: toMajorUnits(l.turnoverMinor),
      rebatePercent: percentOf(l.rebateBps),
      birthdayBonus: toMajorUnits(l.birthdayBonusMinor),
      levelUpBonus: toMajorUnits(l.levelUpBonusMinor),
      dailyWithdrawCount: Math.max(l.dailyWithdrawCount, limits.dailyCount),
      dailyWithdrawAmount: toMajorUnits(Math.max(l.dailyWithdrawMinor, limits.dailyAmountMinor)),
    };
  }

  return {
    recompute,

    /** Member info calls this: the label follows deposits and bets within a minute. */
    async refreshIfStale(memberId: number): Promise<void> {
      await current(memberId);
    },

    /** GET /wps/member/vip: the levels and the member's freshly recomputed standing. */
    async info(memberId: number, language: Language): Promise<VipInfo> {
      const standing = await recompute(memberId);
      const [levels, limits, currency] = await Promise.all([
        repo.levels(),
        deps.cashierLimits(),
        deps.currency(),
      ]);
      const { next } = standingOf(levels, standing.depositsMinor, standing.turnoverMinor);
      const nameOf = (level: number) =>
        levels.find((l) => l.level === level)?.names[language] ?? vipLabelOf(level) ?? '';
      return {
        currency,
        period: {
          days: VIP_PERIOD_DAYS,
          start: periodStart(standing.computedAt).toISOString(),
          end: standing.computedAt.toISOString(),
        },
        levels: levels.map((l) => levelDto(l, language, limits)),
        standing: {
          level: standing.level,
          name: nameOf(standing.level),
          label: vipLabelOf(standing.level),
          deposits: toMajorUnits(standing.depositsMinor),
          turnover: toMajorUnits(standing.turnoverMinor),
          next: next
            ? {
                level: next.level,
                name: nameOf(next.level),
                deposit: progressDto(next.deposit),
                turnover: progressDto(next.turnover),
              }
            : null,
          computedAt: standing.computedAt.toISOString(),
        },
      };
    },

    /**
     * The member's daily withdrawal limits: the larger of the cashier's and their VIP level's
     * (a benefit of the level). `base` is the cashier's.
     */
    async withdrawalLimits(memberId: number, base: WithdrawalLimits): Promise<WithdrawalLimits> {
      const [standing, levels] = await Promise.all([current(memberId), repo.levels()]);
      const level = levels.find((l) => l.level === standing.level);
      if (!level) return base;
      return {
        dailyCount: Math.max(base.dailyCount, level.dailyWithdrawCount),
        dailyAmountMinor: Math.max(base.dailyAmountMinor, level.dailyWithdrawMinor),
      };
    },
  };
}
export type VipService = ReturnType<typeof createVipService>;
