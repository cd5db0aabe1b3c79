import { useEffect, useState } from 'react';

/** Longest wait for an idle moment once the page has loaded (a busy page still gets it). */
export const idleTimeoutMs = 3000;
/** Browsers without requestIdleCallback (Safari) wait this long after the load event. */
export const idleFallbackMs = 1000;

type IdleWindow = Pick<Window, 'addEventListener' | 'removeEventListener' | 'setTimeout'> & {
  document: Pick<Document, 'readyState'>;
  clearTimeout: (id: number) => void;
  requestIdleCallback?: (cb: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (id: number) => void;
};

/**
 * Calls `run` once the page has loaded (the `load` event) and the main thread is then idle
 * (requestIdleCallback, at most `idleTimeoutMs` later; a timeout where the browser lacks it).
 * Returns a cancel function. For what must never compete with a screen's first paint (the
 * announcement popup over /m/home).
 */
export function whenIdle(run: () => void, win: IdleWindow = window): () => void {
  let cancelled = false;
  let cancelStep: (() => void) | undefined;

  function afterLoad() {
    if (cancelled) return;
    if (typeof win.requestIdleCallback === 'function') {
      const id = win.requestIdleCallback(() => !cancelled && run(), { timeout: idleTimeoutMs });
      cancelStep = () => win.cancelIdleCallback?.(id);
    } else {
      const id = win.setTimeout(() => !cancelled && run(), idleFallbackMs);
      cancelStep = () => win.clearTimeout(id);
    }
  }

  if (win.document.readyState === 'complete') afterLoad();
  else {
    const onLoad = () => afterLoad();
    win.addEventListener('load', onLoad, { once: true });
    cancelStep = () => win.removeEventListener('load', onLoad);
  }
  return () => {
    cancelled = true;
    cancelStep?.();
  };
}

/**
 * False until the page has loaded and gone idle (whenIdle) after this component mounted, then
 * true for good: for what must not compete with a screen's first paint (issue 19): the home
 * game previews, the banner autoplay, the winner board's scroll and the announcement popup start
 * only then. Home opened again later waits for the next idle moment, usually at once. With
 * `wanted` false it does not wait at all (and stays false).
 */
export function useIdle(wanted = true): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    // A caller with nothing to start (a carousel without autoplay) neither waits nor re-renders.
    if (idle || !wanted) return;
    return whenIdle(() => setIdle(true));
  }, [idle, wanted]);
  return idle;
}
