import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, ok, session } from '../test/mock-api';
import { renderConsole } from '../test/render';

const figures = {
  registrations: 2,
  depositsMinor: 0,
  withdrawalsMinor: 0,
  betsMinor: 0,
  winsMinor: 0,
  ggrMinor: 0,
  betCount: 0,
};
const dashboard = {
  currency: 'USD',
  playersOnline: 3,
  today: figures,
  last7Days: figures,
  generatedAt: '2026-11-29T05:00:00.000Z',
};
const fieldData = (window: string) => ({
  window,
  since: '2026-11-28T05:00:00.000Z',
  generatedAt: '2026-11-29T05:00:00.000Z',
  pages: [
    {
      page: '/m/home',
      metrics: [
        { name: 'LCP', p75: 2100, samples: 12 },
        { name: 'INP', p75: 340, samples: 9 },
        { name: 'CLS', p75: 0.31, samples: 1 },
      ],
    },
    { page: '/m/gameList', metrics: [{ name: 'LCP', p75: 4200.4, samples: 3 }] },
  ],
});

describe('the dashboard', () => {
  it('shows field data: p75 per page, rated by the Core Web Vitals thresholds, per window', async () => {
    const api = mockApi({
      'GET /ops/api/session': ok(session('admin')),
      'GET /ops/api/dashboard': ok(dashboard),
      'GET /ops/api/field-vitals': (request) => ok(fieldData(request.query.get('window') ?? '')),
    });
    const user = userEvent.setup();
    renderConsole('/');
    const table = await screen.findByRole(
      'region',
      { name: 'Field data per page' },
      { timeout: 5_000 },
    );
    const home = within(table).getByRole('row', { name: /\/m\/home/ });
    expect(within(home).getByText('2.10 s')).toBeInTheDocument();
    expect(within(home).getByText('340 ms')).toBeInTheDocument();
    expect(within(home).getByText('0.31')).toBeInTheDocument();
    expect(home.querySelector('[data-metric="LCP"]')).toHaveAttribute('data-rating', 'good');
    expect(home.querySelector('[data-metric="INP"]')).toHaveAttribute(
      'data-rating',
      'needs-improvement',
    );
    expect(home.querySelector('[data-metric="CLS"]')).toHaveAttribute('data-rating', 'poor');
    expect(within(home).getByText('12 samples')).toBeInTheDocument();
    expect(within(home).getByText('1 sample')).toBeInTheDocument();
    const list = within(table).getByRole('row', { name: /\/m\/gameList/ });
    expect(within(list).getByText('4.20 s')).toBeInTheDocument();
    expect(within(list).getByText('Poor')).toBeInTheDocument();
    expect(within(list).getAllByText('no samples')).toHaveLength(2);
    expect(api.sent('GET /ops/api/field-vitals').at(-1)!.query.get('window')).toBe('24h');

    await user.click(screen.getByRole('tab', { name: 'Last 7 days' }));
    await screen.findByRole('tab', { name: 'Last 7 days', selected: true });
    expect(api.sent('GET /ops/api/field-vitals').at(-1)!.query.get('window')).toBe('7d');
  });

  it('leaves field data out for roles that may not read it', async () => {
    const api = mockApi({
      'GET /ops/api/session': ok(session('finance')),
      'GET /ops/api/dashboard': ok(dashboard),
    });
    renderConsole('/');
    await screen.findByText('Players online');
    expect(screen.queryByText('Field data (p75)')).not.toBeInTheDocument();
    expect(api.sent('GET /ops/api/field-vitals')).toHaveLength(0);
  });
});
