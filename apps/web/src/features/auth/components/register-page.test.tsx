import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiPaths } from '@app/contracts/api-paths';
import type { RegistrationSettings } from '@app/contracts/account';
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
});
