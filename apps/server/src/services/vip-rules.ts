/**
 * The VIP rules (issue 14), pure: which level deposits and valid turnover earn, and how far a
 * member is towards the next one. Money is integer minor units here; the service turns it into
 * major units at the edge.
 */

/** The rolling qualifying period: deposits and turnover of the last 90 days count. */
export const VIP_PERIOD_DAYS = 90;

/** A level's two thresholds over the qualifying period. */
export type VipThresholds = { level: number; depositMinor: number; turnoverMinor: number };

export type ThresholdProgress = {
  requiredMinor: number;
  currentMinor: number;
  missingMinor: number;
  /** 0..100, rounded down; 100 only when met. */
  percent: number;
  met: boolean;
};

export type VipStandingResult = {
  level: number;
  next: {
    level: number;
    deposit: ThresholdProgress;
    turnover: ThresholdProgress;
  } | null;
};

/** Where the qualifying period starts for `now`. */
export function periodStart(now: Date, days = VIP_PERIOD_DAYS): Date {
  return new Date(now.getTime() - days * 86_400_000);
}

/** The label member info shows (clubLabel.labelName): "VIP 3"; none at level 0. */
export function vipLabelOf(level: number): string | null {
  return level > 0 ? `VIP ${level}` : null;
}

/**
 * The highest level whose BOTH thresholds are met (levels need not be listed in order; a level
 * whose thresholds are out of step with its neighbours is still judged on its own). Level 0
 * when none is met.
 */
export function levelFor(
  levels: readonly VipThresholds[],
  depositsMinor: number,
  turnoverMinor: number,
): number {
  let best = 0;
  for (const l of levels)
    if (depositsMinor >= l.depositMinor && turnoverMinor >= l.turnoverMinor && l.level > best)
      best = l.level;
  return best;
}

/** How far `currentMinor` is towards `requiredMinor`. */
export function progressOf(requiredMinor: number, currentMinor: number): ThresholdProgress {
  const required = Math.max(0, requiredMinor);
  const current = Math.max(0, currentMinor);
  const met = current >= required;
  const percent = met ? 100 : Math.min(99, Math.floor((current * 100) / required));
  return {
    requiredMinor: required,
    currentMinor: current,
    missingMinor: met ? 0 : required - current,
    percent,
    met,
  };
}

/** The member's level and the progress towards the next level up (null at the top). */
export function standingOf(
  levels: readonly VipThresholds[],
  depositsMinor: number,
  turnoverMinor: number,
): VipStandingResult {
  const level = levelFor(levels, depositsMinor, turnoverMinor);
  const above = levels.filter((l) => l.level > level).sort((a, b) => a.level - b.level)[0];
  return {
    level,
    next: above
      ? {
          level: above.level,
          deposit: progressOf(above.depositMinor, depositsMinor),
          turnover: progressOf(above.turnoverMinor, turnoverMinor),
        }
      : null,
  };
}
