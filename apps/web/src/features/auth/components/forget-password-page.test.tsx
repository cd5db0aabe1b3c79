import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes as api } from '@app/contracts/routes';
import { useSessionStore } from '@/shared/lib/session-store';
import { statusPayload } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

// The screen is a lazy route chunk: its first render can take a while on a busy machine.
configure({ asyncUtilTimeout: 3000 });

const encrypted = vi.hoisted(() => ({
  calls: [] as { path: string; payload: unknown }[],
  answer: vi.fn(),
}));
vi.mock('@/shared/api/encrypted-call', () => ({
  deviceValue: () => 'H5',
  encryptedRequest: (_method: string, path: string, payload: unknown) => {
    encrypted.calls.push({ path, payload });
    return encrypted.answer(path, payload);
  },
}));

const routes = {
  [api.systemCountry.path]: () => [{ code: 'KH', name: 'Cambodia', dialingCode: '855' }],
};
const flags = (whitelabel: Record<string, boolean>) => () => statusPayload({}, { whitelabel });

afterEach(() => {
  encrypted.calls.length = 0;
  encrypted.answer.mockReset();
  vi.restoreAllMocks();
  useSessionStore.setState({ session: null });
});

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

  it('phone mode: sends the number as typed (the server normalises it), then logs in', async () => {
    const user = userEvent.setup();
    encrypted.answer.mockResolvedValue({
      token: 'tok',
      userName: '12345678',
      type: 0,
      firstTimeLogin: false,
      merchantCode: 'DEMO',
      expiresAt: '',
    });
    renderApp('/m/forget', { routes, status: flags({ CHNGPASSVERIF3: true }) });
    await user.type(await screen.findByRole('textbox', { name: 'Mobile number' }), '012345678');
    await user.type(screen.getByRole('textbox', { name: 'Verification code' }), '123456');
    await user.type(screen.getByLabelText('New password', { selector: 'input' }), 'Fresh#2026');
    const submit = screen.getByRole('button', { name: 'Reset password' });
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    await waitFor(() => expect(window.location.pathname).toBe('/m/home'));
    expect(encrypted.calls[0]).toEqual({
      path: api.passwordByPhone.path,
      payload: {
        countryDialingCode: '855',
        mobileNum: '012345678',
        verificationCode: '123456',
        newPassword: 'Fresh#2026',
      },
    });
    expect(useSessionStore.getState().session).toMatchObject({ token: 'tok' });
  });

  it('a reset link shows the new-password form', async () => {
    renderApp('/m/forget?resetToken=abcdefghijklmnopqrstuvwxyz', { routes });
    expect(await screen.findByRole('heading', { name: 'Set a new password' })).toBeInTheDocument();
    expect(
      screen.getByLabelText('Confirm new password', { selector: 'input' }),
    ).toBeInTheDocument();
  });
});
