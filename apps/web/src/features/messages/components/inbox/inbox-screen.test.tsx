import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messageRoutes } from '@app/contracts/message-routes';
import type { InboxItem, InboxPage } from '@app/contracts/messages';
import { useSessionStore, type SessionInfo } from '@/shared/lib/session-store';
import { useToastStore } from '@/shared/ui/toast';
import { renderApp } from '@/test/render-app';

const member: SessionInfo = {
  token: 'tok-m',
  type: 0,
  userName: 'demo01',
  merchantCode: 'DEMO',
  firstTimeLogin: false,
};

function item(id: number, overrides: Partial<InboxItem> = {}): InboxItem {
  return {
    id,
    title: `Message ${id}`,
    preview: `The start of message ${id}`,
    content: `<p>Body of message ${id}</p>`,
    read: false,
    createdAt: '2026-05-01T07:30:00.000Z',
    ...overrides,
  };
}

const page = (list: InboxItem[], pageNum = 1, totalPages = 1, unreadCount?: number): InboxPage => ({
  list,
  pageNum,
  totalPages,
  total: list.length,
  unreadCount: unreadCount ?? list.filter((i) => !i.read).length,
});

const fail = (errorCode: string, status: number) =>
  new Response(JSON.stringify({ success: false, value: null, errorCode, message: errorCode }), {
    status,
  });

const readPath = (id: number) => messageRoutes.inboxRead.path.replace(':id', String(id));
const deletePath = (id: number) => messageRoutes.inboxDelete.path.replace(':id', String(id));

function callsTo(spy: ReturnType<typeof renderApp>['fetchSpy'], path: string, method = 'GET') {
  return spy.mock.calls.filter(
    ([input, init]) =>
      new URL(String(input), 'http://localhost').pathname === path &&
      (init?.method ?? 'GET') === method,
  );
}

// Each test renders the whole app and a lazy screen: generous on a loaded machine.
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  useSessionStore.setState({ session: member });
  useToastStore.getState().clear();
});

afterEach(() => {
  vi.restoreAllMocks();
  useSessionStore.setState({ session: null });
});

