import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@app/contracts/routes';
import { rewardRoutes } from '@app/contracts/reward-routes';
import { RED_RAIN_TAP_ID_PATTERN } from '@app/contracts/reward-constants';
import type { RedRainOpenResult, RedRainState } from '@app/contracts/rewards';
import { useSessionStore } from '@/shared/lib/session-store';
import { useToastStore } from '@/shared/ui/toast';
import { settingsPayload } from '@/test/fixtures';
import { RedRainPage } from '../components/red-rain-page';

vi.setConfig({ testTimeout: 20_000 });

const SESSION_ID = 7;
const openPath = rewardRoutes.redRainOpen.path.replace(':sessionId', String(SESSION_ID));
/** The server's clock is two hours ahead of this device's in every test. */
const SKEW = 2 * 3600_000;
const serverNow = () => Date.now() + SKEW;
const iso = (ms: number) => new Date(ms).toISOString();

function state(over: Partial<RedRainState> = {}): RedRainState {
  const now = serverNow();
  return {
    serverTime: iso(now),
    title: 'Red envelope rain',
    summary: 'Eight rains a day, ten minutes each.',
    current: null,
    next: {
      id: SESSION_ID + 1,
      startsAt: iso(now + 3 * 3600_000),
      endsAt: iso(now + 3 * 3600_000 + 600_000),
    },
    maxPerMember: 5,
    opened: [],
    poolEmpty: false,
    ...over,
  };
}

/** A session running now on the server's clock, for `ms` more. */
const running = (ms = 600_000) => ({
  id: SESSION_ID,
  startsAt: iso(serverNow() - 60_000),
  endsAt: iso(serverNow() + ms),
});

const ok = (value: unknown) =>
  new Response(JSON.stringify({ success: true, value, errorCode: null, message: null }));
const fail = (errorCode: string, status = 409, value: unknown = null) =>
  new Response(JSON.stringify({ success: false, value, errorCode, message: errorCode }), {
    status,
  });

type Reply = Response | Error | (() => Response | Error);
type Api = {
  states: (() => RedRainState)[];
  opens: Reply[];
  stateCalls: number;
  openBodies: { tapId: string }[];
};

/** The rain's two rows (each reply in turn, the last repeats) and the settings ($). */
function mockApi(states: (() => RedRainState)[], opens: Reply[] = []): Api {
  const api: Api = { states, opens, stateCalls: 0, openBodies: [] };
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === routes.systemSettingsConsolidated.path) return ok(settingsPayload());
    if (url.pathname === rewardRoutes.redRainState.path) {
      const make = api.states[Math.min(api.stateCalls, api.states.length - 1)]!;
      api.stateCalls += 1;
      return ok(make());
    }
    if (url.pathname === openPath && init?.method === 'POST') {
      api.openBodies.push(JSON.parse(String(init.body)) as { tapId: string });
      const reply = api.opens[Math.min(api.openBodies.length - 1, api.opens.length - 1)]!;
      const answer = typeof reply === 'function' ? reply() : reply;
      if (answer instanceof Error) throw answer;
      return answer.clone();
    }
    return fail('NOT_FOUND', 404);
  });
  return api;
}

const paid = (amount: number, opened: number, left: number): Response =>
  ok({ amount, opened, left } satisfies RedRainOpenResult);

function reduceMotion(on: boolean) {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: on && query.includes('prefers-reduced-motion: reduce'),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

function renderPage(type = 0) {
  useSessionStore.setState({
    session: {
      token: 'tok',
      type,
      userName: 'rain01',
      merchantCode: 'demo',
      firstTimeLogin: false,
    },
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/redRain', element: <RedRainPage /> }], {
    initialEntries: ['/redRain'],
  });
  return render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

beforeEach(() => reduceMotion(false));
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  useSessionStore.setState({ session: null, lastEnd: null });
  useToastStore.getState().clear();
});

