import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BankCard, BankCardList, Withdrawal, WithdrawInfo } from '@app/contracts/cashier';
import { routes } from '@app/contracts/routes';
import { cashierRoutes } from '@app/contracts/cashier-routes';
import { ApiError } from '@/shared/api/client';
import { useSessionStore } from '@/shared/lib/session-store';
import { memberInfoPayload, walletPayload } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { cashierKeys } from '../../api/cashier-keys';
import { walletKeys } from '../../api/get-wallet';
import { followWhileOpen, withdrawalFollowMs } from '../../api/withdraw-report';

// The screen is a lazy route chunk: its first render can take a while on a busy machine.
configure({ asyncUtilTimeout: 3000 });

const encrypted = vi.hoisted(() => ({ answer: vi.fn() }));
vi.mock('@/shared/api/encrypted-call', () => ({
  deviceValue: () => 'H5',
  encryptedRequest: (_m: string, path: string, payload: unknown) => encrypted.answer(path, payload),
}));

const session = {
  token: 't',
  type: 0,
  userName: 'demo01',
  merchantCode: 'DEMO',
  firstTimeLogin: false,
};

function info(overrides: Partial<WithdrawInfo> = {}): WithdrawInfo {
  return {
    currency: 'USD',
    balance: 1000,
    withdrawable: 300,
    locked: 0,
    wagering: [],
    min: 50,
    max: 5000,
    feePercent: 1,
    dailyCountLimit: 5,
    dailyCountLeft: 4,
    dailyAmountLimit: 100_000,
    dailyAmountLeft: 200,
    hasWithdrawalPassword: true,
    payeeName: 'Sok Dara',
    ...overrides,
  };
}

const card = (id: number, last4: string, bankName = 'ABA Bank'): BankCard => ({
  id,
  bankCode: 'ABA',
  bankName,
  maskedNumber: `**** **** ${last4}`,
  payeeName: 'Sok Dara',
  createdAt: '2026-01-02T03:04:05.000Z',
});

function cardList(cards: BankCard[], limit = 5): BankCardList {
  return {
    cards,
    limit,
    banks: [
      { code: 'ABA', name: 'ABA Bank' },
      { code: 'WING', name: 'Wing Bank' },
    ],
  };
}

function withdrawal(overrides: Partial<Withdrawal> = {}): Withdrawal {
  return {
    id: 11,
    reference: 'W-7K2P9Q',
    amount: 100,
    fee: 1,
    payout: 99,
    status: 'PENDING',
    bankName: 'ABA Bank',
    maskedNumber: '**** **** 4321',
    createdAt: '2026-01-02T03:04:05.000Z',
    updatedAt: '2026-01-02T03:04:05.000Z',
    reason: null,
    ...overrides,
  };
}

const report = (list: Withdrawal[] = []) => ({
  list,
  pageNum: 1,
  totalPages: 1,
  total: list.length,
});

const fail = (errorCode: string, status = 400, value: unknown = null) =>
  new Response(JSON.stringify({ success: false, value, errorCode, message: errorCode }), {
    status,
  });

type Handler = (init?: RequestInit) => unknown;

/** The cashier's answers by path; each may be a function of the request (and may change). */
function answersFor(answers: {
  info?: Handler;
  cards?: Handler;
  report?: Handler;
  extra?: Record<string, Handler>;
}): Record<string, Handler> {
  return {
    [cashierRoutes.withdrawInfo.path]: answers.info ?? (() => info()),
    [cashierRoutes.bankCards.path]: answers.cards ?? (() => cardList([card(7, '4321')])),
    [cashierRoutes.withdrawReport.path]: answers.report ?? (() => report()),
    ...answers.extra,
  };
}

function pathCalls(fetchSpy: ReturnType<typeof renderApp>['fetchSpy'], path: string) {
  return fetchSpy.mock.calls.filter(([input]) =>
    new URL(String(input), 'http://localhost').pathname.startsWith(path),
  );
}

beforeEach(() => {
  useSessionStore.setState({ session });
});

