/**
 * The game frame's history entry (decision 0024): opening the frame pushes one entry on top of
 * the current one (same URL, a marker in the state), so the browser's Back closes the frame
 * instead of leaving the page. The router's own state (`usr`, `key`, `idx`) is copied, so the
 * router sees the same location when the entry is popped.
 */
import { frameStateKey } from '@/shared/lib/game-frame-store';

export { frameStateKey };

export function isFrameEntry(state: unknown): boolean {
  return typeof state === 'object' && state !== null && frameStateKey in state;
}

/** Pushes the frame's entry unless the current one already is it. */
export function pushFrameEntry(history: History = window.history): void {
  if (isFrameEntry(history.state)) return;
  const current = (history.state as Record<string, unknown> | null) ?? {};
  history.pushState({ ...current, [frameStateKey]: true }, '');
}

/**
 * Closing from inside the app (Back button): step back over the frame's entry when it is on
 * top (the popstate then closes the frame); answers false when there is none to step over.
 */
export function popFrameEntry(history: History = window.history): boolean {
  if (!isFrameEntry(history.state)) return false;
  history.back();
  return true;
}

/** Is this a message from the demo game page telling a new balance (same origin only)? */
export function isBalanceMessage(
  event: Pick<MessageEvent, 'origin' | 'data'>,
  origin: string,
): boolean {
  if (event.origin !== origin) return false;
  const data = event.data as { type?: unknown } | null;
  return typeof data === 'object' && data !== null && data.type === 'demo-game:balance';
}
