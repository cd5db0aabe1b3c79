import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, ok, session } from '../test/mock-api';
import { renderConsole } from '../test/render';

const token = (overrides: Record<string, unknown> = {}) => ({
  id: 3,
  name: 'deploy-bot',
  role: 'admin',
  createdBy: 'ops_admin',
  createdAt: '2026-11-20T10:00:00.000Z',
  lastUsedAt: null,
  revoked: false,
  ...overrides,
});

describe('API tokens', () => {
  it('creates a token and shows it once, with the command line', async () => {
    const api = mockApi({
      'GET /ops/api/session': ok(session('admin', 'csrf-admin')),
      'GET /ops/api/tokens': [ok([]), ok([token({ role: 'finance' })])],
      'POST /ops/api/tokens': ok({ token: 'ops_s3cr3t', item: token({ role: 'finance' }) }),
    });
    const user = userEvent.setup();
    renderConsole('/tokens');
    expect(await screen.findByText('No API tokens yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New token' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Name'), 'deploy-bot');
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'finance');
    await user.click(within(dialog).getByRole('button', { name: 'Create token' }));

    expect(await within(dialog).findByText('ops_s3cr3t')).toBeInTheDocument();
    expect(within(dialog).getByText(/it will not be shown again/)).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        `OPS_API_TOKEN=ops_s3cr3t npm run admin -- --url ${window.location.origin} maintenance on`,
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Copy token' })).toBeInTheDocument();
    const [sent] = api.sent('POST /ops/api/tokens');
    expect(sent!.body).toEqual({ name: 'deploy-bot', role: 'finance' });
    expect(sent!.headers.get('x-csrf-token')).toBe('csrf-admin');

    await user.click(within(dialog).getByRole('button', { name: 'I have copied it' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'deploy-bot' })).toBeInTheDocument();
    expect(screen.queryByText('ops_s3cr3t')).not.toBeInTheDocument();
  });

  it('revokes only after confirmation', async () => {
    const api = mockApi({
      'GET /ops/api/session': ok(session('admin')),
      'GET /ops/api/tokens': [ok([token()]), ok([token({ revoked: true })])],
      'DELETE /ops/api/tokens/3': ok(token({ revoked: true })),
    });
    const user = userEvent.setup();
    renderConsole('/tokens');
    await user.click(await screen.findByRole('button', { name: 'Revoke deploy-bot' }));
    let dialog = screen.getByRole('dialog', { name: 'Revoke deploy-bot?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.sent('DELETE /ops/api/tokens/3')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Revoke deploy-bot' }));
    dialog = screen.getByRole('dialog', { name: 'Revoke deploy-bot?' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke token' }));
    expect(await screen.findByText('Token deploy-bot is revoked.')).toBeInTheDocument();
    expect(api.sent('DELETE /ops/api/tokens/3')).toHaveLength(1);
    expect(await screen.findByText('Revoked')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Revoke deploy-bot' })).not.toBeInTheDocument();
  });
});
