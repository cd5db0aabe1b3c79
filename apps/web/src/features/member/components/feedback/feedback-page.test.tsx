import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FeedbackItem } from '@app/contracts/feedback';
import { feedbackRoutes } from '@app/contracts/feedback-routes';
import { uploadRoutes } from '@app/contracts/upload-routes';
import { useSessionStore } from '@/shared/lib/session-store';
import { renderApp } from '@/test/render-app';
import { wordCountState } from './feedback-form';

const session = {
  token: 't',
  type: 0,
  userName: 'demo01',
  merchantCode: 'DEMO',
  firstTimeLogin: false,
};

const fail = (errorCode: string, status = 400, value: unknown = null) =>
  new Response(JSON.stringify({ success: false, value, errorCode, message: errorCode }), {
    status,
  });

function item(overrides: Partial<FeedbackItem> = {}): FeedbackItem {
  return {
    id: 1,
    category: 'deposit',
    text: 'My deposit has not arrived yet',
    remark: null,
    fileIds: [],
    status: 'NEW',
    createdAt: '2026-05-01T07:30:00.000Z',
    handledAt: null,
    ...overrides,
  };
}

const page = (list: FeedbackItem[]) => ({
  list,
  pageNum: 1,
  totalPages: list.length ? 1 : 0,
  total: list.length,
});

