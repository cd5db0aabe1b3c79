import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Deposit } from '@app/contracts/cashier';
import { useSessionStore } from '@/shared/lib/session-store';
import { sessionInfo, walletPayload, type ApiFixtures } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { depositPollMs } from '../../api/deposit-detail';
import {
  bodyOf,
  depositOf,
  emptyReport,
  methodsPayload,
  paths,
  transferDeposit,
} from './deposit-test-fixtures';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  useSessionStore.setState({ session: null });
});

type Routes = NonNullable<ApiFixtures['routes']>;

function open(url: string, routes: Routes = {}, wallet?: ApiFixtures['wallet']) {
  useSessionStore.setState({ session: sessionInfo(0) });
  return renderApp(url, {
    wallet,
    routes: {
      [paths.methods]: () => methodsPayload,
      [paths.promos]: () => [],
      [paths.report]: () => emptyReport,
      ...routes,
    },
  });
}

const callsTo = (spy: ReturnType<typeof renderApp>['fetchSpy'], path: string) =>
  spy.mock.calls.filter(([input]) => new URL(String(input), 'http://localhost').pathname === path);

describe('bank transfer', () => {
  it('shows the receiving account and reference with copy buttons, then sends the transfer details', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    let current: Deposit = transferDeposit();
    const report = vi.fn((init: RequestInit | undefined) => {
      const body = bodyOf(init) as Pick<
        Deposit,
        'payerBank' | 'payerAccountName' | 'transferredAt'
      >;
      current = { ...current, ...body, status: 'SUBMITTED' };
      return current;
    });
    const { fetchSpy } = open('/m/voucherCenter', {
      [paths.create]: () => ({ deposit: current, redirectUrl: null }),
      [paths.deposit(8)]: () => current,
      [paths.transfer(8)]: report,
    });
    await user.type(await screen.findByRole('textbox', { name: 'Amount to deposit' }), '100');
    await user.click(screen.getByRole('button', { name: 'Deposit now' }));

    const details = await screen.findByRole('region', { name: 'Transfer to this account' });
    expect(window.location.search).toBe('?deposit=8');
    expect(details).toHaveTextContent('$100.00');
    expect(details).toHaveTextContent('ABA Bank');
    expect(details).toHaveTextContent('Demo Gaming Co.');
    expect(details).toHaveTextContent('000123456');
    expect(details).toHaveTextContent('D8K3X9QZ');
    await user.click(within(details).getByRole('button', { name: 'Copy Reference' }));
    expect(writeText).toHaveBeenCalledWith('D8K3X9QZ');
    expect(await screen.findByText('Copied')).toBeInTheDocument();
    await user.click(within(details).getByRole('button', { name: 'Copy Account number' }));
    expect(writeText).toHaveBeenLastCalledWith('000123456');

    // Required fields are checked before anything is sent.
    await user.click(screen.getByRole('button', { name: 'I have transferred' }));
    expect(await screen.findAllByText('Please fill this in.')).toHaveLength(2);
    expect(report).not.toHaveBeenCalled();

    await user.type(screen.getByRole('textbox', { name: 'Your bank' }), 'ACLEDA');
    await user.type(screen.getByRole('textbox', { name: 'Your account name' }), 'Sok Dara');
    // The transfer time starts at now, in the device's time zone.
    expect((screen.getByLabelText('Transfer time') as HTMLInputElement).value).toMatch(
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/,
    );
    await user.click(screen.getByRole('button', { name: 'I have transferred' }));

    expect(await screen.findByRole('heading', { name: 'Waiting for the cash desk' })).toBeVisible();
    const sent = bodyOf(callsTo(fetchSpy, paths.transfer(8))[0]?.[1]) as Record<string, string>;
    expect(sent.payerBank).toBe('ACLEDA');
    expect(sent.payerAccountName).toBe('Sok Dara');
    expect(sent.transferredAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00(Z|[+-]\d{2}:\d{2})$/);
    expect(screen.getByTestId('deposit-result')).toHaveTextContent('ACLEDA');
  });

  it('a refused transfer report keeps what was typed and says why', async () => {
    const user = userEvent.setup();
    open('/m/voucherCenter?deposit=8', {
      [paths.deposit(8)]: () => transferDeposit(),
      [paths.transfer(8)]: () =>
        new Response(
          JSON.stringify({
            success: false,
            value: null,
            errorCode: 'DEPOSIT_NOT_FOUND',
            message: 'gone',
          }),
          { status: 404 },
        ),
    });
    await user.type(await screen.findByRole('textbox', { name: 'Your bank' }), 'ACLEDA');
    await user.type(screen.getByRole('textbox', { name: 'Your account name' }), 'Sok Dara');
    await user.click(screen.getByRole('button', { name: 'I have transferred' }));
    expect(await screen.findByTestId('transfer-error')).toHaveTextContent(
      'This deposit cannot be found or has already been handled.',
    );
    expect(screen.getByRole('textbox', { name: 'Your bank' })).toHaveValue('ACLEDA');
  });
});

