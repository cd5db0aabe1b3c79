import { opsCsrfHeader } from '@app/contracts/operator';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  dashboard,
  fail,
  memberDetail,
  memberProtections,
  mockApi,
  ok,
  session,
} from '../test/mock-api';
import { renderConsole } from '../test/render';
import { CSRF_HEADER } from './client';

const page = { items: [], pageNo: 1, pageSize: 20, total: 0 };

describe('the operator session', () => {
  it('uses the contract header name', () => {
    expect(CSRF_HEADER).toBe(opsCsrfHeader);
  });

  it('sends the CSRF token with a change, and not with a read', async () => {
    const api = mockApi({
      'GET /ops/api/session': ok(session('admin', 'csrf-abc')),
      'GET /ops/api/members/7': ok(memberDetail()),
      'GET /ops/api/members/7/ledger': ok(page),
      'GET /ops/api/members/7/protections': ok(memberProtections()),
      'POST /ops/api/members/7/lock': ok({ ...memberDetail({ locked: true }) }),
    });
    const user = userEvent.setup();
    renderConsole('/members/7');
    await user.click(await screen.findByRole('button', { name: 'Lock' }));
    const reason = await screen.findByLabelText('Reason');
    await user.type(reason, 'no');
    await user.click(screen.getByRole('button', { name: 'Lock member' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('at least 3 characters');
    expect(api.sent('POST /ops/api/members/7/lock')).toHaveLength(0);

    await user.type(reason, 'ted: chargeback');
    await user.click(screen.getByRole('button', { name: 'Lock member' }));
    await screen.findByText('The member is locked.');
    const [lock] = api.sent('POST /ops/api/members/7/lock');
    expect(lock!.headers.get('x-csrf-token')).toBe('csrf-abc');
    expect(lock!.body).toEqual({ locked: true, reason: 'noted: chargeback' });
    expect(api.sent('GET /ops/api/members/7')[0]!.headers.get('x-csrf-token')).toBeNull();
  });

  it('logs out with the token and returns to the login', async () => {
    const api = mockApi({
      'GET /ops/api/session': ok(session('finance', 'csrf-xyz')),
      'GET /ops/api/dashboard': ok(dashboard),
      'DELETE /ops/api/session': ok({ done: true }),
    });
    const user = userEvent.setup();
    renderConsole('/');
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(api.sent('DELETE /ops/api/session')[0]!.headers.get('x-csrf-token')).toBe('csrf-xyz');
    expect(screen.queryByText(/session ended/i)).not.toBeInTheDocument();
  });

  it('returns to the login with a message when a call answers 401', async () => {
    mockApi({
      'GET /ops/api/session': ok(session('admin')),
      'GET /ops/api/dashboard': fail(401, 'SESSION_EXPIRED', 'Session expired'),
    });
    renderConsole('/');
    expect(await screen.findByText('Your session ended. Sign in again to continue.')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('keeps the address through the login (a deep link survives)', async () => {
    mockApi({
      'GET /ops/api/session': fail(401, 'NOT_LOGGED_IN', 'Not logged in'),
      'POST /ops/api/session/login': ok({ next: 'totp' }),
      'POST /ops/api/session/second-factor': ok({ ...session('admin'), recoveryCodesLeft: 10 }),
      'GET /ops/api/audit': ok(page),
    });
    const user = userEvent.setup();
    renderConsole('/audit?action=member.lock');
    await user.type(await screen.findByLabelText('Username'), 'ops01');
    await user.type(screen.getByLabelText('Password'), 'pw');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await user.type(await screen.findByLabelText('Authenticator code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByRole('heading', { name: 'Audit log' });
    await waitFor(() => expect(screen.getByLabelText('Action')).toHaveValue('member.lock'));
  });

  it('offers a retry when the server cannot be reached at start', async () => {
    mockApi({
      'GET /ops/api/session': ['network-error', ok(session('admin'))],
      'GET /ops/api/dashboard': ok(dashboard),
    });
    const user = userEvent.setup();
    renderConsole('/');
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be reached');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { name: 'Dashboard' });
  });
});
