import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BetOrder, BetOrderPage } from '@app/contracts/bets';
import { routes } from '@app/contracts/routes';
import { useSessionStore } from '@/shared/lib/session-store';
import { endOfDayIso, startOfDayIso } from '@/shared/lib/record-range';
import { GameRecordPage } from './game-record-page';

vi.setConfig({ testTimeout: 20_000 });

// Noon UTC on 11 May 2026: 11 May in every zone from UTC-11 to UTC+11.
const now = new Date('2026-05-11T12:00:00Z');
const today = '2026-05-11';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
  useSessionStore.setState({
    session: { token: 't', type: 0, userName: 'demo01', merchantCode: 'm', firstTimeLogin: false },
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  useSessionStore.setState({ session: null, lastEnd: null });
});

const betOrder = (orderId: string, over: Partial<BetOrder> = {}): BetOrder => ({
  orderId,
  kind: 'ROUND',
  nodeId: 1,
  gameName: 'Lucky Sevens',
  vendor: 'PG',
  gameType: 'RNG',
  wallet: 'REAL',
  stake: 1,
  validTurnover: 1,
  payout: 2.5,
  winLoss: 1.5,
  status: 'SETTLED',
  numero: null,
  createdAt: '2026-05-11T09:30:15.000Z',
  ...over,
});

const page = (list: BetOrder[], over: Partial<BetOrderPage> = {}): BetOrderPage => ({
  list,
  pageNum: 1,
  totalPages: 1,
  total: list.length,
  summary: { stake: 12.5, validTurnover: 10, payout: 8, winLoss: -2 },
  ...over,
});

const ok = (value: unknown) =>
  new Response(JSON.stringify({ success: true, value, errorCode: null, message: null }));
const fail = () =>
  new Response(
    JSON.stringify({ success: false, value: null, errorCode: 'SYSTEM_ERROR', message: 'x' }),
    { status: 500 },
  );

const vendors = [
  {
    vassalage: 'PG',
    displayName: 'PG Soft',
    mobileLargeIcon: '',
    vendorNames: [],
    gameTypes: ['RNG'],
    gameCount: 3,
  },
  {
    vassalage: 'TCG_LOTTO_VN',
    displayName: 'TCG Lotto VN',
    mobileLargeIcon: '',
    vendorNames: [],
    gameTypes: ['LOTT'],
    gameCount: 3,
  },
];

/** A small server: the record answers `answer(query)`; every record query is kept. */
function mockServer(answer: (q: URLSearchParams) => Response = () => ok(page([betOrder('DG1')]))) {
  const asked: URLSearchParams[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === routes.vendorTypes.path) return ok(vendors);
    if (url.pathname === routes.betOrders.path) {
      asked.push(url.searchParams);
      return answer(url.searchParams);
    }
    return fail();
  });
  return { asked };
}

function renderAt(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/gameRecord', element: <GameRecordPage /> }], {
    initialEntries: [url],
    basename: '/m',
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { search: () => router.state.location.search };
}

const rangeButton = (name: string) =>
  within(screen.getByRole('group', { name: 'Date range' })).getByRole('button', { name });

