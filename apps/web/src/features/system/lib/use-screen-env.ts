import { useSyncExternalStore } from 'react';
import type { ScreenEnv } from './app-page-rules';

const wideQuery = '(min-width: 768px)';
const pointerQuery = '(hover: hover) and (pointer: fine)';

function matches(query: string): boolean {
  return typeof window !== 'undefined' && (window.matchMedia?.(query).matches ?? false);
}

function subscribe(onChange: () => void): () => void {
  const lists = [wideQuery, pointerQuery].flatMap((q) => {
    const list = window.matchMedia?.(q);
    return list ? [list] : [];
  });
  for (const list of lists) list.addEventListener('change', onChange);
  return () => {
    for (const list of lists) list.removeEventListener('change', onChange);
  };
}

/** "wide,fine" as one string, so the snapshot compares by value. */
const snapshot = () => `${matches(wideQuery)},${matches(pointerQuery)}`;

/** The viewport's width class and pointer, following window resizes. */
export function useScreenEnv(): ScreenEnv {
  const [wide, fine] = useSyncExternalStore(subscribe, snapshot, () => 'false,false').split(',');
  return { wide: wide === 'true', finePointer: fine === 'true' };
}
