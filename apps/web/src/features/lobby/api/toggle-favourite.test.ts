import { QueryClient, type InfiniteData } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FavouriteIds, Game, GameListResponse } from '@app/contracts/games';
import { toastDurations } from '@/shared/lib/timings';
import { useToastStore } from '@/shared/ui/toast';
import { gameKeys } from './game-keys';
import { changeFavourite, notifyLoginNeeded } from './toggle-favourite';

const game = (nodeId: number) => ({ nodeId, gameName: `G${nodeId}`, vassalage: 'PG' }) as Game;
const token = 'tok';
const idsKey = gameKeys.favouriteIds(token);
const listKey = gameKeys.favouriteList(token, undefined, 30, 'en');
const envelope = (success: boolean) =>
  new Response(
    JSON.stringify({
      success,
      value: null,
      errorCode: success ? null : 'SYSTEM_ERROR',
      message: null,
    }),
    { status: success ? 200 : 500 },
  );

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
afterEach(() => vi.restoreAllMocks());

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
