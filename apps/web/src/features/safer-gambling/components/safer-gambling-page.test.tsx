import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SaferGamblingState } from '@app/contracts/safer-gambling';
import { saferGamblingRoutes as sg } from '@app/contracts/safer-gambling-routes';
import { ApiError } from '@/shared/api/client';
import { formatDateTime } from '@/shared/lib/date-time';
import { useSessionStore } from '@/shared/lib/session-store';
import { sessionInfo } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { bodiesOf, fail, infoPayload, limit, statePayload } from '@/test/safer-gambling-fixtures';

/** Encrypted rows (time-out, self-exclusion) go through the sealing module: stand in for it. */
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

let dispose: (() => void) | undefined;
function open(
  state: () => SaferGamblingState | Response = () => statePayload(),
  extra: Record<string, (init: RequestInit | undefined) => unknown> = {},
) {
  const result = renderApp('/m/saferGambling', {
    routes: {
      [sg.saferGamblingInfo.path]: () => infoPayload(),
      [sg.saferGambling.path]: () => state(),
      ...extra,
    },
  });
  dispose = () => result.router.dispose();
  return result;
}

afterEach(() => {
  dispose?.();
  dispose = undefined;
  encrypted.calls.length = 0;
  encrypted.answer.mockReset();
  vi.restoreAllMocks();
  useSessionStore.setState({ session: null, lastEnd: null });
});

const region = (name: string) => screen.getByRole('region', { name });
const calledPaths = (spy: ReturnType<typeof renderApp>['fetchSpy']) =>
  spy.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname);

