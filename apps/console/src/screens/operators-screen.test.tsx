import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok, session } from '../test/mock-api';
import { renderConsole } from '../test/render';

const operator = (id: number, username: string, overrides: Record<string, unknown> = {}) => ({
  id,
  username,
  role: 'admin',
  disabled: false,
  enrolled: true,
  createdAt: '2026-11-01T10:00:00.000Z',
  ...overrides,
});
// The session's operator is id 1 (ops_admin).
const me = operator(1, 'ops_admin');
const cashier = operator(2, 'cashier1', { role: 'finance', enrolled: false });

describe('operators', () => {
  it('creates an operator', async () => {
    const api = mockApi({
      'GET /ops/api/session': ok(session('admin', 'csrf-admin')),
      'GET /ops/api/operators': [ok([me]), ok([me, cashier])],
      'POST /ops/api/operators': [
        fail(409, 'USERNAME_TAKEN', 'That username is taken'),
        ok(cashier),
      ],
    });
    const user = userEvent.setup();
    renderConsole('/operators');
    await screen.findByRole('cell', { name: /ops_admin/ });
    await user.click(screen.getByRole('button', { name: 'New operator' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText(/at the first sign-in/)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Username'), 'cashier1');
    const password = within(dialog).getByLabelText('Password');
    await user.type(password, 'Till-2026-secure');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(within(dialog).getByLabelText('Show password'));
    expect(password).toHaveAttribute('type', 'text');
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'finance');
    await user.click(within(dialog).getByRole('button', { name: 'Create operator' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('That username is taken');
    expect(within(dialog).getByLabelText('Username')).toHaveValue('cashier1');

    await user.click(within(dialog).getByRole('button', { name: 'Create operator' }));
    expect(await screen.findByText('Operator cashier1 is created.')).toBeInTheDocument();
    const sent = api.sent('POST /ops/api/operators');
    expect(sent[1]!.body).toEqual({
      username: 'cashier1',
      password: 'Till-2026-secure',
      role: 'finance',
    });
    expect(sent[1]!.headers.get('x-csrf-token')).toBe('csrf-admin');
    expect(await screen.findByRole('cell', { name: 'cashier1' })).toBeInTheDocument();
  });

  it('hides demoting and disabling yourself, and shows a refusal from the server', async () => {
    const other = operator(3, 'boss2');
    const api = mockApi({
      'GET /ops/api/session': ok(session('admin')),
      'GET /ops/api/operators': ok([me, other]),
      'PATCH /ops/api/operators/3': fail(
        403,
        'NO_PERMISSION',
        'The last enabled admin cannot be demoted',
      ),
    });
    const user = userEvent.setup();
    renderConsole('/operators');
    await screen.findByRole('cell', { name: 'boss2' });
    expect(screen.queryByRole('button', { name: 'Change the role of ops_admin' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Disable ops_admin' })).toBeNull();
    expect(
      screen.getByRole('button', { name: 'Reset the authenticator of ops_admin' }),
    ).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Change the role of boss2' }));
    const dialog = screen.getByRole('dialog');
    await user.selectOptions(within(dialog).getByLabelText('New role'), 'support');
    await user.click(within(dialog).getByRole('button', { name: 'Change role' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('at least 3 characters');
    await user.type(within(dialog).getByLabelText('Reason'), 'Moved to support');
    await user.click(within(dialog).getByRole('button', { name: 'Change role' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The last enabled admin cannot be demoted',
    );
    expect(api.sent('PATCH /ops/api/operators/3')[0]!.body).toEqual({
      role: 'support',
      reason: 'Moved to support',
    });
  });
});
