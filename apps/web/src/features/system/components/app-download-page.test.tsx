import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { statusPayload } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

let dispose: (() => void) | undefined;
afterEach(() => {
  dispose?.();
  vi.restoreAllMocks();
});

describe('app page (/m/app)', () => {
  it('has its own top bar and offers each download link and the add-to-home-screen steps', async () => {
    const result = renderApp('/m/app', {
      status: statusPayload(
        {},
        {
          resources: [
            { resourceType: 'Android', url: 'https://dl.example/app.apk', labelNameEn: null },
            {
              resourceType: 'MOBILECONFIG',
              url: 'https://dl.example/p.mobileconfig',
              labelNameEn: null,
            },
          ],
        },
      ),
    });
    dispose = () => result.router.dispose();
    const banner = await screen.findByRole('banner');
    expect(within(banner).getByRole('button', { name: 'Back' })).toBeInTheDocument();
    const android = await screen.findByTestId('app-option-android');
    expect(within(android).getByRole('link')).toHaveAttribute('href', 'https://dl.example/app.apk');
    expect(within(screen.getByTestId('app-option-mobileConfig')).getByRole('link')).toHaveAttribute(
      'href',
      'https://dl.example/p.mobileconfig',
    );
    // An iOS option: the recommended version is said.
    expect(screen.getByTestId('app-ios-recommended')).toHaveTextContent(
      'iOS 12.4 or later is recommended.',
    );
    // jsdom is neither a phone nor a computer it recognises: the generic steps; no QR codes.
    expect(screen.getByTestId('app-install-steps')).toHaveAttribute('data-guide', 'other');
    expect(screen.queryByRole('img', { name: /QR code/ })).toBeNull();
    expect(screen.getByRole('img', { name: 'App icon' })).toHaveAttribute('width', '80');
  });
});
