import type { ChatMessage, OpsChatDetail, OpsChatRow } from '@app/contracts/messages';
import { CHAT_TEXT_MAX } from '@app/contracts/message-constants';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/i18n';
import { backoffMs, parseFrame } from '../lib/chat-desk';
import { FakeSocket } from '../test/fake-socket';
import { fail, mockApi, ok, session } from '../test/mock-api';
import { renderConsole } from '../test/render';
import { waitText } from './chat-parts';

// The lazy screen chunk and its first queries can take a while on a loaded machine.
configure({ asyncUtilTimeout: 5000 });

const fileId = 'cd'.repeat(16);
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

function row(overrides: Partial<OpsChatRow> = {}): OpsChatRow {
  return {
    id: 11,
    memberId: 7,
    username: 'demo01',
    nickname: 'Dara',
    status: 'WAITING',
    operatorId: null,
    operatorName: null,
    waitingSince: minutesAgo(4.5),
    lastMessageAt: minutesAgo(1),
    lastMessage: 'My deposit has not arrived',
    unread: 2,
    ...overrides,
  };
}

function message(overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id: 100,
    conversationId: 11,
    clientId: 'client-100',
    sender: 'MEMBER',
    operatorName: null,
    text: 'Hello, anyone there?',
    systemKey: null,
    fileId: null,
    createdAt: minutesAgo(4),
    ...overrides,
  };
}

function detail(overrides: Partial<OpsChatDetail> = {}): OpsChatDetail {
  return {
    conversation: row(),
    messages: [
      message(),
      message({ id: 101, text: 'My deposit has not arrived', fileId, createdAt: minutesAgo(1) }),
    ],
    operatorReadId: 0,
    memberReadId: 0,
    member: {
      id: 7,
      username: 'demo01',
      nickname: 'Dara',
      vipLevel: 3,
      balanceMinor: 123456,
      currency: 'USD',
      registeredAt: '2026-11-01T10:00:00.000Z',
      lastLoginAt: '2026-11-24T08:00:00.000Z',
      conversations: 2,
    },
    ...overrides,
  };
}

const page = (items: OpsChatRow[]) => ok({ items, pageNo: 1, totalPages: 1, total: items.length });
const duty = (onDuty: boolean, others: { id: number; username: string; onDuty: boolean }[] = []) =>
  ok({ onDuty, operators: [{ id: 1, username: 'ops_support', onDuty }, ...others] });

/** The desk's socket, opened as the server would. */
async function openSocket() {
  await waitFor(() => expect(FakeSocket.last).toBeDefined());
  const socket = FakeSocket.last!;
  expect(socket.url).toBe(`ws://${window.location.host}/ops/api/chat/socket`);
  act(() => socket.open());
  return socket;
}

