import type { PlayBlockKind } from '@app/contracts/safer-gambling-constants';
import type { FramePlayBlock } from '@/shared/lib/game-frame-store';

/** The refusals of a launch or round that mean play is stopped (issue 18), and their kind. */
const blockKindOfCode: Partial<Record<string, PlayBlockKind>> = {
  TIMED_OUT: 'TIME_OUT',
  SELF_EXCLUDED: 'SELF_EXCLUSION',
  LOSS_LIMIT_REACHED: 'LOSS_LIMIT',
  SESSION_LIMIT_REACHED: 'SESSION_LIMIT',
};

/**
 * The block a refused launch names (error code and its `{ until }` details), or null when the
 * refusal is not a safer-gambling one. No `until`: for good (a permanent self-exclusion).
 */
export function playBlockOfRefusal(errorCode: string, details: unknown): FramePlayBlock | null {
  const kind = blockKindOfCode[errorCode];
  if (!kind) return null;
  const until =
    typeof details === 'object' && details !== null
      ? (details as { until?: unknown }).until
      : undefined;
  return { kind, until: typeof until === 'string' ? until : null };
}
