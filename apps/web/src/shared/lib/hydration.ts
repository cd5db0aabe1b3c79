import { useEffect, useSyncExternalStore } from 'react';
import type { StoreApi } from 'zustand';

const subscribe = () => () => {};

/**
 * False on the server and while React hydrates server-rendered HTML, true afterwards (and at
 * once in a client-only render). What only the browser knows (the session, an installed app,
 * the device) renders its server form until this turns true, so hydration matches the HTML;
 * React re-renders with the browser's answer right after (decision 0048).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/**
 * What React reads from a zustand store on the server and while hydrating: the store's "server
 * snapshot", the state object it was created with. This sets values there only; the store's
 * live state keeps its own (copied first: until the first update the two are one object).
 */
export function setServerSnapshot<T extends object>(
  store: Pick<StoreApi<T>, 'getState' | 'setState' | 'getInitialState'>,
  patch: Partial<T>,
): void {
  if (store.getState() === store.getInitialState()) store.setState({ ...store.getState() }, true);
  Object.assign(store.getInitialState(), patch);
}

/**
 * Lifts the `inert` main.tsx puts on a server-rendered root while it hydrates. The shell renders
 * it beside the page inside the page's Suspense boundary, so it runs once the screen itself (a
 * lazy chunk) has hydrated, not only the shell around it.
 */
export function ServerHtmlTakenOver(): null {
  useEffect(() => {
    const root = document.getElementById('root');
    if (root?.inert) root.inert = false;
  }, []);
  return null;
}
