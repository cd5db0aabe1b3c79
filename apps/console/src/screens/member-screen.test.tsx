import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { emptyPage, fail, memberDetail, mockApi, ok, session } from '../test/mock-api';
import { renderConsole } from '../test/render';

const adjusted = ok({ transactionId: 900, balanceMinor: 200050, applied: true });

function memberApi(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /ops/api/session': ok(session('finance', 'csrf-fin')),
    'GET /ops/api/members/7': ok(memberDetail()),
    'GET /ops/api/members/7/ledger': ok({
      items: [
        {
          transactionId: 5,
          kind: 'DEPOSIT',
          amountMinor: 100000,
          balanceAfterMinor: 100000,
          memo: null,
          createdAt: '2026-11-02T10:00:00.000Z',
        },
      ],
      pageNo: 1,
      pageSize: 20,
      total: 1,
    }),
    'GET /ops/api/members/7/bets': ok(emptyPage),
    ...extra,
  });
}

async function openAdjustment(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Adjust balance' }));
  return screen.findByRole('dialog');
}

describe('member detail', () => {
  it('shows profile, wallet and the ledger, and the bets tab in the URL', async () => {
    memberApi();
    const user = userEvent.setup();
    renderConsole('/members/7');
    await screen.findByRole('heading', { name: /demo01/ });
    expect(screen.getAllByText('$1,000.00').length).toBeGreaterThan(0);
    expect(await screen.findByText('DEPOSIT')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Bets' }));
    expect(await screen.findByText('No bets.')).toBeInTheDocument();
    expect(window.location.search).toBe('?tab=bets');
  });

  it('converts the amount exactly, confirms it, and shows the new balance', async () => {
    const api = memberApi({ 'POST /ops/api/members/7/adjustments': adjusted });
    const user = userEvent.setup();
    renderConsole('/members/7');
    const dialog = await openAdjustment(user);
    await user.type(within(dialog).getByLabelText('Amount (USD)'), '1,000.50');
    await user.type(within(dialog).getByLabelText('Reason'), 'Goodwill credit');
    await user.click(within(dialog).getByRole('button', { name: 'Review' }));
    expect(within(dialog).getByText('Credit $1,000.50 to demo01?')).toBeInTheDocument();
    expect(api.sent('POST /ops/api/members/7/adjustments')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Confirm adjustment' }));
    expect(await within(dialog).findByText('New balance: $2,000.50')).toBeInTheDocument();
    const [sent] = api.sent('POST /ops/api/members/7/adjustments');
    expect(sent!.headers.get('x-csrf-token')).toBe('csrf-fin');
    expect(sent!.body).toMatchObject({ amountMinor: 100050, reason: 'Goodwill credit' });
    expect((sent!.body as { idempotencyKey: string }).idempotencyKey).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it('debits as a negative amount and refuses more than two decimals', async () => {
    const api = memberApi({ 'POST /ops/api/members/7/adjustments': adjusted });
    const user = userEvent.setup();
    renderConsole('/members/7');
    const dialog = await openAdjustment(user);
    await user.click(within(dialog).getByLabelText('Debit (subtract)'));
    const amount = within(dialog).getByLabelText('Amount (USD)');
    await user.type(amount, '12.345');
    await user.type(within(dialog).getByLabelText('Reason'), 'Correction');
    await user.click(within(dialog).getByRole('button', { name: 'Review' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('at most 2 decimals');
    // What was typed stays.
    expect(amount).toHaveValue('12.345');

    await user.clear(amount);
    await user.type(amount, '0.29');
    await user.click(within(dialog).getByRole('button', { name: 'Review' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm adjustment' }));
    await within(dialog).findByText(/New balance/);
    expect(api.sent('POST /ops/api/members/7/adjustments')[0]!.body).toMatchObject({
      amountMinor: -29,
    });
  });

  it('retries with the same idempotency key after a lost answer', async () => {
    const api = memberApi({
      'POST /ops/api/members/7/adjustments': ['network-error', adjusted],
    });
    const user = userEvent.setup();
    renderConsole('/members/7');
    const dialog = await openAdjustment(user);
    await user.type(within(dialog).getByLabelText('Amount (USD)'), '5');
    await user.type(within(dialog).getByLabelText('Reason'), 'Bonus');
    await user.click(within(dialog).getByRole('button', { name: 'Review' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm adjustment' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('could not be reached');
    // The money may have moved: no editing under this key, only the same request again.
    expect(within(dialog).getByRole('button', { name: 'Back' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm adjustment' }));
    await within(dialog).findByText(/New balance/);
    const keys = api
      .sent('POST /ops/api/members/7/adjustments')
      .map((r) => (r.body as { idempotencyKey: string }).idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it("shows the server's refusal and keeps the form", async () => {
    memberApi({
      'POST /ops/api/members/7/adjustments': fail(
        409,
        'INSUFFICIENT_BALANCE',
        'The balance is too low for this debit',
      ),
    });
    const user = userEvent.setup();
    renderConsole('/members/7');
    const dialog = await openAdjustment(user);
    await user.click(within(dialog).getByLabelText('Debit (subtract)'));
    await user.type(within(dialog).getByLabelText('Amount (USD)'), '5000');
    await user.type(within(dialog).getByLabelText('Reason'), 'Reversal');
    await user.click(within(dialog).getByRole('button', { name: 'Review' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm adjustment' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('balance is too low');
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(within(dialog).getByLabelText('Amount (USD)')).toHaveValue('5000');
  });
});
