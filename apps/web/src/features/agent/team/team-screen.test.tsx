import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rebateGameTypes } from '@app/contracts/agent-constants';
import { agentRoutes } from '@app/contracts/agent-routes';
import type {
  AffiliateLinkList,
  Downline,
  DownlineDetail,
  DownlinePage,
} from '@app/contracts/agent-team';
import { useSessionStore } from '@/shared/lib/session-store';
import { useToastStore } from '@/shared/ui/toast';
import { sessionInfo } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import type { Rates } from './rates';

let dispose: (() => void) | undefined;
afterEach(() => {
  dispose?.();
  vi.restoreAllMocks();
  useSessionStore.setState({ session: null, lastEnd: null });
  useToastStore.getState().clear();
});

const all = (bp: number): Rates => Object.fromEntries(rebateGameTypes.map((t) => [t, bp])) as Rates;

function row(id: number, username: string, extra: Partial<Downline> = {}): Downline {
  return {
    id,
    username,
    nickname: null,
    type: 0,
    kind: 'MEMBER',
    depth: 1,
    parentId: 1,
    balance: 12.5,
    registeredAt: '2026-05-01T08:00:00Z',
    lastLoginAt: null,
    online: false,
    directCount: 0,
    rates: all(40),
    ...extra,
  };
}

const sub = row(2, 'subagent1', {
  type: 1,
  kind: 'AGENT',
  directCount: 1,
  rates: all(70),
  online: true,
});
const player = row(3, 'player1', { lastLoginAt: '2026-05-03T09:30:00Z' });
const deep = row(4, 'deepone', { depth: 2, parentId: 2 });

const topPage: DownlinePage = {
  list: [sub, player],
  pageNum: 1,
  totalPages: 1,
  total: 2,
  trail: [{ id: 1, username: 'agent01', depth: 0 }],
};
const subPage: DownlinePage = {
  list: [deep],
  pageNum: 1,
  totalPages: 1,
  total: 1,
  trail: [
    { id: 1, username: 'agent01', depth: 0 },
    { id: 2, username: 'subagent1', depth: 1 },
  ],
};
const subDetail: DownlineDetail = {
  member: sub,
  agentRates: all(100),
  minRates: { ...all(0), RNG: 50 },
  editable: true,
  agentBalance: 1000,
};

function open(url: string, extra: Record<string, (init: RequestInit | undefined) => unknown> = {}) {
  useSessionStore.getState().setSession(sessionInfo(1));
  const result = renderApp(url, {
    routes: {
      [agentRoutes.agentDownlines.path]: () => topPage,
      [agentRoutes.agentDownline.path.replace(':id', '2')]: () => subDetail,
      ...extra,
    },
  });
  dispose = () => result.router.dispose();
  return result;
}

const calls = (spy: ReturnType<typeof renderApp>['fetchSpy'], path: string) =>
  spy.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((u) => u.pathname === path);

