import { render } from '@testing-library/react';
import { RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { apiPaths } from '@app/contracts/api-paths';
import { Providers } from '@/app/providers';
import { createAppRouter } from '@/app/router';
import { StatusGate } from '@/app/status-gate';
import { createQueryClient } from '@/shared/api/query-client';
import { helpItems, settingsPayload, statusPayload, type ApiFixtures } from './fixtures';

const ok = (value: unknown) =>
  new Response(JSON.stringify({ success: true, value, errorCode: null, message: null }), {
    status: 200,
  });

/** Mocks the platform API by path; returns the spy so tests can count calls. */
export function mockApi(fixtures: ApiFixtures = {}) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === apiPaths.systemStatus) {
      const status =
        typeof fixtures.status === 'function'
          ? fixtures.status()
          : (fixtures.status ?? statusPayload());
      return ok(status);
    }
    if (url.pathname === apiPaths.systemSettingsConsolidated)
      return ok(fixtures.settings ?? settingsPayload());
    if (url.pathname === apiPaths.systemHelpCenter) return ok(fixtures.help ?? helpItems);
    return new Response(
      JSON.stringify({ success: false, value: null, errorCode: 'NOT_FOUND', message: 'nope' }),
      { status: 404 },
    );
  });
}

/** Renders the whole app (status gate, real router with basename /m) at a URL. */
export function renderApp(url: string, fixtures: ApiFixtures = {}) {
  window.history.replaceState(null, '', url);
  const fetchSpy = mockApi(fixtures);
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  const router = createAppRouter();
  const view = render(
    <Providers queryClient={queryClient}>
      <StatusGate>
        <RouterProvider router={router} />
      </StatusGate>
    </Providers>,
  );
  return { ...view, router, queryClient, fetchSpy };
}
