import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes as api } from '@app/contracts/routes';
import { securityRoutes } from '@app/contracts/security-routes';
import { ApiError } from '@/shared/api/client';
import { useSessionStore } from '@/shared/lib/session-store';
import { statusPayload } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { twoFactorCodeError } from './two-factor-step';

// The screen is a lazy route chunk: its first render can take a while on a busy machine.
configure({ asyncUtilTimeout: 3000 });

const encrypted = vi.hoisted(() => ({
  calls: [] as { path: string; payload: Record<string, unknown> }[],
  answer: vi.fn(),
}));
vi.mock('@/shared/api/encrypted-call', () => ({
  deviceValue: () => 'H5',
  encryptedRequest: (_method: string, path: string, payload: Record<string, unknown>) => {
    encrypted.calls.push({ path, payload });
    return encrypted.answer(path, payload);
  },
}));

const challenge = {
  twoFactorRequired: true,
  challenge: 'c'.repeat(43),
  userName: 'demo01',
  expiresAt: '2026-05-01T10:05:00.000Z',
};
const session = {
  token: 't0k',
  userName: 'demo01',
  type: 0,
  firstTimeLogin: false,
  merchantCode: 'DEMO',
  expiresAt: '',
};

/** The password step answers the challenge; the code step answers `second`. */
function answers(second: () => unknown) {
  encrypted.answer.mockImplementation((path: string) => {
    if (path === api.sessionLogin.path) return Promise.resolve(challenge);
    if (path === securityRoutes.sessionLoginTwoFactor.path) return second();
    return Promise.reject(new Error(`unexpected ${path}`));
  });
}

async function passwordStep(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByRole('textbox', { name: 'Username' }), 'demo01');
  await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Demo@2026');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  return screen.findByRole('textbox', { name: 'Authenticator code' });
}

afterEach(() => {
  encrypted.calls.length = 0;
  encrypted.answer.mockReset();
  vi.restoreAllMocks();
  useSessionStore.setState({ session: null });
});

describe('the code rule', () => {
  it('takes six digits, or a recovery code in any case with or without its dash', () => {
    expect(twoFactorCodeError('code', '123456')).toBeNull();
    expect(twoFactorCodeError('code', ' 123456 ')).toBeNull();
    expect(twoFactorCodeError('code', '12345')).toEqual({ key: 'security.validation.code' });
    expect(twoFactorCodeError('code', 'abcdef')).not.toBeNull();
    expect(twoFactorCodeError('recovery', 'abcde-12345')).toBeNull();
    expect(twoFactorCodeError('recovery', 'ABCDE12345')).toBeNull();
    expect(twoFactorCodeError('recovery', 'abcde-1234')).toEqual({
      key: 'security.validation.recoveryCode',
    });
  });
});

describe('login with two-factor on', () => {
  it('asks for the code after the password; a wrong one is refused, the right one logs in', async () => {
    const user = userEvent.setup();
    let attempt = 0;
    answers(() =>
      ++attempt === 1
        ? Promise.reject(new ApiError('TWO_FACTOR_INVALID', 'wrong', 401, null))
        : Promise.resolve(session),
    );
    renderApp('/m/login', {});
    const code = await passwordStep(user);
    expect(screen.getByRole('heading', { name: 'Two-step verification' })).toBeInTheDocument();
    expect(screen.getByText(/for demo01\./)).toBeInTheDocument();
    // No session until the code.
    expect(useSessionStore.getState().session).toBeNull();

    // Only digits go in, and six of them are needed.
    await user.type(code, '12a3');
    expect(code).toHaveValue('123');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(
      await screen.findByText('Enter the 6 digits from your authenticator app.'),
    ).toBeInTheDocument();
    expect(encrypted.calls).toHaveLength(1);

    await user.clear(code);
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription(
        'Wrong or expired code. Enter the current code from your authenticator app.',
      ),
    );
    expect(code).toHaveValue('');

    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(window.location.pathname).toBe('/m/home'));
    expect(encrypted.calls[2]).toEqual({
      path: securityRoutes.sessionLoginTwoFactor.path,
      payload: { challenge: challenge.challenge, code: '654321' },
    });
    expect(useSessionStore.getState().session).toMatchObject({ token: 't0k' });
    // Remember (on by default) keeps the username, never the password.
    expect(localStorage.getItem('rememberedLogin') ?? '').toContain('demo01');
  }, 15_000);

  it('takes a recovery code instead', async () => {
    const user = userEvent.setup();
    answers(() => Promise.resolve(session));
    renderApp('/m/login', {});
    await passwordStep(user);
    await user.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    const code = screen.getByRole('textbox', { name: 'Recovery code' });
    expect(code).toHaveFocus();
    await user.type(code, 'ABCDE-12345');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(window.location.pathname).toBe('/m/home'));
    expect(encrypted.calls[1]!.payload).toEqual({
      challenge: challenge.challenge,
      code: 'ABCDE-12345',
    });
  });

  it('an expired challenge goes back to the password step with a message, keeping what was typed', async () => {
    const user = userEvent.setup();
    answers(() =>
      Promise.reject(new ApiError('TWO_FACTOR_CHALLENGE_EXPIRED', 'expired', 401, null)),
    );
    renderApp('/m/login', {});
    const code = await passwordStep(user);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(
      await screen.findByText('The sign-in took too long. Enter your password again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveValue('demo01');
    expect(screen.getByLabelText('Password', { selector: 'input' })).toHaveValue('Demo@2026');
    expect(useSessionStore.getState().session).toBeNull();
  });

  it('"Back to password" returns to the form as it was', async () => {
    const user = userEvent.setup();
    answers(() => Promise.resolve(session));
    renderApp('/m/login', {});
    await passwordStep(user);
    await user.click(screen.getByRole('button', { name: 'Back to password' }));
    expect(await screen.findByRole('textbox', { name: 'Username' })).toHaveValue('demo01');
    expect(screen.queryByRole('heading', { name: 'Two-step verification' })).toBeNull();
  });
});

describe('a new password by phone with two-factor on', () => {
  it('sets the password, then asks for the code before the session starts', async () => {
    const user = userEvent.setup();
    encrypted.answer.mockImplementation((path: string) =>
      Promise.resolve(path === api.passwordByPhone.path ? challenge : session),
    );
    renderApp('/m/forget', {
      routes: {
        [api.systemCountry.path]: () => [{ code: 'KH', name: 'Cambodia', dialingCode: '855' }],
      },
      status: () => statusPayload({}, { whitelabel: { CHNGPASSVERIF3: true } }),
    });
    await user.type(await screen.findByRole('textbox', { name: 'Mobile number' }), '012345678');
    await user.type(screen.getByRole('textbox', { name: 'Verification code' }), '123456');
    await user.type(screen.getByLabelText('New password', { selector: 'input' }), 'Fresh#2026');
    const submit = screen.getByRole('button', { name: 'Reset password' });
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    const code = await screen.findByRole('textbox', { name: 'Authenticator code' });
    expect(useSessionStore.getState().session).toBeNull();
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(window.location.pathname).toBe('/m/home'));
    expect(encrypted.calls[1]).toEqual({
      path: securityRoutes.sessionLoginTwoFactor.path,
      payload: { challenge: challenge.challenge, code: '123456' },
    });
    expect(useSessionStore.getState().session).toMatchObject({ token: 't0k' });
  }, 15_000);
});
