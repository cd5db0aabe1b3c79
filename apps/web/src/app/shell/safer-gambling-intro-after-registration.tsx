import { lazy, Suspense } from 'react';
import { catalogueComplete } from '@/shared/i18n/i18n';
import { useSaferGamblingIntroStore } from '@/shared/lib/safer-gambling-intro-store';
import { useSessionStore } from '@/shared/lib/session-store';

// The intro, its calls and its strings: fetched only after a registration.
const SaferGamblingIntro = lazy(() =>
  Promise.all([
    import('@/features/safer-gambling/components/safer-gambling-intro'),
    catalogueComplete(),
  ]).then(([m]) => ({ default: m.SaferGamblingIntro })),
);

/**
 * Issue 18: "after registration the player is shown these tools once". The register screen
 * flags the new member's session (shared/lib/safer-gambling-intro-store.ts); while that session
 * is the current one, the safer-gambling feature's intro asks the server and shows itself.
 */
export function SaferGamblingIntroAfterRegistration() {
  const registeredToken = useSaferGamblingIntroStore((s) => s.registeredToken);
  const done = useSaferGamblingIntroStore((s) => s.done);
  const token = useSessionStore((s) => s.session?.token ?? null);
  if (!registeredToken || registeredToken !== token) return null;
  return (
    <Suspense fallback={null}>
      <SaferGamblingIntro key={registeredToken} onDone={done} />
    </Suspense>
  );
}
