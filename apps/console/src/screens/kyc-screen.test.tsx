import type { OpsKycDetail, OpsKycRow } from '@app/contracts/kyc';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok, session } from '../test/mock-api';
import { renderConsole } from '../test/render';

const fileId = (n: number) => n.toString(16).padStart(32, 'e');

function row(overrides: Partial<OpsKycRow> = {}): OpsKycRow {
  return {
    id: 5,
    memberId: 7,
    username: 'demo01',
    status: 'REVIEW',
    fileIds: [fileId(1), fileId(2)],
    submittedAt: '2026-11-24T09:00:00.000Z',
    reviewedAt: null,
    reviewedBy: null,
    reason: null,
    ...overrides,
  };
}

function detail(overrides: Partial<OpsKycDetail> = {}): OpsKycDetail {
  return {
    ...row(),
    member: {
      id: 7,
      username: 'demo01',
      type: 0,
      nickname: 'Demo Player',
      payeeName: 'Sok Dara',
      birthday: '1990-05-17',
      registeredAt: '2026-01-01T00:00:00.000Z',
    },
    files: [1, 2].map((n) => ({
      fileId: fileId(n),
      contentType: 'image/png',
      width: 640,
      height: 400,
      bytes: 1000,
    })),
    history: [],
    ...overrides,
  };
}

const page = (items: OpsKycRow[]) => ok({ items, pageNo: 1, pageSize: 20, total: items.length });

describe('identity verification in the console', () => {
  it('lists submissions with their state and filters by state and username', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /ops/api/session': ok(session('support')),
      'GET /ops/api/kyc': page([
        row(),
        row({
          id: 4,
          status: 'VERIFIED',
          reviewedBy: 'ops01',
          reviewedAt: '2026-11-24T10:00:00.000Z',
        }),
      ]),
    });
    renderConsole('/kyc');
    const table = await screen.findByRole('table', {}, { timeout: 5000 });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText('Under review')).toBeInTheDocument();
    expect(within(table).getByText('by ops01')).toBeInTheDocument();
    expect(
      within(table).getByRole('link', { name: 'Review submission 5 of demo01' }),
    ).toHaveAttribute('href', '/ops/kyc/5');

    await user.click(screen.getByRole('radio', { name: 'Under review' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'demo');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => {
      const last = api.requests.filter((r) => r.path === '/ops/api/kyc').at(-1)!;
      expect([last.query.get('state'), last.query.get('q')]).toEqual(['REVIEW', 'demo']);
    });
  });

  it('shows the documents with the operator’s session and rejects with a reason', async () => {
    const user = userEvent.setup();
    let current = detail();
    const api = mockApi({
      'GET /ops/api/session': ok(session('support')),
      'GET /ops/api/kyc/5': () => ok(current),
      'POST /ops/api/kyc/5/reject': (request) => {
        current = detail({
          status: 'REJECTED',
          reason: (request.body as { reason: string }).reason,
          reviewedBy: 'ops_support',
          reviewedAt: '2026-11-24T10:00:00.000Z',
        });
        return ok(current);
      },
    });
    renderConsole('/kyc/5');
    const images = await screen.findAllByRole('img', { name: /sent by demo01/ });
    expect(images.map((img) => img.getAttribute('src'))).toEqual([
      `/ops/api/files/${fileId(1)}`,
      `/ops/api/files/${fileId(2)}`,
    ]);
    expect(screen.getByText('Sok Dara')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByRole('alert')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Reason'), 'The photo is blurred');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(
      await screen.findByText('The documents of demo01 are rejected; the member sees your reason.'),
    ).toBeInTheDocument();
    const sent = api.requests.find((r) => r.method === 'POST');
    expect(sent?.body).toEqual({ reason: 'The photo is blurred' });
    expect(sent?.headers.get('x-csrf-token')).toBe('csrf-token-1');
    expect(screen.queryByRole('button', { name: 'Verify' })).toBeNull();
  });

  it('says so when someone else reviewed it first', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /ops/api/session': ok(session('admin')),
      'GET /ops/api/kyc/5': [ok(detail()), ok(detail({ status: 'VERIFIED' }))],
      'POST /ops/api/kyc/5/approve': fail(409, 'KYC_STATE', 'already reviewed'),
    });
    renderConsole('/kyc/5');
    await user.click(await screen.findByRole('button', { name: 'Verify' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Verify' }));
    expect(
      await screen.findByText(
        'Someone else reviewed this submission first. It is shown as it is now.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Verify' })).toBeNull());
  });

  it('is not finance’s: no entry and no call', async () => {
    const api = mockApi({ 'GET /ops/api/session': ok(session('finance')) });
    renderConsole('/kyc');
    expect(await screen.findByText('Your role does not give access to this screen.')).toBeVisible();
    expect(api.requests.map((r) => r.path)).toEqual(['/ops/api/session']);
  });
});
