import { configure, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiPaths } from '@app/contracts/api-paths';
import { statusPayload } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

// The screen is a lazy route chunk: its first render can take a while on a busy machine.
configure({ asyncUtilTimeout: 3000 });

const routes = {
  [apiPaths.systemCountry]: () => [{ code: 'KH', name: 'Cambodia', dialingCode: '855' }],
};
const flags = (whitelabel: Record<string, boolean>) => () => statusPayload({}, { whitelabel });

afterEach(() => vi.restoreAllMocks());

describe('forgot password screen', () => {
  it('both flags: a toggle with phone selected first', async () => {
    renderApp('/m/forget', {
      routes,
      status: flags({ CHNGPASSVERIF3: true, CHNGPASSMAIL3: true }),
    });
    expect(await screen.findByRole('tab', { name: 'By phone' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tab', { name: 'By email' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('textbox', { name: 'Mobile number' })).toBeInTheDocument();
  });

  it('email only: the email form, no toggle', async () => {
    renderApp('/m/forget', { routes, status: flags({ CHNGPASSMAIL3: true }) });
    expect(await screen.findByRole('textbox', { name: 'Email' })).toBeInTheDocument();
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('phone mode: submit disabled until touched and valid', async () => {
    const status = statusPayload(
      {},
      {
        whitelabel: { CHNGPASSVERIF3: true },
        resources: [{ resourceType: 'LIVECHAT', url: 'https://chat.example/x', labelNameEn: null }],
      },
    );
    renderApp('/m/forget', { routes, status });
    expect(await screen.findByRole('button', { name: 'Reset password' })).toBeDisabled();
    expect(await screen.findByRole('link', { name: /Contact customer service/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https?:/),
    );
  });

  it('a reset link shows the new-password form', async () => {
    renderApp('/m/forget?resetToken=abcdefghijklmnopqrstuvwxyz', { routes });
    expect(await screen.findByRole('heading', { name: 'Set a new password' })).toBeInTheDocument();
    expect(
      screen.getByLabelText('Confirm new password', { selector: 'input' }),
    ).toBeInTheDocument();
  });
});