afterEach(() => {
  encrypted.answer.mockReset();
  vi.restoreAllMocks();
  useSessionStore.setState({ session: null });
});

describe('withdraw screen', () => {
  it('without a payment password asks for one first; a mismatch is refused before sending', async () => {
    const user = userEvent.setup();
    let hasPassword = false;
    encrypted.answer.mockImplementation(async () => {
      hasPassword = true;
      return { done: true };
    });
    renderApp('/m/withdraw', {
      routes: answersFor({ info: () => info({ hasWithdrawalPassword: hasPassword }) }),
    });
    const form = await screen.findByRole('form', { name: 'Set a payment password' });
    expect(screen.queryByRole('form', { name: 'Withdraw' })).not.toBeInTheDocument();
    expect(screen.getByTestId('withdrawable')).toHaveTextContent('$300.00');

    await user.type(within(form).getByLabelText('Payment password'), '12a34');
    expect(within(form).getByLabelText('Payment password')).toHaveValue('1234');
    await user.click(within(form).getByRole('button', { name: 'Set payment password' }));
    expect(await within(form).findByText('Enter 6 digits.')).toBeInTheDocument();

    await user.type(within(form).getByLabelText('Payment password'), '56');
    await user.type(within(form).getByLabelText('Confirm payment password'), '654321');
    await user.click(within(form).getByRole('button', { name: 'Set payment password' }));
    expect(
      await within(form).findByText('The two payment passwords do not match.'),
    ).toBeInTheDocument();
    expect(encrypted.answer).not.toHaveBeenCalled();

    await user.clear(within(form).getByLabelText('Confirm payment password'));
    await user.type(within(form).getByLabelText('Confirm payment password'), '123456');
    await user.click(within(form).getByRole('button', { name: 'Set payment password' }));
    expect(await screen.findByRole('form', { name: 'Withdraw' })).toBeInTheDocument();
    expect(encrypted.answer).toHaveBeenCalledWith(cashierRoutes.paymentPasswordSet.path, {
      newPassword: '123456',
      confirmPassword: '123456',
    });
  });

  it('the login password as payment password: the server reason shows and the form keeps it', async () => {
    const user = userEvent.setup();
    encrypted.answer.mockRejectedValue(new ApiError('PAYMENT_PASSWORD_SAME_AS_LOGIN', 'same', 400));
    renderApp('/m/withdraw', {
      routes: answersFor({ info: () => info({ hasWithdrawalPassword: false }) }),
    });
    const form = await screen.findByRole('form', { name: 'Set a payment password' });
    await user.type(within(form).getByLabelText('Payment password'), '202620');
    await user.type(within(form).getByLabelText('Confirm payment password'), '202620');
    await user.click(within(form).getByRole('button', { name: 'Set payment password' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'The payment password must not be your login password.',
    );
    expect(within(form).getByLabelText('Payment password')).toHaveValue('202620');
  });

  it('adding a card without a payee name asks for the real name first (set once)', async () => {
    const user = userEvent.setup();
    let payeeName: string | null = null;
    const payeeBodies: unknown[] = [];
    const addBodies: unknown[] = [];
    let cards: BankCard[] = [];
    const { fetchSpy } = renderApp('/m/withdraw', {
      routes: answersFor({
        info: () => info({ payeeName }),
        cards: () => cardList(cards),
        extra: {
          [routes.memberInfoPayeeName.path]: (init) => {
            payeeBodies.push(JSON.parse(String(init?.body)));
            payeeName = 'Sok Dara';
            return memberInfoPayload({ payeeName });
          },
          [cashierRoutes.bankCardAdd.path]: (init) => {
            addBodies.push(JSON.parse(String(init?.body)));
            cards = [card(9, '6789', 'Wing Bank')];
            return cards[0];
          },
        },
      }),
    });
    expect(await screen.findByText('Add a bank card to withdraw to.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add bank card' }));
    const sheet = await screen.findByRole('dialog', { name: 'Your real name' });
    expect(sheet).toHaveTextContent('It can be set only once and cannot be changed later.');
    await user.click(within(sheet).getByRole('button', { name: 'Save and continue' }));
    expect(await within(sheet).findByText('Enter your real name.')).toBeInTheDocument();
    await user.type(within(sheet).getByLabelText('Real name (payee name)'), 'Sok Dara');
    await user.click(within(sheet).getByRole('button', { name: 'Save and continue' }));

    const bank = await within(sheet).findByLabelText('Bank');
    expect(sheet).toHaveTextContent('Sok Dara');
    expect(payeeBodies).toEqual([{ payeeName: 'Sok Dara' }]);
    await user.selectOptions(bank, 'WING');
    await user.type(within(sheet).getByLabelText('Account number'), '12 3a45');
    await user.click(within(sheet).getByRole('button', { name: 'Add card' }));
    expect(
      await within(sheet).findByText('Enter 6 to 30 digits, without spaces.'),
    ).toBeInTheDocument();
    await user.type(within(sheet).getByLabelText('Account number'), '6789');
    await user.click(within(sheet).getByRole('button', { name: 'Add card' }));

    const picked = await screen.findByRole('radio', { name: /Wing Bank/ });
    expect(addBodies).toEqual([{ bankCode: 'WING', accountNumber: '123456789' }]);
    await waitFor(() => expect(picked).toBeChecked());
    expect(pathCalls(fetchSpy, cashierRoutes.bankCardAdd.path)).toHaveLength(1);
  });

  it('lists the cards as the server masked them; removing asks first; the limit hides Add', async () => {
    const user = userEvent.setup();
    let cards = [card(7, '4321'), card(8, '9876', 'Wing Bank')];
    const { fetchSpy } = renderApp('/m/withdraw', {
      routes: answersFor({
        cards: () => cardList(cards, 2),
        extra: {
          '/wps/member/bankCard/7': () => {
            cards = cards.filter((c) => c.id !== 7);
            return { removed: true };
          },
        },
      }),
    });
    const first = await screen.findByRole('radio', { name: 'ABA Bank **** **** 4321' });
    expect(first).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Wing Bank **** **** 9876' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'You already have 2 bank cards, the most allowed. Remove one to add another.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add bank card' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove ABA Bank **** **** 4321' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove this bank card?' });
    expect(confirm).toHaveTextContent('ABA Bank **** **** 4321 will be removed from your account.');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(pathCalls(fetchSpy, '/wps/member/bankCard/7')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Remove ABA Bank **** **** 4321' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('radio', { name: /4321/ })).not.toBeInTheDocument(),
    );
    const removal = pathCalls(fetchSpy, '/wps/member/bankCard/7');
    expect(removal).toHaveLength(1);
    expect(removal[0]?.[1]?.method).toBe('DELETE');
    expect(screen.getByRole('radio', { name: /9876/ })).toBeChecked();
    expect(await screen.findByRole('button', { name: 'Add bank card' })).toBeInTheDocument();
  });

  it('checks the amount against the minimum, maximum, withdrawable and what is left today', async () => {
    const user = userEvent.setup();
    renderApp('/m/withdraw', {
      routes: answersFor({ info: () => info({ withdrawable: 300, dailyAmountLeft: 200 }) }),
    });
    const amount = await screen.findByLabelText('Amount');
    const submit = screen.getByRole('button', { name: 'Withdraw' });
    const expectError = async (typed: string, message: string) => {
      await user.clear(amount);
      await user.type(amount, typed);
      await user.click(submit);
      expect(await screen.findByText(message)).toBeInTheDocument();
    };
    await expectError('12.345', 'Enter an amount greater than 0 with at most 2 decimals.');
    await expectError('10', 'The minimum amount is 50.00.');
    await expectError('6000', 'The maximum amount is 5,000.00.');
    await expectError('400', 'You can withdraw at most 300.00 now.');
    await expectError('250', 'You can withdraw at most 200.00 more today.');
    expect(encrypted.answer).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Withdraw all: $200.00' }));
    expect(amount).toHaveValue('200.00');
    expect(screen.getByText('Fee (1%)').nextSibling).toHaveTextContent('$2.00');
    expect(screen.getByText('You receive').nextSibling).toHaveTextContent('$198.00');
  });

  it('sends one requestId per attempt and keeps it on a retry after a network error', async () => {
    const user = userEvent.setup();
    encrypted.answer
      .mockRejectedValueOnce(new ApiError('NETWORK', 'offline'))
      .mockResolvedValueOnce(withdrawal());
    renderApp('/m/withdraw', { routes: answersFor({}) });
    await user.type(await screen.findByLabelText('Amount'), '100');
    await user.type(screen.getByLabelText('Payment password'), '135790');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('The network is slow or offline.')).toBeInTheDocument();
    expect(screen.getByLabelText('Amount')).toHaveValue('100');

    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Withdrawal requested')).toBeInTheDocument();
    const [first, second] = encrypted.answer.mock.calls.map(
      ([, body]) => body as { requestId: string },
    );
    expect(first).toEqual({
      requestId: expect.stringMatching(/^[A-Za-z0-9-]{8,64}$/),
      amount: '100.00',
      bankCardId: 7,
      paymentPassword: '135790',
    });
    expect(second?.requestId).toBe(first?.requestId);
  });

  it('a wrong payment password shows the tries left and keeps the amount and the card', async () => {
    const user = userEvent.setup();
    encrypted.answer
      .mockRejectedValueOnce(
        new ApiError('PAYMENT_PASSWORD_WRONG', 'wrong', 400, { attemptsLeft: 3 }),
      )
      .mockResolvedValueOnce(withdrawal());
    renderApp('/m/withdraw', {
      routes: answersFor({ cards: () => cardList([card(7, '4321'), card(8, '9876')]) }),
    });
    await user.click(await screen.findByRole('radio', { name: /9876/ }));
    await user.type(screen.getByLabelText('Amount'), '100');
    await user.type(screen.getByLabelText('Payment password'), '111111');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Wrong payment password. 3 tries left.')).toBeInTheDocument();
    expect(screen.getByLabelText('Amount')).toHaveValue('100');
    expect(screen.getByRole('radio', { name: /9876/ })).toBeChecked();
    expect(screen.getByLabelText('Payment password')).toHaveValue('');

    // A refusal is a definite answer: the next try is a new attempt.
    await user.type(screen.getByLabelText('Payment password'), '135790');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Withdrawal requested')).toBeInTheDocument();
    const [first, second] = encrypted.answer.mock.calls.map(
      ([, body]) => body as { requestId: string; bankCardId: number },
    );
    expect(first?.bankCardId).toBe(8);
    expect(second?.requestId).not.toBe(first?.requestId);
  });

  it('a locked payment password says until when', async () => {
    const user = userEvent.setup();
    const until = new Date(Date.now() + 15 * 60_000);
    encrypted.answer.mockRejectedValueOnce(
      new ApiError('PAYMENT_PASSWORD_LOCKED', 'locked', 400, { until: until.toISOString() }),
    );
    renderApp('/m/withdraw', { routes: answersFor({}) });
    await user.type(await screen.findByLabelText('Amount'), '60');
    await user.type(screen.getByLabelText('Payment password'), '111111');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(
      await screen.findByText(
        `Too many wrong payment passwords. Try again after ${until.toLocaleTimeString('en')}.`,
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Amount')).toHaveValue('60');
  });

  it('success holds the money at once: the wallet refreshes and the pending request shows', async () => {
    const user = userEvent.setup();
    let requested: Withdrawal[] = [];
    encrypted.answer.mockImplementation(async () => {
      requested = [withdrawal()];
      return requested[0];
    });
    const { queryClient } = renderApp('/m/withdraw', {
      routes: answersFor({
        info: () => info({ balance: requested.length ? 900 : 1000 }),
        report: () => report(requested),
      }),
    });
    // The wallet as the header's balance widget holds it.
    queryClient.setQueryData(walletKeys.wallet(session.token), walletPayload(1000), {
      updatedAt: 1,
    });
    const walletLoadedAt = 1;
    expect(await screen.findByText('No withdrawals yet.')).toBeInTheDocument();
    expect(screen.getByTestId('withdraw-notice')).toHaveTextContent(
      'A withdrawal cannot be cancelled once requested.',
    );
    expect(screen.getByRole('link', { name: /All transactions/ })).toHaveAttribute(
      'href',
      '/m/transaction/record?types=A',
    );
    await user.type(screen.getByLabelText('Amount'), '100');
    await user.type(screen.getByLabelText('Payment password'), '135790');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));

    const panel = await screen.findByRole('status');
    expect(panel).toHaveTextContent('Withdrawal requested');
    expect(within(panel).getByTestId('withdraw-reference')).toHaveTextContent('W-7K2P9Q');
    expect(panel).toHaveTextContent('Pending');
    await waitFor(() => {
      const wallet = queryClient.getQueryState(walletKeys.wallet(session.token));
      expect(wallet?.isInvalidated || (wallet?.dataUpdatedAt ?? 0) > walletLoadedAt).toBe(true);
    });
    expect(await screen.findByText('Balance $900.00')).toBeInTheDocument();
    const history = await screen.findByTestId('withdraw-history');
    expect(history).toHaveTextContent('$100.00');
    expect(history).toHaveTextContent('Pending');

    await user.click(within(panel).getByRole('button', { name: 'New withdrawal' }));
    expect(screen.getByLabelText('Payment password')).toHaveValue('');
    expect(screen.getByLabelText('Amount')).toHaveValue('');
  });

  it('follows an open request: when the cash desk rejects it, the status and balances refresh', async () => {
    let desk: Withdrawal['status'] = 'PENDING';
    const { queryClient } = renderApp('/m/withdraw', {
      routes: answersFor({
        report: () =>
          report([
            withdrawal({
              status: desk,
              reason: desk === 'REJECTED' ? 'Name does not match' : null,
            }),
          ]),
      }),
    });
    queryClient.setQueryData(walletKeys.wallet(session.token), walletPayload(900), {
      updatedAt: 1,
    });
    const history = await screen.findByTestId('withdraw-history');
    expect(history).toHaveTextContent('Pending');
    expect(followWhileOpen([{ status: 'PENDING' }])).toBe(withdrawalFollowMs);
    expect(followWhileOpen([{ status: 'APPROVED' }, { status: 'PAID' }])).toBe(withdrawalFollowMs);
    expect(followWhileOpen([{ status: 'REJECTED' }, { status: 'PAID' }])).toBe(false);

    desk = 'REJECTED';
    // What the follow interval does: look again.
    await queryClient.refetchQueries({ queryKey: cashierKeys.withdrawals(session.token) });
    expect(await within(history).findByText(/Rejected/)).toBeInTheDocument();
    await waitFor(() => {
      const wallet = queryClient.getQueryState(walletKeys.wallet(session.token));
      expect(wallet?.isInvalidated || (wallet?.dataUpdatedAt ?? 0) > 1).toBe(true);
    });
  });

  it('a rejected withdrawal shows its status and the reason', async () => {
    renderApp('/m/withdraw', {
      routes: answersFor({
        report: () =>
          report([
            withdrawal({ id: 2, status: 'REJECTED', reason: 'Name does not match' }),
            withdrawal({ id: 1, status: 'PAID', reference: 'W-OLD' }),
          ]),
      }),
    });
    const history = await screen.findByTestId('withdraw-history');
    expect(history).toHaveTextContent('Rejected');
    expect(history).toHaveTextContent('Reason: Name does not match');
    expect(history).toHaveTextContent('Paid');
  });

  it('a failed load says so and retries', async () => {
    const user = userEvent.setup();
    let failing = true;
    renderApp('/m/withdraw', {
      routes: answersFor({
        info: () => (failing ? fail('SYSTEM_ERROR', 500) : info()),
      }),
    });
    const state = await screen.findByTestId('withdraw-load-failed');
    expect(state).toHaveTextContent('Your withdrawal details could not be loaded.');
    failing = false;
    await user.click(within(state).getByRole('button', { name: 'Tap to retry' }));
    expect(await screen.findByRole('form', { name: 'Withdraw' })).toBeInTheDocument();
  });
});
