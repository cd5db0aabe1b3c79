import type { CashDeskRow } from '@app/contracts/cash-desk';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { dashboard, fail, mockApi, ok, session, type SentRequest } from '../test/mock-api';
import { renderConsole } from '../test/render';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

function deposit(overrides: Partial<CashDeskRow> = {}): CashDeskRow {
  return {
    kind: 'DEPOSIT',
    id: 41,
    reference: 'D7K2QF',
    memberId: 7,
    username: 'demo01',
    amount: 150.5,
    fee: 0,
    currency: 'USD',
    status: 'SUBMITTED',
    method: 'Bank transfer',
    details: [
      { key: 'payerBank', label: 'Payer bank', value: 'ABA Bank' },
      { key: 'payerAccountName', label: 'Payer account name', value: 'Sok Dara' },
      { key: 'transferredAt', label: 'Transferred at', value: '2026-11-24 09:12' },
    ],
    createdAt: minutesAgo(12),
    updatedAt: minutesAgo(12),
    handledBy: null,
    reason: null,
    ...overrides,
  };
}

function withdrawal(overrides: Partial<CashDeskRow> = {}): CashDeskRow {
  return {
    ...deposit(),
    kind: 'WITHDRAWAL',
    id: 52,
    reference: 'W9P4ZX',
    amount: 200,
    fee: 2,
    status: 'PENDING',
    method: 'ACLEDA Bank',
    details: [
      { key: 'payee', label: 'Payee', value: 'Sok Dara' },
      { key: 'bank', label: 'Bank', value: 'ACLEDA Bank' },
      { key: 'accountNumber', label: 'Account number', value: '000123456789' },
    ],
    ...overrides,
  };
}

const page = (list: CashDeskRow[]) => ok({ list, pageNum: 1, totalPages: 1, total: list.length });

function deskApi(
  list: CashDeskRow[] | ((request: SentRequest) => CashDeskRow[]),
  extra: Parameters<typeof mockApi>[0] = {},
) {
  return mockApi({
    'GET /ops/api/session': ok(session('finance', 'csrf-fin')),
    'GET /ops/api/cash-desk': (request) => page(typeof list === 'function' ? list(request) : list),
    ...extra,
  });
}

/** Holds every change (POST) until `release`, so a test can act while a call is running. */
function holdChanges() {
  const mocked = globalThis.fetch;
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    if ((init.method ?? 'GET') !== 'GET') await gate;
    return mocked(input, init);
  });
  return { release: () => release() };
}

const listCalls = (api: ReturnType<typeof mockApi>) => api.sent('GET /ops/api/cash-desk');

