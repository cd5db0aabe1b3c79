import { useEffect, useRef, useState } from 'react';
import type { PlaySession } from '@app/contracts/safer-gambling';

type Schedule = Pick<PlaySession, 'nextCheckAt' | 'now'>;

/**
 * How long after this answer arrived the next reality check is due, in ms: the server's own
 * distance (nextCheckAt - now), so a device clock that is off does not move the check. 0 when
 * it is already due; null when none is scheduled (no play session runs).
 */
export function realityCheckDelayMs(session: Schedule): number | null {
  if (session.nextCheckAt === null) return null;
  const delay = Date.parse(session.nextCheckAt) - Date.parse(session.now);
  return Number.isFinite(delay) ? Math.max(0, delay) : null;
}

/**
 * Whether the reality check of `session` is due: a timer per answer (each poll re-arms it from
 * the fresh `now`), and the check stays due until the server moves nextCheckAt (the member's
 * "continue") or ends the session. `onDue` runs once when the timer fires (to fetch fresh
 * figures for the dialog).
 */
export function useRealityCheckDue(session: Schedule | undefined, onDue?: () => void): boolean {
  const [firedFor, setFiredFor] = useState<string | null>(null);
  // The check onDue last ran for: a poll after it re-arms a 0 ms timer, which must not run it again.
  const announced = useRef<string | null>(null);
  const nextCheckAt = session?.nextCheckAt ?? null;
  const now = session?.now ?? null;
  useEffect(() => {
    if (nextCheckAt === null || now === null) return undefined;
    const delay = realityCheckDelayMs({ nextCheckAt, now });
    if (delay === null) return undefined;
    const timer = setTimeout(() => {
      setFiredFor(nextCheckAt);
      if (announced.current !== nextCheckAt) {
        announced.current = nextCheckAt;
        onDue?.();
      }
    }, delay);
    return () => clearTimeout(timer);
  }, [nextCheckAt, now, onDue]);
  return nextCheckAt !== null && firedFor === nextCheckAt;
}
