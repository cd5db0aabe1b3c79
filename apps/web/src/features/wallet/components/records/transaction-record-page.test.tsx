import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MemberTransaction, MemberTransactionPage } from '@app/contracts/cashier';
import { cashierRoutes } from '@app/contracts/cashier-routes';
import { useSessionStore } from '@/shared/lib/session-store';
import { endOfDayIso, startOfDayIso } from '../../lib/record-range';
import { TransactionRecordPage } from '../transaction-record-page';

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

/** The server's names (not the app's own): the chips and rows must show these. */
const txCodes = [
  { code: 'DEPOSIT', name: 'Top-ups' },
  { code: 'WITHDRAWAL', name: 'Cash-outs' },
  { code: 'GAME', name: 'Game rounds' },
  { code: 'BONUS', name: 'Bonuses' },
  { code: 'ADJUSTMENT', name: 'Adjustments' },
];

const tx = (id: string, over: Partial<MemberTransaction> = {}): MemberTransaction => ({
  id,
  type: 'DEPOSIT',
  amount: 100,
  status: 'SUCCESS',
  createdAt: '2026-05-11T09:30:15.000Z',
  reference: `REF-${id}`,
  ...over,
});

const page = (
  list: MemberTransaction[],
  over: Partial<MemberTransactionPage> = {},
): MemberTransactionPage => ({
  list,
  pageNum: 1,
  totalPages: 1,
  total: list.length,
  totalIn: 1500,
  totalOut: 250.5,
  ...over,
});

const ok = (value: unknown) =>
  new Response(JSON.stringify({ success: true, value, errorCode: null, message: null }));
const fail = () =>
  new Response(
    JSON.stringify({ success: false, value: null, errorCode: 'SYSTEM_ERROR', message: 'x' }),
    { status: 500 },
  );

type RecordQuery = { types: string; from: string; to: string; pageNo: string };

/** A small server: the record answers `answer(query)`; every record query is kept. */
function mockServer(answer: (q: RecordQuery) => Response = () => ok(page([tx('D1')]))) {
  const asked: RecordQuery[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === cashierRoutes.txCodes.path) return ok(txCodes);
    if (url.pathname === cashierRoutes.memberTransactions.path) {
      const p = url.searchParams;
      const q = {
        types: p.get('types') ?? '',
        from: p.get('from') ?? '',
        to: p.get('to') ?? '',
        pageNo: p.get('pageNo') ?? '',
      };
      asked.push(q);
      return answer(q);
    }
    return fail();
  });
  return { asked };
}

function renderAt(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [{ path: '/transaction/record', element: <TransactionRecordPage /> }],
    { initialEntries: [url], basename: '/m' },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { search: () => router.state.location.search };
}

const typeChip = (name: string) =>
  within(screen.getByRole('group', { name: 'Transaction type' })).getByRole('button', { name });
const rangeButton = (name: string) =>
  within(screen.getByRole('group', { name: 'Date range' })).getByRole('button', { name });