describe('safer gambling screen: who sees what', () => {
  it('a guest (the footer link) sees where help is and a login prompt, and no tools', async () => {
    const user = userEvent.setup();
    const { fetchSpy } = open();
    const help = await screen.findByTestId('safer-gambling-help');
    expect(
      await within(help).findByText(
        'Only people aged 18 or over may play. Play for fun, never to make money.',
      ),
    ).toBeVisible();
    expect(within(help).getByText('18+')).toBeVisible();
    expect(
      within(help).getByRole('link', { name: 'Responsible gaming in the help centre' }),
    ).toHaveAttribute('href', '/m/help#responsible-gaming');
    const support = within(help).getAllByTestId('safer-gambling-support-link');
    expect(support.map((a) => a.getAttribute('href'))).toEqual([
      'https://helpline.example/',
      'https://www.gamblingtherapy.org',
    ]);
    expect(support[0]).toHaveAttribute('target', '_blank');
    expect(support[0]).toHaveAttribute('rel', 'noopener noreferrer');

    expect(screen.getByRole('heading', { name: 'Log in to use the tools' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Deposit limits' })).toBeNull();
    expect(calledPaths(fetchSpy)).not.toContain(sg.saferGambling.path);

    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(window.location.pathname).toBe('/m/login'));
  });

  it('a trial account is asked to register; the tools are a real account’s', async () => {
    useSessionStore.setState({ session: sessionInfo(4) });
    const { fetchSpy } = open();
    expect(
      await screen.findByRole('heading', { name: 'These tools are for real accounts' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Register now' })).toHaveAttribute(
      'href',
      '/m/register',
    );
    expect(calledPaths(fetchSpy)).not.toContain(sg.saferGambling.path);
  });

  it('a member: every tool the operator offers, each limit in force, used, left and pending', async () => {
    useSessionStore.setState({ session: sessionInfo() });
    const effectiveAt = '2026-05-02T10:00:00.000Z';
    open(() =>
      statePayload({
        depositLimits: [
          limit('DAY', {
            amount: 50,
            used: 40,
            remaining: 10,
            pending: { amount: 100, effectiveAt },
          }),
          limit('WEEK', {
            amount: 300,
            used: 40,
            remaining: 260,
            pending: { amount: null, effectiveAt },
          }),
          limit('MONTH'),
        ],
        sessionLimit: { minutes: 60, pending: { minutes: 120, effectiveAt } },
        realityCheckMinutes: 30,
      }),
    );
    const deposits = await screen.findByRole('region', { name: 'Deposit limits' });
    const day = within(deposits).getByRole('article', { name: '24 hours' });
    expect(within(day).getByTestId('deposit-limit-DAY-amount')).toHaveTextContent('$50.00');
    expect(within(day).getByTestId('deposit-limit-DAY-used')).toHaveTextContent('$40.00');
    expect(within(day).getByTestId('deposit-limit-DAY-remaining')).toHaveTextContent('$10.00');
    expect(within(day).getByTestId('deposit-limit-DAY-pending')).toHaveTextContent(
      `Changes to $100.00 from ${formatDateTime(effectiveAt)}`,
    );
    const week = within(deposits).getByRole('article', { name: '7 days' });
    expect(within(week).getByTestId('deposit-limit-WEEK-pending')).toHaveTextContent(
      `Removed from ${formatDateTime(effectiveAt)}`,
    );
    // A removal already waits: no second "remove".
    expect(within(week).queryByRole('button', { name: 'Remove limit' })).toBeNull();
    const month = within(deposits).getByRole('article', { name: '30 days' });
    expect(within(month).getByText('No limit')).toBeVisible();
    expect(within(month).getByRole('button', { name: 'Set a limit' })).toBeVisible();

    const loss = region('Loss limits');
    expect(
      within(loss)
        .getAllByRole('article')
        .map((a) => a.getAttribute('data-testid')),
    ).toEqual(['loss-limit-DAY', 'loss-limit-WEEK', 'loss-limit-MONTH']);
    expect(within(region('Session limit')).getByTestId('session-limit-current')).toHaveTextContent(
      '1 hour',
    );
    expect(within(region('Session limit')).getByTestId('session-limit-pending')).toHaveTextContent(
      `Changes to 2 hours from ${formatDateTime(effectiveAt)}`,
    );
    expect(
      within(region('Reality check')).getByRole('button', { name: 'Every 30 min' }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(
      within(region('Take a break'))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['24 hours', '7 days', '30 days']);
    expect(
      within(region('Self-exclusion'))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['6 months', '1 year', '5 years', 'Permanent']);
    expect(screen.getByTestId('safer-gambling-history-link')).toHaveAttribute(
      'href',
      '/m/accountHistory',
    );
    expect(screen.queryByTestId('safer-gambling-block')).toBeNull();
  });

  it('tools the operator switched off are not shown', async () => {
    useSessionStore.setState({ session: sessionInfo() });
    open(() =>
      statePayload({
        features: {
          depositLimits: true,
          lossLimits: false,
          sessionLimits: false,
          realityChecks: true,
          timeOut: true,
          selfExclusion: false,
        },
      }),
    );
    expect(await screen.findByRole('region', { name: 'Deposit limits' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Reality check' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Take a break' })).toBeVisible();
    for (const name of ['Loss limits', 'Session limit', 'Self-exclusion'])
      expect(screen.queryByRole('region', { name })).toBeNull();
  });

  it('a block in force shows at the top with its end, or that it is permanent', async () => {
    useSessionStore.setState({ session: sessionInfo() });
    const until = '2026-05-08T09:30:00.000Z';
    let block: SaferGamblingState['block'] = {
      kind: 'TIME_OUT',
      since: '2026-05-01T09:30:00.000Z',
      until,
    };
    const view = open(() => statePayload({ block }));
    const banner = await screen.findByTestId('safer-gambling-block');
    expect(within(banner).getByRole('heading', { name: 'You are taking a break' })).toBeVisible();
    expect(within(banner).getByTestId('safer-gambling-block-until')).toHaveTextContent(
      `Until ${formatDateTime(until)}`,
    );
    expect(banner).toHaveTextContent('You can still log in to withdraw your balance');

    block = { kind: 'SELF_EXCLUSION', since: '2026-05-01T09:30:00.000Z', until: null };
    await view.queryClient.invalidateQueries();
    expect(
      await screen.findByRole('heading', { name: 'You have excluded yourself' }),
    ).toBeVisible();
    expect(screen.getByTestId('safer-gambling-block-until')).toHaveTextContent(
      'Permanent: it cannot be ended',
    );
    // Nothing longer to take.
    expect(screen.queryByRole('region', { name: 'Self-exclusion' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Take a break' })).toBeNull();

    block = { kind: 'LOSS_LIMIT', since: '2026-05-01T09:30:00.000Z', until };
    await view.queryClient.invalidateQueries();
    expect(await screen.findByRole('heading', { name: 'Loss limit reached' })).toBeVisible();
    expect(screen.getByTestId('safer-gambling-block')).toHaveTextContent(
      'Play is closed until then.',
    );
  });

  it('a failed load says so and retries', async () => {
    useSessionStore.setState({ session: sessionInfo() });
    let failing = true;
    open(() => (failing ? fail('SYSTEM_ERROR', 500) : statePayload()));
    const failed = await screen.findByTestId('safer-gambling-load-failed');
    expect(failed).toHaveTextContent('Your safer gambling settings could not be loaded.');
    failing = false;
    await userEvent.setup().click(within(failed).getByRole('button', { name: 'Tap to retry' }));
    expect(await screen.findByRole('region', { name: 'Deposit limits' })).toBeVisible();
  });
});

describe('safer gambling screen: changing limits', () => {
  it('a deposit limit: checks what was typed, keeps it with the server’s reason, then shows what the server answers', async () => {
    useSessionStore.setState({ session: sessionInfo() });
    const user = userEvent.setup();
    const effectiveAt = '2026-05-02T10:00:00.000Z';
    const answers: (() => unknown)[] = [
      () => fail('SAFER_GAMBLING_OFF', 403),
      () =>
        statePayload({
          depositLimits: [
            limit('DAY', { amount: 50, remaining: 50 }),
            limit('WEEK'),
            limit('MONTH'),
          ],
        }),
      () =>
        statePayload({
          depositLimits: [
            limit('DAY', { amount: 50, remaining: 50, pending: { amount: 100, effectiveAt } }),
            limit('WEEK'),
            limit('MONTH'),
          ],
        }),
    ];
    const { fetchSpy } = open(undefined, {
      [sg.saferGamblingDepositLimit.path]: () => answers.shift()!(),
    });
    const day = within(await screen.findByRole('region', { name: 'Deposit limits' })).getByRole(
      'article',
      { name: '24 hours' },
    );
    await user.click(within(day).getByRole('button', { name: 'Set a limit' }));
    const amount = within(day).getByLabelText('New limit');
    await user.click(within(day).getByRole('button', { name: 'Save' }));
    expect(within(day).getByText('Enter an amount.')).toBeVisible();
    await user.type(amount, '-5');
    await user.click(within(day).getByRole('button', { name: 'Save' }));
    expect(within(day).getByText('Enter a positive amount with at most 2 decimals.')).toBeVisible();
    expect(bodiesOf(fetchSpy, sg.saferGamblingDepositLimit.path, 'PUT')).toEqual([]);

    await user.clear(amount);
    await user.type(amount, '50');
    await user.click(within(day).getByRole('button', { name: 'Save' }));
    expect(await within(day).findByText('This safer gambling tool is not offered.')).toBeVisible();
    expect(amount).toHaveValue('50');

    await user.click(within(day).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(day).getByTestId('deposit-limit-DAY-amount')).toHaveTextContent('$50.00'),
    );
    expect(within(day).getByRole('status')).toHaveTextContent('Saved. It applies now.');

    await user.click(within(day).getByRole('button', { name: 'Change' }));
    await user.type(within(day).getByLabelText('New limit'), '100');
    await user.click(within(day).getByRole('button', { name: 'Save' }));
    expect(await within(day).findByTestId('deposit-limit-DAY-pending')).toHaveTextContent(
      `Changes to $100.00 from ${formatDateTime(effectiveAt)}`,
    );
    expect(within(day).getByRole('status')).toHaveTextContent(
      `Saved. It applies from ${formatDateTime(effectiveAt)}.`,
    );
    expect(bodiesOf(fetchSpy, sg.saferGamblingDepositLimit.path, 'PUT')).toEqual([
      { period: 'DAY', amount: '50' },
      { period: 'DAY', amount: '50' },
      { period: 'DAY', amount: '100' },
    ]);
  });

  it('removing a loss limit sends null; the session limit and the reality check send their choice', async () => {
    useSessionStore.setState({ session: sessionInfo() });
    const user = userEvent.setup();
    const withLoss = statePayload({
      lossLimits: [
        limit('DAY', { amount: 20, used: 5, remaining: 15 }),
        limit('WEEK'),
        limit('MONTH'),
      ],
    });
    const { fetchSpy } = open(() => withLoss, {
      [sg.saferGamblingLossLimit.path]: () => withLoss,
      [sg.saferGamblingSessionLimit.path]: () =>
        statePayload({ sessionLimit: { minutes: 30, pending: null } }),
      [sg.saferGamblingRealityCheck.path]: () => statePayload({ realityCheckMinutes: 15 }),
    });
    const daily = within(await screen.findByRole('region', { name: 'Loss limits' })).getByRole(
      'article',
      { name: 'Daily' },
    );
    expect(within(daily).getByTestId('loss-limit-DAY-used')).toHaveTextContent('$5.00');
    await user.click(within(daily).getByRole('button', { name: 'Remove limit' }));
    await waitFor(() =>
      expect(bodiesOf(fetchSpy, sg.saferGamblingLossLimit.path, 'PUT')).toEqual([
        { period: 'DAY', amount: null },
      ]),
    );

    const session = region('Session limit');
    await user.selectOptions(within(session).getByLabelText('Longest session'), '30 minutes');
    await user.click(within(session).getByRole('button', { name: 'Save' }));
    expect(await within(session).findByTestId('session-limit-current')).toHaveTextContent(
      '30 minutes',
    );
    expect(bodiesOf(fetchSpy, sg.saferGamblingSessionLimit.path, 'PUT')).toEqual([{ minutes: 30 }]);

    const reality = region('Reality check');
    await user.click(within(reality).getByRole('button', { name: 'Every 15 min' }));
    await waitFor(() =>
      expect(within(reality).getByRole('button', { name: 'Every 15 min' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    expect(bodiesOf(fetchSpy, sg.saferGamblingRealityCheck.path, 'PUT')).toEqual([{ minutes: 15 }]);
  });
});

describe('safer gambling screen: a break', () => {
  it('the sheet says it starts now and cannot be undone, asks for the password, keeps it when wrong, then shows the block', async () => {
    useSessionStore.setState({ session: sessionInfo() });
    const user = userEvent.setup();
    const until = '2026-05-08T09:30:00.000Z';
    open();
    await user.click(
      within(await screen.findByRole('region', { name: 'Take a break' })).getByRole('button', {
        name: '7 days',
      }),
    );
    const sheet = await screen.findByTestId('break-sheet');
    expect(within(sheet).getByRole('heading', { name: 'Take a break: 7 days' })).toBeVisible();
    expect(within(sheet).getByTestId('break-sheet-warning')).toHaveTextContent(
      'It starts now and lasts 7 days. You cannot end or shorten it, and neither can our support team.',
    );

    await user.click(within(sheet).getByRole('button', { name: 'Start my break' }));
    expect(within(sheet).getByText('Enter your login password.')).toBeVisible();
    expect(encrypted.calls).toEqual([]);

    encrypted.answer.mockRejectedValueOnce(
      new ApiError('WRONG_CREDENTIALS', 'wrong', 401, { captcha: false, retryAfterSeconds: null }),
    );
    const password = within(sheet).getByLabelText('Login password');
    await user.type(password, 'Wrong#1');
    await user.click(within(sheet).getByRole('button', { name: 'Start my break' }));
    expect(await within(sheet).findByText('That is not your login password.')).toBeVisible();
    expect(password).toHaveValue('Wrong#1');

    encrypted.answer.mockResolvedValueOnce(
      statePayload({ block: { kind: 'TIME_OUT', since: '2026-05-01T09:30:00.000Z', until } }),
    );
    await user.clear(password);
    await user.type(password, 'Demo@2026');
    await user.click(within(sheet).getByRole('button', { name: 'Start my break' }));
    const banner = await screen.findByTestId('safer-gambling-block');
    expect(banner).toHaveTextContent(`Until ${formatDateTime(until)}`);
    await waitFor(() => expect(screen.queryByTestId('break-sheet')).toBeNull());
    expect(encrypted.calls.map((c) => [c.path, c.payload])).toEqual([
      [sg.saferGamblingTimeOut.path, { period: 'WEEK', password: 'Wrong#1' }],
      [sg.saferGamblingTimeOut.path, { period: 'WEEK', password: 'Demo@2026' }],
    ]);
  });

  it('a permanent self-exclusion says it never ends and that registering again is refused', async () => {
    useSessionStore.setState({ session: sessionInfo() });
    const user = userEvent.setup();
    open();
    await user.click(
      within(await screen.findByRole('region', { name: 'Self-exclusion' })).getByRole('button', {
        name: 'Permanent',
      }),
    );
    const sheet = await screen.findByTestId('break-sheet');
    expect(within(sheet).getByRole('heading', { name: 'Self-exclusion: Permanent' })).toBeVisible();
    expect(within(sheet).getByTestId('break-sheet-warning')).toHaveTextContent(
      'It starts now and never ends. You cannot undo it, and neither can our support team.',
    );
    expect(sheet).toHaveTextContent(
      'A new account with the same mobile number or email will be refused.',
    );
    encrypted.answer.mockRejectedValueOnce(new ApiError('SAFER_GAMBLING_OFF', 'off', 403));
    await user.type(within(sheet).getByLabelText('Login password'), 'Demo@2026');
    await user.click(within(sheet).getByRole('button', { name: 'Exclude me' }));
    expect(await within(sheet).findByTestId('break-sheet-error')).toHaveTextContent(
      'This safer gambling tool is not offered.',
    );
    expect(encrypted.calls[0]).toEqual({
      path: sg.saferGamblingSelfExclusion.path,
      payload: { period: 'PERMANENT', password: 'Demo@2026' },
    });
    await user.click(within(sheet).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('break-sheet')).toBeNull());
  });
});