describe('between sessions', () => {
  it('shows the title, the rules and a countdown on the server clock', async () => {
    mockApi([
      () =>
        state({
          next: { id: 8, startsAt: iso(serverNow() + 90_000), endsAt: iso(serverNow() + 690_000) },
        }),
    ]);
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Red envelope rain' }),
    ).toBeVisible();
    expect(screen.getByText('Eight rains a day, ten minutes each.')).toBeVisible();
    expect(screen.getByText('Open up to 5 envelopes each rain')).toBeVisible();
    // 90 s on the server's clock (the device's clock would say 2 h 1 min 30 s).
    const timer = screen.getByRole('timer');
    expect(timer).toHaveAccessibleName(/^Next rain in 01:(30|29)$/);
    expect(
      within(timer)
        .getAllByText(/^\d\d$/)
        .map((n) => n.textContent),
    ).toEqual(['00', '01', expect.stringMatching(/^(30|29)$/)]);
  });

  it('asks again when the countdown reaches zero, and the rain starts', async () => {
    const api = mockApi([
      () =>
        state({
          next: {
            id: SESSION_ID,
            startsAt: iso(serverNow() + 1200),
            endsAt: iso(serverNow() + 600_000),
          },
        }),
      () => state({ current: running() }),
    ]);
    renderPage();
    expect(await screen.findByRole('timer')).toBeVisible();
    expect(await screen.findByText('Opened 0 of 5', {}, { timeout: 6000 })).toBeVisible();
    expect(api.stateCalls).toBe(2);
  });

  it("shows the last rain's envelopes the server lists, after a reload between sessions", async () => {
    // Between sessions the server answers what the member opened in the last ended one.
    mockApi([
      () =>
        state({
          opened: [
            { amount: 1.25, openedAt: iso(serverNow() - 3600_000) },
            { amount: 0.1, openedAt: iso(serverNow() - 3590_000) },
          ],
        }),
    ]);
    renderPage();
    const result = await screen.findByTestId('red-rain-result');
    expect(within(result).getByRole('heading', { name: 'Your last rain' })).toBeVisible();
    expect(within(result).getByTestId('red-rain-total')).toHaveTextContent('$1.35');
    expect(within(result).getByText('2 envelopes opened')).toBeVisible();
    expect(
      within(result)
        .getAllByTestId('red-rain-amount')
        .map((a) => a.textContent),
    ).toEqual(['$1.25', '$0.10']);
    // No reason is made up for a rain this visit did not see end.
    expect(result).not.toHaveAttribute('data-end');
    expect(within(result).queryByText('This rain has ended.')).toBeNull();
    // The countdown to the next rain comes first.
    expect(screen.getByRole('timer')).toBeVisible();
  });

  it('shows no last rain when the member opened nothing in it', async () => {
    mockApi([() => state({ opened: [] })]);
    renderPage();
    expect(await screen.findByRole('timer')).toBeVisible();
    expect(screen.queryByTestId('red-rain-result')).toBeNull();
  });

  it('says when no rain is scheduled', async () => {
    mockApi([() => state({ next: null })]);
    renderPage();
    expect(await screen.findByText(/No red envelope rain is scheduled yet/)).toBeVisible();
  });

  it('turns a trial account away without asking for the rain', async () => {
    const api = mockApi([() => state()]);
    renderPage(4);
    expect(
      await screen.findByText('Please login an actual account to use this function'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Register now' })).toHaveAttribute('href', '/register');
    expect(api.stateCalls).toBe(0);
  });
});

describe('during a session', () => {
  it('opens an envelope with a fresh tap id and shows the amount the server drew', async () => {
    const api = mockApi([() => state({ current: running() })], [paid(1.23, 1, 4), paid(0.5, 2, 3)]);
    renderPage();
    const envelopes = await screen.findAllByRole('button', { name: 'Open a red envelope' });
    // A bounded number of envelopes in the DOM.
    expect(envelopes.length).toBeLessThanOrEqual(8);
    await userEvent.click(envelopes[0]!);
    expect(await screen.findByText('You got $1.23!')).toBeVisible();
    expect(screen.getByText('Opened 1 of 5')).toBeVisible();
    await userEvent.click(envelopes[1]!);
    expect(await screen.findByText('You got $0.50!')).toBeVisible();
    expect(screen.getByText('Opened 2 of 5')).toBeVisible();
    expect(api.openBodies).toHaveLength(2);
    const [a, b] = api.openBodies;
    expect(a!.tapId).toMatch(RED_RAIN_TAP_ID_PATTERN);
    expect(b!.tapId).toMatch(RED_RAIN_TAP_ID_PATTERN);
    expect(a!.tapId).not.toBe(b!.tapId);
  });

  it('opens a focused envelope with Enter or Space', async () => {
    const api = mockApi([() => state({ current: running() })], [paid(2, 1, 4), paid(3, 2, 3)]);
    renderPage();
    const [first, second] = await screen.findAllByRole('button', { name: 'Open a red envelope' });
    first!.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('You got $2.00!')).toBeVisible();
    second!.focus();
    await userEvent.keyboard(' ');
    expect(await screen.findByText('You got $3.00!')).toBeVisible();
    expect(api.openBodies).toHaveLength(2);
  });

  it('retries a lost answer with the same tap id, so it pays once', async () => {
    const api = mockApi(
      [() => state({ current: running() })],
      [new TypeError('Failed to fetch'), fail('SYSTEM_ERROR', 502), paid(4.56, 1, 4)],
    );
    renderPage();
    const [envelope] = await screen.findAllByRole('button', { name: 'Open a red envelope' });
    await userEvent.click(envelope!);
    expect(await screen.findByText('You got $4.56!', {}, { timeout: 8000 })).toBeVisible();
    expect(api.openBodies).toHaveLength(3);
    expect(new Set(api.openBodies.map((b) => b.tapId)).size).toBe(1);
    expect(screen.getByText('Opened 1 of 5')).toBeVisible();
  });

  it('starts the counter from what the member already opened', async () => {
    mockApi([
      () =>
        state({
          current: running(),
          opened: [
            { amount: 1, openedAt: iso(serverNow() - 5000) },
            { amount: 2, openedAt: iso(serverNow() - 4000) },
          ],
        }),
    ]);
    renderPage();
    expect(await screen.findByText('Opened 2 of 5')).toBeVisible();
  });

  it('stops the rain at the limit and shows the session total', async () => {
    mockApi(
      [
        () =>
          state({
            current: running(),
            opened: [
              { amount: 1.1, openedAt: iso(serverNow() - 5000) },
              { amount: 0.2, openedAt: iso(serverNow() - 4000) },
              { amount: 0.1, openedAt: iso(serverNow() - 3000) },
              { amount: 2, openedAt: iso(serverNow() - 2000) },
            ],
          }),
      ],
      [paid(0.3, 5, 0)],
    );
    renderPage();
    const [envelope] = await screen.findAllByRole('button', { name: 'Open a red envelope' });
    await userEvent.click(envelope!);
    const result = await screen.findByTestId('red-rain-result');
    expect(within(result).getByText('You have opened all 5 envelopes of this rain.')).toBeVisible();
    // 1.10 + 0.20 + 0.10 + 2.00 + 0.30, added in cents.
    expect(within(result).getByTestId('red-rain-total')).toHaveTextContent('$3.70');
    expect(screen.queryByTestId('red-rain-field')).toBeNull();
    // The countdown to the next rain follows.
    expect(screen.getByRole('timer')).toBeVisible();
  });

  it.each([
    ['RED_RAIN_LIMIT', 'You have opened all 5 envelopes of this rain.'],
    ['RED_RAIN_EMPTY', 'All the envelopes of this rain have been taken.'],
    ['RED_RAIN_CLOSED', 'This rain has ended.'],
  ])('stops the rain when the server answers %s', async (code, message) => {
    const api = mockApi(
      [
        () => state({ current: running() }),
        () => state({ current: code === 'RED_RAIN_CLOSED' ? null : running() }),
      ],
      [paid(0.8, 1, 4), fail(code, 409, code === 'RED_RAIN_LIMIT' ? { max: 5 } : null)],
    );
    renderPage();
    const [first, second] = await screen.findAllByRole('button', { name: 'Open a red envelope' });
    await userEvent.click(first!);
    expect(await screen.findByText('You got $0.80!')).toBeVisible();
    await userEvent.click(second!);
    const result = await screen.findByTestId('red-rain-result');
    expect(within(result).getByText(message)).toBeVisible();
    expect(within(result).getByTestId('red-rain-total')).toHaveTextContent('$0.80');
    expect(screen.queryByTestId('red-rain-field')).toBeNull();
    // A closed session turns the screen to the next one; the others keep their results.
    if (code === 'RED_RAIN_CLOSED') await waitFor(() => expect(api.stateCalls).toBe(2));
    else expect(api.stateCalls).toBe(1);
  });

  it('starts with the results when the pool is already empty', async () => {
    mockApi([() => state({ current: running(), poolEmpty: true })]);
    renderPage();
    expect(
      await screen.findByText('All the envelopes of this rain have been taken.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Open a red envelope' })).toBeNull();
  });

  it('ends when the session ends on the server clock, keeping the results', async () => {
    const api = mockApi(
      [() => state({ current: running(1500) }), () => state({ current: null })],
      [paid(1.5, 1, 4)],
    );
    renderPage();
    const [envelope] = await screen.findAllByRole('button', { name: 'Open a red envelope' });
    await userEvent.click(envelope!);
    expect(await screen.findByText('You got $1.50!')).toBeVisible();
    const result = await screen.findByTestId('red-rain-result', {}, { timeout: 6000 });
    expect(within(result).getByRole('heading', { name: 'Your last rain' })).toBeVisible();
    expect(within(result).getByText('This rain has ended.')).toBeVisible();
    expect(within(result).getByTestId('red-rain-total')).toHaveTextContent('$1.50');
    await waitFor(() => expect(api.stateCalls).toBe(2));
    expect(screen.getByRole('timer')).toBeVisible();
  });

  it('shows a translated error and keeps the rain on other failures', async () => {
    mockApi([() => state({ current: running() })], [fail('TRIAL_NOT_ALLOWED', 403)]);
    renderPage();
    const [envelope] = await screen.findAllByRole('button', { name: 'Open a red envelope' });
    await userEvent.click(envelope!);
    await waitFor(() =>
      expect(useToastStore.getState().toasts.map((t) => t.message)).toContain(
        'Please login an actual account to use this function',
      ),
    );
    expect(screen.getByText('Opened 0 of 5')).toBeVisible();
    expect(screen.getByTestId('red-rain-field')).toBeVisible();
  });
});

describe('with reduced motion', () => {
  it('shows a still grid of envelopes to open, nothing falling', async () => {
    reduceMotion(true);
    const api = mockApi(
      [
        () =>
          state({
            current: running(),
            opened: [{ amount: 0.75, openedAt: iso(serverNow() - 5000) }],
          }),
      ],
      [paid(2.5, 2, 3)],
    );
    renderPage();
    const grid = await screen.findByTestId('red-rain-grid');
    expect(screen.queryByTestId('red-rain-field')).toBeNull();
    expect(within(grid).getAllByRole('button')).toHaveLength(5);
    expect(within(grid).getByRole('button', { name: 'Envelope 1: $0.75' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(within(grid).getByRole('button', { name: 'Open envelope 3' }));
    expect(await within(grid).findByRole('button', { name: 'Envelope 3: $2.50' })).toBeVisible();
    expect(screen.getByText('You got $2.50!')).toBeVisible();
    expect(screen.getByText('Opened 2 of 5')).toBeVisible();
    expect(screen.getByText('Choose an envelope to open it.')).toBeVisible();
    expect(api.openBodies).toHaveLength(1);
  });
});