describe('live chat desk', { timeout: 20_000 }, () => {
  it('shows the queue, opens a conversation with the member beside it, claims it and replies', async () => {
    const user = userEvent.setup();
    let claimed = false;
    const replies: ChatMessage[] = [];
    const active = row({
      id: 12,
      username: 'lina88',
      nickname: null,
      status: 'ACTIVE',
      operatorId: 5,
      operatorName: 'ops_other',
      waitingSince: null,
      unread: 0,
      lastMessage: '[image]',
    });
    const api = mockApi({
      'GET /ops/api/session': ok(session('support', 'csrf-sup')),
      'GET /ops/api/chat/duty': duty(true),
      'GET /ops/api/chat/conversations': () => page([row(), active]),
      'GET /ops/api/chat/conversations/11': () => {
        const base = detail();
        return ok({
          ...base,
          messages: [...base.messages, ...replies],
          conversation: claimed
            ? row({ status: 'ACTIVE', operatorId: 1, operatorName: 'ops_support' })
            : base.conversation,
        });
      },
      'POST /ops/api/chat/conversations/11/read': ok(row({ unread: 0 })),
      'POST /ops/api/chat/conversations/11/claim': () => {
        claimed = true;
        return ok(row({ status: 'ACTIVE', operatorId: 1, operatorName: 'ops_support' }));
      },
      'POST /ops/api/chat/conversations/11/messages': (request) => {
        const reply = message({
          id: 102,
          sender: 'OPERATOR',
          operatorName: 'ops_support',
          clientId: (request.body as { clientId: string }).clientId,
          text: (request.body as { text: string }).text,
          createdAt: new Date().toISOString(),
        });
        replies.push(reply);
        return ok(reply);
      },
    });
    renderConsole('/chat');
    const socket = await openSocket();

    // The queue: the waiting one first with its waiting time and unread count, then the active one.
    const rows = await screen.findAllByTestId('chat-queue-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveAttribute('data-status', 'WAITING');
    expect(rows[0]).toHaveTextContent('Dara (demo01)');
    expect(rows[0]).toHaveTextContent('Waiting 4 min');
    expect(rows[0]).toHaveTextContent('2 unread');
    expect(rows[1]).toHaveTextContent('With ops_other');
    expect(rows[1]).toHaveTextContent('Image');
    expect(api.sent('GET /ops/api/chat/conversations')[0]!.query.get('status')).toBe('OPEN');
    // The nav entry counts who waits.
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: /Live chat/ })).toHaveTextContent('1');
    expect(screen.getByText('1 waiting')).toBeInTheDocument();
    expect(screen.getByTestId('chat-connection')).toHaveTextContent('Live');

    // Open it: messages oldest first, the image through the operators' file row, the member.
    await user.click(rows[0]!);
    const conversation = await screen.findByTestId('chat-conversation');
    expect(
      within(conversation).getByRole('heading', { name: 'Conversation with Dara (demo01)' }),
    ).toBeVisible();
    const log = within(conversation).getByRole('log');
    const items = within(log).getAllByTestId('chat-message');
    expect(items.map((i) => i.getAttribute('data-sender'))).toEqual(['MEMBER', 'MEMBER']);
    expect(items[0]).toHaveTextContent('Hello, anyone there?');
    expect(within(items[1]!).getByTestId('chat-image')).toHaveAttribute(
      'src',
      `/ops/api/files/${fileId}`,
    );
    const profile = screen.getByTestId('chat-profile');
    expect(profile).toHaveTextContent('VIP 3');
    expect(profile).toHaveTextContent('$1,234.56');
    expect(screen.getByRole('link', { name: 'Open member page' })).toHaveAttribute(
      'href',
      '/ops/members/7',
    );
    // Viewing it marks the member's messages read.
    await waitFor(() =>
      expect(api.sent('POST /ops/api/chat/conversations/11/read')[0]?.body).toEqual({
        upToId: 101,
      }),
    );

    // Claim it.
    await user.click(within(conversation).getByRole('button', { name: 'Claim' }));
    expect(await screen.findByText('You are answering Dara (demo01).')).toBeVisible();
    expect(
      api.sent('POST /ops/api/chat/conversations/11/claim')[0]!.headers.get('x-csrf-token'),
    ).toBe('csrf-sup');
    await waitFor(() =>
      expect(screen.getByTestId('chat-conversation')).toHaveAttribute('data-status', 'ACTIVE'),
    );

    // Reply: typing goes out as a notice, Shift+Enter is a new line, Enter sends.
    const box = screen.getByRole('textbox', { name: 'Reply' });
    await user.type(box, 'Let me check{Shift>}{Enter}{/Shift}one moment');
    expect(socket.sent).toContainEqual({ type: 'typing', conversationId: 11 });
    expect(socket.sent.filter((f) => (f as { type: string }).type === 'typing')).toHaveLength(1);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(box).toHaveValue(''));
    const [reply] = api.sent('POST /ops/api/chat/conversations/11/messages');
    expect(reply!.body).toMatchObject({ text: 'Let me check\none moment' });
    expect((reply!.body as { clientId: string }).clientId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    const sent = await within(screen.getByRole('log')).findByText(/Let me check/);
    expect(sent.closest('[data-testid="chat-message"]')).toHaveAttribute('data-sender', 'OPERATOR');

    // The same reply arriving over the socket is not shown twice; a new member message is.
    const before = api.sent('GET /ops/api/chat/conversations').length;
    act(() =>
      socket.push({
        type: 'message',
        conversationId: 11,
        message: message({ id: 102, sender: 'OPERATOR', text: 'Let me check\none moment' }),
      }),
    );
    act(() => socket.push({ type: 'typing', conversationId: 11 }));
    expect(await screen.findByText('Dara is typing…')).toBeVisible();
    act(() =>
      socket.push({
        type: 'message',
        conversationId: 11,
        message: message({ id: 103, text: 'Thanks!', createdAt: new Date().toISOString() }),
      }),
    );
    expect(await within(screen.getByRole('log')).findByText('Thanks!')).toBeVisible();
    expect(screen.queryByText('Dara is typing…')).toBeNull();
    expect(within(screen.getByRole('log')).getAllByTestId('chat-message')).toHaveLength(4);
    act(() => socket.push({ type: 'queue' }));
    // The queue refreshes its counts, and the new message is marked read since it is on screen.
    await waitFor(() =>
      expect(api.sent('GET /ops/api/chat/conversations').length).toBeGreaterThan(before),
    );
    await waitFor(() =>
      expect(api.sent('POST /ops/api/chat/conversations/11/read').at(-1)?.body).toEqual({
        upToId: 103,
      }),
    );
    // The member read support's reply.
    act(() => socket.push({ type: 'read', conversationId: 11, memberReadId: 102 }));
    expect(await within(screen.getByRole('log')).findByText(/Read/)).toBeVisible();
  });

  it('refetches the queue on a queue frame and catches up after a reconnect', async () => {
    let items = [row()];
    const api = mockApi({
      'GET /ops/api/session': ok(session('support')),
      'GET /ops/api/chat/duty': duty(false),
      'GET /ops/api/chat/conversations': () => page(items),
    });
    renderConsole('/chat');
    const socket = await openSocket();
    expect(await screen.findAllByTestId('chat-queue-row')).toHaveLength(1);
    // Pings keep duty fresh: the first one goes out on opening.
    expect(socket.sent[0]).toEqual({ type: 'ping' });

    items = [row(), row({ id: 13, username: 'sok99', nickname: null })];
    act(() => socket.push({ type: 'queue' }));
    await waitFor(() => expect(screen.getAllByTestId('chat-queue-row')).toHaveLength(2));

    // The connection drops: the desk says so and reconnects (at once when the browser is back
    // online), then refetches what it may have missed.
    act(() => socket.drop());
    expect(await screen.findByText(/Connection lost\. Reconnecting/)).toBeVisible();
    expect(screen.getByTestId('chat-connection')).toHaveAttribute('data-state', 'offline');
    items = [...items, row({ id: 14, username: 'vanna', nickname: null })];
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(FakeSocket.instances).toHaveLength(2));
    const calls = api.sent('GET /ops/api/chat/conversations').length;
    act(() => FakeSocket.last!.open());
    await waitFor(() => expect(screen.getAllByTestId('chat-queue-row')).toHaveLength(3));
    expect(api.sent('GET /ops/api/chat/conversations').length).toBeGreaterThan(calls);
    expect(screen.queryByText(/Connection lost/)).toBeNull();
  });

  it('goes on and off duty', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /ops/api/session': ok(session('support')),
      'GET /ops/api/chat/duty': duty(false, [{ id: 2, username: 'ops_two', onDuty: true }]),
      'GET /ops/api/chat/conversations': page([]),
      'POST /ops/api/chat/duty': (request) =>
        duty((request.body as { onDuty: boolean }).onDuty, [
          { id: 2, username: 'ops_two', onDuty: true },
        ]),
    });
    renderConsole('/chat');
    expect(await screen.findByText(/No open conversations/)).toBeVisible();
    const box = screen.getByTestId('chat-duty');
    const toggle = within(box).getByRole('switch', { name: /On duty/ });
    await waitFor(() => expect(box).toHaveTextContent('Off duty'));
    expect(toggle).not.toBeChecked();
    expect(box).toHaveTextContent('On duty now: ops_two');
    await user.click(toggle);
    await waitFor(() => expect(box).toHaveAttribute('data-on-duty', 'true'));
    expect(toggle).toBeChecked();
    expect(api.sent('POST /ops/api/chat/duty')[0]!.body).toEqual({ onDuty: true });
    await user.click(toggle);
    await waitFor(() => expect(box).toHaveAttribute('data-on-duty', 'false'));
    expect(api.sent('POST /ops/api/chat/duty')[1]!.body).toEqual({ onDuty: false });
  });

  it('transfers to an operator on duty and closes with a confirmation; refusals are clear', async () => {
    const user = userEvent.setup();
    const mine = row({ status: 'ACTIVE', operatorId: 1, operatorName: 'ops_support' });
    const api = mockApi({
      'GET /ops/api/session': ok(session('support')),
      'GET /ops/api/chat/duty': duty(true, [
        { id: 2, username: 'ops_two', onDuty: true },
        { id: 3, username: 'ops_away', onDuty: false },
      ]),
      'GET /ops/api/chat/conversations': page([mine]),
      'GET /ops/api/chat/conversations/11': ok(detail({ conversation: mine })),
      'POST /ops/api/chat/conversations/11/read': ok(mine),
      'POST /ops/api/chat/conversations/11/transfer': [
        fail(400, 'CHAT_TRANSFER_TARGET', 'Not on duty'),
        ok(row({ status: 'ACTIVE', operatorId: 2, operatorName: 'ops_two' })),
      ],
      'POST /ops/api/chat/conversations/11/close': ok(row({ status: 'CLOSED' })),
    });
    renderConsole('/chat/11');
    const conversation = await screen.findByTestId('chat-conversation');

    await user.click(within(conversation).getByRole('button', { name: 'Transfer' }));
    let dialog = await screen.findByRole('dialog', {
      name: 'Transfer the conversation with Dara (demo01)',
    });
    const select = await within(dialog).findByRole('combobox', { name: 'To an operator on duty' });
    // Only others on duty.
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose an operator', 'ops_two']);
    await user.selectOptions(select, 'ops_two');
    await user.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    expect(
      await within(dialog).findByText(
        'That operator cannot take it now (not on duty, or not a support operator).',
      ),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    expect(
      await screen.findByText('The conversation with Dara (demo01) is handed to ops_two.'),
    ).toBeVisible();
    expect(api.sent('POST /ops/api/chat/conversations/11/transfer')[1]!.body).toEqual({
      operatorId: 2,
    });
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(within(conversation).getByRole('button', { name: 'Close' }));
    dialog = await screen.findByRole('dialog', {
      name: 'Close the conversation with Dara (demo01)?',
    });
    expect(dialog).toHaveTextContent('Their next message opens a new one.');
    await user.click(within(dialog).getByRole('button', { name: 'Close conversation' }));
    expect(await screen.findByText('The conversation with Dara (demo01) is closed.')).toBeVisible();
    expect(api.sent('POST /ops/api/chat/conversations/11/close')).toHaveLength(1);
  });

  it('says so when someone else claimed it first, and leaves their conversation to them', async () => {
    const user = userEvent.setup();
    const held = row({ status: 'ACTIVE', operatorId: 5, operatorName: 'ops_other' });
    mockApi({
      'GET /ops/api/session': ok(session('support')),
      'GET /ops/api/chat/duty': duty(true),
      'GET /ops/api/chat/conversations': page([row()]),
      'GET /ops/api/chat/conversations/11': [ok(detail()), ok(detail({ conversation: held }))],
      'POST /ops/api/chat/conversations/11/read': ok(row()),
      'POST /ops/api/chat/conversations/11/claim': fail(409, 'CHAT_HELD', 'Held'),
    });
    renderConsole('/chat/11');
    const conversation = await screen.findByTestId('chat-conversation');
    await user.click(within(conversation).getByRole('button', { name: 'Claim' }));
    expect(
      await screen.findByText('Another operator is answering this conversation.'),
    ).toBeVisible();
    expect(await screen.findByText(/ops_other is answering this conversation/)).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Reply' })).toBeNull();
    // Support cannot move or close another operator's conversation (only admin may).
    expect(within(conversation).queryByRole('button', { name: 'Transfer' })).toBeNull();
    expect(within(conversation).queryByRole('button', { name: 'Close' })).toBeNull();
  });

  it('refuses a reply over the limit without sending it, and keeps a failed one to retry', async () => {
    const user = userEvent.setup();
    const mine = row({ status: 'ACTIVE', operatorId: 1, operatorName: 'ops_support' });
    const api = mockApi({
      'GET /ops/api/session': ok(session('admin')),
      'GET /ops/api/chat/duty': duty(true),
      'GET /ops/api/chat/conversations': page([mine]),
      'GET /ops/api/chat/conversations/11': ok(detail({ conversation: mine })),
      'POST /ops/api/chat/conversations/11/read': ok(mine),
      'POST /ops/api/chat/conversations/11/messages': [
        'network-error',
        ok(message({ id: 102, sender: 'OPERATOR', text: 'Done' })),
      ],
    });
    renderConsole('/chat/11');
    const box = await screen.findByRole('textbox', { name: 'Reply' });
    await user.click(box);
    await user.paste('x'.repeat(CHAT_TEXT_MAX + 1));
    expect(screen.getByText(`${CHAT_TEXT_MAX + 1} / ${CHAT_TEXT_MAX}`)).toBeVisible();
    await user.keyboard('{Enter}');
    expect(
      await screen.findByText(`A message has at most ${CHAT_TEXT_MAX} characters.`),
    ).toBeVisible();
    expect(api.sent('POST /ops/api/chat/conversations/11/messages')).toHaveLength(0);

    await user.clear(box);
    await user.type(box, 'Done{Enter}');
    expect(await screen.findByText(/The reply was not sent/)).toBeVisible();
    expect(box).toHaveValue('Done');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(box).toHaveValue(''));
    const [first, second] = api.sent('POST /ops/api/chat/conversations/11/messages');
    // The retry is the same message: the same clientId.
    expect((second!.body as { clientId: string }).clientId).toBe(
      (first!.body as { clientId: string }).clientId,
    );
  });

  it('shows closed conversations read-only', async () => {
    const user = userEvent.setup();
    const closed = row({ status: 'CLOSED', waitingSince: null, unread: 0 });
    const api = mockApi({
      'GET /ops/api/session': ok(session('support')),
      'GET /ops/api/chat/duty': duty(false),
      'GET /ops/api/chat/conversations': (request) =>
        page(request.query.get('status') === 'CLOSED' ? [closed] : []),
      'GET /ops/api/chat/conversations/11': ok(
        detail({
          conversation: closed,
          messages: [
            message(),
            message({ id: 104, sender: 'SYSTEM', text: '', systemKey: 'closed', clientId: null }),
          ],
        }),
      ),
    });
    renderConsole('/chat');
    await user.click(await screen.findByRole('tab', { name: 'Closed' }));
    await user.click(await screen.findByTestId('chat-queue-row'));
    const conversation = await screen.findByTestId('chat-conversation');
    expect(conversation).toHaveTextContent('The conversation was closed.');
    expect(conversation).toHaveTextContent('This conversation is closed.');
    expect(within(conversation).queryByRole('button', { name: 'Claim' })).toBeNull();
    expect(within(conversation).queryByRole('textbox')).toBeNull();
    expect(api.sent('POST /ops/api/chat/conversations/11/read')).toHaveLength(0);
    expect(window.location.search).toBe('?tab=closed');
  });

  it('keeps finance out (no entry, no socket, no call)', async () => {
    const api = mockApi({ 'GET /ops/api/session': ok(session('finance')) });
    renderConsole('/chat');
    expect(await screen.findByText('Your role does not give access to this screen.')).toBeVisible();
    expect(api.requests.map((r) => r.path)).toEqual(['/ops/api/session']);
    expect(FakeSocket.instances).toHaveLength(0);
  });
});

