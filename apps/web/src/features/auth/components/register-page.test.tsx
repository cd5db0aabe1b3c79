import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes as api } from '@app/contracts/routes';
import type { RegistrationSettings } from '@app/contracts/account';
import { ApiError } from '@/shared/api/client';
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
  [api.systemRegisterSettings.path]: () => settings,
  [api.captcha.path]: () => ({
    captchaId: 'cap-1',
    image: 'data:image/svg+xml;base64,PHN2Zy8+',
    expiresAt: '',
  }),
  [api.systemCountry.path]: () => [{ code: 'KH', name: 'Cambodia', dialingCode: '855' }],
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
      routes: routes({ [api.checkAffiliateCode.path]: () => ({ success: false }) }),
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
      routes: routes({ [api.checkUsername.path]: () => ({ available: false }) }),
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
      routes: routes({ [api.checkUsername.path]: () => ({ available: true }) }),
    });
    const username = await screen.findByRole('textbox', { name: 'Username' });
    await user.type(username, 'newbie01');
    await user.tab();
    await new Promise((r) => setTimeout(r, 50));
    expect(username).not.toHaveAccessibleDescription('This username already exists.');
  });

  it('changing the password re-checks a typed confirmation', async () => {
    const user = userEvent.setup();
    renderApp('/m/register', { routes: routes() });
    const password = await screen.findByLabelText('Password', { selector: 'input' });
    const confirm = screen.getByLabelText('Confirm password', { selector: 'input' });
    await user.type(password, 'Secret#2026');
    await user.type(confirm, 'Secret#2027');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() =>
      expect(confirm).toHaveAccessibleDescription('The password confirmation does not match.'),
    );
    await user.clear(password);
    await user.type(password, 'Secret#2027');
    await waitFor(() => expect(confirm).not.toHaveAccessibleDescription(/does not match/));
    expect(encrypted.calls).toHaveLength(0);
  });

  it('a server error that names a field shows on that field; everything typed stays', async () => {
    const user = userEvent.setup();
    encrypted.answer.mockRejectedValue(
      new ApiError('FIELD_FORMAT', 'Field format is invalid', 400, { field: 'username' }),
    );
    renderApp('/m/register', { routes: routes() });
    const username = await screen.findByRole('textbox', { name: 'Username' });
    await user.type(username, 'newbie01');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Secret#2026');
    await user.type(
      screen.getByLabelText('Confirm password', { selector: 'input' }),
      'Secret#2026',
    );
    await user.type(screen.getByRole('textbox', { name: 'Image code' }), '7');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() =>
      expect(username).toHaveAccessibleDescription('This is not in the right format.'),
    );
    expect(encrypted.calls).toHaveLength(1);
    expect(username).toHaveValue('newbie01');
    expect(screen.getByLabelText('Password', { selector: 'input' })).toHaveValue('Secret#2026');
    // The single-use captcha is emptied for a new image.
    expect(screen.getByRole('textbox', { name: 'Image code' })).toHaveValue('');
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
      path: api.memberRegister.path,
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
