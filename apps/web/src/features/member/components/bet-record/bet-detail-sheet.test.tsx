import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { betRoutes } from '@app/contracts/bet-routes';
import type { LotteryOrderDetail, RoundDetail } from '@app/contracts/bets';
import { routes } from '@app/contracts/routes';
import { sessionKeys } from '@/shared/api/session-keys';
import { useSessionStore } from '@/shared/lib/session-store';
import { ToastHost, useToastStore } from '@/shared/ui/toast';
import { BetDetailSheet } from './bet-detail-sheet';
import { reelRows, winningCells } from './bet-format';

vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  useSessionStore.setState({
    session: { token: 't', type: 0, userName: 'demo01', merchantCode: 'm', firstTimeLogin: false },
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  useToastStore.getState().clear();
  useSessionStore.setState({ session: null, lastEnd: null });
});

const base = {
  nodeId: 1,
  vendor: 'PG',
  wallet: 'REAL' as const,
  createdAt: '2026-05-11T09:30:15.000Z',
};

const round: RoundDetail = {
  ...base,
  orderId: 'DG20260511-AAAAAAAAAA',
  kind: 'ROUND',
  gameName: 'Lucky Sevens',
  gameType: 'RNG',
  stake: 1,
  validTurnover: 1,
  payout: 0.5,
  winLoss: -0.5,
  status: 'SETTLED',
  numero: null,
  round: {
    reels: [
      ['STAR', 'CLUB', 'HEART'],
      ['STAR', 'SEVEN', 'CLUB'],
      ['STAR', 'BAR', 'DIAMOND'],
    ],
    wins: [{ line: 1, symbol: 'STAR', amount: 0.5 }],
  },
  balanceAfter: 99.5,
};

const sub = (n: number, over: Partial<LotteryOrderDetail['subOrders'][number]> = {}) => ({
  subOrderId: `LT20260511-BBBBBBBBBB-00${n}`,
  play: '2D' as const,
  pick: String(n * 11).padStart(2, '0'),
  stake: 1,
  odds: 95,
  status: 'OPEN' as const,
  payout: 0,
  cancellable: true,
  ...over,
});

const ticket: LotteryOrderDetail = {
  ...base,
  orderId: 'LT20260511-BBBBBBBBBB',
  kind: 'LOTTERY',
  gameName: 'Hanoi Lottery',
  gameType: 'LOTT',
  vendor: 'TCG_LOTTO_VN',
  stake: 2,
  validTurnover: 0,
  payout: 0,
  winLoss: 0,
  status: 'OPEN',
  numero: '20260511-0042',
  closeTime: '2026-05-11T10:00:00.000Z',
  refund: 0,
  subOrders: [sub(1), sub(2)],
  result: null,
  settledAt: null,
};

const ok = (value: unknown) =>
  new Response(JSON.stringify({ success: true, value, errorCode: null, message: null }));
const refuse = (errorCode: string, status: number) =>
  new Response(JSON.stringify({ success: false, value: null, errorCode, message: 'x' }), {
    status,
  });

function renderSheet(orderId: string, fetchMock: (url: URL, init?: RequestInit) => Response) {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) =>
    fetchMock(new URL(String(input), 'http://localhost'), init),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  render(
    <QueryClientProvider client={client}>
      <BetDetailSheet orderId={orderId} open symbol="$" onClose={() => undefined} />
      <ToastHost />
    </QueryClientProvider>,
  );
  return { invalidate };
}