describe('live chat helpers', () => {
  const t = (key: Parameters<typeof translate>[1], values?: Record<string, string | number>) =>
    translate('en', key, values);
  it('says how long someone has waited', () => {
    const now = Date.parse('2026-11-24T10:00:00.000Z');
    expect(waitText('2026-11-24T09:59:30.000Z', now, t)).toBe('< 1 min');
    expect(waitText('2026-11-24T09:56:00.000Z', now, t)).toBe('4 min');
    expect(waitText('2026-11-24T08:55:00.000Z', now, t)).toBe('1 h 5 min');
    // A clock a little ahead of ours is not a negative wait.
    expect(waitText('2026-11-24T10:01:00.000Z', now, t)).toBe('< 1 min');
    expect(translate('zh', 'chat.waitingFor', { time: '4 分钟' })).toBe('已等待 4 分钟');
  });

  it('backs off from 1 s doubling to 30 s, with jitter', () => {
    expect(backoffMs(0, 0)).toBe(500);
    expect(backoffMs(0, 1)).toBe(1000);
    expect(backoffMs(3, 1)).toBe(8000);
    expect(backoffMs(20, 1)).toBe(30_000);
    expect(backoffMs(20, 0)).toBe(15_000);
  });

  it('reads only frames it knows', () => {
    expect(parseFrame('{"type":"queue"}')).toEqual({ type: 'queue' });
    expect(parseFrame('{"type":"typing","conversationId":3}')).toEqual({
      type: 'typing',
      conversationId: 3,
    });
    expect(parseFrame('{"type":"typing"}')).toBeNull();
    expect(parseFrame('{"type":"message","conversationId":3,"message":{}}')).toBeNull();
    expect(parseFrame('not json')).toBeNull();
    expect(parseFrame('{"type":"other"}')).toBeNull();
  });
});
