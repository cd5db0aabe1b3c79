import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { dashboard, fail, mockApi, notLoggedIn, ok, session } from '../test/mock-api';
import { renderConsole } from '../test/render';
import { groupSecret } from './login-screen';

const codes = Array.from({ length: 10 }, (_, i) => `abcd${i}-efgh${i}`);

async function signInWithPassword(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Username'), 'ops01');
  await user.type(screen.getByLabelText('Password'), 'Secret@2026');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('sign-in', () => {
  it('goes from password to authenticator code to the console', async () => {
    const api = mockApi({
      'GET /ops/api/session': notLoggedIn,
      'POST /ops/api/session/login': ok({ next: 'totp' }),
      'POST /ops/api/session/second-factor': ok({ ...session('admin'), recoveryCodesLeft: 10 }),
      'GET /ops/api/dashboard': ok(dashboard),
    });
    const user = userEvent.setup();
    renderConsole('/');
    await signInWithPassword(user);
    expect(api.sent('POST /ops/api/session/login')[0]!.body).toEqual({
      username: 'ops01',
      password: 'Secret@2026',
    });

    await screen.findByRole('heading', { name: 'Two-step verification' });
    await user.type(screen.getByLabelText('Authenticator code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(api.sent('POST /ops/api/session/second-factor')[0]!.body).toEqual({ code: '123456' });

    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(screen.getByText('ops_admin')).toBeInTheDocument();
    expect(await screen.findByText('42')).toBeInTheDocument(); // players online
    // No CSRF token existed before the second factor; none was invented.
    expect(api.sent('POST /ops/api/session/login')[0]!.headers.get('x-csrf-token')).toBeNull();
  });

  it('accepts a recovery code instead', async () => {
    const api = mockApi({
      'GET /ops/api/session': notLoggedIn,
      'POST /ops/api/session/login': ok({ next: 'totp' }),
      'POST /ops/api/session/second-factor': ok({ ...session('support'), recoveryCodesLeft: 9 }),
      'GET /ops/api/dashboard': ok(dashboard),
    });
    const user = userEvent.setup();
    renderConsole('/');
    await signInWithPassword(user);
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code' }));
    await user.type(screen.getByLabelText('Recovery code'), 'abcde-fghij');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(api.sent('POST /ops/api/session/second-factor')[0]!.body).toEqual({
      recoveryCode: 'abcde-fghij',
    });
  });

  it("shows the server's message in an alert and keeps what was typed", async () => {
    mockApi({
      'GET /ops/api/session': notLoggedIn,
      'POST /ops/api/session/login': fail(401, 'WRONG_CREDENTIALS', 'Wrong username or password', {
        captcha: false,
        retryAfterSeconds: null,
      }),
    });
    const user = userEvent.setup();
    renderConsole('/');
    await signInWithPassword(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong username or password');
    expect(screen.getByLabelText('Username')).toHaveValue('ops01');
    expect(screen.getByLabelText('Password')).toHaveValue('Secret@2026');
    // A failed password is not a session that ended.
    expect(screen.queryByText(/session ended/i)).not.toBeInTheDocument();
  });

  it('shows the captcha and the wait when the server asks for them', async () => {
    const api = mockApi({
      'GET /ops/api/session': notLoggedIn,
      'POST /ops/api/session/login': fail(429, 'RATE_LIMITED', 'Too many attempts', {
        captcha: true,
        retryAfterSeconds: 30,
      }),
      'GET /wps/captcha': ok({
        captchaId: 'cap-1',
        image: 'data:image/svg+xml;base64,PHN2Zy8+',
        expiresAt: '2026-11-24T20:00:00.000Z',
      }),
    });
    const user = userEvent.setup();
    renderConsole('/');
    await signInWithPassword(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts');
    expect(await screen.findByAltText(/Image code/)).toHaveAttribute(
      'src',
      'data:image/svg+xml;base64,PHN2Zy8+',
    );
    expect(screen.getByText(/Try again in 30 s/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled();
    expect(api.sent('GET /wps/captcha')).toHaveLength(1);
  });

  it('enrols the authenticator and shows the recovery codes once', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>';
    mockApi({
      'GET /ops/api/session': notLoggedIn,
      'POST /ops/api/session/login': ok({
        next: 'enrol',
        secret: 'JBSWY3DPEHPK3PXPJBSWY3DP',
        otpauthUrl: 'otpauth://totp/Ops:ops01?secret=JBSWY3DPEHPK3PXPJBSWY3DP',
        qrSvg: svg,
      }),
      'POST /ops/api/session/second-factor': ok({
        ...session('admin'),
        recoveryCodes: codes,
        recoveryCodesLeft: 10,
      }),
      'GET /ops/api/dashboard': ok(dashboard),
    });
    const user = userEvent.setup();
    renderConsole('/');
    await signInWithPassword(user);

    await screen.findByRole('heading', { name: 'Set up two-step verification' });
    const qr = screen.getByAltText('QR code for your authenticator app');
    const src = qr.getAttribute('src')!;
    expect(src.startsWith('data:image/svg+xml;base64,')).toBe(true);
    expect(atob(src.split(',')[1]!)).toBe(svg);
    expect(screen.getByLabelText('Secret key')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP');

    await user.type(screen.getByLabelText('Authenticator code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    await screen.findByRole('heading', { name: 'Save your recovery codes' });
    const list = screen.getByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(codes);
    const proceed = screen.getByRole('button', { name: 'Continue to the console' });
    expect(proceed).toBeDisabled();
    await user.click(screen.getByLabelText('I have saved these codes'));
    await user.click(proceed);

    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(screen.queryByText(codes[0]!)).not.toBeInTheDocument();
  });

  it('refuses a malformed code before sending it', async () => {
    const api = mockApi({
      'GET /ops/api/session': notLoggedIn,
      'POST /ops/api/session/login': ok({ next: 'totp' }),
    });
    const user = userEvent.setup();
    renderConsole('/');
    await signInWithPassword(user);
    await user.type(await screen.findByLabelText('Authenticator code'), '12a4');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('6 digits');
    await waitFor(() => expect(api.sent('POST /ops/api/session/second-factor')).toHaveLength(0));
  });

  it('groups a secret in fours', () => {
    expect(groupSecret('ABCDEFGHIJ')).toBe('ABCD EFGH IJ');
    expect(groupSecret('ABCDEFGH')).toBe('ABCD EFGH');
  });
});