describe('inbox (/m/messages, /m/webEmail)', () => {
  it('lists the messages in server order with title, preview, date and unread dot; opening one reads it', async () => {
    const user = userEvent.setup();
    const list = [
      item(3, { content: '<p>Hello <b>there</b><img src="x" onerror="alert(1)"></p>' }),
      item(2),
      item(1, { read: true }),
    ];
    const { fetchSpy } = renderApp('/m/messages', {
      routes: {
        [messageRoutes.inboxList.path]: () => page(list),
        [messageRoutes.inboxUnreadCount.path]: () => ({ unreadCount: 2 }),
        [readPath(3)]: () => ({ id: 3, unreadCount: 1 }),
      },
    });
    const rows = await screen.findAllByTestId('inbox-item', {}, { timeout: 10_000 });
    expect(rows.map((r) => r.dataset.id)).toEqual(['3', '2', '1']);
    expect(rows.map((r) => r.dataset.read)).toEqual(['false', 'false', 'true']);
    expect(rows[0]).toHaveTextContent('Message 3');
    expect(rows[0]).toHaveTextContent('The start of message 3');
    expect(rows[0]).toHaveTextContent('2026/05/01');
    expect(within(rows[0]!).getByText('Unread')).toBeInTheDocument();
    expect(screen.getByTestId('inbox-unread-count')).toHaveTextContent('2 unread messages');
    const [listCall] = callsTo(fetchSpy, messageRoutes.inboxList.path);
    expect(new URL(String(listCall![0]), 'http://localhost').searchParams.get('language')).toBe(
      'EN',
    );

    await user.click(rows[0]!);
    const sheet = await screen.findByRole('dialog', { name: 'Message 3' });
    expect(within(sheet).getByTestId('inbox-message-content')).toHaveTextContent('Hello there');
    expect(sheet.querySelector('[onerror]')).toBeNull();
    expect(window.location.search).toBe('?id=3');
    await waitFor(() => expect(callsTo(fetchSpy, readPath(3), 'POST')).toHaveLength(1));
    await waitFor(() =>
      expect(screen.getByTestId('inbox-unread-count')).toHaveTextContent('1 unread message'),
    );
    expect(screen.getAllByTestId('inbox-item').find((r) => r.dataset.id === '3')).toHaveAttribute(
      'data-read',
      'true',
    );

    // Closing goes back to the list (Back undoes the open).
    await user.click(within(sheet).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(window.location.search).toBe(''));
    // Opening a read message asks nothing.
    await user.click(screen.getAllByTestId('inbox-item').find((r) => r.dataset.id === '1')!);
    await screen.findByRole('dialog', { name: 'Message 1' });
    expect(callsTo(fetchSpy, readPath(1), 'POST')).toHaveLength(0);
  });

  it('deletes a message after a confirm', async () => {
    const user = userEvent.setup();
    let list = [item(2), item(1, { read: true })];
    const { fetchSpy } = renderApp('/m/messages', {
      routes: {
        [messageRoutes.inboxList.path]: () => page(list),
        [messageRoutes.inboxUnreadCount.path]: () => ({ unreadCount: 1 }),
        [readPath(2)]: () => ({ id: 2, unreadCount: 0 }),
        [deletePath(2)]: () => {
          list = list.filter((i) => i.id !== 2);
          return { id: 2, unreadCount: 0 };
        },
      },
    });
    await user.click((await screen.findAllByTestId('inbox-item', {}, { timeout: 10_000 }))[0]!);
    const sheet = await screen.findByRole('dialog', { name: 'Message 2' });
    await user.click(within(sheet).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this message?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(fetchSpy, deletePath(2), 'DELETE')).toHaveLength(0);

    await user.click(within(sheet).getByRole('button', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(callsTo(fetchSpy, deletePath(2), 'DELETE')).toHaveLength(1));
    expect(await screen.findByText('Message deleted')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getAllByTestId('inbox-item').map((r) => r.dataset.id)).toEqual(['1']),
    );
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(screen.queryByText('This message could not be found.')).toBeNull();
  });

  it('shows the empty state', async () => {
    renderApp('/m/messages', { routes: { [messageRoutes.inboxList.path]: () => page([]) } });
    expect(await screen.findByTestId('inbox-empty', {}, { timeout: 10_000 })).toHaveTextContent(
      'No messages yet',
    );
  });

  it('shows the error state with a retry', async () => {
    const user = userEvent.setup();
    let broken = true;
    renderApp('/m/messages', {
      routes: {
        [messageRoutes.inboxList.path]: () =>
          broken ? fail('SYSTEM_ERROR', 500) : page([item(1)]),
      },
    });
    const error = await screen.findByTestId('inbox-error', {}, { timeout: 10_000 });
    expect(error).toHaveTextContent('Your messages could not be loaded.');
    broken = false;
    await user.click(within(error).getByRole('button'));
    expect(await screen.findByTestId('inbox-item')).toHaveTextContent('Message 1');
  });

  it('/m/webEmail?id=n opens message n, reading on through the pages to find it', async () => {
    let calls = 0;
    const { fetchSpy } = renderApp('/m/webEmail?id=7', {
      routes: {
        // Page 1, then page 2 (the list asks them in turn).
        [messageRoutes.inboxList.path]: () =>
          ++calls === 1 ? page([item(9), item(8)], 1, 2, 3) : page([item(7)], 2, 2, 3),
        [readPath(7)]: () => ({ id: 7, unreadCount: 2 }),
      },
    });
    const sheet = await screen.findByRole('dialog', { name: 'Message 7' }, { timeout: 10_000 });
    expect(within(sheet).getByTestId('inbox-message-content')).toHaveTextContent(
      'Body of message 7',
    );
    await waitFor(() => expect(callsTo(fetchSpy, readPath(7), 'POST')).toHaveLength(1));
    expect(window.location.pathname).toBe('/m/webEmail');
  });

  it('a link to a message that is not there says so and shows the list', async () => {
    renderApp('/m/webEmail?id=5', {
      routes: { [messageRoutes.inboxList.path]: () => page([item(1)]) },
    });
    expect(await screen.findByText('This message could not be found.')).toBeInTheDocument();
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(screen.getByTestId('inbox-item')).toHaveTextContent('Message 1');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a trial account gets free_reject and a guest goes to log in', async () => {
    useSessionStore.setState({ session: { ...member, type: 4 } });
    const first = renderApp('/m/messages');
    expect(
      await screen.findByText('Please login an actual account to use this function'),
    ).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/m/home'));
    first.unmount();
    useSessionStore.setState({ session: null });
    renderApp('/m/webEmail');
    await waitFor(() => expect(window.location.pathname).toBe('/m/login'));
  });
});
