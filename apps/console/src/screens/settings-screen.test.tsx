import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok, session } from '../test/mock-api';
import { renderConsole } from '../test/render';

const settings = {
  whitelabel: { CAPTCHA3: true, REG3: true, PROFPIC3: false },
  resources: [{ resourceType: 'LINE', url: 'https://line.me/R/ti/p/@demo', labelNameEn: 'LINE' }],
  maintenance: false,
  region: { restrictAll: false, blockedIps: ['10.0.0.0/8'] },
  mainDomain: 'demo.example.com',
  footerVendors: ['PG', 'JL'],
};

function settingsApi(update: Parameters<typeof mockApi>[0][string]) {
  return mockApi({
    'GET /ops/api/session': ok(session('admin', 'csrf-admin')),
    'GET /ops/api/settings': ok(settings),
    'PATCH /ops/api/settings': update,
  });
}

function section(name: string) {
  return screen.getByRole('region', { name });
}

describe('settings', () => {
  it('saves only the changed key, with the reason and the CSRF header', async () => {
    const api = settingsApi((request) =>
      ok({ ...settings, ...(request.body as { patch: object }).patch }),
    );
    const user = userEvent.setup();
    renderConsole('/settings');
    await screen.findByRole('heading', { name: 'Maintenance' });
    const maintenance = section('Maintenance');
    await user.click(within(maintenance).getByRole('switch', { name: /Maintenance mode/ }));
    await user.type(within(maintenance).getByLabelText('Reason (optional)'), 'Deploy 2.4');
    await user.click(within(maintenance).getByRole('button', { name: 'Save' }));
    expect(await within(maintenance).findByText(/Saved/)).toBeInTheDocument();
    const [sent] = api.sent('PATCH /ops/api/settings');
    expect(sent!.headers.get('x-csrf-token')).toBe('csrf-admin');
    expect(sent!.body).toEqual({ patch: { maintenance: true }, reason: 'Deploy 2.4' });
    expect(within(maintenance).getByRole('switch')).toBeChecked();
  });

  it('adds a blocked range and sends the whole region key', async () => {
    const api = settingsApi((request) =>
      ok({ ...settings, ...(request.body as { patch: object }).patch }),
    );
    const user = userEvent.setup();
    renderConsole('/settings');
    await screen.findByRole('heading', { name: 'Region restriction' });
    const region = section('Region restriction');
    const input = within(region).getByLabelText('Address or CIDR range');
    await user.type(input, '300.1.1.1{Enter}');
    expect(within(region).getByRole('alert')).toHaveTextContent('not an IPv4 or IPv6');
    await user.clear(input);
    await user.type(input, '203.0.113.0/24{Enter}');
    await user.click(within(region).getByRole('button', { name: 'Remove 10.0.0.0/8' }));
    await user.click(within(region).getByRole('button', { name: 'Save' }));
    await within(region).findByText(/Saved/);
    expect(api.sent('PATCH /ops/api/settings')[0]!.body).toEqual({
      patch: { region: { restrictAll: false, blockedIps: ['203.0.113.0/24'] } },
    });
  });

  it("shows the server's error on 400 and keeps what was typed", async () => {
    const api = settingsApi(
      fail(400, 'VALIDATION_ERROR', 'footerVendors: Expected array, received string'),
    );
    const user = userEvent.setup();
    renderConsole('/settings');
    await screen.findByRole('heading', { name: 'Advanced' });
    const textarea = screen.getByLabelText('Value of footerVendors (JSON)');
    // Not JSON: refused here, nothing sent.
    fireEvent.change(textarea, { target: { value: '["PG",' } });
    const editor = screen.getByRole('region', { name: 'footerVendors' });
    await user.click(within(editor).getByRole('button', { name: 'Save' }));
    expect(within(editor).getByRole('alert')).toHaveTextContent('not valid JSON');
    expect(api.sent('PATCH /ops/api/settings')).toHaveLength(0);

    fireEvent.change(textarea, { target: { value: '"PG"' } });
    await user.click(within(editor).getByRole('button', { name: 'Save' }));
    expect(await within(editor).findByRole('alert')).toHaveTextContent(
      'footerVendors: Expected array, received string',
    );
    expect(textarea).toHaveValue('"PG"');
    const [sent] = api.sent('PATCH /ops/api/settings');
    expect(sent!.body).toEqual({ patch: { footerVendors: 'PG' } });
    expect(sent!.headers.get('x-csrf-token')).toBe('csrf-admin');
  });

  it('filters the flags, keeping the filter in the URL', async () => {
    const api = settingsApi((request) =>
      ok({ ...settings, ...(request.body as { patch: object }).patch }),
    );
    const user = userEvent.setup();
    renderConsole('/settings');
    await screen.findByRole('heading', { name: 'Whitelabel flags' });
    const flags = section('Whitelabel flags');
    await user.type(within(flags).getByLabelText('Filter flags'), 'reg');
    expect(window.location.search).toBe('?flag=reg');
    expect(within(flags).getAllByRole('switch')).toHaveLength(1);
    await user.click(within(flags).getByRole('switch', { name: 'REG3' }));
    await user.click(within(flags).getByRole('button', { name: 'Save' }));
    await within(flags).findByText(/Saved/);
    expect(api.sent('PATCH /ops/api/settings')[0]!.body).toEqual({
      patch: { whitelabel: { CAPTCHA3: true, REG3: false, PROFPIC3: false } },
    });
  });
});