describe('bet record (/m/gameRecord)', () => {
  it('asks for the last 7 local days by default and shows the range’s totals and the rows', async () => {
    const { asked } = mockServer(() =>
      ok(
        page([
          betOrder('DG1'),
          betOrder('LT2', {
            kind: 'LOTTERY',
            gameName: 'Hanoi Lottery',
            gameType: 'LOTT',
            vendor: 'TCG_LOTTO_VN',
            status: 'OPEN',
            numero: '20260511-0042',
            validTurnover: 0,
            payout: 0,
            winLoss: 0,
          }),
          betOrder('DG3', { payout: 0, winLoss: -1 }),
        ]),
      ),
    );
    renderAt('/m/gameRecord');
    const rows = await screen.findAllByTestId('bet-row');
    expect(rows).toHaveLength(3);
    expect(asked[0]!.get('from')).toBe(startOfDayIso('2026-05-05'));
    expect(asked[0]!.get('to')).toBe(endOfDayIso(today));
    expect(asked[0]!.get('gameType')).toBeNull();
    expect(asked[0]!.get('pageNo')).toBe('1');
    expect(rangeButton('7 days')).toHaveAttribute('aria-pressed', 'true');

    expect(screen.getByTestId('bet-total-stake')).toHaveTextContent('12.50');
    expect(screen.getByTestId('bet-total-valid')).toHaveTextContent('10.00');
    expect(screen.getByTestId('bet-total-winLoss')).toHaveTextContent('\u22122.00');
    expect(screen.getByTestId('bet-total-winLoss')).toHaveClass('loss');
    expect(screen.getByTestId('bet-period')).toHaveTextContent('2026-05-05 – 2026-05-11');

    // A win is green and signed; an open lottery order has no win/loss yet; a loss is red.
    const [win, open, loss] = rows.map((row) => within(row).getByTestId('bet-row-winloss'));
    expect(win).toHaveTextContent('+1.50');
    expect(win).toHaveAttribute('data-look', 'win');
    expect(open).toHaveTextContent('Awaiting draw');
    expect(open).toHaveAttribute('data-look', 'even');
    expect(loss).toHaveTextContent('\u22121.00');
    expect(loss).toHaveAttribute('data-look', 'loss');
    expect(rows[1]).toHaveTextContent('Draw 20260511-0042');
    expect(within(rows[1]!).getByTestId('bet-row-status')).toHaveTextContent('Open');
  });

  it('keeps the range, game type and vendor in the address and asks again from page 1', async () => {
    const user = userEvent.setup();
    const { asked } = mockServer();
    const { search } = renderAt('/m/gameRecord');
    await screen.findAllByTestId('bet-row');

    await user.click(rangeButton('Today'));
    await waitFor(() => expect(search()).toBe('?range=today'));
    await waitFor(() => expect(asked.at(-1)!.get('from')).toBe(startOfDayIso(today)));

    await user.selectOptions(screen.getByTestId('bet-game-type'), 'LOTT');
    await waitFor(() => expect(search()).toBe('?range=today&gameType=LOTT'));
    await waitFor(() => expect(asked.at(-1)!.get('gameType')).toBe('LOTT'));
    expect(asked.at(-1)!.get('pageNo')).toBe('1');

    await user.selectOptions(screen.getByTestId('bet-vendor'), 'TCG_LOTTO_VN');
    await waitFor(() => expect(search()).toBe('?range=today&gameType=LOTT&vendor=TCG_LOTTO_VN'));
    await waitFor(() => expect(asked.at(-1)!.get('vendor')).toBe('TCG_LOTTO_VN'));

    // Another game type starts the vendor again.
    await user.selectOptions(screen.getByTestId('bet-game-type'), 'RNG');
    await waitFor(() => expect(search()).toBe('?range=today&gameType=RNG'));
    await user.selectOptions(screen.getByTestId('bet-game-type'), '');
    await waitFor(() => expect(search()).toBe('?range=today'));
  });

  it('reads the filters from a link, and waits for a custom range the record reaches', async () => {
    const user = userEvent.setup();
    const { asked } = mockServer();
    const { search } = renderAt(
      '/m/gameRecord?range=custom&from=2026-05-01&to=2026-05-03&gameType=rng&vendor=pg',
    );
    await screen.findAllByTestId('bet-row');
    expect(asked[0]!.get('from')).toBe(startOfDayIso('2026-05-01'));
    expect(asked[0]!.get('to')).toBe(endOfDayIso('2026-05-03'));
    expect(asked[0]!.get('gameType')).toBe('RNG');
    expect(asked[0]!.get('vendor')).toBe('PG');
    expect(screen.getByTestId('bet-game-type')).toHaveValue('RNG');
    expect(screen.getByTestId('bet-vendor')).toHaveValue('PG');

    const [fromInput] = within(screen.getByTestId('bet-custom')).getAllByDisplayValue('2026-05-01');
    await user.clear(fromInput!);
    await user.type(fromInput!, '2026-01-01');
    expect(await screen.findByTestId('bet-range-problem')).toHaveTextContent(
      'The bet record goes back 90 days',
    );
    const before = asked.length;
    expect(search()).toContain('from=2026-01-01');
    expect(asked.length).toBe(before);
    expect(screen.queryByTestId('bet-totals')).toBeNull();
  });

  it('shows the empty and the error states', async () => {
    mockServer(() =>
      ok(page([], { summary: { stake: 0, validTurnover: 0, payout: 0, winLoss: 0 } })),
    );
    renderAt('/m/gameRecord?range=today');
    expect(await screen.findByTestId('bets-empty')).toHaveTextContent('No bets');
    expect(screen.getByTestId('bet-count')).toHaveTextContent('Bets placed: 0');
    vi.restoreAllMocks();

    mockServer(() => fail());
    renderAt('/m/gameRecord?range=30d');
    expect(await screen.findByTestId('bets-error')).toHaveTextContent(
      'Your bet record could not be loaded.',
    );
  });
});
