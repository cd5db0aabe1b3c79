import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiPaths } from '@app/contracts/api-paths';
import type { RegistrationSettings } from '@app/contracts/account';
import { renderApp } from '@/test/render-app';

// The screen is a lazy route chunk: its first render can take a while on a busy machine.
configure({ asyncUtilTimeout: 3000 });

const encrypted = vi.hoisted(() => ({
  calls: [] as { path: string; payload: unknown; moduleId?: string }[],
  answer: vi.fn(),
}));
vi.mock('@/shared/api/encrypted-call', () => ({
  deviceValue: () => 'H5',
  encryptedRequest: (_method: string, path: string, payload: unknown, moduleId?: string) => {
    encrypted.calls.push({ path, payload, moduleId });
    return encrypted.answer(path, payload);
  },
}));

const rule = (
  name: string,
  required: boolean,
  minLength: number | null = null,
  maxLength: number | null = null,
  pattern: string | null = null,
) => ({
  name,
  required,
  minLength,
  maxLength,
  pattern,
});

const settings = {
  usernameEnabled: true,
  mobileEnabled: true,
  usernameForm: [
    rule('username', true, 4, 20),
    rule('password', true, 8, 128),
    rule('confirmPassword', true, 8, 128),
    rule('affiliateCode', false, null, 40),
    rule('captcha', true, 1, 6),
  ],
  mobileForm: [
    rule('mobileNum', true, 8, 12),
    rule('verificationCode', true, 6, 6),
    rule('captcha', true, 1, 6),
  ],
  minAge: 18,
  phoneDigits: { min: 8, max: 12 },
  defaultCountryDialingCode: '855',
} as RegistrationSettings;

const routes = (extra: Record<string, (init: RequestInit | undefined) => unknown> = {}) => ({
  [apiPaths.systemRegisterSettings]: () => settings,
  [apiPaths.captcha]: () => ({
    captchaId: 'cap-1',
    image: 'data:image/svg+xml;base64,PHN2Zy8+',
    expiresAt: '',
  }),
  [apiPaths.systemCountry]: () => [{ code: 'KH', name: 'Cambodia', dialingCode: '855' }],
  ...extra,
});

afterEach(() => {
  encrypted.calls.length = 0;
  encrypted.answer.mockReset();
  vi.restoreAllMocks();
});

describe('register screen', () => {
  it('unchecking the disclaimer blocks submit; the first invalid field gets focus', async () => {
    const user = userEvent.setup();
    renderApp('/m/register', { routes: routes() });
    const disclaimer = await screen.findByRole('checkbox', { name: /at least 18 years old/ });
    expect(disclaimer).toBeChecked();
    await user.click(disclaimer);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Please accept to the disclaimer first')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Username' })).toHaveFocus());
    expect(encrypted.calls).toHaveLength(0);
  });

  it('an affiliate code refused by the check shows the invitation error on its focused field', async () => {
    const user = userEvent.setup();
    renderApp('/m/register', {
      routes: routes({ [apiPaths.checkAffiliateCode]: () => ({ success: false }) }),
    });
    await user.type(await screen.findByRole('textbox', { name: 'Username' }), 'newbie01');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Secret#2026');
    await user.type(
      screen.getByLabelText('Confirm password', { selector: 'input' }),
      'Secret#2026',
    );
    const affiliate = screen.getByRole('textbox', { name: /Invitation code/ });
    await user.type(affiliate, 'NOPE');
    await user.type(screen.getByRole('textbox', { name: 'Image code' }), '7');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(affiliate).toHaveAccessibleDescription('Invalid invitation code.'));
    await waitFor(() => expect(affiliate).toHaveFocus());
    expect(encrypted.calls).toHaveLength(0);
  });

  it('a taken username is reported when the player leaves the field', async () => {
    const user = userEvent.setup();
    renderApp('/m/register', {
      routes: routes({ [apiPaths.checkUsername]: () => ({ available: false }) }),
    });
    const username = await screen.findByRole('textbox', { name: 'Username' });
    await user.type(username, 'demo01');
    await user.tab();
    await waitFor(() =>
      expect(username).toHaveAccessibleDescription('This username already exists.'),
    );
    expect(username).toHaveValue('demo01');
  });

  it('a free username shows no error on leaving the field', async () => {
    const user = userEvent.setup();
    renderApp('/m/register', {
      routes: routes({ [apiPaths.checkUsername]: () => ({ available: true }) }),
    });
    const username = await screen.findByRole('textbox', { name: 'Username' });
    await user.type(username, 'newbie01');
    await user.tab();
    await new Promise((r) => setTimeout(r, 50));
    expect(username).not.toHaveAccessibleDescription('This username already exists.');
  });

  it('success sends the username tab to its path with moduleId REG3, then home', async () => {
    const user = userEvent.setup();
    encrypted.answer.mockResolvedValue({
      token: 'tok',
      userName: 'newbie01',
      type: 0,
      firstTimeLogin: true,
      merchantCode: 'DEMO',
      expiresAt: '',
    });
    renderApp('/m/register', { routes: routes() });
    await user.type(await screen.findByRole('textbox', { name: 'Username' }), 'newbie01');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Secret#2026');
    await user.type(
      screen.getByLabelText('Confirm password', { selector: 'input' }),
      'Secret#2026',
    );
    await user.type(screen.getByRole('textbox', { name: 'Image code' }), '7');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(window.location.pathname).toBe('/m/home'));
    expect(encrypted.calls[0]).toMatchObject({
      path: apiPaths.memberRegister,
      moduleId: 'REG3',
      payload: {
        username: 'newbie01',
        password: 'Secret#2026',
        confirmPassword: 'Secret#2026',
        captcha: '7',
        captchaId: 'cap-1',
        registerMethod: 'H5',
        type: 0,
      },
    });
  });
});
