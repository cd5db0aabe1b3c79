import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionKeys } from '@/shared/api/session-keys';
import { useGameFrameStore } from '@/shared/lib/game-frame-store';
import { GameFrame } from './game-frame';

const game = {
  nodeId: 7,
  gameName: 'Neon Fruits',
  url: '/play/abcdefghijklmnopqrstuvwxyz?lang=en',
  wallet: 'REAL' as const,
};

function renderFrame() {
  const client = new QueryClient();
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  const view = render(
    <QueryClientProvider client={client}>
      <button type="button">Play Neon Fruits</button>
      <GameFrame />
    </QueryClientProvider>,
  );
  const sessionRefreshes = () =>
    invalidate.mock.calls.filter(
      ([filters]) => JSON.stringify(filters?.queryKey) === JSON.stringify(sessionKeys.all),
    ).length;
  return { ...view, sessionRefreshes };
}

beforeEach(() => {
  window.history.replaceState({ usr: null, key: 'k1', idx: 2 }, '', '/m/home');
  useGameFrameStore.setState({ game: null, launching: null });
});
afterEach(() => vi.restoreAllMocks());

describe('GameFrame', () => {
  it('renders nothing without a game', () => {
    renderFrame();
    expect(screen.queryByTestId('game-frame')).toBeNull();
  });

  it('shows the game full screen: named dialog, back bar, titled iframe; focus on Back', () => {
    renderFrame();
    act(() => useGameFrameStore.getState().open(game));
    const dialog = screen.getByRole('dialog', { name: 'Playing Neon Fruits' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('heading', { name: 'Neon Fruits' })).toBeInTheDocument();
    expect(screen.getByTestId('game-frame-wallet')).toHaveTextContent('Real money');
    const iframe = screen.getByTitle('Neon Fruits game');
    expect(iframe).toHaveAttribute('src', game.url);
    expect(iframe).toHaveAttribute('allowfullscreen');
    expect(screen.getByRole('button', { name: 'Back' })).toHaveFocus();
    // The rest of the app is inert while the game is open.
    expect(screen.getByText('Play Neon Fruits')).toHaveAttribute('inert');
    // One history entry over the page's, keeping the router's state.
    expect(window.history.state).toMatchObject({ key: 'k1', idx: 2, __gameFrame: true });
  });

  it('the Back button steps back over its history entry and closes; focus returns', async () => {
    const { sessionRefreshes } = renderFrame();
    const launcher = screen.getByRole('button', { name: 'Play Neon Fruits' });
    launcher.focus();
    act(() => useGameFrameStore.getState().open(game));
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(useGameFrameStore.getState().game).toBeNull());
    expect(screen.queryByTestId('game-frame')).toBeNull();
    expect(window.history.state).toMatchObject({ key: 'k1', idx: 2 });
    expect(window.history.state).not.toHaveProperty('__gameFrame');
    expect(launcher).not.toHaveAttribute('inert');
    expect(launcher).toHaveFocus();
    // Closing refreshes the session's data (the header balance).
    expect(sessionRefreshes()).toBeGreaterThanOrEqual(1);
  });

  it("the browser's Back (popstate) closes it", async () => {
    renderFrame();
    act(() => useGameFrameStore.getState().open(game));
    act(() => window.history.back());
    await waitFor(() => expect(useGameFrameStore.getState().game).toBeNull());
  });

  it("refreshes the session's data on the game's balance message from our origin only", () => {
    const { sessionRefreshes } = renderFrame();
    act(() => useGameFrameStore.getState().open(game));
    const source = (screen.getByTitle('Neon Fruits game') as HTMLIFrameElement).contentWindow;
    const post = (origin: string, data: unknown) =>
      act(() => {
        window.dispatchEvent(new MessageEvent('message', { origin, data, source }));
      });
    post('https://evil.example', { type: 'demo-game:balance', balance: 1 });
    post(window.location.origin, { type: 'something-else' });
    expect(sessionRefreshes()).toBe(0);
    post(window.location.origin, { type: 'demo-game:balance', balance: 12.5 });
    expect(sessionRefreshes()).toBe(1);
  });

  it('labels play money', () => {
    renderFrame();
    act(() => useGameFrameStore.getState().open({ ...game, wallet: 'PLAY' }));
    expect(screen.getByTestId('game-frame-wallet')).toHaveTextContent('Play money');
    expect(screen.getByTestId('game-frame')).toHaveAttribute('data-wallet', 'PLAY');
  });
});
