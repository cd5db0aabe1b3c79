import type { OperatorRole } from '@app/contracts/operator';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dashboard, memberDetail, mockApi, ok, session } from '../test/mock-api';
import { renderConsole } from '../test/render';
import { mayUse, navFor } from './access';

describe('role access (from the endpoint table)', () => {
  it('reads the access column', () => {
    expect(mayUse('any', 'content')).toBe(true);
    expect(mayUse('signIn', 'admin')).toBe(false);
    expect(mayUse(['finance'], 'finance')).toBe(true);
    expect(mayUse(['finance'], 'support')).toBe(false);
    // Admin may do everything, listed or not.
    expect(mayUse(['finance'], 'admin')).toBe(true);
  });

  it.each<[OperatorRole, string[]]>([
    [
      'admin',
      [
        'Dashboard',
        'Members',
        'Cash desk',
        'Rewards',
        'Identity checks',
        'Feedback',
        'Inbox',
        'Live chat',
        'Audit log',
        'Content',
        'Settings',
        'Operators',
        'API tokens',
      ],
    ],
    ['finance', ['Dashboard', 'Members', 'Cash desk', 'Rewards']],
    ['support', ['Dashboard', 'Members', 'Identity checks', 'Feedback', 'Inbox', 'Live chat']],
    ['content', ['Dashboard', 'Content']],
  ])('shows %s only its screens', async (role, expected) => {
    expect(navFor(role).map((s) => s.label)).toHaveLength(expected.length);
    mockApi({
      'GET /ops/api/session': ok(session(role)),
      'GET /ops/api/dashboard': ok(dashboard),
    });
    renderConsole('/');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(expected);
  });

  it.each(['/settings', '/operators', '/tokens'])(
    'keeps finance out of %s (no entry, no call)',
    async (path) => {
      const api = mockApi({ 'GET /ops/api/session': ok(session('finance')) });
      renderConsole(path);
      expect(
        await screen.findByText('Your role does not give access to this screen.'),
      ).toBeVisible();
      const nav = screen.getByRole('navigation', { name: 'Main' });
      expect(within(nav).queryByRole('link', { name: /Settings|Operators|API tokens/ })).toBeNull();
      expect(api.requests.map((r) => r.path)).toEqual(['/ops/api/session']);
    },
  );

  it('says so when a role opens a screen it cannot use', async () => {
    const api = mockApi({ 'GET /ops/api/session': ok(session('support')) });
    renderConsole('/audit');
    expect(await screen.findByText('Your role does not give access to this screen.')).toBeVisible();
    expect(api.sent('GET /ops/api/audit')).toHaveLength(0);
  });

  it.each<[OperatorRole, boolean, boolean]>([
    ['admin', true, true],
    ['finance', true, false],
    ['support', false, false],
  ])('member actions for %s: adjust %s, lock %s', async (role, adjust, lock) => {
    mockApi({
      'GET /ops/api/session': ok(session(role)),
      'GET /ops/api/members/7': ok(memberDetail()),
      'GET /ops/api/members/7/ledger': ok({ items: [], pageNo: 1, pageSize: 20, total: 0 }),
    });
    renderConsole('/members/7');
    await screen.findByRole('heading', { name: /demo01/ });
    expect(!!screen.queryByRole('button', { name: 'Adjust balance' })).toBe(adjust);
    expect(!!screen.queryByRole('button', { name: 'Lock' })).toBe(lock);
  });
});
