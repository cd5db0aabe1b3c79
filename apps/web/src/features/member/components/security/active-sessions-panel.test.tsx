import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActiveSession, SecurityConfig } from '@app/contracts/security';
import { securityRoutes } from '@app/contracts/security-routes';
import { useSessionStore } from '@/shared/lib/session-store';
import { renderApp } from '@/test/render-app';

// The screen is a lazy route chunk (with the wallet's views): its first render can take a while
// on a busy machine.
configure({ asyncUtilTimeout: 8000 });

const config: SecurityConfig = {
  loginPassword: true,
  paymentPassword: true,
  bankCards: 1,
  bankCardLimit: 5,
  securityQuestions: 0,
  twoFactor: false,
  recoveryCodesLeft: 0,
  mobileBound: true,
};

const session = (overrides: Partial<ActiveSession>): ActiveSession => ({
  id: 1,
  device: 'H5',
  browser: 'Chrome 126',
  os: 'Android 14',
  ip: '203.0.113.5',
  startedAt: '2026-05-01T08:00:00.000Z',
  lastSeenAt: '2026-05-01T09:30:00.000Z',
  current: false,
  ...overrides,
});

let live: ActiveSession[];
const calls: { method: string; path: string }[] = [];
const routes = {
  [securityRoutes.securityConfig.path]: () => config,
  [securityRoutes.activeSessions.path]: () => ({ list: live }),
  [securityRoutes.activeSessionsEndOthers.path]: (init?: RequestInit) => {
    calls.push({ method: init?.method ?? 'GET', path: 'endOthers' });
    const ended = live.filter((s) => !s.current).length;
    live = live.filter((s) => s.current);
    return { ended };
  },
  '/wps/member/security/sessions/2': (init?: RequestInit) => {
    calls.push({ method: init?.method ?? 'GET', path: 'sessions/2' });
    live = live.filter((s) => s.id !== 2);
    return { ended: 1 };
  },
};

beforeEach(() => {
  useSessionStore.setState({
    session: {
      token: 't',
      type: 0,
      userName: 'demo01',
      merchantCode: 'DEMO',
      firstTimeLogin: false,
    },
  });
  live = [
    session({ id: 1, current: true }),
    session({ id: 2, browser: 'Safari 17', os: 'iOS 17.5', ip: '198.51.100.9' }),
    session({ id: 3, browser: null, os: null, device: 'PWA', ip: null }),
  ];
  calls.length = 0;
});
afterEach(() => {
  vi.restoreAllMocks();
  useSessionStore.setState({ session: null });
});

describe('active sessions', () => {
  it('shows this device first, names the others, and logs one out after a confirm', async () => {
    const user = userEvent.setup();
    renderApp('/m/securityCenter?view=sessions', { routes });
    const list = await screen.findByRole('list', { name: 'Logged-in devices' });
    const items = within(list).getAllByTestId('active-session');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveAttribute('data-current', 'true');
    expect(within(items[0]!).getByText('This device')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Chrome 126 · Android 14')).toBeInTheDocument();
    // This device has no log-out button: logging out does that.
    expect(within(items[0]!).queryByRole('button')).toBeNull();
    expect(within(items[1]!).getByText(/IP 198\.51\.100\.9/)).toBeInTheDocument();
    // No browser read from the user agent: the kind of app names it.
    expect(within(items[2]!).getByText('Installed app')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Log out Safari 17 · iOS 17.5' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Log out this device?' });
    expect(confirm).toHaveTextContent('Safari 17 · iOS 17.5 will have to log in again.');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(calls).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Log out Safari 17 · iOS 17.5' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Log out' }),
    );
    await waitFor(() => expect(within(list).getAllByTestId('active-session')).toHaveLength(2));
    expect(calls).toEqual([{ method: 'DELETE', path: 'sessions/2' }]);
  }, 15_000);

  it('"Log out of other devices" ends every other session and leaves this one', async () => {
    const user = userEvent.setup();
    renderApp('/m/securityCenter?view=sessions', { routes });
    await screen.findByRole('list', { name: 'Logged-in devices' });
    await user.click(screen.getByRole('button', { name: 'Log out of other devices' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Log out of every other device?',
    });
    await user.click(within(confirm).getByRole('button', { name: 'Log out of other devices' }));
    expect(await screen.findByText('No other device is logged in.')).toBeInTheDocument();
    expect(screen.getAllByTestId('active-session')).toHaveLength(1);
    expect(calls).toEqual([{ method: 'POST', path: 'endOthers' }]);
    expect(await screen.findByText('Other devices logged out: 2')).toBeInTheDocument();
    // Still logged in here.
    expect(useSessionStore.getState().session?.token).toBe('t');
  }, 15_000);
});
