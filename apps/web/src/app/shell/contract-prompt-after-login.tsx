import { lazy, Suspense, useEffect, useState } from 'react';
import { catalogueComplete } from '@/shared/i18n/i18n';
import { allowsContractPrompts } from '@/shared/lib/roles';
import { useSessionStore } from '@/shared/lib/session-store';

// The prompt, its call and its strings: fetched only once someone logs in (never on home's
// first load).
const ContractPrompt = lazy(() =>
  Promise.all([import('@/features/agent/home/contract-prompt'), catalogueComplete()]).then(
    ([m]) => ({ default: m.ContractPrompt }),
  ),
);

/**
 * Spec 6 and 7: the contract prompts "on login". A session started in this app run (a login,
 * not one restored at start) of a type that may be prompted mounts the agent feature's prompt,
 * which asks the server.
 */
export function ContractPromptAfterLogin() {
  const [token, setToken] = useState<string | null>(null);
  useEffect(
    () =>
      useSessionStore.subscribe((state, previous) => {
        const next = state.session?.token ?? null;
        if (next === (previous.session?.token ?? null)) return;
        setToken(next && allowsContractPrompts(state.session) ? next : null);
      }),
    [],
  );
  if (!token) return null;
  return (
    <Suspense fallback={null}>
      <ContractPrompt key={token} />
    </Suspense>
  );
}
