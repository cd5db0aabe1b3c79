import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@app/contracts/routes';
import { resetRenewals } from '@/shared/api/renew-session';
import { useOverlayStore } from '@/shared/lib/overlay-store';
import { useSessionStore } from '@/shared/lib/session-store';
import { useBalanceDisplayStore } from '@/features/wallet/lib/balance-display-store';
import { useToastStore } from '@/shared/ui/toast';
import {
  memberInfoPayload,
  sessionInfo,
  settingsPayload,
  statusPayload,
  walletPayload,
} from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

let dispose: (() => void) | undefined;
function app(url: string, fixtures?: Parameters<typeof renderApp>[1]) {
  const result = renderApp(url, fixtures);
  dispose = () => result.router.dispose();
  return result;
}
function login(type = 0, token = 'test-token') {
  useSessionStore.getState().setSession(sessionInfo(type, token));
}
const fail = (errorCode: string, status = 401) =>
  new Response(JSON.stringify({ success: false, value: null, errorCode, message: errorCode }), {
    status,
  });
const calls = (spy: ReturnType<typeof renderApp>['fetchSpy'], path: string) =>
  spy.mock.calls.filter(([input]) => new URL(String(input), 'http://x').pathname === path);

afterEach(() => {
  dispose?.();
  vi.restoreAllMocks();
  useOverlayStore.setState({ open: null });
  useSessionStore.setState({ session: null, lastEnd: null });
  useBalanceDisplayStore.setState({ display: { kind: 'shown' } });
  useToastStore.getState().clear();
  resetRenewals();
});