describe('cash desk', () => {
  it('lists open deposits first, and the tab, state and search change the query and the URL', async () => {
    const api = deskApi((request) =>
      request.query.get('kind') === 'WITHDRAWAL' ? [withdrawal()] : [deposit()],
    );
    const user = userEvent.setup();
    renderConsole('/cash-desk');

    const row = (await screen.findByText('D7K2QF')).closest('tr')!;
    expect(within(row).getByRole('link', { name: 'demo01' })).toHaveAttribute(
      'href',
      '/ops/members/7',
    );
    expect(within(row).getByText('$150.50')).toBeInTheDocument();
    expect(within(row).getByText('To check')).toBeInTheDocument();
    expect(within(row).getByText('12 min')).toBeInTheDocument();
    expect(Object.fromEntries(listCalls(api)[0]!.query)).toMatchObject({
      kind: 'DEPOSIT',
      state: 'OPEN',
      pageNo: '1',
    });

    await user.click(screen.getByRole('tab', { name: 'Withdrawals' }));
    expect(await screen.findByText('W9P4ZX')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Bank' })).toBeInTheDocument();
    expect(listCalls(api).at(-1)!.query.get('kind')).toBe('WITHDRAWAL');

    await user.click(screen.getByRole('radio', { name: 'Done' }));
    await waitFor(() => expect(listCalls(api).at(-1)!.query.get('state')).toBe('DONE'));

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), ' demo01 ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(listCalls(api).at(-1)!.query.get('q')).toBe('demo01'));
    expect(Object.fromEntries(listCalls(api).at(-1)!.query)).toMatchObject({
      kind: 'WITHDRAWAL',
      state: 'DONE',
    });
    expect(new URLSearchParams(window.location.search).toString()).toBe(
      'tab=withdrawals&state=done&q=demo01',
    );
  });

  it('reads the filters from the URL and shows the details of a row', async () => {
    const api = deskApi([withdrawal({ status: 'APPROVED' })]);
    const user = userEvent.setup();
    renderConsole('/cash-desk?tab=withdrawals&state=all&q=W9P&page=2');
    const details = await screen.findByRole('button', { name: 'Details of W9P4ZX' });
    expect(Object.fromEntries(listCalls(api)[0]!.query)).toMatchObject({
      kind: 'WITHDRAWAL',
      state: 'ALL',
      q: 'W9P',
      pageNo: '2',
    });
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('W9P');
    expect(screen.queryByText('000123456789')).toBeNull();
    await user.click(details);
    expect(details).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('000123456789')).toBeInTheDocument();
    expect(screen.getByText('Account number')).toBeInTheDocument();
  });

  it('approves a deposit with one call, however fast the clicks, and refreshes the list', async () => {
    let settled = false;
    const api = deskApi(() => (settled ? [] : [deposit()]), {
      'POST /ops/api/cash-desk/deposits/41/approve': () => {
        settled = true;
        return ok(deposit({ status: 'SUCCESS', handledBy: 'ops_finance' }));
      },
    });
    const user = userEvent.setup();
    renderConsole('/cash-desk');
    await user.click(await screen.findByRole('button', { name: 'Approve D7K2QF' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve deposit D7K2QF' });
    // The confirmation repeats who, how much and which reference.
    expect(within(dialog).getByText('$150.50')).toBeInTheDocument();
    expect(within(dialog).getByText('demo01')).toBeInTheDocument();
    expect(within(dialog).getByText('D7K2QF')).toBeInTheDocument();
    expect(within(dialog).getByText('Sok Dara')).toBeInTheDocument();
    const callsBefore = listCalls(api).length;

    await user.type(within(dialog).getByLabelText('Note (optional)'), 'Seen on statement');
    const held = holdChanges();
    const confirm = within(dialog).getByRole('button', { name: 'Approve' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await user.dblClick(confirm);
    await user.keyboard('{Enter}');
    expect(within(dialog).getByRole('button', { name: 'Working…' })).toBeDisabled();
    held.release();

    expect(await screen.findByText('D7K2QF approved.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    const sent = api.sent('POST /ops/api/cash-desk/deposits/41/approve');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toEqual({ reason: 'Seen on statement' });
    expect(sent[0]!.headers.get('x-csrf-token')).toBe('csrf-fin');
    await waitFor(() => expect(listCalls(api).length).toBeGreaterThan(callsBefore));
    expect(
      await screen.findByText('Nothing is waiting. New requests appear here.'),
    ).toBeInTheDocument();
  });

  it('needs a reason to reject, and keeps what was typed', async () => {
    const api = deskApi([withdrawal()], {
      'POST /ops/api/cash-desk/withdrawals/52/reject': ok(
        withdrawal({ status: 'REJECTED', reason: 'Name does not match' }),
      ),
    });
    const user = userEvent.setup();
    renderConsole('/cash-desk?tab=withdrawals');
    await user.click(await screen.findByRole('button', { name: 'Reject W9P4ZX' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject withdrawal W9P4ZX' });
    // What reaches the bank account: the amount less the fee.
    expect(within(dialog).getByText('$198.00')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByRole('alert')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Reason'), 'No');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByRole('alert')).toBeInTheDocument();
    expect(api.sent('POST /ops/api/cash-desk/withdrawals/52/reject')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Reason'), 't the account holder');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('W9P4ZX rejected.')).toBeInTheDocument();
    expect(api.sent('POST /ops/api/cash-desk/withdrawals/52/reject')[0]!.body).toEqual({
      reason: 'Not the account holder',
    });
  });

  it("shows the server's refusal in the dialog and keeps the reason", async () => {
    deskApi([deposit()], {
      'POST /ops/api/cash-desk/deposits/41/reject': fail(400, 'BAD_REQUEST', 'Reason too vague'),
    });
    const user = userEvent.setup();
    renderConsole('/cash-desk');
    await user.click(await screen.findByRole('button', { name: 'Reject D7K2QF' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Reason'), 'Not on statement');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Reason too vague');
    expect(within(dialog).getByLabelText('Reason')).toHaveValue('Not on statement');
  });

  it('marks an approved withdrawal paid with the payout reference', async () => {
    const api = deskApi([withdrawal({ status: 'APPROVED' })], {
      'POST /ops/api/cash-desk/withdrawals/52/pay': ok(withdrawal({ status: 'PAID' })),
    });
    const user = userEvent.setup();
    renderConsole('/cash-desk?tab=withdrawals');
    const row = (await screen.findByText('W9P4ZX')).closest('tr')!;
    expect(within(row).getByText('To pay')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Approve W9P4ZX' })).toBeNull();
    expect(within(row).getByRole('button', { name: 'Reject W9P4ZX' })).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Mark W9P4ZX paid' }));
    const dialog = screen.getByRole('dialog', { name: 'Mark withdrawal W9P4ZX paid' });
    expect(within(dialog).getByText('000123456789')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Payout reference (optional)'), 'FT2611240042');
    await user.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    expect(await screen.findByText('W9P4ZX marked paid.')).toBeInTheDocument();
    expect(api.sent('POST /ops/api/cash-desk/withdrawals/52/pay')[0]!.body).toEqual({
      reason: 'FT2611240042',
    });
  });

  it('says when someone else settled it first, and refreshes the row', async () => {
    let answered = false;
    const api = deskApi(
      () => [answered ? deposit({ status: 'SUCCESS', handledBy: 'ops02' }) : deposit()],
      {
        'POST /ops/api/cash-desk/deposits/41/approve': () => {
          answered = true;
          return fail(409, 'REQUEST_SETTLED', 'This request is already settled');
        },
      },
    );
    const user = userEvent.setup();
    renderConsole('/cash-desk');
    await user.click(await screen.findByRole('button', { name: 'Approve D7K2QF' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'D7K2QF was already handled by someone else',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByText('Credited')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve D7K2QF' })).toBeNull();
    expect(api.sent('POST /ops/api/cash-desk/deposits/41/approve')).toHaveLength(1);
  });

  it.each(['support', 'content'] as const)(
    'is not there for %s: no entry, no access, no call',
    async (role) => {
      const api = mockApi({
        'GET /ops/api/session': ok(session(role)),
        'GET /ops/api/dashboard': ok(dashboard),
      });
      renderConsole('/cash-desk');
      expect(
        await screen.findByText('Your role does not give access to this screen.'),
      ).toBeVisible();
      const nav = screen.getByRole('navigation', { name: 'Main' });
      expect(within(nav).queryByRole('link', { name: 'Cash desk' })).toBeNull();
      expect(api.sent('GET /ops/api/cash-desk')).toHaveLength(0);
    },
  );

  it('is there for admin', async () => {
    mockApi({
      'GET /ops/api/session': ok(session('admin')),
      'GET /ops/api/cash-desk': page([deposit()]),
    });
    renderConsole('/cash-desk');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Cash desk' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(await screen.findByRole('button', { name: 'Approve D7K2QF' })).toBeInTheDocument();
  });
});
