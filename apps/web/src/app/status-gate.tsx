import type { ReactNode } from 'react';
import { useSystemStatus } from '@/shared/api/get-status';
import { MaintenancePage } from '@/features/system/components/maintenance-page';
import { RegionRestrictedPage } from '@/features/system/components/region-restricted-page';
import { contactServiceUrl } from '@/features/system/lib/contact';
import { effectiveStatus } from '@/shared/lib/status-cache';

/**
 * System status gate (spec sections 2 and 4): 0 renders the app, 1 the maintenance page, 2 the
 * region-restricted page. The cached status is used at once and refreshed in the background; with
 * no cache (first visit) the app renders until a fetched status says otherwise.
 */
export function StatusGate({ children }: { children: ReactNode }) {
  const { data, refetch } = useSystemStatus();
  if (!data) return children;
  const status = effectiveStatus(data);
  if (status === 1) return <MaintenancePage onRetry={() => void refetch()} />;
  if (status === 2)
    return (
      <RegionRestrictedPage
        ip={data.location?.ip ?? ''}
        contactUrl={contactServiceUrl(data.info)}
      />
    );
  return children;
}
