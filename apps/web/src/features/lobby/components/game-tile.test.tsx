import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@app/contracts/routes';
import type { Game } from '@app/contracts/games';
import { resetImageCdn } from '@/shared/lib/cdn';
import { useGameFrameStore } from '@/shared/lib/game-frame-store';
import { useSessionStore } from '@/shared/lib/session-store';
import { useToastStore } from '@/shared/ui/toast';
import { GameTile, GameTileActionsProvider, placeholderIcon } from './game-tile';

const game: Game = {
  nodeId: 101,
  nodeName: 'PG Soft Slots',
  gameId: 'emerald-dragon',
  gameName: 'Emerald Dragon',
  gameType: 'RNG',
  vassalage: 'PG',
  gameClassify: 'VIDEO_SLOT',
  gameClassifyNew: null,
  minBet: 0.05,
  minLine: 5,
  isNew: 1,
  showIcon: 1,
  iconUrl: 'games/PG/emerald-dragon.svg',
  defaultIcon: 'games/default.svg',
  roomId: null,
  supportPlay: true,
};

const envelope = (value: unknown, success = true, errorCode: string | null = null) =>
  new Response(JSON.stringify({ success, value, errorCode, message: null }), {
    status: success ? 200 : 500,
  });

type Handler = (init: RequestInit | undefined) => Response | Promise<Response>;

function mockFetch(handlers: Record<string, Handler>) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const handler = handlers[url.pathname];
    if (!handler) return envelope(null, false, 'NOT_FOUND');
    return handler(init);
  });
}

function Where() {
  const location = useLocation();
  return (
    <p data-testid="where">
      {location.pathname}|{(location.state as { from?: string } | null)?.from ?? ''}
    </p>
  );
}

/**
 * Every test runs twice: a tile finding its own actions (home rows, strips) and tiles sharing a
 * provider's (the game list grid, decision 0046).
 */
let shared = false;

function renderTile(props: Partial<Parameters<typeof GameTile>[0]> = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/gameList?gameType=RNG']}>
        <Routes>
          <Route
            path="/gameList"
            element={
              shared ? (
                <GameTileActionsProvider>
                  <GameTile game={game} {...props} />
                </GameTileActionsProvider>
              ) : (
                <GameTile game={game} {...props} />
              )
            }
          />
          <Route path="/login" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, client };
}

const member = {
  token: 'tok-1',
  type: 0,
  userName: 'demo01',
  merchantCode: 'M',
  firstTimeLogin: false,
};
const trial = { ...member, token: 'tok-trial', type: 4 };

beforeEach(() => {
  resetImageCdn();
  useGameFrameStore.setState({ game: null, launching: null });
  useToastStore.getState().clear();
});
afterEach(() => {
  vi.restoreAllMocks();
  act(() => useSessionStore.getState().clearSession());
});

