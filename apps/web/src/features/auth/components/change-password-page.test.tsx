import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/shared/lib/session-store';
import { renderApp } from '@/test/render-app';

// The screen is a lazy route chunk: its first render can take a while on a busy machine.
configure({ asyncUtilTimeout: 3000 });

const encrypted = vi.hoisted(() => ({ answer: vi.fn() }));
vi.mock('@/shared/api/encrypted-call', () => ({
  deviceValue: () => 'H5',
  encryptedRequest: (_m: string, path: string, payload: unknown) => encrypted.answer(path, payload),
}));

const session = {
  token: 't',
  type: 0,
  userName: 'demo01',
  merchantCode: 'DEMO',
  firstTimeLogin: false,
};

afterEach(() => {
  encrypted.answer.mockReset();
  vi.restoreAllMocks();
  useSessionStore.setState({ session: null });
});

describe('change password screen', () => {
  it('guests go to login', async () => {
    renderApp('/m/changePsw');
    await waitFor(() => expect(window.location.pathname).toBe('/m/login'));
  });

  it('new equal to old: the same-password popup, nothing sent; mismatch has its message', async () => {
    const user = userEvent.setup();
    useSessionStore.setState({ session });
    renderApp('/m/changePsw');
    const old = await screen.findByLabelText('Current password', { selector: 'input' });
    await user.type(old, 'Demo@2026');
    await user.type(screen.getByLabelText('New password', { selector: 'input' }), 'Demo@2026');
    await user.type(
      screen.getByLabelText('Confirm new password', { selector: 'input' }),
      'Other#2026',
    );
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText('The password confirmation does not match.'),
    ).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Confirm new password', { selector: 'input' }));
    await user.type(
      screen.getByLabelText('Confirm new password', { selector: 'input' }),
      'Demo@2026',
    );
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alertdialog', { name: 'Same password' })).toHaveTextContent(
      'The new password must not be the same as the old one.',
    );
    expect(encrypted.answer).not.toHaveBeenCalled();
  });

  it('success says changes saved and goes home after 1 s', async () => {
    const user = userEvent.setup();
    encrypted.answer.mockResolvedValue({ done: true });
    useSessionStore.setState({ session });
    renderApp('/m/changePsw');
    await user.type(
      await screen.findByLabelText('Current password', { selector: 'input' }),
      'Demo@2026',
    );
    await user.type(screen.getByLabelText('New password', { selector: 'input' }), 'Fresh#2026');
    await user.type(
      screen.getByLabelText('Confirm new password', { selector: 'input' }),
      'Fresh#2026',
    );
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect((await screen.findAllByText('Changes saved')).length).toBeGreaterThan(0);
    expect(encrypted.answer).toHaveBeenCalledWith('/wps/member/password', {
      oldPassword: 'Demo@2026',
      newPassword: 'Fresh#2026',
      confirmNewPassword: 'Fresh#2026',
    });
    await waitFor(() => expect(window.location.pathname).toBe('/m/home'), { timeout: 2000 });
  });
});
