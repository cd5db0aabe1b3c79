import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, ok, session } from '../test/mock-api';
import { renderConsole } from '../test/render';

const liveChat = { hoursFrom: '09:00', hoursTo: '23:00', timeZone: 'GMT+7', models: [] };
const settings = {
  whitelabel: { CAPTCHA3: true },
  resources: [],
  maintenance: false,
  region: { restrictAll: false, blockedIps: [] },
  mainDomain: 'demo.example.com',
  liveChat,
};

describe('live chat settings', () => {
  it('saves support’s hours, time zone and live models as the liveChat key', async () => {
    const api = mockApi({
      'GET /ops/api/session': ok(session('admin', 'csrf-admin')),
      'GET /ops/api/settings': ok(settings),
      'PATCH /ops/api/settings': (request) =>
        ok({ ...settings, ...(request.body as { patch: object }).patch }),
    });
    const user = userEvent.setup();
    renderConsole('/settings');
    // The screen's module loads lazily: the first render of a file may take a while.
    await screen.findByRole('heading', { name: 'Live chat' }, { timeout: 10_000 });
    const section = screen.getByRole('region', { name: 'Live chat' });
    // Its own section, not a JSON key under Advanced.
    expect(screen.queryByText('liveChat', { selector: 'code' })).toBeNull();
    fireEvent.change(within(section).getByLabelText('Support from'), {
      target: { value: '08:30' },
    });
    const zone = within(section).getByLabelText('Time zone');
    await user.clear(zone);
    await user.type(zone, 'ICT');
    const models = within(section).getByLabelText('Live models (JSON)');
    fireEvent.change(models, { target: { value: '{"id":1}' } });
    await user.click(within(section).getByRole('button', { name: 'Save' }));
    expect(within(section).getByRole('alert')).toHaveTextContent('must be a JSON list');
    expect(api.sent('PATCH /ops/api/settings')).toHaveLength(0);

    fireEvent.change(models, {
      target: { value: '[{"id":"m1","name":"Lina","url":"https://live.example/m1"}]' },
    });
    await user.click(within(section).getByRole('button', { name: 'Save' }));
    await within(section).findByText(/Saved/);
    expect(api.sent('PATCH /ops/api/settings')[0]!.body).toEqual({
      patch: {
        liveChat: {
          hoursFrom: '08:30',
          hoursTo: '23:00',
          timeZone: 'ICT',
          models: [{ id: 'm1', name: 'Lina', url: 'https://live.example/m1' }],
        },
      },
    });
  });
});