describe('transaction record (/m/transaction/record)', () => {
  it('shows All and a chip per type by the server’s names, and asks for every type over the last 7 days', async () => {
    const { asked } = mockServer();
    renderAt('/m/transaction/record?types=A');
    await screen.findByRole('button', { name: 'Top-ups' });
    const chips = within(screen.getByRole('group', { name: 'Transaction type' }))
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(chips).toEqual(['All', ...txCodes.map((c) => c.name)]);
    expect(typeChip('All')).toHaveAttribute('aria-pressed', 'true');
    expect(typeChip('Top-ups')).toHaveAttribute('aria-pressed', 'false');
    expect(rangeButton('7 days')).toHaveAttribute('aria-pressed', 'true');
    await screen.findByTestId('record-row');
    expect(asked[0]).toEqual({
      types: 'A',
      from: startOfDayIso('2026-05-05'),
      to: endOfDayIso(today),
      pageNo: '1',
    });
  });

  it('reads the types from the address and writes the chips’ choice back to it', async () => {
    const user = userEvent.setup();
    const { asked } = mockServer();
    const view = renderAt('/m/transaction/record?types=game,deposit');
    await screen.findByTestId('record-row');
    expect(typeChip('Top-ups')).toHaveAttribute('aria-pressed', 'true');
    expect(typeChip('Game rounds')).toHaveAttribute('aria-pressed', 'true');
    expect(typeChip('Bonuses')).toHaveAttribute('aria-pressed', 'false');
    expect(typeChip('All')).toHaveAttribute('aria-pressed', 'false');
    expect(asked.at(-1)?.types).toBe('DEPOSIT,GAME');

    await user.click(typeChip('Top-ups'));
    await waitFor(() => expect(asked.at(-1)?.types).toBe('GAME'));
    expect(view.search()).toBe('?types=GAME');

    await user.click(typeChip('Bonuses'));
    await waitFor(() => expect(asked.at(-1)?.types).toBe('GAME,BONUS'));
    expect(view.search()).toBe('?types=GAME%2CBONUS');

    await user.click(typeChip('All'));
    await waitFor(() => expect(asked.at(-1)?.types).toBe('A'));
    expect(view.search()).toBe('?types=A');
    expect(typeChip('All')).toHaveAttribute('aria-pressed', 'true');
  });

  it('turning the last type off asks for all of them', async () => {
    const user = userEvent.setup();
    const { asked } = mockServer();
    const view = renderAt('/m/transaction/record?types=BONUS');
    await screen.findByTestId('record-row');
    await user.click(typeChip('Bonuses'));
    await waitFor(() => expect(asked.at(-1)?.types).toBe('A'));
    expect(view.search()).toBe('?types=A');
  });

  it('a range change asks again with that range’s from/to, at the member’s day boundaries', async () => {
    const user = userEvent.setup();
    const { asked } = mockServer();
    const view = renderAt('/m/transaction/record?types=A');
    await screen.findByTestId('record-row');

    await user.click(rangeButton('Today'));
    await waitFor(() =>
      expect(asked.at(-1)).toMatchObject({
        from: startOfDayIso(today),
        to: endOfDayIso(today),
      }),
    );
    expect(view.search()).toBe('?types=A&range=today');
    expect(rangeButton('Today')).toHaveAttribute('aria-pressed', 'true');

    await user.click(rangeButton('30 days'));
    await waitFor(() =>
      expect(asked.at(-1)).toMatchObject({
        from: startOfDayIso('2026-04-12'),
        to: endOfDayIso(today),
      }),
    );
    expect(await screen.findByTestId('record-period')).toHaveTextContent('2026-04-12 – 2026-05-11');
  });

  it('a custom range starts from the days on screen and asks for the days chosen', async () => {
    const user = userEvent.setup();
    const { asked } = mockServer();
    const view = renderAt('/m/transaction/record?types=A&range=30d');
    await screen.findByTestId('record-row');

    await user.click(rangeButton('Custom'));
    const from = screen.getByLabelText<HTMLInputElement>('From');
    const to = screen.getByLabelText<HTMLInputElement>('To');
    expect(from.value).toBe('2026-04-12');
    expect(to.value).toBe(today);
    expect(from.min).toBe('2026-02-11');
    expect(to.max).toBe(today);
    expect(view.search()).toBe('?types=A&range=custom&from=2026-04-12&to=2026-05-11');

    fireEvent.change(from, { target: { value: '2026-03-01' } });
    fireEvent.change(to, { target: { value: '2026-03-31' } });
    await waitFor(() =>
      expect(asked.at(-1)).toMatchObject({
        from: startOfDayIso('2026-03-01'),
        to: endOfDayIso('2026-03-31'),
        pageNo: '1',
      }),
    );
    expect(view.search()).toBe('?types=A&range=custom&from=2026-03-01&to=2026-03-31');
  });

  it('names a custom range the server would refuse and does not ask for it', async () => {
    const { asked } = mockServer();
    renderAt('/m/transaction/record?types=A&range=custom&from=2026-05-01&to=2026-05-03');
    await screen.findByTestId('record-row');
    const count = asked.length;

    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-04-20' } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The end date cannot be before the start date.',
    );
    expect(screen.queryByTestId('records')).not.toBeInTheDocument();
    expect(screen.queryByTestId('record-totals')).not.toBeInTheDocument();
    expect(screen.getByLabelText('To')).toHaveAttribute('aria-invalid', 'true');

    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-05-03' } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-02-10' } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The record goes back 90 days, to 2026-02-11.',
    );

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-05-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-05-12' } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Dates in the future cannot be chosen.',
    );

    fireEvent.change(screen.getByLabelText('To'), { target: { value: '' } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Choose a start date and an end date.',
    );
    // Only valid ranges were asked for (the first, then 1 to 3 May again from the cache: none).
    expect(asked.slice(count).every((q) => q.to === endOfDayIso('2026-05-03'))).toBe(true);
  });

  it('shows the range’s totals in and out from the answer', async () => {
    mockServer(() => ok(page([tx('D1')], { totalIn: 1500, totalOut: 250.5 })));
    renderAt('/m/transaction/record?types=A');
    const totals = await screen.findByTestId('record-totals');
    await waitFor(() =>
      expect(within(totals).getByTestId('record-total-in')).toHaveTextContent('+1,500.00'),
    );
    expect(within(totals).getByText('Money in')).toBeInTheDocument();
    expect(within(totals).getByTestId('record-total-out')).toHaveTextContent('\u2212250.50');
    expect(within(totals).getByTestId('record-total-in')).toHaveClass('in');
    expect(within(totals).getByTestId('record-total-out')).toHaveClass('out');
  });

  it('each row shows its type name, signed and coloured amount, status, local time and reference', async () => {
    const user = userEvent.setup();
    mockServer(() =>
      ok(
        page([
          tx('D1', { type: 'DEPOSIT', amount: 1000, status: 'SUCCESS', reference: 'DP-7K2Q' }),
          tx('W1', { type: 'WITHDRAWAL', amount: -50, status: 'PENDING', reference: 'WD-9X' }),
          tx('W2', { type: 'WITHDRAWAL', amount: -20.5, status: 'REJECTED', reference: 'WD-8Y' }),
          tx('L1', { type: 'GAME', amount: 12.345, status: 'SUCCESS', reference: 'GR-1' }),
          tx('L2', { type: 'GAME', amount: -5, status: 'SUCCESS', reference: 'GR-2' }),
          tx('D2', { type: 'DEPOSIT', amount: 80, status: 'SUBMITTED', reference: 'DP-WAIT' }),
          tx('D3', { type: 'DEPOSIT', amount: 30, status: 'EXPIRED', reference: 'DP-OLD' }),
        ]),
      ),
    );
    renderAt('/m/transaction/record?types=A');
    const rows = await screen.findAllByTestId('record-row');
    expect(rows).toHaveLength(7);
    const row = (ref: string) => rows.find((r) => within(r).queryByText(ref) !== null)!;
    const amount = (ref: string) => within(row(ref)).getByTestId('record-amount');
    const status = (ref: string) => within(row(ref)).getByTestId('record-status');

    // Money in: a plus sign and green; money out: a minus sign and red.
    expect(within(row('DP-7K2Q')).getByText('Top-ups')).toBeInTheDocument();
    expect(amount('DP-7K2Q')).toHaveTextContent('+1,000.00');
    expect(amount('DP-7K2Q')).toHaveClass('in');
    expect(status('DP-7K2Q')).toHaveTextContent('Successful');
    expect(status('DP-7K2Q')).toHaveAttribute('data-tone', 'success');
    expect(within(row('GR-1')).getByText('Game rounds')).toBeInTheDocument();
    expect(amount('GR-1')).toHaveTextContent('+12.35');
    expect(amount('GR-2')).toHaveTextContent('\u22125.00');
    expect(amount('GR-2')).toHaveClass('out');

    // A pending withdrawal's money is held at once: out. A waiting deposit has not arrived.
    expect(within(row('WD-9X')).getByText('Cash-outs')).toBeInTheDocument();
    expect(amount('WD-9X')).toHaveTextContent('\u221250.00');
    expect(amount('WD-9X')).toHaveClass('out');
    expect(status('WD-9X')).toHaveTextContent('Pending');
    expect(status('WD-9X')).toHaveAttribute('data-tone', 'pending');
    expect(amount('DP-WAIT')).toHaveTextContent('+80.00');
    expect(amount('DP-WAIT')).toHaveClass('none');
    expect(status('DP-WAIT')).toHaveTextContent('Under review');

    // Nothing moved: struck through, whatever the sign.
    expect(amount('WD-8Y')).toHaveClass('void');
    expect(status('WD-8Y')).toHaveTextContent('Rejected');
    expect(status('WD-8Y')).toHaveAttribute('data-tone', 'danger');
    expect(amount('DP-OLD')).toHaveClass('void');
    expect(status('DP-OLD')).toHaveTextContent('Expired');
    expect(status('DP-OLD')).toHaveAttribute('data-tone', 'muted');

    // The time is the device's own.
    const local = new Date('2026-05-11T09:30:15.000Z');
    const pad = (n: number) => String(n).padStart(2, '0');
    expect(row('DP-7K2Q').querySelector('time')).toHaveTextContent(
      `2026/05/${pad(local.getDate())} ${pad(local.getHours())}:${pad(local.getMinutes())}:15`,
    );

    await user.click(
      within(row('DP-7K2Q')).getByRole('button', { name: 'Copy reference DP-7K2Q' }),
    );
    await expect(navigator.clipboard.readText()).resolves.toBe('DP-7K2Q');
  });

  it('pages with load more, and a filter change starts again at page 1', async () => {
    const user = userEvent.setup();
    const { asked } = mockServer((q) =>
      q.pageNo === '1'
        ? ok(page([tx('D1')], { pageNum: 1, totalPages: 2, total: 2 }))
        : ok(page([tx('D2')], { pageNum: 2, totalPages: 2, total: 2 })),
    );
    renderAt('/m/transaction/record?types=A');
    await screen.findByTestId('record-row');
    await user.click(screen.getByTestId('records-load-more'));
    await waitFor(() => expect(screen.getAllByTestId('record-row')).toHaveLength(2));
    expect(asked.at(-1)).toMatchObject({ pageNo: '2', types: 'A' });

    await user.click(typeChip('Top-ups'));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ pageNo: '1', types: 'DEPOSIT' }));
    await waitFor(() => expect(screen.getAllByTestId('record-row')).toHaveLength(1));
  });

  it('an empty range says so', async () => {
    mockServer(() => ok(page([], { totalIn: 0, totalOut: 0 })));
    renderAt('/m/transaction/record?types=A');
    const empty = await screen.findByTestId('records-empty');
    expect(within(empty).getByText('No transactions')).toBeInTheDocument();
    expect(screen.getByTestId('record-total-in')).toHaveTextContent('0.00');
  });

  it('a failed load says so and retries', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    mockServer(() => (++attempts === 1 ? fail() : ok(page([tx('D1')]))));
    renderAt('/m/transaction/record?types=A');
    const error = await screen.findByTestId('records-error');
    expect(error).toHaveAttribute('role', 'alert');
    expect(within(error).getByText('Your transactions could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByTestId('record-totals')).not.toBeInTheDocument();
    await user.click(within(error).getByRole('button', { name: 'Tap to retry' }));
    expect(await screen.findByTestId('record-row')).toBeInTheDocument();
    expect(screen.getByTestId('record-totals')).toBeInTheDocument();
  });
});
