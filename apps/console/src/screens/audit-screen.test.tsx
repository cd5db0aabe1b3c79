import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, ok, session } from '../test/mock-api';
import { renderConsole } from '../test/render';

const entry = {
  id: 31,
  at: '2026-11-24T09:30:00.000Z',
  actor: 'ops01',
  operatorId: 1,
  ip: '127.0.0.1',
  action: 'member.lock',
  targetType: 'member',
  targetId: '7',
  before: { locked: false },
  after: { locked: true },
  reason: 'Chargeback',
};

describe('audit log', () => {
  it('filters through the URL and expands a row to its before and after', async () => {
    const api = mockApi({
      'GET /ops/api/session': ok(session('admin')),
      'GET /ops/api/audit': ok({ items: [entry], pageNo: 1, pageSize: 20, total: 1 }),
    });
    const user = userEvent.setup();
    renderConsole('/audit');
    await screen.findByText('member.lock');
    await user.type(screen.getByLabelText('Operator'), 'ops01');
    await user.type(screen.getByLabelText('From (UTC day)'), '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByText('member.lock');
    expect(window.location.search).toBe('?operator=ops01&from=2026-11-01');
    expect(Object.fromEntries(api.sent('GET /ops/api/audit').at(-1)!.query)).toEqual({
      operator: 'ops01',
      from: '2026-11-01',
      pageNo: '1',
      pageSize: '20',
    });

    const toggle = screen.getByRole('button', { name: 'Show changes' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('{"locked":false}')).toBeInTheDocument();
    expect(screen.getByText('{"locked":true}')).toBeInTheDocument();
  });

  it('has an empty state', async () => {
    mockApi({
      'GET /ops/api/session': ok(session('admin')),
      'GET /ops/api/audit': ok({ items: [], pageNo: 1, pageSize: 20, total: 0 }),
    });
    renderConsole('/audit');
    expect(await screen.findByText('No audit entries match.')).toBeInTheDocument();
  });
});
