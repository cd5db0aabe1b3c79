import { useCallback, useEffect, useRef, useState } from 'react';
import type { RedRainSession, RedRainState } from '@app/contracts/rewards';
import { isApiError } from '@/shared/api/client';
import { errorText } from '@/shared/api/error-text';
import { toastDurations } from '@/shared/lib/timings';
import { showToast } from '@/shared/ui/toast';
import { openEnvelope } from './red-rain-api';
import { msUntil, newTapId } from './server-clock';

/** Why a session's rain stopped for this member. */
export type RainEnd = 'limit' | 'empty' | 'closed';

/** One envelope the member opened: the server's amount, in the order the answers came. */
export type Opening = { amount: number };

export type TapOutcome =
  { kind: 'opened'; amount: number } | { kind: 'ended' } | { kind: 'failed' };

const endOfCode: Partial<Record<string, RainEnd>> = {
  RED_RAIN_LIMIT: 'limit',
  RED_RAIN_EMPTY: 'empty',
  RED_RAIN_CLOSED: 'closed',
};

export type RainSessionModel = {
  max: number;
  /** Envelopes opened in this session (the server's count, and ours). */
  opened: number;
  openings: readonly Opening[];
  total: number;
  /** Taps waiting for their answer. */
  pending: number;
  /** No tap can open more: the limit is reached or every allowed tap is on its way. */
  exhausted: boolean;
  end: RainEnd | null;
  /** The last amount drawn (its `seq` restarts the reveal). */
  reveal: { seq: number; amount: number } | null;
  /**
   * Opens one envelope: null when no tap is left (nothing is sent), else the outcome. The tap id
   * is made here, once per tap; openEnvelope retries with it.
   */
  tap: () => Promise<TapOutcome> | null;
};

/**
 * One session's rain for this member: the counter starts from what the state says the member
 * already opened; every tap is one POST with its own tap id; the amounts are the server's. The
 * rain stops at the limit, when the pool is empty, or when the session ends (RED_RAIN_CLOSED or
 * its end on the server's clock).
 */
export function useRainSession({
  session,
  state,
  offsetMs,
  onPayout,
  onEnd,
}: {
  session: RedRainSession;
  state: Pick<RedRainState, 'maxPerMember' | 'opened' | 'poolEmpty'>;
  offsetMs: number;
  /** Each envelope the server paid (also one whose answer came after the end). */
  onPayout: (opening: Opening) => void;
  /** The rain stopped for this member, with what was opened by then. */
  onEnd: (end: RainEnd, openings: readonly Opening[]) => void;
}): RainSessionModel {
  const max = state.maxPerMember;
  const [openings, setOpenings] = useState<readonly Opening[]>(() =>
    state.opened.map((o) => ({ amount: o.amount })),
  );
  const [serverCount, setServerCount] = useState(state.opened.length);
  const [pending, setPending] = useState(0);
  const [reveal, setReveal] = useState<RainSessionModel['reveal']>(null);
  const [end, setEnd] = useState<RainEnd | null>(() =>
    state.opened.length >= max ? 'limit' : state.poolEmpty ? 'empty' : null,
  );
  // Taps decided synchronously (a burst of taps within one frame must not pass the limit).
  const inFlight = useRef(0);
  const counted = useRef(state.opened.length);
  const ended = useRef(end !== null);
  const seq = useRef(0);
  const openingsNow = useRef<readonly Opening[]>(openings);

  const finish = useCallback(
    (why: RainEnd) => {
      if (ended.current) return;
      ended.current = true;
      setEnd(why);
      onEnd(why, openingsNow.current);
    },
    [onEnd],
  );

  // The session's end on the server's clock.
  useEffect(() => {
    if (ended.current) return;
    const timer = setTimeout(() => finish('closed'), msUntil(session.endsAt, offsetMs));
    return () => clearTimeout(timer);
  }, [session.endsAt, offsetMs, finish]);

  const tap = useCallback((): Promise<TapOutcome> | null => {
    if (ended.current || counted.current + inFlight.current >= max) return null;
    inFlight.current += 1;
    setPending(inFlight.current);
    const tapId = newTapId();
    return openEnvelope(session.id, tapId)
      .then((result): TapOutcome => {
        counted.current = Math.max(counted.current + 1, result.opened);
        setServerCount((n) => Math.max(n, result.opened));
        const opening = { amount: result.amount };
        openingsNow.current = [...openingsNow.current, opening];
        setOpenings(openingsNow.current);
        seq.current += 1;
        setReveal({ seq: seq.current, amount: result.amount });
        onPayout(opening);
        if (result.left <= 0 || counted.current >= max) finish('limit');
        return { kind: 'opened', amount: result.amount };
      })
      .catch((error: unknown): TapOutcome => {
        const why = isApiError(error) ? endOfCode[error.errorCode] : undefined;
        if (why) {
          finish(why);
          return { kind: 'ended' };
        }
        showToast({ message: errorText(error), kind: 'error', durationMs: toastDurations.short });
        return { kind: 'failed' };
      })
      .finally(() => {
        inFlight.current -= 1;
        setPending(inFlight.current);
      });
  }, [finish, max, onPayout, session.id]);

  const count = Math.max(serverCount, openings.length);
  return {
    max,
    opened: count,
    openings,
    total: sumAmounts(openings),
    pending,
    exhausted: end !== null || count + pending >= max,
    end,
    reveal,
    tap,
  };
}

/** Amounts are major units with 2 decimals: add them in cents so 0.1 + 0.2 shows 0.30. */
export function sumAmounts(list: readonly { amount: number }[]): number {
  return list.reduce((sum, o) => sum + Math.round(o.amount * 100), 0) / 100;
}
