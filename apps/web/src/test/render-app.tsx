import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { routes } from '@app/contracts/routes';
import { Providers } from '@/app/providers';
import { AppRouter } from '@/app/router';
import { basename } from '@/shared/lib/paths';
import { StatusGate } from '@/app/status-gate';
import { createQueryClient } from '@/shared/api/query-client';
import {
  helpItems,
  memberInfoPayload,
  settingsPayload,
  statusPayload,
  walletPayload,
  type ApiFixtures,
} from './fixtures';

const ok = (value: unknown) =>
  new Response(JSON.stringify({ success: true, value, errorCode: null, message: null }), {
    status: 200,
  });

/** Mocks the platform API by path; returns the spy so tests can count calls. */
export function mockApi(fixtures: ApiFixtures = {}) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const custom = fixtures.routes?.[url.pathname];
    if (custom) {
      const answer = custom(init);
      return answer instanceof Response ? answer : ok(answer);
    }
    if (url.pathname === routes.systemStatus.path) {
      const status =
        typeof fixtures.status === 'function'
          ? fixtures.status()
          : (fixtures.status ?? statusPayload());
      return ok(status);
    }
    if (url.pathname === routes.systemSettingsConsolidated.path)
      return ok(fixtures.settings ?? settingsPayload());
    if (url.pathname === routes.systemHelpCenter.path) return ok(fixtures.help ?? helpItems);
    if (url.pathname === routes.memberInfo.path) return ok(fixtures.member ?? memberInfoPayload());
    if (url.pathname === routes.wallet.path)
      return ok(
        typeof fixtures.wallet === 'function'
          ? fixtures.wallet()
          : (fixtures.wallet ?? walletPayload()),
      );
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
  const view = render(
    <Providers queryClient={queryClient}>
      <StatusGate>
        <AppRouter />
      </StatusGate>
    </Providers>,
  );
  const router = {
    /** In-app navigation as a link does it: a new history entry the router picks up. */
    navigate: (to: string) => {
      const idx = ((window.history.state as { idx?: number } | null)?.idx ?? 0) + 1;
      const state = { usr: null, key: Math.random().toString(36).slice(2, 10), idx };
      window.history.pushState(state, '', basename + to);
      window.dispatchEvent(new PopStateEvent('popstate', { state }));
    },
    dispose: () => view.unmount(),
  };
  return { ...view, router, queryClient, fetchSpy };
}
