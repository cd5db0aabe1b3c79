import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OpsMemberProtections } from '@app/contracts/safer-gambling';
import { emptyPage, memberDetail, mockApi, ok, session } from '../test/mock-api';
import { renderConsole } from '../test/render';

const limit = (period: 'DAY' | 'WEEK' | 'MONTH') => ({
  period,
  amount: null,
  pending: null,
  used: 0,
  remaining: null,
  resetsAt: null,
});

const protections: OpsMemberProtections = {
  state: {
    features: {
      depositLimits: true,
      lossLimits: true,
      sessionLimits: true,
      realityChecks: false,
      timeOut: true,
      selfExclusion: true,
    },
    depositLimits: [
      {
        period: 'DAY',
        amount: 50,
        pending: { amount: 100, effectiveAt: '2026-11-30T10:00:00.000Z' },
        used: 40,
        remaining: 10,
        resetsAt: null,
      },
      limit('WEEK'),
      limit('MONTH'),
    ],
    lossLimits: [limit('DAY'), limit('WEEK'), limit('MONTH')],
    sessionLimit: { minutes: 60, pending: null },
    realityCheckMinutes: 30,
    block: {
      kind: 'SELF_EXCLUSION',
      since: '2026-11-29T10:00:00.000Z',
      until: null,
    },
    net: { session: 0, today: -12.5 },
    introSeen: true,
  },
  history: [
    {
      at: '2026-11-29T10:00:00.000Z',
      event: 'SELF_EXCLUSION',
      detail: 'PERMANENT from 2026-11-29T10:00Z',
    },
    {
      at: '2026-11-29T09:00:00.000Z',
      event: 'DEPOSIT_LIMIT',
      detail: 'DAY 50.00 -> 100.00 from 2026-11-30T10:00Z',
    },
  ],
};

function memberApi(role: 'admin' | 'support', answer = protections) {
  return mockApi({
    'GET /ops/api/session': ok(session(role)),
    'GET /ops/api/members/7': ok(memberDetail()),
    'GET /ops/api/members/7/ledger': ok(emptyPage),
    'GET /ops/api/members/7/protections': ok(answer),
  });
}

describe('member detail: protections (issue 18, read-only)', () => {
  it('shows the block, limits in force and pending, the reality check and the history', async () => {
    memberApi('support');
    renderConsole('/members/7');
    const panel = await screen.findByRole('region', { name: 'Protections' });
    expect(await within(panel).findByTestId('protections-block')).toHaveTextContent(
      'Self-excluded permanent',
    );
    const limits = within(panel).getByRole('region', { name: 'Limits' });
    const day = within(limits).getByRole('row', { name: /Deposits, 24 hours/ });
    expect(day).toHaveTextContent('$50.00');
    expect(day).toHaveTextContent('$40.00');
    expect(day).toHaveTextContent(/\$100\.00 from /);
    expect(within(limits).getByRole('row', { name: /Losses, month/ })).toHaveTextContent('None');
    expect(panel).toHaveTextContent('60 min');
    expect(panel).toHaveTextContent('every 30 min');
    expect(panel).toHaveTextContent('-$12.50');
    expect(panel).toHaveTextContent('Switched off by the operator');
    expect(panel).toHaveTextContent('reality checks');
    const history = within(panel).getByTestId('protections-history');
    expect(within(history).getAllByRole('row')).toHaveLength(3);
    expect(history).toHaveTextContent('DAY 50.00 -> 100.00 from 2026-11-30T10:00Z');
  });

  it('has nothing that changes a protection, even for an admin', async () => {
    memberApi('admin');
    renderConsole('/members/7');
    const panel = await screen.findByRole('region', { name: 'Protections' });
    await within(panel).findByTestId('protections-history');
    expect(within(panel).queryAllByRole('button')).toEqual([]);
    expect(within(panel).queryAllByRole('textbox')).toEqual([]);
    expect(panel).toHaveTextContent('no one can end a time-out or self-exclusion early');
  });

  it('play open and no changes yet', async () => {
    memberApi('support', {
      state: { ...protections.state, block: null },
      history: [],
    });
    renderConsole('/members/7');
    const panel = await screen.findByRole('region', { name: 'Protections' });
    expect(await within(panel).findByTestId('protections-block')).toHaveTextContent('Open');
    expect(panel).toHaveTextContent('The member has changed nothing.');
  });
});