describe.each([
  ['alone', false],
  ['in a shared GameTileActionsProvider', true],
])('%s', (_name, inProvider) => {
  beforeEach(() => {
    shared = inProvider;
  });

  describe('GameTile image', () => {
    it('reserves its square size, loads lazily (eagerly and first with priority) and decodes async', () => {
      mockFetch({});
      const { unmount } = renderTile();
      const img = screen.getByTestId('game-tile').querySelector('img')!;
      expect(img).toHaveAttribute('width', '200');
      expect(img).toHaveAttribute('height', '200');
      expect(img).toHaveAttribute('loading', 'lazy');
      expect(img).not.toHaveAttribute('fetchpriority');
      expect(img).toHaveAttribute('decoding', 'async');
      expect(img).toHaveAttribute('src', '/cdn/games/PG/emerald-dragon.svg');
      unmount();
      renderTile({ priority: true });
      const first = screen.getByTestId('game-tile').querySelector('img')!;
      expect(first).toHaveAttribute('loading', 'eager');
      expect(first).toHaveAttribute('fetchpriority', 'high');
    });

    it('falls back to the default icon, then to the built-in placeholder', () => {
      mockFetch({});
      renderTile();
      const img = screen.getByTestId('game-tile').querySelector('img')!;
      fireEvent.error(img);
      expect(img).toHaveAttribute('src', '/cdn/games/default.svg');
      fireEvent.error(img);
      expect(img).toHaveAttribute('src', placeholderIcon);
      fireEvent.error(img);
      expect(img).toHaveAttribute('src', placeholderIcon);
    });

    it('shows the default icon straight away when the vendor artwork is withheld (showIcon 0)', () => {
      mockFetch({});
      renderTile({ game: { ...game, showIcon: 0 } });
      expect(screen.getByTestId('game-tile').querySelector('img')).toHaveAttribute(
        'src',
        '/cdn/games/default.svg',
      );
    });

    it('names the game, shows the vendor and the NEW badge', () => {
      mockFetch({});
      renderTile();
      expect(screen.getByRole('button', { name: 'Play Emerald Dragon' })).toBeInTheDocument();
      expect(screen.getByTestId('game-vendor')).toHaveTextContent('PG');
      expect(screen.getByTestId('game-new')).toHaveTextContent('NEW');
      expect(screen.getByTestId('game-tile')).toHaveAttribute('data-node-id', '101');
    });
  });

  describe('GameTile as a guest', () => {
    it('star and launch both go to /login with the game list as the return path', () => {
      const spy = mockFetch({});
      renderTile();
      const star = screen.getByRole('button', { name: 'Add Emerald Dragon to favourites' });
      expect(star).toHaveAttribute('aria-pressed', 'false');
      fireEvent.click(star);
      expect(screen.getByTestId('where')).toHaveTextContent('/login|/gameList?gameType=RNG');
      expect(spy).not.toHaveBeenCalled();
    });

    it('launch goes to /login', () => {
      mockFetch({});
      renderTile();
      fireEvent.click(screen.getByRole('button', { name: 'Play Emerald Dragon' }));
      expect(screen.getByTestId('where')).toHaveTextContent('/login|/gameList?gameType=RNG');
    });

    it('can hide the star', () => {
      mockFetch({});
      renderTile({ showFavourite: false });
      expect(screen.queryByTestId('favourite-star')).toBeNull();
    });
  });

  describe('GameTile favourites (logged in)', () => {
    const ids = (...nodeIds: number[]) => ({
      list: nodeIds.map((nodeId) => ({ nodeId, vendor: 'PG' })),
      pageNum: 1,
      totalPages: 1,
      total: nodeIds.length,
    });

    it('removes with the display updated first', async () => {
      act(() => useSessionStore.getState().setSession(member));
      let release: (r: Response) => void = () => undefined;
      const spy = mockFetch({
        [routes.favouriteIds.path]: () => envelope(ids(101)),
        [routes.favouriteRemove.path]: () => new Promise<Response>((r) => (release = r)),
      });
      renderTile();
      const star = await screen.findByRole('button', {
        name: 'Remove Emerald Dragon from favourites',
      });
      await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'true'));
      fireEvent.click(star);
      // Before the server answers, the star is already off.
      await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'false'));
      const call = spy.mock.calls.find(([u]) => String(u).startsWith(routes.favouriteRemove.path));
      expect(call?.[1]?.method).toBe('DELETE');
      expect(JSON.parse(String(call?.[1]?.body))).toEqual({ nodeId: 101, vendor: 'PG' });
      expect((call?.[1]?.headers as Record<string, string>).Authorization).toBe('Bearer tok-1');
      release(envelope({ nodeId: 101, favourite: false }));
      await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'false'));
    });

    it('rolls back with an error toast when the server refuses', async () => {
      act(() => useSessionStore.getState().setSession(member));
      mockFetch({
        [routes.favouriteIds.path]: () => envelope(ids()),
        [routes.favouriteAdd.path]: () => envelope(null, false, 'SYSTEM_ERROR'),
      });
      renderTile();
      const star = screen.getByTestId('favourite-star');
      await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'false'));
      fireEvent.click(star);
      await waitFor(() =>
        expect(useToastStore.getState().toasts.map((t) => t.kind)).toContain('error'),
      );
      expect(star).toHaveAttribute('aria-pressed', 'false');
    });
  });

  describe('GameTile launch (logged in)', () => {
    it('a trial account launches with freePlay, once for a double tap, and opens the frame', async () => {
      act(() => useSessionStore.getState().setSession(trial));
      let release: (r: Response) => void = () => undefined;
      const spy = mockFetch({
        [routes.favouriteIds.path]: () =>
          envelope({ list: [], pageNum: 1, totalPages: 0, total: 0 }),
        [routes.launchGame.path]: () => new Promise<Response>((r) => (release = r)),
      });
      renderTile();
      const play = screen.getByRole('button', { name: 'Play Emerald Dragon' });
      fireEvent.click(play);
      fireEvent.click(play);
      await waitFor(() => expect(play).toHaveAttribute('aria-busy', 'true'));
      const calls = spy.mock.calls.filter(([u]) => String(u).startsWith(routes.launchGame.path));
      expect(calls).toHaveLength(1);
      expect(JSON.parse(String(calls[0]?.[1]?.body))).toMatchObject({
        vendor: 'PG',
        gameId: 'emerald-dragon',
        nodeId: 101,
        freePlay: true,
      });
      release(
        envelope({
          url: '/play/abc?lang=en',
          gameName: 'Emerald Dragon',
          wallet: 'PLAY',
          expiresInSeconds: 7200,
        }),
      );
      await waitFor(() =>
        expect(useGameFrameStore.getState().game).toEqual({
          nodeId: 101,
          gameName: 'Emerald Dragon',
          url: '/play/abc?lang=en',
          wallet: 'PLAY',
        }),
      );
      expect(useGameFrameStore.getState().launching).toBeNull();
    });

    it('a member launches with real money; a refusal shows its translated message', async () => {
      act(() => useSessionStore.getState().setSession(member));
      const spy = mockFetch({
        [routes.favouriteIds.path]: () =>
          envelope({ list: [], pageNum: 1, totalPages: 0, total: 0 }),
        [routes.launchGame.path]: () =>
          new Response(
            JSON.stringify({
              success: false,
              value: null,
              errorCode: 'GAME_NOT_FOUND',
              message: 'x',
            }),
            { status: 404 },
          ),
      });
      renderTile();
      fireEvent.click(screen.getByRole('button', { name: 'Play Emerald Dragon' }));
      await waitFor(() => expect(useToastStore.getState().toasts).toHaveLength(1));
      const body = spy.mock.calls.find(([u]) => String(u).startsWith(routes.launchGame.path))?.[1]
        ?.body;
      expect(JSON.parse(String(body))).toMatchObject({ freePlay: false });
      expect(useToastStore.getState().toasts[0]?.kind).toBe('error');
      expect(useGameFrameStore.getState()).toMatchObject({ game: null, launching: null });
    });

    it('a launch refused by a protection (TIMED_OUT) opens the frame on the block, no toast', async () => {
      act(() => useSessionStore.getState().setSession(member));
      const until = '2026-11-30T10:00:00.000Z';
      mockFetch({
        [routes.favouriteIds.path]: () =>
          envelope({ list: [], pageNum: 1, totalPages: 0, total: 0 }),
        [routes.launchGame.path]: () =>
          new Response(
            JSON.stringify({
              success: false,
              value: { until },
              errorCode: 'TIMED_OUT',
              message: 'x',
            }),
            { status: 403 },
          ),
      });
      renderTile();
      fireEvent.click(screen.getByRole('button', { name: 'Play Emerald Dragon' }));
      await waitFor(() =>
        expect(useGameFrameStore.getState().game).toEqual({
          nodeId: 101,
          gameName: 'Emerald Dragon',
          url: '',
          wallet: 'REAL',
          block: { kind: 'TIME_OUT', until },
        }),
      );
      expect(useGameFrameStore.getState().launching).toBeNull();
      expect(useToastStore.getState().toasts).toHaveLength(0);
    });

    it('a trial account is told at once when a game has no play money (no call)', () => {
      act(() => useSessionStore.getState().setSession(trial));
      const spy = mockFetch({
        [routes.favouriteIds.path]: () =>
          envelope({ list: [], pageNum: 1, totalPages: 0, total: 0 }),
      });
      renderTile({ game: { ...game, supportPlay: false } });
      fireEvent.click(screen.getByRole('button', { name: 'Play Emerald Dragon' }));
      expect(useToastStore.getState().toasts).toHaveLength(1);
      expect(spy.mock.calls.some(([u]) => String(u).startsWith(routes.launchGame.path))).toBe(
        false,
      );
    });
  });
});
