import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SaferGamblingState } from '@app/contracts/safer-gambling';
import { saferGamblingRoutes } from '@app/contracts/safer-gambling-routes';
import { limit, statePayload } from '@/test/safer-gambling-fixtures';
import { formatDateTime } from '@/shared/lib/date-time';
import { useSessionStore } from '@/shared/lib/session-store';
import { sessionInfo } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { emptyReport, methodsPayload, paths, refusal } from './deposit-test-fixtures';

/** Issue 18 on the deposit screen: what a deposit limit leaves, and the refusal naming it. */
afterEach(() => {
  vi.restoreAllMocks();
  useSessionStore.setState({ session: null });
});

function openDeposit(state: SaferGamblingState, create?: () => unknown) {
  useSessionStore.setState({ session: sessionInfo(0) });
  return renderApp('/m/voucherCenter', {
    routes: {
      [paths.methods]: () => methodsPayload,
      [paths.promos]: () => [],
      [paths.report]: () => emptyReport,
      [saferGamblingRoutes.saferGambling.path]: () => state,
      ...(create ? { [paths.create]: create } : {}),
    },
  });
}

const withDayLimit = statePayload({
  depositLimits: [
    limit('DAY', { amount: 50, used: 40, remaining: 10 }),
    limit('WEEK', { amount: 500, used: 40, remaining: 460 }),
    limit('MONTH'),
  ],
});

describe('deposit screen and deposit limits', () => {
  it('says what the tightest limit leaves; a deposit over it is refused naming the amount left', async () => {
    const user = userEvent.setup();
    openDeposit(withDayLimit, () =>
      refusal('DEPOSIT_LIMIT_EXCEEDED', { remaining: 10, period: 'DAY' }, 403),
    );
    expect(await screen.findByTestId('deposit-limit-note')).toHaveTextContent(
      'You can deposit up to $10.00 more in the next 24 hours.',
    );
    await screen.findByRole('group', { name: 'Bank transfer' });
    const amount = screen.getByRole('textbox', { name: 'Amount to deposit' });
    await user.type(amount, '20');
    await user.click(screen.getByRole('button', { name: 'Deposit now' }));
    expect(await screen.findByTestId('deposit-error')).toHaveTextContent(
      'Only 10.00 left under your 24-hour deposit limit. Deposit that amount or less.',
    );
    expect(amount).toHaveValue('20');
  });

  it('a used-up limit, a break, or none', async () => {
    const until = '2026-05-08T09:30:00.000Z';
    const usedUp = statePayload({
      depositLimits: [
        limit('DAY'),
        limit('WEEK', { amount: 100, used: 100, remaining: 0 }),
        limit('MONTH'),
      ],
    });
    const first = openDeposit(usedUp);
    expect(await screen.findByTestId('deposit-limit-note')).toHaveTextContent(
      'Your deposit limit is used up for the next 7 days.',
    );
    first.router.dispose();

    const second = openDeposit(
      statePayload({ block: { kind: 'TIME_OUT', since: '2026-05-01T09:30:00.000Z', until } }),
    );
    expect(await screen.findByTestId('deposit-limit-note')).toHaveTextContent(
      `Deposits are closed until ${formatDateTime(until)} while your break runs.`,
    );
    second.router.dispose();

    openDeposit(statePayload());
    await screen.findByRole('group', { name: 'Bank transfer' });
    expect(screen.queryByTestId('deposit-limit-note')).toBeNull();
  });
});