describe('the bet detail sheet', () => {
  it('shows a round’s figures, its reels with the winning line, and the balance after', async () => {
    renderSheet(round.orderId, (url) =>
      url.pathname === routes.betOrderDetail.path ? ok(round) : refuse('SYSTEM_ERROR', 500),
    );
    const sheet = await screen.findByTestId('bet-detail');
    expect(await within(sheet).findByRole('heading', { name: 'Lucky Sevens' })).toBeVisible();
    expect(within(sheet).getByTestId('bet-detail-orderId')).toHaveTextContent(round.orderId);
    expect(within(sheet).getByTestId('bet-detail-stake')).toHaveTextContent('$1.00');
    expect(within(sheet).getByTestId('bet-detail-winLoss')).toHaveTextContent('\u2212$0.50');
    expect(within(sheet).getByTestId('bet-detail-winLoss')).toHaveClass('loss');
    expect(within(sheet).getByTestId('bet-detail-status')).toHaveTextContent('Settled');
    const reels = within(sheet).getByTestId('bet-reels');
    // Shown as the game showed it: rows across the three reels; line 1 is the top row.
    const cells = [...reels.children];
    expect(cells.map((c) => c.getAttribute('data-symbol'))).toEqual([
      'STAR',
      'STAR',
      'STAR',
      'CLUB',
      'SEVEN',
      'BAR',
      'HEART',
      'CLUB',
      'DIAMOND',
    ]);
    expect(cells.slice(0, 3).every((c) => c.classList.contains('reelWin'))).toBe(true);
    expect(cells.slice(3).some((c) => c.classList.contains('reelWin'))).toBe(false);
    expect(within(sheet).getByTestId('bet-wins')).toHaveTextContent('Line 1');
    expect(within(sheet).getByTestId('bet-wins')).toHaveTextContent('+$0.50');
    expect(sheet).toHaveTextContent('Balance after this round: $99.50');
    expect(within(sheet).queryByTestId('bet-pick-cancel')).toBeNull();
  });

  it('shows a settled ticket’s result and its picks, with no cancel', async () => {
    const settled: LotteryOrderDetail = {
      ...ticket,
      status: 'SETTLED',
      validTurnover: 2,
      payout: 95,
      winLoss: 93,
      result: { number: '48211', twoD: '11' },
      subOrders: [
        sub(1, { status: 'WON', payout: 95, cancellable: false }),
        sub(2, { status: 'LOST', cancellable: false }),
      ],
    };
    renderSheet(ticket.orderId, () => ok(settled));
    const sheet = await screen.findByTestId('bet-detail');
    expect(await within(sheet).findByTestId('bet-result')).toHaveTextContent('Result: 48211');
    const picks = within(sheet).getAllByTestId('bet-pick');
    expect(picks.map((p) => p.getAttribute('data-status'))).toEqual(['WON', 'LOST']);
    expect(picks[0]).toHaveTextContent('paid $95.00');
    expect(within(picks[0]!).getByTestId('bet-pick-status')).toHaveTextContent('Won');
    expect(within(sheet).queryByTestId('bet-pick-cancel')).toBeNull();
    expect(within(sheet).getByTestId('bet-detail-winLoss')).toHaveTextContent('+$93.00');
  });

  it('cancels an open pick after a confirm, shows the answer and refreshes the session’s data', async () => {
    const user = userEvent.setup();
    const cancelled: LotteryOrderDetail = {
      ...ticket,
      stake: 1,
      refund: 1,
      subOrders: [sub(1, { status: 'CANCELLED', cancellable: false }), sub(2)],
    };
    const posted: unknown[] = [];
    const { invalidate } = renderSheet(ticket.orderId, (url, init) => {
      if (url.pathname === betRoutes.betSubOrderCancel.path) {
        posted.push(JSON.parse(String(init?.body)));
        return ok(cancelled);
      }
      return ok(posted.length > 0 ? cancelled : ticket);
    });
    const sheet = await screen.findByTestId('bet-detail');
    expect(await within(sheet).findByTestId('bet-result')).toHaveTextContent(
      'Waiting for the draw',
    );
    const buttons = within(sheet).getAllByTestId('bet-pick-cancel');
    expect(buttons).toHaveLength(2);
    await user.click(within(sheet).getByRole('button', { name: 'Cancel number 11' }));

    const confirm = await screen.findByRole('alertdialog', { name: 'Cancel this number?' });
    expect(confirm).toHaveTextContent('Number 11, stake $1.00');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel number' }));

    await waitFor(() => expect(posted).toEqual([{ subOrderId: ticket.subOrders[0]!.subOrderId }]));
    await waitFor(() =>
      expect(within(sheet).getAllByTestId('bet-pick')[0]).toHaveAttribute(
        'data-status',
        'CANCELLED',
      ),
    );
    expect(within(sheet).getAllByTestId('bet-pick-cancel')).toHaveLength(1);
    // The toast shows in the top dialog's host (each dialog has one).
    const done = await screen.findAllByText('Number 11 cancelled: $1.00 refunded.');
    expect(done.some((toast) => toast.closest('dialog') !== null)).toBe(true);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: sessionKeys.scope('t') });
  });

  it('keeps the pick when the confirm is dismissed, and says why a refused cancel failed', async () => {
    const user = userEvent.setup();
    let posts = 0;
    renderSheet(ticket.orderId, (url) => {
      if (url.pathname === betRoutes.betSubOrderCancel.path) {
        posts += 1;
        return refuse('ORDER_NOT_CANCELLABLE', 409);
      }
      return ok(ticket);
    });
    const sheet = await screen.findByTestId('bet-detail');
    await user.click(await within(sheet).findByRole('button', { name: 'Cancel number 22' }));
    let confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Keep it' }));
    expect(posts).toBe(0);

    await user.click(within(sheet).getByRole('button', { name: 'Cancel number 22' }));
    confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel number' }));
    const refused = await screen.findAllByText(
      'This bet can no longer be cancelled: its draw has closed or it was already settled.',
    );
    expect(refused[0]).toHaveAttribute('role', 'alert');
    expect(posts).toBe(1);
  });
});

describe('the round layout helpers', () => {
  it('turns reels into rows and winning lines into cells', () => {
    expect(
      reelRows([
        ['a', 'b', 'c'],
        ['d', 'e', 'f'],
        ['g', 'h', 'i'],
      ]),
    ).toEqual([
      ['a', 'd', 'g'],
      ['b', 'e', 'h'],
      ['c', 'f', 'i'],
    ]);
    expect([...winningCells([4])].sort()).toEqual(['0:0', '1:1', '2:2']);
    expect([...winningCells([5])].sort()).toEqual(['0:2', '1:1', '2:0']);
  });
});