describe('deposit result', () => {
  it('follows the deposit every 2 s until it is final, then refreshes the balance once', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const answers: Deposit[] = [
      depositOf(),
      depositOf({ status: 'PENDING' }),
      depositOf({ status: 'SUCCESS', updatedAt: '2026-05-01T10:02:00.000Z' }),
    ];
    let balance = 1000;
    const wallet = vi.fn(() => walletPayload(balance));
    const { fetchSpy } = open(
      '/m/voucherCenter?deposit=8',
      { [paths.deposit(8)]: () => answers.shift() ?? depositOf({ status: 'SUCCESS' }) },
      wallet,
    );
    expect(await screen.findByRole('heading', { name: 'Waiting for payment' })).toBeVisible();
    expect(screen.getByText('This page updates by itself.')).toBeInTheDocument();
    const walletCallsBefore = wallet.mock.calls.length;

    await act(() => vi.advanceTimersByTimeAsync(depositPollMs));
    await waitFor(() => expect(callsTo(fetchSpy, paths.deposit(8))).toHaveLength(2));
    expect(screen.getByRole('heading', { name: 'Waiting for payment' })).toBeVisible();

    balance = 1100;
    await act(() => vi.advanceTimersByTimeAsync(depositPollMs));
    expect(await screen.findByRole('heading', { name: 'Deposit successful' })).toBeVisible();
    expect(screen.getByTestId('deposit-result')).toHaveTextContent(
      '$100.00 has been added to your balance.',
    );
    // The balance at the top rises: the wallet was asked again after the success.
    await waitFor(() =>
      expect(screen.getByRole('group', { name: 'Balance' })).toHaveTextContent('$1,100.00'),
    );
    expect(wallet.mock.calls.length).toBeGreaterThan(walletCallsBefore);

    // Final: no more polling, and the refresh happened once.
    const depositCalls = callsTo(fetchSpy, paths.deposit(8)).length;
    const walletCalls = wallet.mock.calls.length;
    await act(() => vi.advanceTimersByTimeAsync(depositPollMs * 5));
    expect(callsTo(fetchSpy, paths.deposit(8))).toHaveLength(depositCalls);
    expect(wallet.mock.calls.length).toBe(walletCalls);
    expect(screen.queryByText('This page updates by itself.')).toBeNull();
  });

  it('a rejected deposit shows the cash desk reason; the buttons go back to the form and to the record', async () => {
    const user = userEvent.setup();
    open('/m/voucherCenter?deposit=8', {
      [paths.deposit(8)]: () =>
        transferDeposit({
          status: 'REJECTED',
          reason: 'No transfer with this reference arrived.',
          payerBank: 'ACLEDA',
          payerAccountName: 'Sok Dara',
          transferredAt: '2026-05-01T10:05:00.000Z',
        }),
    });
    expect(await screen.findByRole('heading', { name: 'Deposit rejected' })).toBeVisible();
    expect(screen.getByText('No transfer with this reference arrived.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Transaction record' })).toHaveAttribute(
      'href',
      '/m/transaction/record?types=A',
    );
    await user.click(screen.getByRole('button', { name: 'Deposit again' }));
    expect(await screen.findByRole('button', { name: 'Deposit now' })).toBeInTheDocument();
    expect(window.location.search).toBe('');
  });

  it('an unknown deposit says so and offers a new one', async () => {
    open('/m/voucherCenter?deposit=999', {
      [paths.deposit(999)]: () =>
        new Response(
          JSON.stringify({
            success: false,
            value: null,
            errorCode: 'DEPOSIT_NOT_FOUND',
            message: 'no',
          }),
          { status: 404 },
        ),
    });
    expect(await screen.findByText('Deposit unavailable')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Deposit again' })).toBeInTheDocument();
  });

  it('recent deposits list under the form with their status, and a row opens its result', async () => {
    const user = userEvent.setup();
    open('/m/voucherCenter', {
      [paths.report]: () => ({
        list: [
          depositOf({ id: 8, status: 'SUCCESS' }),
          transferDeposit({ id: 7, reference: 'D7AAAA', status: 'SUBMITTED' }),
        ],
        pageNum: 1,
        totalPages: 1,
        total: 2,
      }),
      [paths.deposit(7)]: () => transferDeposit({ id: 7, status: 'SUBMITTED' }),
    });
    const list = await screen.findByRole('list', { name: 'Recent deposits' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Successful');
    expect(rows[1]).toHaveTextContent('Under review');
    expect(screen.getByRole('link', { name: 'More' })).toHaveAttribute(
      'href',
      '/m/transaction/record?types=A',
    );
    await user.click(within(rows[1]!).getByRole('button'));
    expect(await screen.findByRole('heading', { name: 'Waiting for the cash desk' })).toBeVisible();
    expect(window.location.search).toBe('?deposit=7');
  });
});
