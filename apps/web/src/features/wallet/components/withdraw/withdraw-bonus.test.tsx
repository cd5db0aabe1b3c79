import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WithdrawInfo } from '@app/contracts/cashier';
import { cashierRoutes } from '@app/contracts/cashier-routes';
import { ApiError } from '@/shared/api/client';
import { useSessionStore } from '@/shared/lib/session-store';
import { sessionInfo } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

// Bonus money under wagering on the withdraw screen (issue 16).

const encrypted = vi.hoisted(() => ({ answer: vi.fn() }));
vi.mock('@/shared/api/encrypted-call', () => ({
  deviceValue: () => 'H5',
  encryptedRequest: (_m: string, path: string, payload: unknown) => encrypted.answer(path, payload),
}));

vi.setConfig({ testTimeout: 20_000 });

function info(overrides: Partial<WithdrawInfo> = {}): WithdrawInfo {
  return {
    currency: 'USD',
    balance: 1000,
    withdrawable: 300,
    locked: 700,
    wagering: [
      {
        bonusId: 4,
        title: 'Welcome bonus 100%',
        bonus: 500,
        required: 10_000,
        done: 2_500,
        expiresAt: new Date(2026, 5, 3, 14, 30).toISOString(),
      },
      {
        bonusId: 6,
        title: 'Weekend reload 20%',
        bonus: 200,
        required: 2_400,
        done: 0,
        expiresAt: new Date(2026, 5, 10, 9, 0).toISOString(),
      },
    ],
    min: 50,
    max: 5000,
    feePercent: 1,
    dailyCountLimit: 5,
    dailyCountLeft: 4,
    dailyAmountLimit: 100_000,
    dailyAmountLeft: 50_000,
    hasWithdrawalPassword: true,
    payeeName: 'Sok Dara',
    ...overrides,
  };
}

const cards = {
  cards: [
    {
      id: 7,
      bankCode: 'ABA',
      bankName: 'ABA Bank',
      maskedNumber: '**** **** 4321',
      payeeName: 'Sok Dara',
      createdAt: '2026-01-02T03:04:05.000Z',
    },
  ],
  limit: 5,
  banks: [{ code: 'ABA', name: 'ABA Bank' }],
};

function open(current: () => WithdrawInfo = () => info()) {
  return renderApp('/m/withdraw', {
    routes: {
      [cashierRoutes.withdrawInfo.path]: current,
      [cashierRoutes.bankCards.path]: () => cards,
      [cashierRoutes.withdrawReport.path]: () => ({
        list: [],
        pageNum: 1,
        totalPages: 1,
        total: 0,
      }),
    },
  });
}

beforeEach(() => useSessionStore.setState({ session: sessionInfo(0, 't') }));
afterEach(() => {
  encrypted.answer.mockReset();
  vi.restoreAllMocks();
  useSessionStore.setState({ session: null });
});

describe('withdraw screen: bonus money under wagering', () => {
  it('shows the locked amount, the withdrawable amount and each bonus’s progress', async () => {
    const { fetchSpy } = open();
    const section = await screen.findByRole('region', { name: 'Bonus wagering' });
    // The bonuses' titles come in the member's language.
    const asked = fetchSpy.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .find((url) => url.pathname === cashierRoutes.withdrawInfo.path);
    expect(asked?.searchParams.get('language')).toBe('EN');
    expect(screen.getByTestId('withdrawable')).toHaveTextContent('$300.00');
    expect(within(section).getByTestId('withdraw-locked')).toHaveTextContent(
      'Locked bonus money$700.00',
    );
    const items = within(section).getAllByTestId('withdraw-wagering-item');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Welcome bonus 100%');
    expect(items[0]).toHaveTextContent('Bonus $500.00');
    expect(items[0]).toHaveTextContent('$2,500.00 of $10,000.00');
    expect(items[0]).toHaveTextContent('Expires 2026/06/03 14:30');
    const bar = within(items[0]!).getByRole('progressbar', {
      name: 'Wagering progress of Welcome bonus 100%',
    });
    expect(bar).toHaveAttribute('aria-valuenow', '2500');
    expect(bar).toHaveAttribute('aria-valuemax', '10000');
    expect(within(section).getByRole('link', { name: /reward centre/ })).toHaveAttribute(
      'href',
      '/m/rewardCenter',
    );
  });

  it('without bonus money there is no wagering section', async () => {
    open(() => info({ withdrawable: 1000, locked: 0, wagering: [] }));
    await screen.findByRole('form', { name: 'Withdraw' });
    expect(screen.queryByTestId('withdraw-wagering')).toBeNull();
    expect(screen.queryByTestId('withdraw-locked-note')).toBeNull();
  });

  it('the amount goes up to the withdrawable: All fills it, more is refused before sending', async () => {
    const user = userEvent.setup();
    open();
    const amount = await screen.findByLabelText('Amount');
    expect(screen.getByTestId('withdraw-locked-note')).toHaveTextContent(
      'You can withdraw up to $300.00 now: $700.00 is bonus money under wagering.',
    );
    await user.click(screen.getByRole('button', { name: 'Withdraw all: $300.00' }));
    expect(amount).toHaveValue('300.00');
    await user.clear(amount);
    await user.type(amount, '300.01');
    await user.type(screen.getByLabelText('Payment password'), '111111');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(
      await screen.findByText(
        '700.00 is bonus money still under wagering. You can withdraw up to 300.00.',
      ),
    ).toBeInTheDocument();
    expect(encrypted.answer).not.toHaveBeenCalled();
  });

  it('BONUS_LOCKED from the server names the locked and the withdrawable amounts', async () => {
    const user = userEvent.setup();
    encrypted.answer.mockRejectedValueOnce(
      new ApiError('BONUS_LOCKED', 'locked', 409, { locked: 950, withdrawable: 50 }),
    );
    open();
    await user.type(await screen.findByLabelText('Amount'), '200');
    await user.type(screen.getByLabelText('Payment password'), '111111');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(
      await screen.findByText(
        '950.00 is bonus money still under wagering. You can withdraw up to 50.00.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Amount')).toHaveValue('200');
  });
});
