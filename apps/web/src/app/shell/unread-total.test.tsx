import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messageRoutes } from '@app/contracts/message-routes';
import { resetRenewals } from '@/shared/api/renew-session';
import { useOverlayStore } from '@/shared/lib/overlay-store';
import { useSessionStore } from '@/shared/lib/session-store';
import { sessionInfo, statusPayload } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

/**
 * The unread total (spec 3, Counters: "The total is their sum") on the ways to the message
 * centre: the home header's menu button, the side menu's platform messages, the footer's member
 * centre tab and the member centre's messages entry. Nothing for guests and trial accounts.
 */
const counters = {
  [messageRoutes.announcementUnreadCount.path]: () => ({ unreadCount: 1 }),
  [messageRoutes.inboxUnreadCount.path]: () => ({ unreadCount: 2 }),
  [messageRoutes.chatUnreadCount.path]: () => ({ unreadCount: 4 }),
};
const status = statusPayload({}, { whitelabel: { CBS3: true } });

let dispose: (() => void) | undefined;
function app(url: string) {
  const result = renderApp(url, { status, routes: counters });
  dispose = () => result.router.dispose();
  return result;
}

afterEach(() => {
  dispose?.();
  vi.restoreAllMocks();
  useOverlayStore.setState({ open: null });
  useSessionStore.setState({ session: null, lastEnd: null });
  resetRenewals();
});

describe('the unread total', () => {
  it('shows on the menu button, the platform messages entry and the member centre tab', async () => {
    useSessionStore.getState().setSession(sessionInfo(0, 'tok-total'));
    const user = userEvent.setup();
    app('/m/home');
    const header = await screen.findByTestId('header-unread');
    await waitFor(() => expect(header).toHaveTextContent('7'));
    const menu = within(screen.getByRole('banner')).getByRole('button', { name: 'Menu' });
    expect(menu).toHaveAccessibleDescription('Unread: 7');
    expect(await screen.findByTestId('footer-unread')).toHaveTextContent('7');

    await user.click(menu);
    const entry = await screen.findByRole('link', { name: 'Platform messages' });
    expect(within(entry).getByTestId('side-menu-unread')).toHaveTextContent('7');
    expect(entry).toHaveAccessibleDescription('Unread: 7');
  }, 15_000);

  it('shows on the member centre messages entry', async () => {
    useSessionStore.getState().setSession(sessionInfo(0, 'tok-total-2'));
    app('/m/member/home');
    const entry = await screen.findByRole('link', { name: 'Messages' }, { timeout: 10_000 });
    await waitFor(() =>
      expect(within(entry).getByTestId('member-home-unread')).toHaveTextContent('7'),
    );
  }, 15_000);

  it.each([
    ['a guest', null],
    ['a trial account', 4],
  ])(
    '%s sees none and asks for none',
    async (_, type) => {
      if (type !== null) useSessionStore.getState().setSession(sessionInfo(type, 'tok-trial'));
      const { fetchSpy } = app('/m/home');
      await screen.findByRole('navigation', { name: 'Footer menu' });
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(screen.queryByTestId('header-unread')).toBeNull();
      expect(screen.queryByTestId('footer-unread')).toBeNull();
      const asked = fetchSpy.mock.calls
        .map(([input]) => new URL(String(input), 'http://x').pathname)
        .filter((p) => Object.keys(counters).includes(p));
      expect(asked).toEqual([]);
    },
    15_000,
  );
});
