import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const positions = new Map<string, number>();
let firstScreen = true;

/**
 * Scroll like a multi-page site: a new screen starts at the top; Back and Forward return to
 * where the player was. (The data router's ScrollRestoration does this; declarative mode needs
 * its own, and in-memory positions are enough for one visit.)
 */
export function useScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();

  useLayoutEffect(() => {
    const key = location.key;
    // The page the app started on is where the browser (or the player, scrolling a
    // server-rendered page before the app took it over) has it: not moved.
    if (firstScreen) firstScreen = false;
    else window.scrollTo(0, navigationType === 'POP' ? (positions.get(key) ?? 0) : 0);
    return () => {
      positions.set(key, window.scrollY);
    };
  }, [location.key, navigationType]);
}