const png = (name: string, size = 2048) => {
  const file = new File([new Uint8Array(8)], name, { type: 'image/png' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

let uploads = 0;
function uploadAnswer() {
  uploads += 1;
  return {
    fileId: uploads.toString(16).padStart(32, 'a'),
    purpose: 'FEEDBACK',
    contentType: 'image/png',
    width: 10,
    height: 10,
    bytes: 100,
  };
}

beforeEach(() => {
  uploads = 0;
  useSessionStore.setState({ session });
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  vi.restoreAllMocks();
  useSessionStore.setState({ session: null });
});

function bodiesOf(spy: ReturnType<typeof renderApp>['fetchSpy'], path: string, method: string) {
  return spy.mock.calls
    .filter(
      ([input, init]) =>
        new URL(String(input), 'http://localhost').pathname === path &&
        (init?.method ?? 'GET') === method,
    )
    .map(([, init]) => init?.body);
}

describe('wordCountState', () => {
  it('says where a count stands against 5 to 500 words', () => {
    expect([0, 4, 5, 500, 501].map(wordCountState)).toEqual([
      'under',
      'under',
      'within',
      'within',
      'over',
    ]);
  });
});

describe('feedback screen', () => {
  it('counts words live (English and Khmer) and refuses a short text before sending, keeping it', async () => {
    const user = userEvent.setup();
    const { fetchSpy } = renderApp('/m/feedback', {
      routes: { [feedbackRoutes.feedbackList.path]: () => page([]) },
    });
    const form = await screen.findByRole('form', { name: 'Send feedback' });
    const counter = within(form).getByTestId('feedback-word-count');
    expect(counter).toHaveTextContent('0 words (write 5 to 500)');

    const text = within(form).getByLabelText('Your feedback');
    await user.type(text, 'It does not work');
    expect(counter).toHaveTextContent('4 words (write 5 to 500)');
    expect(counter).toHaveAttribute('data-state', 'under');

    await user.selectOptions(within(form).getByLabelText('Topic'), 'Deposit');
    await user.click(within(form).getByRole('button', { name: 'Send feedback' }));
    expect(await within(form).findByText('Write between 5 and 500 words.')).toBeInTheDocument();
    expect(text).toHaveValue('It does not work');
    expect(text).toHaveFocus();
    expect(bodiesOf(fetchSpy, feedbackRoutes.feedbackSubmit.path, 'POST')).toHaveLength(0);

    // Khmer has no spaces between words: four words in one run.
    await user.clear(text);
    await user.type(text, 'ខ្ញុំចង់ដាក់ប្រាក់');
    expect(counter).toHaveTextContent('4 words');
    await user.type(text, 'ប៉ុន្តែមិនបាន');
    expect(counter).toHaveAttribute('data-state', 'within');
    expect(within(form).queryByText('Write between 5 and 500 words.')).not.toBeInTheDocument();
  });

  it('counts the remark to 140 characters and asks for a topic', async () => {
    const user = userEvent.setup();
    renderApp('/m/feedback', { routes: { [feedbackRoutes.feedbackList.path]: () => page([]) } });
    const form = await screen.findByRole('form', { name: 'Send feedback' });
    const remark = within(form).getByLabelText(/Remark/);
    expect(remark).toHaveAttribute('maxLength', '140');
    await user.type(remark, 'Order D-123');
    expect(within(form).getByTestId('feedback-remark-count')).toHaveTextContent(
      '11/140 characters',
    );
    await user.type(within(form).getByLabelText('Your feedback'), 'one two three four five');
    await user.click(within(form).getByRole('button', { name: 'Send feedback' }));
    expect(await within(form).findByText('Choose a topic.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Topic')).toHaveFocus();
  });

  it('checks images on the device: wrong type, too large, more than 3; uploads the rest at once', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { fetchSpy } = renderApp('/m/feedback', {
      routes: {
        [feedbackRoutes.feedbackList.path]: () => page([]),
        [uploadRoutes.memberFileUpload.path]: () => uploadAnswer(),
      },
    });
    const form = await screen.findByRole('form', { name: 'Send feedback' });
    const input = within(form).getByTestId('feedback-file-input');

    const gif = new File([new Uint8Array(8)], 'cat.gif', { type: 'image/gif' });
    await user.upload(input, [gif, png('huge.png', 5 * 1024 * 1024 + 1)]);
    const problems = await within(form).findByTestId('feedback-image-problems');
    expect(problems).toHaveTextContent('cat.gif: Only png or jpg images can be uploaded.');
    expect(problems).toHaveTextContent('huge.png: The file is too large or not supported.');
    expect(within(form).queryAllByRole('img', { name: /Attached image/ })).toHaveLength(0);

    await user.upload(input, [png('a.png'), png('b.png'), png('c.png'), png('d.png')]);
    expect(await within(form).findByText('You can attach at most 3 images.')).toBeInTheDocument();
    expect(within(form).getAllByRole('img', { name: /Attached image/ })).toHaveLength(3);
    // Full: no more can be added until one is removed.
    expect(within(form).queryByTestId('feedback-file-input')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(bodiesOf(fetchSpy, uploadRoutes.memberFileUpload.path, 'POST')).toHaveLength(3),
    );
    const sentFiles = bodiesOf(fetchSpy, uploadRoutes.memberFileUpload.path, 'POST');
    expect(sentFiles.map((f) => (f as File).name)).toEqual(['a.png', 'b.png', 'c.png']);

    await user.click(within(form).getByRole('button', { name: 'Remove image 2' }));
    expect(within(form).getAllByRole('img', { name: /Attached image/ })).toHaveLength(2);
    expect(within(form).getByTestId('feedback-file-input')).toBeInTheDocument();
  });

  it('an image the server refuses is named and left out', async () => {
    const user = userEvent.setup();
    renderApp('/m/feedback', {
      routes: {
        [feedbackRoutes.feedbackList.path]: () => page([]),
        [uploadRoutes.memberFileUpload.path]: () => fail('UPLOAD_TYPE', 415),
      },
    });
    const form = await screen.findByRole('form', { name: 'Send feedback' });
    await user.upload(within(form).getByTestId('feedback-file-input'), png('fake.png'));
    expect(await within(form).findByTestId('feedback-image-problems')).toHaveTextContent(
      'fake.png: Only png or jpg images can be uploaded.',
    );
    expect(within(form).queryAllByRole('img', { name: /Attached image/ })).toHaveLength(0);
  });

  it('sends topic, text, remark and images; thanks, clears and lists it; a refusal keeps it all', async () => {
    const user = userEvent.setup();
    let mine: FeedbackItem[] = [];
    let refuse = true;
    const { fetchSpy } = renderApp('/m/feedback', {
      routes: {
        [uploadRoutes.memberFileUpload.path]: () => uploadAnswer(),
        // One path: GET lists, POST sends.
        [feedbackRoutes.feedbackSubmit.path]: (init) => {
          if (init?.method !== 'POST') return page(mine);
          if (refuse) return fail('RATE_LIMITED', 429, { max: 10 });
          const body = JSON.parse(String(init?.body)) as Partial<FeedbackItem>;
          const sent = item({ ...body, id: 9, remark: body.remark ?? null });
          mine = [sent];
          return sent;
        },
      },
    });
    const form = await screen.findByRole('form', { name: 'Send feedback' });
    expect(await screen.findByText('You have not sent any feedback yet.')).toBeInTheDocument();

    await user.selectOptions(within(form).getByLabelText('Topic'), 'Withdrawal');
    await user.type(
      within(form).getByLabelText('Your feedback'),
      'My withdrawal is pending since Monday',
    );
    await user.type(within(form).getByLabelText(/Remark/), 'W-7K2P9Q');
    await user.upload(within(form).getByTestId('feedback-file-input'), png('proof.png'));
    await waitFor(() => expect(within(form).queryByText('Uploading…')).not.toBeInTheDocument());

    await user.click(within(form).getByRole('button', { name: 'Send feedback' }));
    expect(await within(form).findByTestId('feedback-alert')).toHaveTextContent(
      'You have sent 10 messages today. Please try again tomorrow.',
    );
    expect(within(form).getByLabelText('Your feedback')).toHaveValue(
      'My withdrawal is pending since Monday',
    );
    expect(within(form).getByLabelText(/Remark/)).toHaveValue('W-7K2P9Q');
    expect(within(form).getAllByRole('img', { name: /Attached image/ })).toHaveLength(1);

    refuse = false;
    await user.click(within(form).getByRole('button', { name: 'Send feedback' }));
    expect(await within(form).findByTestId('feedback-sent')).toHaveTextContent(
      'Thank you! Your feedback was sent.',
    );
    const bodies = bodiesOf(fetchSpy, feedbackRoutes.feedbackSubmit.path, 'POST');
    expect(JSON.parse(String(bodies.at(-1)))).toEqual({
      category: 'withdrawal',
      text: 'My withdrawal is pending since Monday',
      remark: 'W-7K2P9Q',
      fileIds: ['1'.padStart(32, 'a')],
    });
    expect(within(form).getByLabelText('Your feedback')).toHaveValue('');
    expect(within(form).getByLabelText(/Remark/)).toHaveValue('');
    expect(within(form).getByLabelText('Topic')).toHaveValue('');
    expect(within(form).queryAllByRole('img', { name: /Attached image/ })).toHaveLength(0);

    const row = await screen.findByTestId('my-feedback-item');
    expect(row).toHaveTextContent('Withdrawal');
    expect(row).toHaveTextContent('New');
    expect(row).toHaveTextContent('My withdrawal is pending since Monday');
  }, 15_000);

  it('shows handled feedback with the date it was handled', async () => {
    renderApp('/m/feedback', {
      routes: {
        [feedbackRoutes.feedbackList.path]: () =>
          page([
            item({
              id: 2,
              status: 'HANDLED',
              handledAt: '2026-05-02T09:15:00.000Z',
              remark: 'D-1',
            }),
          ]),
      },
    });
    const row = await screen.findByTestId('my-feedback-item');
    expect(row).toHaveAttribute('data-status', 'HANDLED');
    expect(row).toHaveTextContent('Handled');
    expect(row).toHaveTextContent('Remark: D-1');
    expect(within(row).getByTestId('my-feedback-handled')).toHaveTextContent(
      /^Handled 2026\/05\/0\d/,
    );
  });
});
