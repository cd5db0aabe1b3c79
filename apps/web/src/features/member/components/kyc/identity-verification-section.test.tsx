import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { KycStatePayload } from '@app/contracts/kyc';
import { kycRoutes } from '@app/contracts/kyc-routes';
import { uploadRoutes } from '@app/contracts/upload-routes';
import { createQueryClient } from '@/shared/api/query-client';
import { useSessionStore } from '@/shared/lib/session-store';
import { sessionInfo, type ApiFixtures } from '@/test/fixtures';
import { mockApi } from '@/test/render-app';
import { IdentityVerificationSection } from './identity-verification-section';

const id = (n: number) => n.toString(16).padStart(32, 'c');

function state(overrides: Partial<KycStatePayload> = {}): KycStatePayload {
  return { state: 'NONE', canSubmit: true, submission: null, ...overrides };
}

const submission = (
  status: 'REVIEW' | 'VERIFIED' | 'REJECTED',
  extra: Partial<NonNullable<KycStatePayload['submission']>> = {},
) => ({
  id: 7,
  status,
  fileIds: [id(1), id(2)],
  submittedAt: '2026-05-01T07:30:00.000Z',
  reviewedAt: status === 'REVIEW' ? null : '2026-05-02T08:00:00.000Z',
  reason: status === 'REJECTED' ? 'The photo is blurred' : null,
  ...extra,
});

const png = (name: string) => new File([new Uint8Array(8)], name, { type: 'image/png' });

function renderSection(fixtures: ApiFixtures) {
  const fetchSpy = mockApi(fixtures);
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <IdentityVerificationSection />
    </QueryClientProvider>,
  );
  return fetchSpy;
}

let uploads = 0;
const uploaded = () => {
  uploads += 1;
  return {
    fileId: id(100 + uploads),
    purpose: 'KYC',
    contentType: 'image/png',
    width: 10,
    height: 10,
    bytes: 100,
  };
};

beforeEach(() => {
  uploads = 0;
  useSessionStore.setState({ session: sessionInfo() });
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  vi.restoreAllMocks();
  useSessionStore.setState({ session: null });
});

describe('identity verification', () => {
  it('under review: the label, the text and the documents sent, nothing to pick', async () => {
    renderSection({
      routes: {
        [kycRoutes.kycState.path]: () =>
          state({ state: 'REVIEW', canSubmit: false, submission: submission('REVIEW') }),
        [`/wps/member/files/${id(1)}`]: () => new Response(new Blob(['a'])),
        [`/wps/member/files/${id(2)}`]: () => new Response(new Blob(['b'])),
      },
    });
    expect(await screen.findByTestId('kyc-status')).toHaveTextContent('Under review');
    expect(screen.getByTestId('kyc-text')).toHaveTextContent('Your documents are under review.');
    const sent = screen.getByRole('list', { name: 'Documents sent' });
    await waitFor(() => expect(within(sent).getAllByRole('img')).toHaveLength(2));
    expect(screen.getByText('Sent on 2026/05/01')).toBeInTheDocument();
    expect(screen.queryByTestId('kyc-file-input')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send for review' })).toBeNull();
  });

  it('verified: the label and the date, nothing to send', async () => {
    renderSection({
      routes: {
        [kycRoutes.kycState.path]: () =>
          state({ state: 'VERIFIED', canSubmit: false, submission: submission('VERIFIED') }),
      },
    });
    expect(await screen.findByTestId('kyc-status')).toHaveTextContent('Verified');
    expect(screen.getByText('Verified on 2026/05/02')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send for review' })).toBeNull();
  });

  it('rejected: the label, support’s reason and the form to send again', async () => {
    renderSection({
      routes: {
        [kycRoutes.kycState.path]: () =>
          state({ state: 'REJECTED', canSubmit: true, submission: submission('REJECTED') }),
      },
    });
    expect(await screen.findByTestId('kyc-status')).toHaveTextContent('Rejected');
    expect(screen.getByTestId('kyc-reason')).toHaveTextContent('The photo is blurred');
    expect(screen.getByText(/Upload new photos that fix this/)).toBeInTheDocument();
    expect(screen.getByTestId('kyc-file-input')).toBeInTheDocument();
  });

  it('none yet: checks files on the device, keeps at most 3, removes, and sends their ids', async () => {
    const user = userEvent.setup({ applyAccept: false });
    let current = state();
    const fetchSpy = renderSection({
      routes: {
        [kycRoutes.kycState.path]: (init) => {
          if (init?.method === 'POST') {
            const { fileIds } = JSON.parse(String(init.body)) as { fileIds: string[] };
            current = state({
              state: 'REVIEW',
              canSubmit: false,
              submission: submission('REVIEW', { fileIds }),
            });
          }
          return current;
        },
        [uploadRoutes.memberFileUpload.path]: () => uploaded(),
      },
    });
    expect(await screen.findByTestId('kyc-status')).toHaveTextContent('Upload');
    // Nothing picked yet.
    await user.click(screen.getByRole('button', { name: 'Send for review' }));
    expect(screen.getByTestId('kyc-error')).toHaveTextContent(
      'Add at least one photo of your document.',
    );

    const input = screen.getByTestId('kyc-file-input');
    await user.upload(input, new File(['x'], 'id.gif', { type: 'image/gif' }));
    expect(screen.getByTestId('kyc-problems')).toHaveTextContent(
      'id.gif: Only png or jpg images can be uploaded.',
    );
    await user.upload(input, [png('a.png'), png('b.png'), png('c.png'), png('d.png')]);
    expect(await screen.findByText('You can attach at most 3 images.')).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: /^Document \d$/ })).toHaveLength(3);
    expect(screen.queryByTestId('kyc-file-input')).toBeNull();
    await waitFor(() => expect(screen.queryByText('Uploading…')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Remove photo 2' }));
    expect(screen.getAllByRole('img', { name: /^Document \d$/ })).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Send for review' }));
    await waitFor(() => expect(screen.getByTestId('kyc-status')).toHaveTextContent('Under review'));
    const posted = fetchSpy.mock.calls
      .filter(([, init]) => init?.method === 'POST' && String(init.body).includes('fileIds'))
      .map(([, init]) => JSON.parse(String(init?.body)) as { fileIds: string[] });
    expect(posted).toEqual([{ fileIds: [id(101), id(103)] }]);
  });

  it('a refusal (already under review elsewhere) is said in the form', async () => {
    const user = userEvent.setup();
    renderSection({
      routes: {
        [kycRoutes.kycState.path]: (init) =>
          init?.method === 'POST'
            ? new Response(
                JSON.stringify({
                  success: false,
                  value: null,
                  errorCode: 'KYC_STATE',
                  message: 'x',
                }),
                { status: 409 },
              )
            : state(),
        [uploadRoutes.memberFileUpload.path]: () => uploaded(),
      },
    });
    await user.upload(await screen.findByTestId('kyc-file-input'), png('a.png'));
    await waitFor(() => expect(screen.queryByText('Uploading…')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Send for review' }));
    expect(await screen.findByTestId('kyc-error')).toHaveTextContent(
      'Your documents are already under review or verified.',
    );
  });

  it('says nothing to a trial account (and asks nothing)', () => {
    useSessionStore.setState({ session: sessionInfo(4) });
    const fetchSpy = renderSection({});
    expect(screen.queryByTestId('kyc-section')).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
