import type { OpsDepositPromotion, OpsRewardClaim } from '@app/contracts/rewards';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { dashboard, fail, mockApi, ok, session, type SentRequest } from '../test/mock-api';
import { renderConsole } from '../test/render';

function claim(overrides: Partial<OpsRewardClaim> = {}): OpsRewardClaim {
  return {
    id: 31,
    memberId: 7,
    username: 'demo01',
    code: 'LOYALTY_BONUS',
    title: 'Loyalty bonus',
    amount: 20,
    status: 'APPLYING',
    reason: null,
    handledBy: null,
    createdAt: '2026-11-24T09:30:00.000Z',
    updatedAt: '2026-11-24T09:30:00.000Z',
    ...overrides,
  };
}

function promotion(overrides: Partial<OpsDepositPromotion> = {}): OpsDepositPromotion {
  return {
    id: 1,
    code: 'WELCOME100',
    kind: 'WELCOME',
    title: '100% welcome bonus',
    bonusPercent: 100,
    maxBonus: 200,
    minDeposit: 20,
    wagerMultiplier: 10,
    wagerDays: 30,
    enabled: true,
    activeBonuses: 3,
    ...overrides,
  };
}

const page = (list: OpsRewardClaim[]) =>
  ok({ list, pageNum: 1, totalPages: 1, total: list.length });

function rewardsApi(
  claims: OpsRewardClaim[] | ((request: SentRequest) => OpsRewardClaim[]),
  extra: Parameters<typeof mockApi>[0] = {},
) {
  return mockApi({
    'GET /ops/api/session': ok(session('finance', 'csrf-fin')),
    'GET /ops/api/rewards/claims': (request) =>
      page(typeof claims === 'function' ? claims(request) : claims),
    ...extra,
  });
}

const claimCalls = (api: ReturnType<typeof mockApi>) => api.sent('GET /ops/api/rewards/claims');

/** Holds every change (POST, PATCH) until `release`, so a test can act while a call runs. */
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

