import type { OpsFeedback } from '@app/contracts/feedback';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok, session } from '../test/mock-api';
import { renderConsole } from '../test/render';

const fileId = 'ab'.repeat(16);

function feedback(overrides: Partial<OpsFeedback> = {}): OpsFeedback {
  return {
    id: 31,
    memberId: 7,
    username: 'demo01',
    category: 'withdrawal',
    text: 'My withdrawal has been pending since Monday morning',
    remark: 'W-7K2P9Q',
    fileIds: [fileId],
    status: 'NEW',
    createdAt: '2026-11-24T09:00:00.000Z',
    handledAt: null,
    handledBy: null,
    images: [{ fileId, width: 640, height: 480 }],
    ...overrides,
  };
}

const page = (items: OpsFeedback[]) => ok({ items, pageNo: 1, pageSize: 20, total: items.length });

describe('feedback screen', () => {
  it('lists new feedback, filters by status, topic and member, opens one with its images and marks it handled', async () => {
    const user = userEvent.setup();
    let handled = false;
    const api = mockApi({
      'GET /ops/api/session': ok(session('support', 'csrf-sup')),
      'GET /ops/api/feedback': () => page(handled ? [] : [feedback()]),
      'GET /ops/api/feedback/31': () => ok(feedback()),
      'POST /ops/api/feedback/31/handle': () => {
        handled = true;
        return ok(
          feedback({
            status: 'HANDLED',
            handledAt: '2026-11-24T10:00:00.000Z',
            handledBy: 'ops_support',
          }),
        );
      },
    });
    renderConsole('/feedback');
    const table = await screen.findByRole('table');
    const row = within(table).getAllByTestId('feedback-row')[0]!;
    expect(row).toHaveTextContent('demo01');
    expect(row).toHaveTextContent('Withdrawal');
    expect(row).toHaveTextContent('New');
    expect(api.sent('GET /ops/api/feedback')[0]!.query.get('status')).toBe('NEW');

    await user.click(screen.getByRole('radio', { name: 'All' }));
    await waitFor(() =>
      expect(api.sent('GET /ops/api/feedback').at(-1)!.query.get('status')).toBe('ALL'),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Topic' }), 'Withdrawal');
    await waitFor(() =>
      expect(api.sent('GET /ops/api/feedback').at(-1)!.query.get('category')).toBe('withdrawal'),
    );
    await user.type(screen.getByRole('searchbox', { name: 'Member' }), 'demo');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(api.sent('GET /ops/api/feedback').at(-1)!.query.get('q')).toBe('demo'),
    );

    await user.click(await screen.findByRole('button', { name: 'Open feedback 31' }));
    const dialog = await screen.findByRole('dialog', { name: 'Feedback 31' });
    expect(within(dialog).getByTestId('feedback-text')).toHaveTextContent(
      'My withdrawal has been pending since Monday morning',
    );
    expect(dialog).toHaveTextContent('W-7K2P9Q');
    const image = within(dialog).getByRole('img', { name: 'Image 1 of feedback 31' });
    expect(image).toHaveAttribute('src', `/ops/api/files/${fileId}`);
    expect(image).toHaveAttribute('width', '140');
    expect(image).toHaveAttribute('height', '105');

    await user.type(within(dialog).getByLabelText('Note for the audit log (optional)'), 'Paid');
    await user.click(within(dialog).getByRole('button', { name: 'Mark handled' }));
    expect(await screen.findByText('Feedback 31 is marked handled.')).toBeInTheDocument();
    const [handle] = api.sent('POST /ops/api/feedback/31/handle');
    expect(handle!.body).toEqual({ note: 'Paid' });
    expect(handle!.headers.get('x-csrf-token')).toBe('csrf-sup');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says so when someone else handled it first', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /ops/api/session': ok(session('admin')),
      'GET /ops/api/feedback': page([feedback()]),
      'GET /ops/api/feedback/31': ok(feedback()),
      'POST /ops/api/feedback/31/handle': fail(409, 'REQUEST_SETTLED', 'Already handled'),
    });
    renderConsole('/feedback');
    await user.click(await screen.findByRole('button', { name: 'Open feedback 31' }));
    const dialog = await screen.findByRole('dialog', { name: 'Feedback 31' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark handled' }));
    expect(
      await screen.findByText(/Feedback 31 was already handled by someone else/),
    ).toBeInTheDocument();
  });

  it('shows a handled one without the form, and who handled it', async () => {
    const user = userEvent.setup();
    const done = feedback({
      status: 'HANDLED',
      handledAt: '2026-11-24T10:00:00.000Z',
      handledBy: 'ops_support',
      images: [],
      fileIds: [],
      remark: null,
    });
    mockApi({
      'GET /ops/api/session': ok(session('support')),
      'GET /ops/api/feedback': page([done]),
      'GET /ops/api/feedback/31': ok(done),
    });
    renderConsole('/feedback?status=handled');
    await user.click(await screen.findByRole('button', { name: 'Open feedback 31' }));
    const dialog = await screen.findByRole('dialog', { name: 'Feedback 31' });
    expect(dialog).toHaveTextContent('ops_support');
    expect(dialog).toHaveTextContent('No images attached.');
    expect(dialog).toHaveTextContent('No remark');
    expect(within(dialog).queryByRole('button', { name: 'Mark handled' })).toBeNull();
  });

  it('keeps finance out (no entry, no call)', async () => {
    const api = mockApi({ 'GET /ops/api/session': ok(session('finance')) });
    renderConsole('/feedback');
    expect(await screen.findByText('Your role does not give access to this screen.')).toBeVisible();
    expect(api.sent('GET /ops/api/feedback')).toHaveLength(0);
  });
});
