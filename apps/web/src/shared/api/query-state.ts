import type { DehydratedState } from '@tanstack/react-query';
import { cookieMirroredKeys, readString, type StorageKey } from '@/shared/lib/storage';

/**
 * The query cache a server-rendered page was rendered from (entry-server.tsx), beside the HTML in
 * a `<script type="application/json">`: data the browser never executes, so the CSP needs no
 * 'unsafe-inline'. main.tsx hydrates the client's cache from it before hydrating the page.
 */
export const queryStateElementId = 'query-state';

/**
 * What the server rendered from: the answers, and the mirrored storage keys as the request's
 * cookies had them (the browser hydrates only when its storage says the same).
 */
export type ServerRenderState = {
  queries: DehydratedState;
  storage: Partial<Record<StorageKey, string>>;
};

/** JSON that cannot end the script element or break a line in old parsers. */
export function serialiseQueryState(state: ServerRenderState): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The state the server left in the page, or null (a client-only page, or unreadable). */
export function readQueryState(doc: Document): ServerRenderState | null {
  const element = doc.getElementById(queryStateElementId);
  if (!element?.textContent) return null;
  try {
    const state = JSON.parse(element.textContent) as Partial<ServerRenderState> | null;
    return state && typeof state.queries === 'object' && typeof state.storage === 'object'
      ? (state as ServerRenderState)
      : null;
  } catch {
    return null;
  }
}

/** True when this browser's storage says what the server rendered from. */
export function renderedWithThisStorage(state: ServerRenderState): boolean {
  return cookieMirroredKeys.every((key) => (state.storage[key] ?? null) === readString(key));
}