// Typing through userEvent is slow on a busy machine: these tests get time.
describe('team management (/m/member/team)', { timeout: 30_000 }, () => {
  it('lists direct downlines with type, balance, dates and online state; drills into a sub-agent', async () => {
    const result = open('/m/member/team', {
      [agentRoutes.agentDownlines.path]: (init) => {
        void init;
        const last = calls(result.fetchSpy, agentRoutes.agentDownlines.path).at(-1);
        return last?.searchParams.get('parentId') === '2' ? subPage : topPage;
      },
    });
    const rows = await screen.findAllByTestId('team-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('subagent1');
    expect(rows[0]).toHaveTextContent('Agent');
    expect(rows[0]).toHaveTextContent('Online');
    expect(rows[0]).toHaveTextContent('Never logged in');
    expect(rows[1]).toHaveTextContent('Last login 2026/05/03');
    expect(within(rows[1]!).getByTestId('team-row-balance')).toHaveTextContent('$12.50');
    expect(screen.getByTestId('team-count')).toHaveTextContent('2 direct downlines');

    await userEvent.click(screen.getByRole('button', { name: 'View the 1 downline of subagent1' }));
    await waitFor(() => expect(screen.getAllByTestId('team-row')[0]).toHaveTextContent('deepone'));
    const crumbs = screen.getByTestId('team-breadcrumb');
    expect(within(crumbs).getByText('subagent1')).toHaveAttribute('aria-current', 'page');
    expect(
      calls(result.fetchSpy, agentRoutes.agentDownlines.path).at(-1)?.searchParams.get('parentId'),
    ).toBe('2');
    // Back up through the breadcrumb.
    await userEvent.click(within(crumbs).getByRole('button', { name: 'My team' }));
    await waitFor(() => expect(screen.getAllByTestId('team-row')).toHaveLength(2));
  });

  it('searches the whole team by username', async () => {
    const result = open('/m/member/team');
    await screen.findAllByTestId('team-row');
    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Search your team by username' }),
      'deep{Enter}',
    );
    await waitFor(() =>
      expect(
        calls(result.fetchSpy, agentRoutes.agentDownlines.path)
          .at(-1)
          ?.searchParams.get('username'),
      ).toBe('deep'),
    );
  });

  it('checks a direct downline’s new rates against the ceiling and the floor before sending', async () => {
    const result = open('/m/member/team?member=2');
    const sheet = await screen.findByTestId('team-detail');
    await userEvent.click(await within(sheet).findByTestId('team-edit-rates'));
    const rng = within(sheet).getByRole('textbox', { name: 'Slots' });
    expect(within(sheet).getByText('0.50% to 1.00%')).toBeInTheDocument();
    await userEvent.clear(rng);
    await userEvent.type(rng, '0.4');
    const live = within(sheet).getByRole('textbox', { name: 'Live casino' });
    await userEvent.clear(live);
    await userEvent.type(live, '1.5');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Save rates' }));
    expect(
      await within(sheet).findByText(
        'At least 0.50% (what this account already gives its downlines).',
      ),
    ).toBeInTheDocument();
    expect(within(sheet).getByText('At most 1.00% (your own rate).')).toBeInTheDocument();
    expect(calls(result.fetchSpy, agentRoutes.agentUpdateDownlineRebates.path)).toHaveLength(0);

    // Within bounds: only the changed rate is sent.
    await userEvent.clear(rng);
    await userEvent.type(rng, '0.9');
    await userEvent.clear(live);
    await userEvent.type(live, '0.70');
    result.fetchSpy.mockClear();
    let sent: unknown = null;
    const update = agentRoutes.agentUpdateDownlineRebates.path;
    const original = result.fetchSpy.getMockImplementation()!;
    result.fetchSpy.mockImplementation(async (input, init) => {
      if (new URL(String(input), 'http://localhost').pathname === update) {
        sent = JSON.parse(String(init?.body));
        return new Response(
          JSON.stringify({
            success: true,
            value: { memberId: 2, rates: { ...all(70), RNG: 90 } },
            errorCode: null,
            message: null,
          }),
        );
      }
      return original(input, init);
    });
    await userEvent.click(within(sheet).getByRole('button', { name: 'Save rates' }));
    await waitFor(() => expect(sent).toEqual({ memberId: 2, rates: { RNG: 90 } }));
  });

  it('checks the transfer amount and payment password before sending', async () => {
    const result = open('/m/member/team?member=2');
    const sheet = await screen.findByTestId('team-detail');
    await userEvent.click(await within(sheet).findByTestId('team-transfer'));
    expect(await within(sheet).findByTestId('transfer-balance')).toHaveTextContent('$1,000.00');
    await userEvent.type(within(sheet).getByTestId('transfer-amount'), '1000.01');
    await userEvent.type(within(sheet).getByTestId('transfer-pin'), '12');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Transfer now' }));
    expect(
      await within(sheet).findByText('The total is more than your balance ($1,000.00).'),
    ).toBeInTheDocument();
    expect(within(sheet).getByText('The payment password must be 6 digits.')).toBeInTheDocument();
    expect(calls(result.fetchSpy, agentRoutes.agentTransferDownline.path)).toHaveLength(0);
    // What was typed stays.
    expect(within(sheet).getByTestId('transfer-amount')).toHaveValue('1000.01');
  });

  it('selects several members for one transfer', async () => {
    open('/m/member/team');
    await screen.findAllByTestId('team-row');
    await userEvent.click(screen.getByTestId('team-select'));
    const checks = screen.getAllByTestId('team-row-check');
    await userEvent.click(checks[0]!);
    await userEvent.click(checks[1]!);
    expect(screen.getByTestId('team-selected')).toHaveTextContent('2 selected');
    await userEvent.click(screen.getByTestId('team-transfer-selected'));
    const sheet = await screen.findByTestId('team-transfer-many');
    expect(within(sheet).getAllByTestId('transfer-amount')).toHaveLength(2);
    expect(
      within(sheet).getByRole('heading', { name: 'Transfer to 2 members' }),
    ).toBeInTheDocument();
  });
});

