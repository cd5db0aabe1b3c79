import type { OpsInboxRow } from '@app/contracts/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok, session, type SentRequest } from '../test/mock-api';
import { renderConsole } from '../test/render';

function sentRow(overrides: Partial<OpsInboxRow> = {}): OpsInboxRow {
  return {
    id: 12,
    targetKind: 'ALL',
    targetUsername: null,
    targetLevel: null,
    languages: ['km', 'en', 'zh', 'vi'],
    title: 'សូមស្វាគមន៍!',
    sentBy: null,
    createdAt: '2026-11-24T09:00:00.000Z',
    readCount: 1234,
    ...overrides,
  };
}

const page = (items: OpsInboxRow[]) =>
  ok({ items, pageNo: 1, pageSize: 20, totalPages: 1, total: items.length });

/** The server's preview: scripts and handlers gone (a stand-in for the real sanitiser). */
const preview = (request: SentRequest) => {
  const { content } = request.body as { content: string };
  return ok({
    html: content.replace(/<script[\s\S]*?<\/script>/gi, '').replace(/\son\w+="[^"]*"/gi, ''),
  });
};

// A whole form filled through user-event takes a while on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

/** Focus a field and paste the text (typing it key by key is slow and tests nothing more). */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

describe('inbox screen', () => {
  it('lists sent messages, composes with a server preview, confirms and sends', async () => {
    const user = userEvent.setup();
    const sent: OpsInboxRow[] = [sentRow()];
    const api = mockApi({
      'GET /ops/api/session': ok(session('support', 'csrf-sup')),
      'GET /ops/api/inbox': () => page([...sent].reverse()),
      'POST /ops/api/inbox/preview': preview,
      'POST /ops/api/inbox': () => {
        const row = sentRow({
          id: 13,
          targetKind: 'MEMBER',
          targetUsername: 'demo01',
          languages: ['km', 'en'],
          title: 'ប្រាក់រង្វាន់',
          sentBy: 'ops_support',
          readCount: 0,
        });
        sent.push(row);
        return ok(row);
      },
    });
    renderConsole('/inbox');

    // The screen's chunk loads on first visit (slow on a busy machine).
    const table = await screen.findByRole('table', {}, { timeout: 5000 });
    const first = within(table).getAllByTestId('inbox-row')[0]!;
    expect(first).toHaveTextContent('សូមស្វាគមន៍!');
    expect(first).toHaveTextContent('Everyone');
    expect(first).toHaveTextContent('System');
    expect(first).toHaveTextContent('1,234 members');
    expect(screen.getByRole('link', { name: 'Inbox' })).toHaveAttribute('aria-current', 'page');

    // One member by username (the default audience), Khmer and English.
    await fill(user, screen.getByLabelText('Username'), 'demo01');
    await fill(user, screen.getByLabelText('Title (Khmer (km))'), 'ប្រាក់រង្វាន់');
    await fill(
      user,
      screen.getByLabelText('Content HTML (Khmer (km))'),
      '<p onclick="x()">សួស្តី<script>alert(1)</script></p>',
    );
    // The preview shows the server's answer once typing stops.
    const frame = await screen.findByRole('region', { name: 'Message preview, Khmer (km)' });
    await waitFor(
      () => expect(within(frame).getByTestId('inbox-preview-html').innerHTML).toBe('<p>សួស្តី</p>'),
      { timeout: 5000 },
    );
    expect(frame).toHaveTextContent('ប្រាក់រង្វាន់');
    expect(api.sent('POST /ops/api/inbox/preview').at(-1)!.body).toEqual({
      content: '<p onclick="x()">សួស្តី<script>alert(1)</script></p>',
    });

    await user.click(screen.getByRole('tab', { name: 'English (en)' }));
    await fill(user, screen.getByLabelText('Title (English (en))'), 'Bonus');
    await fill(user, screen.getByLabelText('Content HTML (English (en))'), '<b>Hello</b>');
    expect(screen.getByRole('tab', { name: 'Khmer (km), written' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send this message?' });
    expect(within(dialog).getByTestId('inbox-confirm-to')).toHaveTextContent('Member demo01');
    expect(dialog).toHaveTextContent('Khmer (km), English (en)');
    expect(dialog).toHaveTextContent('Bonus');
    expect(api.sent('POST /ops/api/inbox')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Send now' }));

    expect(await screen.findByText('Message #13 sent to Member demo01.')).toBeInTheDocument();
    const [request] = api.sent('POST /ops/api/inbox');
    expect(request!.body).toEqual({
      target: { kind: 'MEMBER', username: 'demo01' },
      texts: {
        km: {
          title: 'ប្រាក់រង្វាន់',
          content: '<p onclick="x()">សួស្តី<script>alert(1)</script></p>',
        },
        en: { title: 'Bonus', content: '<b>Hello</b>' },
      },
    });
    expect(request!.headers.get('x-csrf-token')).toBe('csrf-sup');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The form is cleared and the list shows the new message first.
    expect(screen.getByLabelText('Username')).toHaveValue('');
    await waitFor(
      () =>
        expect(within(screen.getByRole('table')).getAllByTestId('inbox-row')[0]).toHaveTextContent(
          'ops_support',
        ),
      { timeout: 5000 },
    );
  });

  it('sends to a VIP level, all agents or everyone', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /ops/api/session': ok(session('admin')),
      'GET /ops/api/inbox': page([]),
      'POST /ops/api/inbox/preview': preview,
      'POST /ops/api/inbox': (request) => {
        const body = request.body as { target: { kind: OpsInboxRow['targetKind'] } };
        return ok(sentRow({ targetKind: body.target.kind, targetLevel: 3 }));
      },
    });
    renderConsole('/inbox');
    expect(
      await screen.findByText(/No inbox messages yet/, {}, { timeout: 5000 }),
    ).toBeInTheDocument();

    const write = async () => {
      await user.click(screen.getByRole('tab', { name: 'Vietnamese (vi)' }));
      await fill(user, screen.getByLabelText('Title (Vietnamese (vi))'), 'Xin chào');
      await fill(user, screen.getByLabelText('Content HTML (Vietnamese (vi))'), 'Nội dung');
    };
    const send = async () => {
      await user.click(screen.getByRole('button', { name: 'Send…' }));
      const dialog = await screen.findByRole('dialog', { name: 'Send this message?' });
      await user.click(within(dialog).getByRole('button', { name: 'Send now' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    };

    await user.click(screen.getByRole('radio', { name: 'A VIP level' }));
    const level = screen.getByLabelText('VIP level');
    await user.clear(level);
    await user.type(level, '3');
    await write();
    await send();
    expect(await screen.findByText('Message #12 sent to VIP level 3.')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'All agents' }));
    await write();
    await send();
    await user.click(screen.getByRole('radio', { name: 'Everyone' }));
    await write();
    await send();
    expect(api.sent('POST /ops/api/inbox').map((r) => r.body)).toEqual([
      {
        target: { kind: 'VIP', level: 3 },
        texts: { vi: { title: 'Xin chào', content: 'Nội dung' } },
      },
      { target: { kind: 'AGENTS' }, texts: { vi: { title: 'Xin chào', content: 'Nội dung' } } },
      { target: { kind: 'ALL' }, texts: { vi: { title: 'Xin chào', content: 'Nội dung' } } },
    ]);
  });

  it('says what is missing before asking the server', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /ops/api/session': ok(session('support')),
      'GET /ops/api/inbox': page([]),
      'POST /ops/api/inbox/preview': preview,
    });
    renderConsole('/inbox');
    const sendButton = await screen.findByRole('button', { name: 'Send…' }, { timeout: 5000 });

    await user.click(sendButton);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Enter the username of the member to write to.',
    );
    await fill(user, screen.getByLabelText('Username'), 'demo01');
    await user.click(sendButton);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Write a title and content in at least one language.',
    );
    await fill(user, screen.getByLabelText('Title (Khmer (km))'), 'Only a title');
    await user.click(sendButton);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Khmer (km): write both a title and content, or leave both empty.',
    );
    await user.click(screen.getByRole('radio', { name: 'A VIP level' }));
    const level = screen.getByLabelText('VIP level');
    await user.clear(level);
    await user.type(level, '101');
    await user.click(sendButton);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The VIP level is a whole number from 0 to 100.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.sent('POST /ops/api/inbox')).toHaveLength(0);
  });

  it('keeps what was typed when the server refuses, and says why', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /ops/api/session': ok(session('support')),
      'GET /ops/api/inbox': page([]),
      'POST /ops/api/inbox/preview': preview,
      'POST /ops/api/inbox': [
        ok(sentRow({ id: 20, targetKind: 'AGENTS' })),
        fail(404, 'INBOX_RECIPIENT_NOT_FOUND', 'No member with this username', {
          username: 'nobody',
        }),
        fail(400, 'FIELD_FORMAT', 'The content is empty once sanitised', {
          field: 'texts.km.content',
        }),
        'network-error',
      ],
    });
    renderConsole('/inbox');
    const sendOnce = async () => {
      await user.click(screen.getByRole('button', { name: 'Send…' }));
      const dialog = await screen.findByRole('dialog', { name: 'Send this message?' });
      await user.click(within(dialog).getByRole('button', { name: 'Send now' }));
    };
    const writeKhmer = async () => {
      await fill(user, screen.getByLabelText('Title (Khmer (km))'), 'ចំណងជើង');
      await fill(user, screen.getByLabelText('Content HTML (Khmer (km))'), '<script>x</script>');
    };
    // A first message goes out...
    await user.click(await screen.findByRole('radio', { name: 'All agents' }, { timeout: 5000 }));
    await writeKhmer();
    await sendOnce();
    expect(await screen.findByText('Message #20 sent to All agents.')).toBeInTheDocument();

    // ...the next one is refused: the notice of the first goes, the form keeps the second.
    await user.click(screen.getByRole('radio', { name: 'One member' }));
    await fill(user, screen.getByLabelText('Username'), 'nobody');
    await writeKhmer();
    await sendOnce();
    expect(screen.queryByText('Message #20 sent to All agents.')).toBeNull();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There is no member with the username "nobody".',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveValue('nobody');
    expect(screen.getByLabelText('Title (Khmer (km))')).toHaveValue('ចំណងជើង');
    expect(screen.getByLabelText('Content HTML (Khmer (km))')).toHaveValue('<script>x</script>');

    await sendOnce();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Khmer (km): nothing is left of the content once unsafe markup is removed.',
    );
    await sendOnce();
    expect(await screen.findByRole('alert')).toHaveTextContent('The server could not be reached.');
    expect(screen.getByLabelText('Username')).toHaveValue('nobody');
  });

  it('keeps finance and content out (no entry, no call)', async () => {
    for (const role of ['finance', 'content'] as const) {
      const api = mockApi({ 'GET /ops/api/session': ok(session(role)) });
      const view = renderConsole('/inbox');
      expect(
        await screen.findByText('Your role does not give access to this screen.'),
      ).toBeVisible();
      expect(screen.queryByRole('link', { name: 'Inbox' })).toBeNull();
      expect(api.sent('GET /ops/api/inbox')).toHaveLength(0);
      view.unmount();
    }
  });
});