describe('rewards: claims', () => {
  it('lists the claims to decide first, and the status filter changes the query and the URL', async () => {
    const api = rewardsApi((request) =>
      request.query.get('status') === 'REJECTED'
        ? [claim({ id: 32, status: 'REJECTED', reason: 'Not eligible', handledBy: 'ops02' })]
        : [claim()],
    );
    const user = userEvent.setup();
    renderConsole('/rewards');

    const row = (await screen.findByText('Loyalty bonus')).closest('tr')!;
    expect(within(row).getByRole('link', { name: 'demo01' })).toHaveAttribute(
      'href',
      '/ops/members/7',
    );
    expect(within(row).getByText('ID 7')).toBeInTheDocument();
    expect(within(row).getByText('LOYALTY_BONUS')).toBeInTheDocument();
    expect(within(row).getByText('20.00')).toBeInTheDocument();
    expect(within(row).getByText('To decide')).toBeInTheDocument();
    expect(
      within(row).getByRole('button', { name: 'Approve Loyalty bonus for demo01' }),
    ).toBeInTheDocument();
    expect(
      within(row).getByRole('button', { name: 'Reject Loyalty bonus for demo01' }),
    ).toBeInTheDocument();
    expect(Object.fromEntries(claimCalls(api)[0]!.query)).toEqual({
      status: 'APPLYING',
      pageNo: '1',
      pageSize: '20',
    });

    await user.click(screen.getByRole('radio', { name: 'Rejected' }));
    const rejected = (await screen.findByText('Not eligible')).closest('tr')!;
    expect(within(rejected).getByText('By ops02', { exact: false })).toBeInTheDocument();
    // A decided claim has nothing left to do.
    expect(within(rejected).queryByRole('button')).toBeNull();
    expect(claimCalls(api).at(-1)!.query.get('status')).toBe('REJECTED');
    expect(window.location.search).toBe('?status=rejected');

    await user.click(screen.getByRole('radio', { name: 'All' }));
    await waitFor(() => expect(claimCalls(api).at(-1)!.query.has('status')).toBe(false));
    expect(window.location.search).toBe('?status=all');
  });

  it('reads the filter and the page from the URL, and says when nothing waits', async () => {
    const api = rewardsApi([]);
    renderConsole('/rewards?status=claimed&page=3');
    expect(await screen.findByText('No claims with this status.')).toBeInTheDocument();
    expect(Object.fromEntries(claimCalls(api)[0]!.query)).toMatchObject({
      status: 'CLAIMED',
      pageNo: '3',
    });
    expect(screen.getByRole('radio', { name: 'Claimed' })).toBeChecked();
  });

  it('approves with one call, however fast the clicks, and refreshes the list', async () => {
    let decided = false;
    const api = rewardsApi(() => (decided ? [] : [claim()]), {
      'POST /ops/api/rewards/claims/31/approve': () => {
        decided = true;
        return ok(claim({ status: 'ISSUED', handledBy: 'ops_finance' }));
      },
    });
    const user = userEvent.setup();
    renderConsole('/rewards');
    await user.click(
      await screen.findByRole('button', { name: 'Approve Loyalty bonus for demo01' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Approve Loyalty bonus for demo01?' });
    // The confirmation repeats who, which promotion and how much.
    expect(within(dialog).getByText('20.00')).toBeInTheDocument();
    expect(within(dialog).getByText('demo01')).toBeInTheDocument();
    expect(within(dialog).getByText('LOYALTY_BONUS')).toBeInTheDocument();
    // Paying is one deliberate click: the focus starts on Cancel.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    const before = claimCalls(api).length;

    const held = holdChanges();
    const confirm = within(dialog).getByRole('button', { name: 'Approve and pay' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await user.dblClick(confirm);
    expect(within(dialog).getByRole('button', { name: 'Working…' })).toBeDisabled();
    held.release();

    expect(await screen.findByText('Loyalty bonus for demo01 approved and paid.')).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    const sent = api.sent('POST /ops/api/rewards/claims/31/approve');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers.get('x-csrf-token')).toBe('csrf-fin');
    await waitFor(() => expect(claimCalls(api).length).toBeGreaterThan(before));
    expect(
      await screen.findByText('No claim waits for a decision. New claims appear here.'),
    ).toBeInTheDocument();
  });

  it('needs a reason of 3 to 200 characters to reject, and sends it trimmed', async () => {
    const api = rewardsApi([claim()], {
      'POST /ops/api/rewards/claims/31/reject': ok(
        claim({ status: 'REJECTED', reason: 'Not a loyal member yet' }),
      ),
    });
    const user = userEvent.setup();
    renderConsole('/rewards');
    await user.click(
      await screen.findByRole('button', { name: 'Reject Loyalty bonus for demo01' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Reject Loyalty bonus for demo01?' });
    const reason = within(dialog).getByLabelText('Reason');
    expect(reason).toHaveAttribute('maxlength', '200');
    expect(reason).toHaveAccessibleDescription('The member reads this. At most 200 characters.');

    await user.click(within(dialog).getByRole('button', { name: 'Reject claim' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Give a reason of at least 3 characters.',
    );
    // Longer than the member's limit (pasted past maxlength).
    fireEvent.change(reason, { target: { value: 'x'.repeat(201) } });
    await user.click(within(dialog).getByRole('button', { name: 'Reject claim' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'The reason can be at most 200 characters.',
    );
    expect(api.sent('POST /ops/api/rewards/claims/31/reject')).toHaveLength(0);

    await user.clear(reason);
    await user.type(reason, '  Not a loyal member yet ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject claim' }));
    expect(await screen.findByText('Loyalty bonus for demo01 rejected.')).toBeVisible();
    expect(api.sent('POST /ops/api/rewards/claims/31/reject')[0]!.body).toEqual({
      reason: 'Not a loyal member yet',
    });
  });

  it('says when someone else decided first, and refreshes the list', async () => {
    let answered = false;
    const api = rewardsApi(
      () => (answered ? [claim({ status: 'ISSUED', handledBy: 'ops02' })] : [claim()]),
      {
        'POST /ops/api/rewards/claims/31/approve': () => {
          answered = true;
          return fail(409, 'REQUEST_SETTLED', 'Already ISSUED');
        },
      },
    );
    const user = userEvent.setup();
    renderConsole('/rewards');
    await user.click(
      await screen.findByRole('button', { name: 'Approve Loyalty bonus for demo01' }),
    );
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Approve and pay' }),
    );
    expect(
      await screen.findByText('This claim was already decided by someone else.'),
    ).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    const row = (await screen.findByText('By ops02', { exact: false })).closest('tr')!;
    expect(within(row).getByText('Approved')).toBeInTheDocument();
    expect(within(row).queryByRole('button')).toBeNull();
    expect(api.sent('POST /ops/api/rewards/claims/31/approve')).toHaveLength(1);
  });

  it("shows the server's refusal in the dialog and keeps the reason", async () => {
    rewardsApi([claim()], {
      'POST /ops/api/rewards/claims/31/reject': fail(400, 'BAD_REQUEST', 'Reason refused'),
    });
    const user = userEvent.setup();
    renderConsole('/rewards');
    await user.click(
      await screen.findByRole('button', { name: 'Reject Loyalty bonus for demo01' }),
    );
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Reason'), 'Duplicate account');
    await user.click(within(dialog).getByRole('button', { name: 'Reject claim' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Reason refused');
    expect(within(dialog).getByLabelText('Reason')).toHaveValue('Duplicate account');
  });
});

describe('rewards: deposit bonuses', () => {
  function bonusesApi(extra: Parameters<typeof mockApi>[0] = {}) {
    let list = [
      promotion(),
      promotion({
        id: 2,
        code: 'RELOAD20',
        kind: 'RELOAD',
        title: '20% reload bonus',
        bonusPercent: 20,
        maxBonus: 100,
        minDeposit: 50,
        activeBonuses: 0,
        enabled: false,
      }),
    ];
    return mockApi({
      'GET /ops/api/session': ok(session('finance', 'csrf-fin')),
      'GET /ops/api/rewards/deposit-promotions': () => ok({ list }),
      'PATCH /ops/api/rewards/deposit-promotions/1': (request) => {
        const body = request.body as Partial<OpsDepositPromotion>;
        list = list.map((p) => (p.id === 1 ? { ...p, ...body } : p));
        return ok(list[0]);
      },
      ...extra,
    });
  }

  it("lists each bonus's rules and edits the wagering multiple, the days and on/off", async () => {
    const api = bonusesApi();
    const user = userEvent.setup();
    renderConsole('/rewards?tab=bonuses');
    expect(await screen.findByRole('tab', { name: 'Deposit bonuses' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const row = (await screen.findByText('100% welcome bonus')).closest('tr')!;
    expect(within(row).getByText('Welcome')).toBeInTheDocument();
    expect(within(row).getByText('WELCOME100')).toBeInTheDocument();
    expect(within(row).getByText('100% up to 200.00')).toBeInTheDocument();
    expect(within(row).getByText('20.00')).toBeInTheDocument();
    expect(within(row).getByText('10× bonus + deposit')).toBeInTheDocument();
    expect(within(row).getByText('30 days')).toBeInTheDocument();
    expect(within(row).getByText('On')).toBeInTheDocument();
    expect(within(row).getByText('3')).toBeInTheDocument();
    const reload = screen.getByText('20% reload bonus').closest('tr')!;
    expect(within(reload).getByText('Off')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Edit 100% welcome bonus' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit 100% welcome bonus' });
    expect(dialog).toHaveTextContent('Bonuses already credited keep the rules');
    const multiple = within(dialog).getByLabelText('Wagering multiple');
    expect(multiple).toHaveValue(10);
    expect(within(dialog).getByLabelText('Days to meet it')).toHaveValue(30);
    const offered = within(dialog).getByRole('switch', { name: /Offered to members/ });
    expect(offered).toBeChecked();

    // Out of range: said, and nothing sent.
    await user.clear(multiple);
    await user.type(multiple, '101');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'The wagering multiple is a whole number from 0 to 100.',
    );
    expect(api.sent('PATCH /ops/api/rewards/deposit-promotions/1')).toHaveLength(0);

    await user.clear(multiple);
    await user.type(multiple, '1');
    await user.click(offered);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('100% welcome bonus saved.')).toBeVisible();
    const sent = api.sent('PATCH /ops/api/rewards/deposit-promotions/1');
    expect(sent).toHaveLength(1);
    // Only what changed.
    expect(sent[0]!.body).toEqual({ wagerMultiplier: 1, enabled: false });
    expect(sent[0]!.headers.get('x-csrf-token')).toBe('csrf-fin');
    const updated = (await screen.findByText('1× bonus + deposit')).closest('tr')!;
    expect(within(updated).getByText('Off')).toBeInTheDocument();
  });

  it('sends nothing when nothing changed, and refuses days out of range', async () => {
    const api = bonusesApi();
    const user = userEvent.setup();
    renderConsole('/rewards?tab=bonuses');
    await user.click(await screen.findByRole('button', { name: 'Edit 100% welcome bonus' }));
    let dialog = screen.getByRole('dialog');
    const days = within(dialog).getByLabelText('Days to meet it');
    await user.clear(days);
    await user.type(days, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'The days are a whole number from 1 to 365.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Edit 100% welcome bonus' }));
    dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Nothing was changed.')).toBeVisible();
    expect(api.sent('PATCH /ops/api/rewards/deposit-promotions/1')).toHaveLength(0);
  });
});

describe('rewards: red envelope rain', () => {
  it('starts a session now for N minutes after a confirmation', async () => {
    const api = mockApi({
      'GET /ops/api/session': ok(session('admin', 'csrf-admin')),
      // A session made by this click starts now.
      'POST /ops/api/rewards/red-rain/sessions': ok({
        id: 12,
        startsAt: new Date().toISOString(),
        endsAt: new Date(Date.now() + 300_000).toISOString(),
      }),
    });
    const user = userEvent.setup();
    renderConsole('/rewards?tab=rain');
    const minutes = await screen.findByLabelText('Minutes');
    expect(minutes).toHaveValue(10);

    await user.clear(minutes);
    await user.type(minutes, '61');
    await user.click(screen.getByRole('button', { name: 'Start rain' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The minutes are a whole number from 1 to 60.',
    );
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.clear(minutes);
    await user.type(minutes, '5');
    await user.click(screen.getByRole('button', { name: 'Start rain' }));
    const dialog = screen.getByRole('dialog', { name: 'Start a red envelope rain now?' });
    expect(dialog).toHaveTextContent('runs for 5 minutes');
    // Cancelling sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.sent('POST /ops/api/rewards/red-rain/sessions')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Start rain' }));
    const start = within(screen.getByRole('dialog')).getByRole('button', { name: 'Start now' });
    fireEvent.click(start);
    fireEvent.click(start);
    expect(await screen.findByText(/^Rain session 12 runs from /)).toBeVisible();
    const sent = api.sent('POST /ops/api/rewards/red-rain/sessions');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toEqual({ minutes: 5 });
    expect(sent[0]!.headers.get('x-csrf-token')).toBe('csrf-admin');
  });

  it('says so when a rain was already running (the server answers that one)', async () => {
    mockApi({
      'GET /ops/api/session': ok(session('admin', 'csrf-admin')),
      'POST /ops/api/rewards/red-rain/sessions': ok({
        id: 7,
        startsAt: new Date(Date.now() - 120_000).toISOString(),
        endsAt: new Date(Date.now() + 480_000).toISOString(),
      }),
    });
    const user = userEvent.setup();
    renderConsole('/rewards?tab=rain');
    await user.click(await screen.findByRole('button', { name: 'Start rain' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Start now' }));
    expect(await screen.findByText(/^A rain was already running: session 7, from /)).toBeVisible();
  });

  it("shows the server's refusal in the dialog", async () => {
    mockApi({
      'GET /ops/api/session': ok(session('finance')),
      'POST /ops/api/rewards/red-rain/sessions': fail(409, 'RED_RAIN_CLOSED', 'A rain is running'),
    });
    const user = userEvent.setup();
    renderConsole('/rewards?tab=rain');
    await user.click(await screen.findByRole('button', { name: 'Start rain' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Start now' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('A rain is running');
  });
});

describe('rewards: access', () => {
  it.each(['support', 'content'] as const)(
    'is not there for %s: no entry, no access, no call',
    async (role) => {
      const api = mockApi({
        'GET /ops/api/session': ok(session(role)),
        'GET /ops/api/dashboard': ok(dashboard),
      });
      renderConsole('/rewards?tab=bonuses');
      expect(
        await screen.findByText('Your role does not give access to this screen.'),
      ).toBeVisible();
      const nav = screen.getByRole('navigation', { name: 'Main' });
      expect(within(nav).queryByRole('link', { name: 'Rewards' })).toBeNull();
      // (Support's live chat runs on every screen; nothing of the rewards is asked.)
      expect(api.requests.filter((r) => r.path.startsWith('/ops/api/rewards'))).toEqual([]);
    },
  );

  it.each(['finance', 'admin'] as const)('is there for %s, with its three tabs', async (role) => {
    mockApi({
      'GET /ops/api/session': ok(session(role)),
      'GET /ops/api/rewards/claims': page([claim()]),
    });
    const user = userEvent.setup();
    renderConsole('/');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('link', { name: 'Rewards' }));
    expect(await screen.findByRole('heading', { name: 'Rewards', level: 1 })).toBeVisible();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Claims',
      'Deposit bonuses',
      'Red envelope rain',
    ]);
    expect(
      await screen.findByRole('button', { name: 'Approve Loyalty bonus for demo01' }),
    ).toBeInTheDocument();
  });
});
