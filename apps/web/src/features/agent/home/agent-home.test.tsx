import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { agentMenuEntries } from '@app/contracts/agent-constants';
import type { AgentContractPrompt, AgentTeamKpi } from '@app/contracts/agent-home';
import { agentRoutes } from '@app/contracts/agent-routes';
import { messageRoutes } from '@app/contracts/message-routes';
import { useSessionStore } from '@/shared/lib/session-store';
import { sessionInfo, statusPayload, walletPayload } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

// The screen is a lazy route chunk: its first render can take a while on a busy machine.
configure({ asyncUtilTimeout: 3000 });

const allFlags = {
  ...Object.fromEntries(agentMenuEntries.flatMap((e) => (e.flag ? [[e.flag, true]] : []))),
  AGENTDIVIDEND3: true,
};
const kpi: AgentTeamKpi = {
  range: { startDate: '2026-03-10', endDate: '2026-03-10' },
  footer: {
    teamLoginMemberCount: 12,
    teamBetMemberCount: 7,
    teamRegisterMemberCount: 3,
    teamOnlineCount: 1234,
  },
};
const none: AgentContractPrompt = {
  dailysalreqtype: 0,
  divtypecompperiodreq: 0,
  contracthoursalreq: 0,
};

let dispose: (() => void) | undefined;
function open(
  options: {
    flags?: Record<string, boolean>;
    prompt?: AgentContractPrompt;
    unread?: number;
  } = {},
) {
  useSessionStore.getState().setSession({ ...sessionInfo(1), userName: 'agent01' });
  const result = renderApp('/m/agent', {
    status: statusPayload({}, { whitelabel: options.flags ?? allFlags }),
    wallet: walletPayload(1234.5),
    routes: {
      [agentRoutes.agentTeamKpi.path]: () => kpi,
      [agentRoutes.agentContractPrompt.path]: () => options.prompt ?? none,
      [messageRoutes.announcementUnreadCount.path]: () => ({ unreadCount: options.unread ?? 0 }),
    },
  });
  dispose = () => result.router.dispose();
  return result;
}

afterEach(() => {
  dispose?.();
  vi.restoreAllMocks();
  useSessionStore.setState({ session: null, lastEnd: null });
  sessionStorage.clear();
});

describe('agent home', () => {
  it('greets the agent by name, shows the balance, withdraw and deposit, and the team counters', async () => {
    open();
    expect(await screen.findByTestId('agent-home-name')).toHaveTextContent('agent01');
    expect(
      screen.getByText(/^Good (morning|afternoon|evening)$/, { selector: 'p' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('balance-amount')).toHaveTextContent('$1,234.50'),
    );
    expect(screen.getByRole('link', { name: 'Withdraw' })).toHaveAttribute('href', '/m/withdraw');
    expect(screen.getByRole('link', { name: 'Deposit' })).toHaveAttribute(
      'href',
      '/m/voucherCenter',
    );
    expect(await screen.findByTestId('team-kpi-loggedIn')).toHaveTextContent('12');
    const counters = screen.getByTestId('team-kpi');
    await waitFor(() => expect(within(counters).getByText('1,234')).toBeInTheDocument());
    expect(screen.getByTestId('team-kpi-betting')).toHaveTextContent('7');
    expect(screen.getByTestId('team-kpi-registered')).toHaveTextContent('3');
    expect(screen.getByTestId('team-kpi-online')).toHaveTextContent('1,234');
  });

  it('shows every grid entry with every switch on, and the footer with dividend and the 99+ badge', async () => {
    open({ unread: 120 });
    const grid = await screen.findByTestId('agent-menu');
    // The status payload (whitelabel switches) arrives after the first paint.
    await waitFor(() => expect(within(grid).getAllByRole('link')).toHaveLength(10));
    const links = within(grid).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/m/agent/team/overview',
      '/m/transaction/record?types=A',
      '/m/member/team',
      '/m/redRain',
      '/m/agent/team/pnl',
      '/m/teamBetting',
      '/m/member/teamRebate',
      '/m/member/agent/agentRebeat',
      '/m/securityCenter',
      '/m/messages',
    ]);
    expect(within(grid).getByRole('button', { name: 'Online service' })).toBeInTheDocument();
    const footer = screen.getByTestId('agent-footer');
    expect(within(footer).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/m/home');
    expect(within(footer).getByRole('link', { name: 'Open account' })).toHaveAttribute(
      'href',
      '/m/agentRegister',
    );
    expect(within(footer).getByRole('link', { name: 'Dividend' })).toHaveAttribute(
      'href',
      '/m/member/agent/agentDivident',
    );
    expect(within(footer).getByRole('link', { name: 'Notices' })).toHaveAttribute(
      'href',
      '/m/member/notice?types=A',
    );
    expect(await within(footer).findByTestId('agent-footer-unread')).toHaveTextContent('99+');
  });

  it('hides entries whose switch is off; online service stays; no dividend without AGENTDIVIDEND3', async () => {
    open({ flags: { AGENTTEAMPNL3: true, AGENTMAIL3: true } });
    const grid = await screen.findByTestId('agent-menu');
    await waitFor(() => expect(within(grid).getAllByRole('listitem')).toHaveLength(3));
    expect(
      within(grid)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Team profit and loss', 'Mail', 'Online service']);
    const footer = screen.getByTestId('agent-footer');
    expect(within(footer).queryByRole('link', { name: 'Dividend' })).toBeNull();
    expect(within(footer).getAllByRole('link')).toHaveLength(3);
  });

  it('online service opens the customer-service popup', async () => {
    const user = userEvent.setup();
    open();
    const button = await screen.findByRole('button', { name: 'Online service' });
    await user.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'true'));
  });
});

describe('contract prompts on the agent home', () => {
  it('asks for each pending contract; cancel holds for the app session', async () => {
    const user = userEvent.setup();
    open({ prompt: { dailysalreqtype: 1, divtypecompperiodreq: 1, contracthoursalreq: 0 } });
    const first = await screen.findByTestId('contract-prompt');
    expect(first).toHaveTextContent('Daily salary contract offered');
    await user.click(within(first).getByTestId('contract-prompt-cancel'));
    await waitFor(() =>
      expect(screen.getByTestId('contract-prompt')).toHaveTextContent('Dividend contract offered'),
    );
    await user.click(screen.getByTestId('contract-prompt-cancel'));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    // Back on the agent home later in the same app session: nothing is asked again.
    dispose?.();
    const again = open({
      prompt: { dailysalreqtype: 1, divtypecompperiodreq: 1, contracthoursalreq: 0 },
    });
    await screen.findByTestId('agent-menu');
    await waitFor(() =>
      expect(
        again.fetchSpy.mock.calls.some(
          ([input]) =>
            new URL(String(input), 'http://x').pathname === agentRoutes.agentContractPrompt.path,
        ),
      ).toBe(true),
    );
    expect(screen.queryByTestId('contract-prompt')).toBeNull();
  });

  it('go opens the contract screen', async () => {
    const user = userEvent.setup();
    open({ prompt: { dailysalreqtype: 0, divtypecompperiodreq: 0, contracthoursalreq: 1 } });
    const dialog = await screen.findByTestId('contract-prompt');
    expect(dialog).toHaveTextContent('Hourly salary contract offered');
    await user.click(within(dialog).getByTestId('contract-prompt-go'));
    await waitFor(() => expect(window.location.pathname).toBe('/m/member/agent/getHourContract'));
  });

  it('nothing pending: no dialog', async () => {
    open();
    await screen.findByTestId('team-kpi-online');
    expect(screen.queryByTestId('contract-prompt')).toBeNull();
  });
});
