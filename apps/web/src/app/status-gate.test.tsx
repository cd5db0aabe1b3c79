import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { encodeCustomerServicePath } from '@app/contracts/customer-service-path';
import { statusPayload } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

let dispose: (() => void) | undefined;
afterEach(() => {
  dispose?.();
  vi.restoreAllMocks();
});
function app(fixtures: Parameters<typeof renderApp>[1]) {
  const result = renderApp('/m/home', fixtures);
  dispose = () => result.router.dispose();
  return result;
}

const maintenance = statusPayload({ status: 1, maintenance: true });
const restricted = (info = {}) =>
  statusPayload({ status: 2, regionRestriction: true, location: { ip: '198.51.100.9' } }, info);

describe('status gate (spec sections 2 and 4)', () => {
  it('status 0 renders the app', async () => {
    app({ status: statusPayload() });
    expect(await screen.findByRole('heading', { name: 'Game lobby' })).toBeInTheDocument();
  });

  it('status 1 renders the maintenance page', async () => {
    app({ status: maintenance });
    expect(
      await screen.findByRole('heading', { name: 'We will be right back' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Footer menu' })).toBeNull();
  });

  it('status 2 shows the IP and the LIVECHAT contact link', async () => {
    app({
      status: restricted({
        resources: [{ resourceType: 'LIVECHAT', url: 'https://chat.example', labelNameEn: null }],
      }),
    });
    expect(
      await screen.findByRole('heading', { name: 'Not available in your region' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Your IP address: 198.51.100.9')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Contact customer service/ })).toHaveAttribute(
      'href',
      'https://chat.example',
    );
  });

  it('status 2 falls back to the first decoded customer-service path', async () => {
    app({
      status: restricted({
        resources: [],
        customerService: [
          {
            csType: 'FACEBOOK',
            title: 'cs',
            path: encodeCustomerServicePath('https://cs.example/help', 'Key12345'),
          },
        ],
      }),
    });
    expect(await screen.findByRole('link', { name: /Contact customer service/ })).toHaveAttribute(
      'href',
      'https://cs.example/help',
    );
  });

  it('derives the status when the server code is missing', async () => {
    const payload = {
      ...statusPayload({ maintenance: true, regionRestriction: true }),
      status: undefined,
    } as unknown as ReturnType<typeof statusPayload>;
    app({ status: payload });
    expect(
      await screen.findByRole('heading', { name: 'We will be right back' }),
    ).toBeInTheDocument();
  });

  it('uses the cached status at once, then refreshes it', async () => {
    localStorage.setItem('systemStatus', JSON.stringify(maintenance));
    const { fetchSpy } = app({ status: statusPayload() });
    // Before the network answers, the cached maintenance status is already showing.
    expect(screen.getByRole('heading', { name: 'We will be right back' })).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Game lobby' });
    expect(fetchSpy.mock.calls.some(([url]) => String(url).startsWith('/wps/system/status'))).toBe(
      true,
    );
    await waitFor(() => expect(JSON.parse(localStorage.getItem('systemStatus')!).status).toBe(0));
  });

  it('renders the app on a first visit with no cache, then switches when the status is not 0', async () => {
    expect(localStorage.getItem('systemStatus')).toBeNull();
    app({ status: maintenance });
    expect(screen.queryByRole('heading', { name: 'We will be right back' })).toBeNull();
    await screen.findByRole('heading', { name: 'We will be right back' });
  });
});
