import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messageRoutes } from '@app/contracts/message-routes';
import { errorMessageKey } from '@/shared/api/error-messages';
import { i18n } from '@/shared/i18n/i18n';
import { useSessionStore, type SessionInfo } from '@/shared/lib/session-store';
import { useToastStore } from '@/shared/ui/toast';
import { statusPayload } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { leaveTo } from '../lib/leave-app';

vi.mock('../lib/leave-app', () => ({ leaveTo: vi.fn() }));

const member: SessionInfo = {
  token: 'tok-m',
  type: 0,
  userName: 'demo01',
  merchantCode: 'DEMO',
  firstTimeLogin: false,
};
const trial: SessionInfo = { ...member, token: 'tok-t', type: 4, userName: 'trial1' };

const fail = (errorCode: string, status: number) =>
  new Response(JSON.stringify({ success: false, value: null, errorCode, message: errorCode }), {
    status,
  });

const counters = (announcement: number, inbox: number, chat: number) => ({
  [messageRoutes.announcementUnreadCount.path]: () => ({ unreadCount: announcement }),
  [messageRoutes.inboxUnreadCount.path]: () => ({ unreadCount: inbox }),
  [messageRoutes.chatUnreadCount.path]: () => ({ unreadCount: chat }),
});

const withChat = (info: Parameters<typeof statusPayload>[1] = {}) =>
  statusPayload({}, { whitelabel: { CBS3: true }, ...info });

function callsTo(spy: ReturnType<typeof renderApp>['fetchSpy'], path: string) {
  return spy.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === path);
}

/** A row of the centre (the lazy screen may take a while on a loaded machine). */
const row = (key: string) => screen.findByTestId(`message-centre-${key}`, {}, { timeout: 10_000 });

// Each test renders the whole app and a lazy screen: generous on a loaded machine.
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  useToastStore.getState().clear();
  vi.mocked(leaveTo).mockClear();
});

afterEach(() => {
  vi.restoreAllMocks();
  useSessionStore.setState({ session: null });
});

describe('message centre (/m/message)', () => {
  it('lists Telegram, announcements, messages, live chat and the affiliate service, with the badges', async () => {
    useSessionStore.setState({ session: member });
    renderApp('/m/message', { status: withChat(), routes: counters(3, 120, 0) });

    const telegram = await row('telegram');
    await waitFor(() => expect(telegram).toHaveAttribute('href', 'https://t.me/example'));
    expect(telegram).toHaveAttribute('target', '_blank');
    expect(await row('announcements')).toHaveAttribute(
      'href',
      '/m/member/notice?types=PL%2CPU%2CPR%2CH%2CA',
    );
    expect(await row('messages')).toHaveAttribute('href', '/m/messages');
    expect(await row('liveChat')).toHaveRole('button');
    // No customer-service link in the status: the row opens the service popup.
    expect(await row('service')).toHaveAttribute('aria-haspopup', 'dialog');

    expect(await screen.findByTestId('message-centre-badge-announcements')).toHaveTextContent('3');
    expect(await screen.findByTestId('message-centre-badge-messages')).toHaveTextContent('99+');
    expect(screen.queryByTestId('message-centre-badge-liveChat')).toBeNull();
    expect(await row('messages')).toHaveAccessibleDescription('Unread: 99+');
    // The page shows its own back header (spec 2: the header is hidden on message).
    expect(screen.getByRole('banner')).toHaveAttribute('data-header', 'page');
  });

  it('without a Telegram link or CBS3 there is neither row; a customer-service link opens outside', async () => {
    useSessionStore.setState({ session: member });
    renderApp('/m/message', {
      status: statusPayload(
        {},
        {
          whitelabel: {},
          resources: [
            { resourceType: 'LIVECHAT', url: 'https://help.example/chat', labelNameEn: null },
          ],
        },
      ),
      routes: counters(0, 0, 5),
    });
    await waitFor(async () =>
      expect(await row('service')).toHaveAttribute('href', 'https://help.example/chat'),
    );
    expect(screen.queryByTestId('message-centre-telegram')).toBeNull();
    expect(screen.queryByTestId('message-centre-liveChat')).toBeNull();
  });

  it('a trial account fetches no counts and gets free_reject on messages and live chat', async () => {
    useSessionStore.setState({ session: trial });
    const user = userEvent.setup();
    const { fetchSpy } = renderApp('/m/message', { status: withChat(), routes: counters(4, 4, 4) });

    await user.click(await row('messages'));
    expect(
      await screen.findByText('Please login an actual account to use this function'),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/m/message');

    useToastStore.getState().clear();
    await user.click(await row('liveChat'));
    expect(
      await screen.findByText('Please login an actual account to use this function'),
    ).toBeInTheDocument();
    expect(callsTo(fetchSpy, messageRoutes.chatLaunch.path)).toHaveLength(0);
    for (const path of [
      messageRoutes.announcementUnreadCount.path,
      messageRoutes.inboxUnreadCount.path,
      messageRoutes.chatUnreadCount.path,
    ])
      expect(callsTo(fetchSpy, path)).toHaveLength(0);
    expect(screen.queryByTestId(/^message-centre-badge-/)).toBeNull();
  });

  it('a guest is sent to log in', async () => {
    renderApp('/m/message', { status: withChat() });
    await waitFor(() => expect(window.location.pathname).toBe('/m/login'));
  });

  it('a member opens live chat: the launch query, a loading row, then the chat page 500 ms later', async () => {
    useSessionStore.setState({ session: member });
    localStorage.setItem('language', 'zh-TW');
    const user = userEvent.setup();
    let answeredAt = 0;
    let leftAt = 0;
    vi.mocked(leaveTo).mockImplementation(() => {
      leftAt = performance.now();
    });
    const { fetchSpy } = renderApp('/m/message', {
      status: withChat(),
      routes: {
        ...counters(0, 0, 2),
        [messageRoutes.chatLaunch.path]: () => {
          answeredAt = performance.now();
          return { chatUrl: '/chat/abc' };
        },
      },
    });
    expect(await screen.findByTestId('message-centre-badge-liveChat')).toHaveTextContent('2');
    const chat = await row('liveChat');
    await user.click(chat);
    await waitFor(() => expect(chat).toHaveAttribute('aria-busy', 'true'));
    expect(chat).toHaveTextContent('Opening live chat…');
    // A second tap while it opens asks nothing more.
    await user.click(chat);
    await waitFor(() => expect(leaveTo).toHaveBeenCalledWith('/chat/abc'));
    expect(leftAt - answeredAt).toBeGreaterThanOrEqual(490);

    const launches = callsTo(fetchSpy, messageRoutes.chatLaunch.path);
    expect(launches).toHaveLength(1);
    expect(Object.fromEntries(launches[0]!.searchParams)).toEqual({
      moduleId: 'CBS3',
      b2c: '1',
      language: 'CN',
      backUrl: window.location.href,
      headerColor: '#10162a',
      title: 'Live chat',
    });
  });

  it('a failed launch shows the translated error and the row works again', async () => {
    useSessionStore.setState({ session: member });
    const user = userEvent.setup();
    renderApp('/m/message', {
      status: withChat(),
      routes: {
        ...counters(0, 0, 0),
        [messageRoutes.chatLaunch.path]: () => fail('SYSTEM_ERROR', 500),
      },
    });
    const chat = await row('liveChat');
    await user.click(chat);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      i18n.t(errorMessageKey('SYSTEM_ERROR')),
    );
    await waitFor(() => expect(chat).toHaveAttribute('aria-busy', 'false'));
    expect(leaveTo).not.toHaveBeenCalled();
  });
});