describe('home header', () => {
  it('logged out: Register and Login, no balance', async () => {
    app('/m/home');
    const banner = await screen.findByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(within(banner).queryByRole('button', { name: 'Account menu' })).toBeNull();
    expect(within(banner).queryByTestId('balance-amount')).toBeNull();
  });

  it('logged in: avatar with the VIP label, balance to 2 decimals and a deposit button', async () => {
    login();
    app('/m/home');
    const banner = await screen.findByRole('banner');
    expect(within(banner).queryByRole('link', { name: 'Login' })).toBeNull();
    // The account menu's code loads only for logged-in players.
    expect(await within(banner).findByRole('button', { name: 'Account menu' })).toBeInTheDocument();
    expect(await within(banner).findByTestId('header-label')).toHaveTextContent('VIP 1');
    await waitFor(() => expect(within(banner).getByText('$1,000.00')).toBeInTheDocument());
    expect(within(banner).getByRole('link', { name: 'Deposit' })).toHaveAttribute(
      'href',
      '/m/voucherCenter',
    );
  });

  it('opens the panel: summary, balance widget and links; Bet record only with the flag', async () => {
    login();
    app('/m/home', { status: statusPayload({}, { whitelabel: { TRANSBETREPMEM3: true } }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Account menu' }));
    const panel = screen.getByRole('region', { name: 'Account menu' });
    expect(await within(panel).findByRole('heading', { name: 'Demo Player' })).toBeInTheDocument();
    expect(within(panel).getByText('ID: 10001')).toBeInTheDocument();
    for (const [name, href] of [
      ['Member centre', '/m/member/home'],
      ['Deposit', '/m/voucherCenter'],
      ['Withdraw', '/m/withdraw'],
      ['Bet record', '/m/gameRecord'],
      ['Settings', '/m/set'],
    ])
      expect(within(panel).getByRole('link', { name })).toHaveAttribute('href', href);
    expect(within(panel).getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Account menu' })).toBeNull();
  });

  it('hides the balance with asterisks, remembers it, and masks while refreshing', async () => {
    login();
    let balance = 1000;
    let release: () => void = () => undefined;
    const { fetchSpy } = app('/m/home', {
      wallet: () => walletPayload(balance),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Account menu' }));
    const widget = screen.getByRole('group', { name: 'Balance' });
    const amount = within(widget).getByTestId('balance-amount');
    await waitFor(() => expect(amount).toHaveTextContent('$1,000.00'));

    await userEvent.click(within(widget).getByRole('button', { name: 'Hide balance' }));
    expect(amount.querySelector('[aria-hidden]')).toHaveTextContent('$*,***.**');
    expect(within(screen.getByRole('banner')).getAllByTestId('balance-amount')[0]).toHaveAttribute(
      'data-masked',
      'true',
    );
    expect(localStorage.getItem('balanceHidden')).toBe('1');
    await userEvent.click(within(widget).getByRole('button', { name: 'Show balance' }));
    expect(amount).toHaveTextContent('$1,000.00');
    expect(localStorage.getItem('balanceHidden')).toBe('0');

    // Refresh: masked until the new balance arrives.
    balance = 1234.5;
    fetchSpy.mockImplementationOnce(
      () =>
        new Promise((resolve) => {
          release = () =>
            resolve(
              new Response(
                JSON.stringify({ success: true, value: walletPayload(balance), errorCode: null }),
              ),
            );
        }),
    );
    await userEvent.click(within(widget).getByRole('button', { name: 'Refresh balance' }));
    expect(amount).toHaveAttribute('data-masked', 'true');
    expect(amount.querySelector('[aria-hidden]')).toHaveTextContent('$*,***.**');
    act(() => release());
    await waitFor(() => expect(amount).toHaveTextContent('$1,234.50'));
    expect(amount).toHaveAttribute('data-masked', 'false');
  });

  it('trial: the deposit button says free_reject and stays', async () => {
    login(4);
    app('/m/home', { member: memberInfoPayload({ type: 4, clubLabel: null, vip: false }) });
    // The header's button (the home lobby has a deposit button of the same name and rule).
    await userEvent.click(
      await within(screen.getByRole('banner')).findByRole('link', { name: 'Deposit' }),
    );
    expect(
      await screen.findByText('Please login an actual account to use this function'),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/m/home');
    expect(await screen.findByTestId('header-label')).toHaveTextContent('Trial');
  });

  it('renews the session on home once per app run', async () => {
    login();
    const { fetchSpy } = app('/m/home', { routes: { [routes.sessionRenew.path]: () => ({}) } });
    await screen.findByRole('button', { name: 'Account menu' });
    await waitFor(() => expect(calls(fetchSpy, routes.sessionRenew.path)).toHaveLength(1));
    expect(calls(fetchSpy, routes.sessionRenew.path)[0]?.[1]?.method).toBe('POST');
  });

  it('SESSION_EXPIRED from a call: the player is a guest and is told', async () => {
    login();
    app('/m/home', { routes: { [routes.memberInfo.path]: () => fail('SESSION_EXPIRED') } });
    expect(
      await screen.findByText('Your account was logged out. Please log in again.'),
    ).toBeInTheDocument();
    expect(useSessionStore.getState().session).toBeNull();
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
  });
});

describe('side menu, logged in', () => {
  async function openMenu(fixtures?: Parameters<typeof renderApp>[1]) {
    app('/m/home', fixtures);
    await userEvent.click(await screen.findByRole('button', { name: 'Menu' }));
    return screen.findByRole('dialog', { name: 'Menu' });
  }

  it('shows the user summary with the VIP label, name and member ID; no login buttons', async () => {
    login();
    const dialog = await openMenu();
    const summary = await within(dialog).findByTestId('member-summary');
    expect(await within(summary).findByRole('heading', { name: 'Demo Player' })).toBeVisible();
    expect(within(summary).getByTestId('member-label')).toHaveTextContent('VIP 1');
    expect(within(summary).getByText('ID: 10001')).toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: 'Login' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('copies the member ID, with a prompt when the clipboard refuses', async () => {
    login();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const dialog = await openMenu();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Copy member ID' }));
    expect(writeText).toHaveBeenCalledWith('10001');
    expect(await screen.findByRole('status')).toHaveTextContent('Copied');

    writeText.mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    const prompt = vi.spyOn(window, 'prompt').mockReturnValue(null);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copy member ID' }));
    await waitFor(() => expect(prompt).toHaveBeenCalledWith('Copy your member ID', '10001'));
  });

  it('VIP bonus follows the member VIP flag; refer and earn follows REFERRAL', async () => {
    login();
    const dialog = await openMenu({ member: memberInfoPayload({ vip: false }) });
    await within(dialog).findByTestId('member-id');
    expect(within(dialog).queryByRole('link', { name: 'VIP bonus' })).toBeNull();
    expect(within(dialog).queryByRole('link', { name: 'Refer and earn' })).toBeNull();
    expect(within(dialog).getByRole('link', { name: 'My account' })).toBeInTheDocument();
  });

  it('refer and earn: members to invite friends, agents to agent registration', async () => {
    const referral = settingsPayload({
      promos: { APP_DOWNLOAD: { enabled: true }, REFERRAL: { enabled: true } },
    });
    login(0);
    let dialog = await openMenu({ settings: referral });
    expect(await within(dialog).findByRole('link', { name: 'Refer and earn' })).toHaveAttribute(
      'href',
      '/m/inviteFriends',
    );
    expect(within(dialog).getByRole('link', { name: 'VIP bonus' })).toBeInTheDocument();
    dispose?.();
    useOverlayStore.setState({ open: null });
    login(1);
    dialog = await openMenu({ settings: referral });
    expect(await within(dialog).findByRole('link', { name: 'Refer and earn' })).toHaveAttribute(
      'href',
      '/m/agentRegister',
    );
  });

  it('sign out asks first; Cancel keeps the session', async () => {
    login();
    const dialog = await openMenu();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Log out' });
    expect(confirm).toHaveTextContent('Are you sure you want to log out?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(useSessionStore.getState().session).not.toBeNull();
  });
});

describe('logout from settings', () => {
  it('calls logout with the token, clears session and member data, autoLogin 0, home', async () => {
    login(0, 'tok-1');
    localStorage.setItem('autoLogin', '1');
    const { fetchSpy, queryClient } = app('/m/set', {
      routes: { [routes.sessionLogout.path]: () => ({ done: true }) },
    });
    // Member data cached for this session.
    await screen.findByRole('link', { name: 'Change password' });
    expect(screen.getByRole('link', { name: 'Change password' })).toHaveAttribute(
      'href',
      '/m/changePsw',
    );
    queryClient.setQueryData(['session', 'tok-1', 'member', 'info'], memberInfoPayload());
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Log out' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(window.location.pathname).toBe('/m/home'));
    const [logoutCall] = calls(fetchSpy, routes.sessionLogout.path);
    expect(logoutCall?.[1]?.method).toBe('DELETE');
    expect((logoutCall?.[1]?.headers as Record<string, string>).Authorization).toBe('Bearer tok-1');
    expect(useSessionStore.getState().session).toBeNull();
    expect(localStorage.getItem('MC_SESSION_INFO')).toBeNull();
    expect(localStorage.getItem('autoLogin')).toBe('0');
    // Nothing of the old session is left (home, now a guest's, may already hold the guest's
    // own, empty and disabled, session-keyed queries, such as the favourite ids).
    expect(queryClient.getQueryCache().findAll({ queryKey: ['session', 'tok-1'] })).toHaveLength(0);
    expect(
      queryClient
        .getQueryCache()
        .findAll({ queryKey: ['session'] })
        .filter((q) => q.state.data !== undefined),
    ).toHaveLength(0);
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
    // Replaced, not pushed: Back does not return to settings.
    expect((window.history.state as { idx: number }).idx).toBe(0);
  });

  it('a network failure still logs out locally', async () => {
    login();
    app('/m/set', {
      routes: {
        [routes.sessionLogout.path]: () => {
          throw new TypeError('Failed to fetch');
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    const confirm = await screen.findByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(window.location.pathname).toBe('/m/home'));
    expect(useSessionStore.getState().session).toBeNull();
  });
});

describe('route guard', () => {
  it.each(['/m/member/home', '/m/set', '/m/changePsw', '/m/withdraw', '/m/agent'])(
    'guests opening %s go to /m/login',
    async (url) => {
      app(url);
      await waitFor(() => expect(window.location.pathname).toBe('/m/login'));
    },
  );

  it('trial on deposit: free_reject, and the screen is not shown', async () => {
    login(4);
    app('/m/voucherCenter', { member: memberInfoPayload({ type: 4 }) });
    expect(
      await screen.findByText('Please login an actual account to use this function'),
    ).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/m/home'));
    expect(screen.queryByRole('heading', { name: 'Deposit' })).toBeNull();
  });

  it('members on an agent page: agents-only notice, then home (spec 2: non-agents go to /m/home)', async () => {
    login(0);
    app('/m/agent/team/overview');
    expect(await screen.findByText('This page is for agents only.')).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/m/home'));
  });

  it('agents open agent pages', async () => {
    login(1);
    app('/m/agent');
    await screen.findByRole('heading', { level: 1 });
    expect(window.location.pathname).toBe('/m/agent');
  });

  it('trial accounts see the register prompt in the member centre', async () => {
    login(4);
    app('/m/member/home', { member: memberInfoPayload({ type: 4 }) });
    const prompt = await screen.findByTestId('trial-prompt');
    expect(within(prompt).getByRole('link', { name: 'Register now' })).toHaveAttribute(
      'href',
      '/m/register',
    );
    dispose?.();
    login(0);
    app('/m/member/home');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByTestId('trial-prompt')).toBeNull();
  });
});