describe('open account (/m/agentRegister)', { timeout: 30_000 }, () => {
  const links: AffiliateLinkList = {
    list: [
      {
        id: 5,
        code: 'K7M2QX9PAB',
        kind: 'AGENT',
        rates: { ...all(0), RNG: 60 },
        registrations: 3,
        createdAt: '2026-05-01T08:00:00Z',
        url: 'http://localhost/m/register?affiliateCode=K7M2QX9PAB',
      },
    ],
    agentRates: all(100),
  };

  it('checks the username, passwords and rates before sending', async () => {
    const result = open('/m/agentRegister', {
      [agentRoutes.agentAffiliateLinks.path]: () => links,
    });
    const form = await screen.findByTestId('open-form');
    await userEvent.type(within(form).getByTestId('open-username'), 'a b');
    await userEvent.type(within(form).getByTestId('open-password'), 'short');
    await userEvent.type(within(form).getByTestId('open-confirm'), 'other');
    const rng = within(form).getByRole('textbox', { name: 'Slots' });
    await userEvent.clear(rng);
    await userEvent.type(rng, '1.01');
    await userEvent.click(within(form).getByRole('button', { name: 'Create account' }));
    expect(await within(form).findByText('At most 1.00% (your own rate).')).toBeInTheDocument();
    expect(within(form).getByText('At least 8 characters.')).toBeInTheDocument();
    expect(within(form).getByTestId('open-username')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByTestId('open-confirm')).toHaveAttribute('aria-invalid', 'true');
    expect(calls(result.fetchSpy, agentRoutes.agentOpenAccount.path)).toHaveLength(0);
    // "Use my rates" fills every rate with the agent's own.
    await userEvent.click(within(form).getByRole('button', { name: 'Use my rates' }));
    expect(rng).toHaveValue('1.00');
  });

  it('lists affiliate links with their URL and a QR code on demand', async () => {
    open('/m/agentRegister?tab=links', { [agentRoutes.agentAffiliateLinks.path]: () => links });
    const card = await screen.findByTestId('link-card');
    expect(within(card).getByTestId('link-url')).toHaveTextContent(
      'http://localhost/m/register?affiliateCode=K7M2QX9PAB',
    );
    expect(card).toHaveTextContent('3 registrations');
    expect(card).toHaveTextContent('Slots 0.60%');
    expect(within(card).queryByTestId('link-qr')).toBeNull();
    await userEvent.click(within(card).getByTestId('link-qr-toggle'));
    const qr = await within(card).findByTestId('link-qr');
    expect(qr).toHaveAttribute('data-value', links.list[0]!.url);
  });
});
