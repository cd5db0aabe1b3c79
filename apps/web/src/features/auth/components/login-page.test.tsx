import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes as api } from '@app/contracts/routes';
import { ApiError } from '@/shared/api/client';
import { viewerDependent } from '@/shared/api/viewer-data';
import { useSessionStore } from '@/shared/lib/session-store';
import { statusPayload } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

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

let captchas = 0;
const routes = {
  [api.captcha.path]: () => {
    captchas += 1;
    return {
      captchaId: `cap-${captchas}`,
      image: 'data:image/svg+xml;base64,PHN2Zy8+',
      expiresAt: '',
    };
  },
  [api.systemCountry.path]: () => [{ code: 'KH', name: 'Cambodia', dialingCode: '855' }],
};
const withSms = () => statusPayload({}, { whitelabel: { MOBILEVERCODELOGIN3: true } });
const wrong = (captcha: boolean) =>
  new ApiError('WRONG_CREDENTIALS', 'wrong', 401, { captcha, retryAfterSeconds: null });

afterEach(() => {
  encrypted.calls.length = 0;
  encrypted.answer.mockReset();
  captchas = 0;
  vi.restoreAllMocks();
  useSessionStore.setState({ session: null });
});

async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByRole('textbox', { name: 'Username' }), 'demo01');
  await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Wrong#123');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('login screen', () => {
  it('has the password-manager autocomplete attributes, remember on, no SMS tab without the flag', async () => {
    renderApp('/m/login', { routes });
    expect(await screen.findByRole('textbox', { name: 'Username' })).toHaveAttribute(
      'autocomplete',
      'username',
    );
    expect(screen.getByLabelText('Password', { selector: 'input' })).toHaveAttribute(
      'autocomplete',
      'current-password',
    );
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Image code' })).toBeNull();
  });

  it('a failure that does not ask for a captcha shows the message only', async () => {
    const user = userEvent.setup();
    encrypted.answer.mockRejectedValue(wrong(false));
    renderApp('/m/login', { routes });
    await fillAndSubmit(user);
    expect(await screen.findByText('Wrong username or password.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Image code' })).toBeNull();
    expect(captchas).toBe(0);
    // Nothing typed is lost.
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveValue('demo01');
    expect(screen.getByLabelText('Password', { selector: 'input' })).toHaveValue('Wrong#123');
  });

  it('the captcha appears after a failure that asks, is sent with its id, and refreshes on a tab switch', async () => {
    const user = userEvent.setup();
    encrypted.answer.mockRejectedValue(wrong(true));
    renderApp('/m/login', { status: withSms, routes });
    await fillAndSubmit(user);
    const captcha = await screen.findByRole('textbox', { name: 'Image code' });
    await waitFor(() => expect(captchas).toBe(1));
    // Required, with the image-code message.
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Please enter the image code.')).toBeInTheDocument();
    expect(encrypted.calls).toHaveLength(1);
    await user.type(captcha, '12');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(encrypted.calls).toHaveLength(2));
    expect(encrypted.calls[1]!.payload).toMatchObject({ captcha: '12', captchaId: 'cap-1' });
    await waitFor(() => expect(captchas).toBe(2)); // a failed attempt renews it
    await user.click(screen.getByRole('tab', { name: 'SMS code' }));
    await waitFor(() => expect(captchas).toBe(3));
    await user.click(screen.getByRole('button', { name: 'Show a new image code' }));
    await waitFor(() => expect(captchas).toBe(4));
  });

  it('success stores the session and the username (never the password), then goes home', async () => {
    const user = userEvent.setup();
    encrypted.answer.mockResolvedValue({
      token: 't0k',
      userName: 'demo01',
      type: 0,
      firstTimeLogin: false,
      merchantCode: 'DEMO',
      expiresAt: '',
    });
    const { queryClient } = renderApp('/m/login', { routes });
    // One answer that depends on the viewer, one that is the same for everyone.
    const viewer = ['test', 'viewer'];
    const everyone = ['test', 'everyone'];
    queryClient.getQueryCache().build(queryClient, { queryKey: viewer, meta: viewerDependent });
    queryClient.setQueryData(viewer, 'guest view');
    queryClient.setQueryData(everyone, 'catalogue');
    await fillAndSubmit(user);
    await waitFor(() => expect(window.location.pathname).toBe('/m/home'));
    expect(encrypted.calls[0]).toMatchObject({
      path: api.sessionLogin.path,
      payload: { type: 'username', username: 'demo01', password: 'Wrong#123', remember: true },
    });
    expect(useSessionStore.getState().session).toMatchObject({ token: 't0k', userName: 'demo01' });
    const remembered = localStorage.getItem('rememberedLogin') ?? '';
    expect(remembered).toContain('demo01');
    expect(remembered).not.toContain('Wrong#123');
    // Only the viewer's answers are refetched, not every query.
    expect(queryClient.getQueryState(viewer)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(everyone)?.isInvalidated).toBe(false);
  });

  it('a bad field is reported by the shared rule, and nothing is sent', async () => {
    const user = userEvent.setup();
    renderApp('/m/login', { routes });
    const username = await screen.findByRole('textbox', { name: 'Username' });
    await user.type(username, 'ab');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() =>
      expect(username).toHaveAccessibleDescription('Use 4 to 20 letters, digits or underscores.'),
    );
    expect(screen.getByLabelText('Password', { selector: 'input' })).toHaveAccessibleDescription(
      'This field is required.',
    );
    expect(username).toHaveValue('ab');
    expect(encrypted.calls).toHaveLength(0);
  });

  it('RATE_LIMITED names the wait', async () => {
    const user = userEvent.setup();
    encrypted.answer.mockRejectedValue(
      new ApiError('RATE_LIMITED', 'wait', 429, { captcha: true, retryAfterSeconds: 8 }),
    );
    renderApp('/m/login', { routes });
    await fillAndSubmit(user);
    expect(
      await screen.findByText('Too many attempts. Please wait 8 seconds and try again.'),
    ).toBeInTheDocument();
  });
});
