import {
  MutationObserver,
  QueryClient,
  QueryClientProvider,
  type InfiniteData,
} from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FavouriteIds, Game, GameListResponse } from '@app/contracts/games';
import { useSessionStore } from '@/shared/lib/session-store';
import { toastDurations } from '@/shared/lib/timings';
import { useToastStore } from '@/shared/ui/toast';
import { gameKeys } from './game-keys';
import {
  favouriteMutationOptions,
  notifyLoginNeeded,
  useToggleFavourite,
  type FavouriteChange,
} from './toggle-favourite';

const game = (nodeId: number) => ({ nodeId, gameName: `G${nodeId}`, vassalage: 'PG' }) as Game;
const token = 'tok';
const idsKey = gameKeys.favouriteIds(token);
const listKey = gameKeys.favouriteList(token, undefined, 30);
const envelope = (success: boolean) =>
  new Response(
    JSON.stringify({
      success,
      value: success ? { nodeId: 2, favourite: true } : null,
      errorCode: success ? null : 'SYSTEM_ERROR',
      message: null,
    }),
    { status: success ? 200 : 500 },
  );

/** One change run through the favourite mutation's options, as the star's useMutation runs it. */
const changeFavourite = (
  client: QueryClient,
  tok: string,
  target: Game,
  kind: FavouriteChange['kind'],
) =>
  new MutationObserver(client, favouriteMutationOptions(tok))
    .mutate({ game: target, kind })
    .catch(() => undefined);

function seed(client: QueryClient) {
  client.setQueryData<FavouriteIds>(idsKey, {
    list: [1, 2, 3].map((nodeId) => ({ nodeId, vendor: 'PG' })),
    pageNum: 1,
    totalPages: 1,
    total: 3,
  });
  client.setQueryData<InfiniteData<GameListResponse, number>>(listKey, {
    pages: [{ list: [1, 2, 3].map(game), pageNum: 1, pageSize: 30, totalPages: 1, total: 3 }],
    pageParams: [1],
  });
}
const listIds = (client: QueryClient) =>
  client
    .getQueryData<InfiniteData<GameListResponse, number>>(listKey)
    ?.pages.flatMap((p) => p.list.map((g) => g.nodeId));
const favIds = (client: QueryClient) =>
  client.getQueryData<FavouriteIds>(idsKey)?.list.map((f) => f.nodeId);

beforeEach(() => useToastStore.getState().clear());
afterEach(() => {
  vi.restoreAllMocks();
  useSessionStore.setState({ session: null, lastEnd: null });
});

describe('changeFavourite', () => {
  it('remove: the ids and the loaded favourites list drop the game before the answer', async () => {
    const client = new QueryClient();
    seed(client);
    let release: (r: Response) => void = () => undefined;
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      () => new Promise<Response>((r) => (release = r)),
    );
    const done = changeFavourite(client, token, game(2), 'remove');
    await vi.waitFor(() => expect(favIds(client)).toEqual([1, 3]));
    expect(listIds(client)).toEqual([1, 3]);
    release(envelope(true));
    await done;
    expect(favIds(client)).toEqual([1, 3]);
    expect(useToastStore.getState().toasts).toHaveLength(0);
  });

  it('remove refused: both are put back and an error toast says so', async () => {
    const client = new QueryClient();
    seed(client);
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(envelope(false));
    await changeFavourite(client, token, game(2), 'remove');
    expect(favIds(client)).toEqual([1, 2, 3]);
    expect(listIds(client)).toEqual([1, 2, 3]);
    expect(useToastStore.getState().toasts).toMatchObject([{ kind: 'error' }]);
  });

  it('add: the star lights at once (newest first); the lists reload from the server', async () => {
    const client = new QueryClient();
    seed(client);
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(envelope(true));
    await changeFavourite(client, token, game(9), 'add');
    expect(favIds(client)).toEqual([9, 1, 2, 3]);
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(String(url)).toContain('MCSFE_addFavoriteGameV2');
    expect(init?.method).toBe('POST');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: [...gameKeys.favourites(token), 'list'] });
  });
});

describe('useToggleFavourite', () => {
  function renderToggle(client: QueryClient) {
    useSessionStore.getState().setSession({
      token,
      type: 0,
      userName: 'demo01',
      merchantCode: 'demo',
      firstTimeLogin: false,
    });
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(QueryClientProvider, { client }, createElement(MemoryRouter, null, children));
    return renderHook(() => useToggleFavourite(), { wrapper }).result;
  }

  it('ignores a second tap on the same game while its change is on its way', async () => {
    const client = new QueryClient();
    seed(client);
    const answers: ((r: Response) => void)[] = [];
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(() => new Promise<Response>((r) => answers.push(r)));
    const toggle = renderToggle(client);
    act(() => toggle.current(game(2)));
    await vi.waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(1));
    expect(favIds(client)).toEqual([1, 3]);
    // The same star again (or the same game's star elsewhere): nothing is sent, nothing changes.
    act(() => toggle.current(game(2)));
    // Another game is not held up by it.
    act(() => toggle.current(game(7)));
    await vi.waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(2));
    expect(String(fetchSpy.mock.calls[1]?.[0])).toContain('MCSFE_addFavoriteGameV2');
    expect(favIds(client)).toEqual([7, 1, 3]);
    answers.forEach((answer) => answer(envelope(true)));
    await vi.waitFor(() => expect(client.isMutating()).toBe(0));
    // Once answered, a tap counts again: 2 is no favourite now, so it is added back.
    act(() => toggle.current(game(2)));
    await vi.waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(3));
    expect(String(fetchSpy.mock.calls[2]?.[0])).toContain('MCSFE_addFavoriteGameV2');
  });

  it('an add the server refuses is rolled back: the star goes out again', async () => {
    const client = new QueryClient();
    seed(client);
    let release: (r: Response) => void = () => undefined;
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      () => new Promise<Response>((r) => (release = r)),
    );
    const toggle = renderToggle(client);
    act(() => toggle.current(game(9)));
    await vi.waitFor(() => expect(favIds(client)).toEqual([9, 1, 2, 3]));
    release(envelope(false));
    await vi.waitFor(() => expect(favIds(client)).toEqual([1, 2, 3]));
    expect(listIds(client)).toEqual([1, 2, 3]);
    expect(useToastStore.getState().toasts).toMatchObject([{ kind: 'error' }]);
  });
});

describe('notifyLoginNeeded', () => {
  it('is an info toast of 2 s asking to log in (spec sections 6 and 8)', () => {
    notifyLoginNeeded();
    expect(useToastStore.getState().toasts).toMatchObject([
      {
        kind: 'info',
        durationMs: toastDurations.loginRequired,
        message: 'Please log in to use favourites',
      },
    ]);
    expect(toastDurations.loginRequired).toBe(2000);
  });
});
