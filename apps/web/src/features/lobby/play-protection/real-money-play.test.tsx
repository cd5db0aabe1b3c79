import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlaySession } from '@app/contracts/safer-gambling';
import { saferGamblingRoutes } from '@app/contracts/safer-gambling-routes';
import { createQueryClient } from '@/shared/api/query-client';
import { systemKeys } from '@/shared/api/system-keys';
import { useGameFrameStore, type OpenGame } from '@/shared/lib/game-frame-store';
import { useSessionStore } from '@/shared/lib/session-store';
import { settingsPayload } from '@/test/fixtures';
import { mockApi } from '@/test/render-app';
import { GameFrame } from '../components/game-frame';
import { PLAY_SESSION_POLL_MS } from './play-session-api';

/**
 * The game frame under the member's protections (issue 18): the net position, the reality check
 * scheduled from the server's `now` and `nextCheckAt` (fake timers; the device clock is set
 * hours off on purpose), its two answers, and the cover when play is stopped.
 */

const game: OpenGame = { nodeId: 7, gameName: 'Neon Fruits', url: '/play/abc', wallet: 'REAL' };

// The server's clock; the device's is 3 hours behind it.
const serverNow = Date.parse('2026-11-29T10:00:00.000Z');
const deviceNow = serverNow - 3 * 3600_000;
const iso = (ms: number) => new Date(ms).toISOString();

function playSession(over: Partial<PlaySession> = {}): PlaySession {
  return {
    startedAt: iso(serverNow - 20 * 60_000),
    minutes: 20,
    rounds: 12,
    stakes: 24,
    net: { session: -5.5, today: 12.25 },
    realityCheckMinutes: 30,
    nextCheckAt: iso(serverNow + 60_000),
    block: null,
    now: iso(serverClock()),
    ...over,
  };
}

type Answers = { session: () => PlaySession; answer?: (choice: string) => PlaySession };

function setup(answers: Answers, open: OpenGame = game) {
  const answered: string[] = [];
  const fetchSpy = mockApi({
    routes: {
      [saferGamblingRoutes.playSession.path]: () => answers.session(),
      [saferGamblingRoutes.realityCheckAnswer.path]: (init) => {
        const { choice } = JSON.parse(String(init?.body)) as { choice: string };
        answered.push(choice);
        return answers.answer?.(choice) ?? answers.session();
      },
    },
  });
  const sessionCalls = () =>
    fetchSpy.mock.calls.filter(
      ([input]) =>
        new URL(String(input), 'http://localhost').pathname ===
        saferGamblingRoutes.playSession.path,
    ).length;
  const router = createMemoryRouter(
    [
      { path: '/home', element: <GameFrame /> },
      { path: '/accountHistory', element: <p>Account history screen</p> },
    ],
    { initialEntries: ['/m/home'], basename: '/m' },
  );
  const client = createQueryClient();
  // The currency's symbol comes from the operator's settings.
  client.setQueryData(systemKeys.settings('en'), settingsPayload());
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  act(() => useGameFrameStore.getState().open(open));
  return { answered, sessionCalls, router };
}

/** The server's clock: the device's, 3 hours on. */
const serverClock = () => Date.now() - deviceNow + serverNow;

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
/** Lets answers arrive and what they start run (a timer set inside a tick is due 1 ms on). */
async function settle() {
  for (let i = 0; i < 10; i += 1) await advance(1);
}

beforeAll(async () => {
  // The development answer check loads lazily: load it before the clock is faked.
  await import('@/shared/api/response-check');
});

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  });
  vi.setSystemTime(deviceNow);
  window.history.replaceState({ usr: null, key: 'k1', idx: 0 }, '', '/m/home');
  useSessionStore.setState({
    session: { token: 't', type: 0, userName: 'demo01', merchantCode: 'm', firstTimeLogin: false },
  });
  useGameFrameStore.setState({ game: null, launching: null });
});

afterEach(() => {
  act(() => useGameFrameStore.getState().close());
  vi.useRealTimers();
  vi.restoreAllMocks();
  useSessionStore.setState({ session: null, lastEnd: null });
});

