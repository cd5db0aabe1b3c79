import { Suspense, type ReactNode } from 'react';
import { useSystemStatus } from '@/shared/api/get-status';
import { contactServiceUrl } from '@/features/system/lib/contact';
import { effectiveStatus } from '@/shared/lib/status-cache';
import { lazyScreen } from './lazy-screen';
import { RouteErrorBoundary } from './route-error';

// The two pages of rare states load when shown, each as its own chunk (with the rest of the
// catalogue, like a screen), not with every page's first load (issue 19: code the first screen
// never runs; 0.23 KiB gzip of the entry). A chunk that fails offers a reload.
const MaintenancePage = lazyScreen(() =>
  import('@/features/system/components/maintenance-page').then((m) => m.MaintenancePage),
);
const RegionRestrictedPage = lazyScreen(() =>
  import('@/features/system/components/region-restricted-page').then((m) => m.RegionRestrictedPage),
);

function RareStatePage({ children }: { children: ReactNode }) {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={null}>{children}</Suspense>
    </RouteErrorBoundary>
  );
}

/**
 * System status gate (spec sections 2 and 4): 0 renders the app, 1 the maintenance page, 2 the
 * region-restricted page. The cached status is used at once and refreshed in the background; with
 * no cache (first visit) the app renders until a fetched status says otherwise.
 */
export function StatusGate({ children }: { children: ReactNode }) {
  const { data, refetch } = useSystemStatus();
  if (!data) return children;
  const status = effectiveStatus(data);
  if (status === 1)
    return (
      <RareStatePage>
        <MaintenancePage onRetry={() => void refetch()} />
      </RareStatePage>
    );
  if (status === 2)
    return (
      <RareStatePage>
        <RegionRestrictedPage
          ip={data.location?.ip ?? ''}
          contactUrl={contactServiceUrl(data.info)}
        />
      </RareStatePage>
    );
  return children;
}
