import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccountHistoryRow } from '@app/contracts/safer-gambling';
import { saferGamblingRoutes as sg } from '@app/contracts/safer-gambling-routes';
import { formatDateTime } from '@/shared/lib/date-time';
import { addDays, localDay } from '@/shared/lib/record-range';
import { useSessionStore } from '@/shared/lib/session-store';
import { sessionInfo } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { fail } from '@/test/safer-gambling-fixtures';

const row = (n: number, overrides: Partial<AccountHistoryRow> = {}): AccountHistoryRow => ({
  at: `2026-05-01T0${n % 10}:00:00.000Z`,
  kind: 'DEPOSIT',
  reference: `D${n}`,
  description: 'Bank transfer',
  amount: 40,
  status: 'SUCCESS',
  ...overrides,
});

type Query = Record<string, string>;
let queries: Query[] = [];
let csvAnswer: () => Response = () => new Response('');
let dispose: (() => void) | undefined;

function open(url: string, pages: (query: Query) => unknown) {
  const result = renderApp(url, {
    routes: {
      [sg.accountHistory.path]: () => {
        // The fetch spy in place (the screen may ask before renderApp returns).
        const query = lastQuery(vi.mocked(globalThis.fetch), sg.accountHistory.path);
        queries.push(query);
        return pages(query);
      },
      [sg.accountHistoryCsv.path]: () => csvAnswer(),
    },
  });
  dispose = () => result.router.dispose();
  return result;
}

function lastQuery(
  spy: { mock: { calls: [RequestInfo | URL, RequestInit?][] } },
  path: string,
): Query {
  const urls = spy.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((u) => u.pathname === path);
  return Object.fromEntries(urls.at(-1)!.searchParams);
}

beforeEach(() => {
  queries = [];
  useSessionStore.setState({ session: sessionInfo() });
  URL.createObjectURL = vi.fn(() => 'blob:history');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  dispose?.();
  vi.restoreAllMocks();
  useSessionStore.setState({ session: null, lastEnd: null });
});

describe('account history (/m/accountHistory)', () => {
  it('asks for the last 30 days by default, lists the rows and pages on', async () => {
    const user = userEvent.setup();
    open('/m/accountHistory', (q) =>
      q.pageNo === '1'
        ? {
            list: [
              row(1),
              row(2, {
                kind: 'ROUND',
                description: 'Fortune Tiger',
                amount: -5,
                status: 'SETTLED',
              }),
            ],
            pageNum: 1,
            totalPages: 2,
            total: 3,
          }
        : {
            list: [row(3, { kind: 'BONUS', description: 'REBATE', amount: 8, status: 'ODD' })],
            pageNum: 2,
            totalPages: 2,
            total: 3,
          },
    );
    const list = await screen.findByRole('list', { name: 'Account history' });
    const today = localDay(new Date());
    expect(queries[0]).toMatchObject({
      from: addDays(today, -29),
      to: today,
      pageNo: '1',
      pageSize: '20',
      language: 'EN',
    });
    expect(queries[0]).not.toHaveProperty('kind');
    const rows = within(list).getAllByTestId('history-row');
    expect(rows[0]).toHaveTextContent('Deposit · Bank transfer');
    expect(rows[0]).toHaveTextContent('+$40.00');
    expect(rows[0]).toHaveTextContent('Successful');
    expect(rows[0]).toHaveTextContent(formatDateTime(row(1).at));
    expect(rows[1]).toHaveTextContent('Game round · Fortune Tiger');
    expect(rows[1]).toHaveTextContent('\u2212$5.00');
    expect(rows[1]).toHaveTextContent('Settled');

    await user.click(screen.getByTestId('history-load-more'));
    await waitFor(() => expect(within(list).getAllByTestId('history-row')).toHaveLength(3));
    // A status the screen has no word for is shown as it came.
    expect(within(list).getAllByTestId('history-row')[2]).toHaveTextContent('ODD');
    // A credit the ledger names by its kind reads in words.
    expect(within(list).getAllByTestId('history-row')[2]).toHaveTextContent('Bonus · Rebate');
    expect(queries[1]).toMatchObject({ pageNo: '2' });
  });

  it('a kind and dates from the address are asked for; a bad range is named and not asked', async () => {
    const user = userEvent.setup();
    open('/m/accountHistory?from=2026-04-01&to=2026-04-30&kind=WITHDRAWAL', () => ({
      list: [],
      pageNum: 1,
      totalPages: 1,
      total: 0,
    }));
    expect(await screen.findByTestId('history-empty')).toHaveTextContent('Nothing in this range');
    expect(queries[0]).toMatchObject({ from: '2026-04-01', to: '2026-04-30', kind: 'WITHDRAWAL' });
    expect(screen.getByRole('button', { name: 'Withdrawal' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(screen.getByRole('button', { name: 'Bonus' }));
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ kind: 'BONUS' }));
    expect(window.location.search).toContain('kind=BONUS');

    const asked = queries.length;
    // A date picker gives a whole day at once.
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-05-10' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-05-01' } });
    expect(await screen.findByTestId('history-range-problem')).toHaveTextContent(
      'The start date is after the end date.',
    );
    expect(screen.queryByTestId('history-csv')).toBeNull();
    expect(queries).toHaveLength(asked);
  });

  it('Download CSV fetches the range with the session token and saves it as a file', async () => {
    const user = userEvent.setup();
    csvAnswer = () =>
      new Response('\uFEFFat,kind\r\n', { status: 200, headers: { 'Content-Type': 'text/csv' } });
    const clicks: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push({ href: this.href, download: this.download });
    });
    const { fetchSpy } = open('/m/accountHistory?from=2026-04-01&to=2026-04-30', () => ({
      list: [row(1)],
      pageNum: 1,
      totalPages: 1,
      total: 1,
    }));
    await user.click(await screen.findByTestId('history-csv'));
    await waitFor(() => expect(clicks).toHaveLength(1));
    expect(clicks[0]).toEqual({
      href: 'blob:history',
      download: 'account-history-2026-04-01-2026-04-30.csv',
    });
    const [input, init] = fetchSpy.mock.calls.find(
      ([u]) => new URL(String(u), 'http://localhost').pathname === sg.accountHistoryCsv.path,
    )!;
    // The days are the member's: the device's offset goes with them.
    expect(Object.fromEntries(new URL(String(input), 'http://localhost').searchParams)).toEqual({
      from: '2026-04-01',
      to: '2026-04-30',
      utcOffsetMinutes: String(-new Date().getTimezoneOffset()),
      language: 'EN',
    });
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer test-token');
    expect(URL.createObjectURL).toHaveBeenCalledTimes(1);
  });

  it('a refused download says why and the list stays', async () => {
    const user = userEvent.setup();
    csvAnswer = () => fail('RATE_LIMITED', 429);
    open('/m/accountHistory', () => ({ list: [row(1)], pageNum: 1, totalPages: 1, total: 1 }));
    expect(await screen.findAllByTestId('history-row')).toHaveLength(1);
    await user.click(screen.getByTestId('history-csv'));
    expect(await screen.findByTestId('history-csv-error')).toHaveTextContent(
      'The system is upgrading. Please try again later.',
    );
    expect(await screen.findAllByTestId('history-row')).toHaveLength(1);
  });
});
