import type { LimitPeriod } from '@app/contracts/safer-gambling-constants';
import type { SaferGamblingState } from '@app/contracts/safer-gambling';

/**
 * What the member's deposit limits leave (issue 18), as the deposit screen says it: the tightest
 * limit in force (the least remaining; on a tie the shorter window), or null with none set or the
 * tool switched off. A time-out or self-exclusion closes deposits whatever the limits say.
 */
export type DepositAllowance =
  | { kind: 'closed'; until: string | null }
  | { kind: 'limited'; remaining: number; period: LimitPeriod };

export function depositAllowance(state: SaferGamblingState): DepositAllowance | null {
  const block = state.block;
  if (block && (block.kind === 'TIME_OUT' || block.kind === 'SELF_EXCLUSION'))
    return { kind: 'closed', until: block.until };
  if (!state.features.depositLimits) return null;
  let tightest: DepositAllowance | null = null;
  // depositLimits come in limitPeriods order (shortest window first): a tie keeps the first.
  for (const limit of state.depositLimits) {
    if (limit.remaining === null) continue;
    if (tightest === null || (tightest.kind === 'limited' && limit.remaining < tightest.remaining))
      tightest = { kind: 'limited', remaining: limit.remaining, period: limit.period };
  }
  return tightest;
}