describe('real-money game frame (issue 18)', () => {
  it("shows the session's and today's net win/loss under the bar", async () => {
    setup({ session: () => playSession() });
    await settle();
    expect(screen.getByTestId('play-net-session')).toHaveTextContent('−$5.50');
    expect(screen.getByTestId('play-net-today')).toHaveTextContent('+$12.25');
    expect(screen.getByTestId('play-net')).toHaveTextContent('Session');
  });

  it("opens the reality check when the server's nextCheckAt passes, not by the device clock", async () => {
    setup({ session: () => playSession() });
    await settle();
    expect(screen.queryByTestId('reality-check')).toBeNull();
    await advance(59_000);
    expect(screen.queryByTestId('reality-check')).toBeNull();
    await advance(1_000);
    await settle();
    const dialog = screen.getByRole('alertdialog', { name: 'Reality check' });
    expect(dialog).toHaveTextContent('You have played for 20 minutes in this session.');
    expect(screen.getByTestId('reality-check-net')).toHaveTextContent('−$5.50');
    expect(dialog).toHaveTextContent('12 rounds, $24.00 staked.');
    expect(screen.getByRole('link', { name: 'See my account history' })).toHaveAttribute(
      'href',
      '/m/accountHistory',
    );
    // The game waits underneath: inert until the member answers.
    expect(screen.getByTitle('Neon Fruits game')).toHaveAttribute('inert');
  });

  it('"continue" answers CONTINUE and the next check comes at the new nextCheckAt', async () => {
    let nextCheckAt = serverNow + 60_000;
    const { answered } = setup({
      session: () => playSession({ nextCheckAt: iso(nextCheckAt) }),
      answer: () => {
        nextCheckAt = serverClock() + 30 * 60_000;
        return playSession({ nextCheckAt: iso(nextCheckAt) });
      },
    });
    await settle();
    await advance(60_000);
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await settle();
    expect(answered).toEqual(['CONTINUE']);
    expect(screen.queryByTestId('reality-check')).toBeNull();
    expect(screen.getByTitle('Neon Fruits game')).not.toHaveAttribute('inert');
    // Polls every 30 s in between re-arm the timer from their own `now`: still not due 1 s before.
    await advance(nextCheckAt - serverClock() - 1_000);
    expect(screen.queryByTestId('reality-check')).toBeNull();
    await advance(1_000);
    await settle();
    expect(screen.getByRole('alertdialog', { name: 'Reality check' })).toBeInTheDocument();
  });

  it('"stop playing" answers STOP and leaves the game', async () => {
    const { answered } = setup({
      session: () => playSession({ nextCheckAt: iso(serverNow - 1_000) }),
      answer: () => playSession({ startedAt: null, nextCheckAt: null, minutes: 0 }),
    });
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Stop playing' }));
    await settle();
    expect(answered).toEqual(['STOP']);
    expect(useGameFrameStore.getState().game).toBeNull();
  });

  it('the account history link closes the game and opens the history in its place', async () => {
    const { answered, router } = setup({
      session: () => playSession({ nextCheckAt: iso(serverNow) }),
    });
    await settle();
    fireEvent.click(screen.getByRole('link', { name: 'See my account history' }));
    await settle();
    expect(useGameFrameStore.getState().game).toBeNull();
    expect(router.state.location.pathname).toBe('/m/accountHistory');
    expect(answered).toEqual([]);
  });

  it('a block in the play session stops the game: the cover says why and until when', async () => {
    const until = '2026-11-30T10:00:00.000Z';
    let block: PlaySession['block'] = null;
    const { sessionCalls } = setup({ session: () => playSession({ block }) });
    await settle();
    expect(screen.getByTitle('Neon Fruits game')).toBeInTheDocument();
    block = { kind: 'LOSS_LIMIT', since: iso(serverNow), until };
    const before = sessionCalls();
    await advance(PLAY_SESSION_POLL_MS);
    await settle();
    expect(sessionCalls()).toBe(before + 1);
    const cover = screen.getByRole('alert');
    expect(cover).toHaveTextContent('You have reached your loss limit');
    expect(cover).toHaveTextContent(/Play is stopped until \d{4}\/\d{2}\/\d{2} \d{2}:\d{2}\./);
    // The game's page is gone: it cannot go on.
    expect(screen.queryByTitle('Neon Fruits game')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Leave game' }));
    await settle();
    expect(useGameFrameStore.getState().game).toBeNull();
  });

  it('a launch refused for a time-out opens on the cover, without the game or a session poll', async () => {
    const { sessionCalls } = setup(
      { session: () => playSession() },
      { ...game, url: '', block: { kind: 'TIME_OUT', until: '2026-11-30T10:00:00.000Z' } },
    );
    await settle();
    const cover = screen.getByRole('alert');
    expect(cover).toHaveTextContent('You are taking a break');
    expect(cover).toHaveTextContent(
      'You can still withdraw your balance and read your account history.',
    );
    expect(screen.queryByTitle('Neon Fruits game')).toBeNull();
    expect(sessionCalls()).toBe(0);
  });

  it('a permanent self-exclusion says it has no end date', async () => {
    setup(
      { session: () => playSession() },
      { ...game, url: '', block: { kind: 'SELF_EXCLUSION', until: null } },
    );
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent('This self-exclusion has no end date.');
  });

  it('play money has no protections: no session poll, no strip', async () => {
    const { sessionCalls } = setup({ session: () => playSession() }, { ...game, wallet: 'PLAY' });
    await settle();
    await advance(PLAY_SESSION_POLL_MS);
    expect(sessionCalls()).toBe(0);
    expect(screen.queryByTestId('play-net')).toBeNull();
  });
});
