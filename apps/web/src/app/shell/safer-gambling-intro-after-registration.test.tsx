import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RegistrationSettings } from '@app/contracts/account';
import { routes as api } from '@app/contracts/routes';
import { saferGamblingRoutes as sg } from '@app/contracts/safer-gambling-routes';
import { infoPayload, statePayload } from '@/test/safer-gambling-fixtures';
import { saferGamblingKeys } from '@/shared/api/safer-gambling';
import { useSaferGamblingIntroStore } from '@/shared/lib/safer-gambling-intro-store';
import { useSessionStore } from '@/shared/lib/session-store';
import { sessionInfo } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

/**
 * Issue 18: "after registration the player is shown these tools once": a sheet with "set my
 * limits" and "not now", either of which tells the server (saferGamblingIntroSeen). A login,
 * or a member who has seen it, gets nothing.
 */
const encrypted = vi.hoisted(() => ({ answer: vi.fn() }));
vi.mock('@/shared/api/encrypted-call', () => ({
  deviceValue: () => 'H5',
  encryptedRequest: (_method: string, path: string, payload: unknown) =>
    encrypted.answer(path, payload),
}));

const rule = (name: string, required: boolean, minLength: number | null = null) => ({
  name,
  required,
  minLength,
  maxLength: null,
  pattern: null,
});
const registerSettings = {
  usernameEnabled: true,
  mobileEnabled: false,
  usernameForm: [
    rule('username', true, 4),
    rule('password', true, 8),
    rule('confirmPassword', true, 8),
  ],
  mobileForm: [],
  minAge: 18,
  phoneDigits: { min: 8, max: 12 },
  defaultCountryDialingCode: '855',
} as unknown as RegistrationSettings;

let introSeenPosts = 0;
let dispose: (() => void) | undefined;
function open(url: string, introSeen: boolean) {
  const result = renderApp(url, {
    routes: {
      [api.systemRegisterSettings.path]: () => registerSettings,
      [api.systemCountry.path]: () => [{ code: 'KH', name: 'Cambodia', dialingCode: '855' }],
      [sg.saferGamblingInfo.path]: () => infoPayload(),
      [sg.saferGambling.path]: () => statePayload({ introSeen }),
      [sg.saferGamblingIntroSeen.path]: () => {
        introSeenPosts += 1;
        return { done: true };
      },
    },
  });
  dispose = () => result.router.dispose();
  return result;
}

afterEach(() => {
  dispose?.();
  introSeenPosts = 0;
  encrypted.answer.mockReset();
  vi.restoreAllMocks();
  useSessionStore.setState({ session: null, lastEnd: null });
  useSaferGamblingIntroStore.setState({ registeredToken: null });
});

describe('the safer-gambling intro after registration', () => {
  it('a new member sees it on home; "not now" tells the server and it is gone', async () => {
    const user = userEvent.setup();
    encrypted.answer.mockResolvedValue({
      token: 'new-token',
      userName: 'newbie01',
      type: 0,
      firstTimeLogin: true,
      merchantCode: 'DEMO',
      expiresAt: '',
    });
    open('/m/register', false);
    await user.type(await screen.findByRole('textbox', { name: 'Username' }), 'newbie01');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Secret#2026');
    await user.type(
      screen.getByLabelText('Confirm password', { selector: 'input' }),
      'Secret#2026',
    );
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(window.location.pathname).toBe('/m/home'));

    const sheet = await screen.findByTestId('safer-gambling-intro');
    expect(within(sheet).getByRole('heading', { name: 'Play safely' })).toBeVisible();
    expect(sheet).toHaveTextContent('Deposit and loss limits');
    await user.click(within(sheet).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByTestId('safer-gambling-intro')).toBeNull());
    await waitFor(() => expect(introSeenPosts).toBe(1));
    expect(window.location.pathname).toBe('/m/home');
    expect(useSaferGamblingIntroStore.getState().registeredToken).toBeNull();
  });

  it('"set my limits" tells the server and opens the safer-gambling screen', async () => {
    const user = userEvent.setup();
    useSessionStore.setState({ session: sessionInfo() });
    useSaferGamblingIntroStore.setState({ registeredToken: sessionInfo().token });
    open('/m/home', false);
    const sheet = await screen.findByTestId('safer-gambling-intro');
    await user.click(within(sheet).getByRole('button', { name: 'Set my limits' }));
    await waitFor(() => expect(window.location.pathname).toBe('/m/saferGambling'));
    await waitFor(() => expect(introSeenPosts).toBe(1));
    expect(await screen.findByRole('region', { name: 'Deposit limits' })).toBeVisible();
  });

  it('nothing when the server says it was seen, or without a registration', async () => {
    useSessionStore.setState({ session: sessionInfo() });
    useSaferGamblingIntroStore.setState({ registeredToken: sessionInfo().token });
    const seen = open('/m/home', true);
    // The intro asked, and the answer (seen) is in.
    await waitFor(() =>
      expect(seen.queryClient.getQueryData(saferGamblingKeys.state(sessionInfo().token))).toEqual(
        expect.objectContaining({ introSeen: true }),
      ),
    );
    expect(screen.queryByTestId('safer-gambling-intro')).toBeNull();
    dispose?.();

    // A login (no registration flag): the intro is never mounted.
    useSaferGamblingIntroStore.setState({ registeredToken: null });
    open('/m/saferGambling', false);
    expect(await screen.findByRole('region', { name: 'Deposit limits' })).toBeVisible();
    expect(screen.queryByTestId('safer-gambling-intro')).toBeNull();
    expect(introSeenPosts).toBe(0);
  });
});
