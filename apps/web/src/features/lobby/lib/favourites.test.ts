import { describe, expect, it } from 'vitest';
import type { FavouriteIds, Game, GameListResponse } from '@app/contracts/games';
import {
  addFavouriteId,
  decideFavouriteTap,
  emptyFavouriteIds,
  favouriteIdSet,
  removeFavouriteId,
  removeFromFavouritePages,
} from './favourites';

const ids = (...nodeIds: number[]): FavouriteIds => ({
  list: nodeIds.map((nodeId) => ({ nodeId, vendor: 'PG' })),
  pageNum: 1,
  totalPages: 1,
  total: nodeIds.length,
});

const game = (nodeId: number) => ({ nodeId, gameName: `G${nodeId}` }) as Game;
const page = (nodeIds: number[], total: number): GameListResponse => ({
  list: nodeIds.map(game),
  pageNum: 1,
  pageSize: 25,
  totalPages: 1,
  total,
});

describe('decideFavouriteTap', () => {
  it('sends a guest to log in', () => {
    expect(decideFavouriteTap(false, new Set([1]), 1)).toEqual({ kind: 'login' });
  });
  it('adds a game that is not a favourite and removes one that is', () => {
    expect(decideFavouriteTap(true, new Set([2]), 1)).toEqual({ kind: 'add', nodeId: 1 });
    expect(decideFavouriteTap(true, new Set([1]), 1)).toEqual({ kind: 'remove', nodeId: 1 });
  });
  it('ignores a tap while the same game is already changing', () => {
    expect(decideFavouriteTap(true, new Set(), 1, new Set([1]))).toEqual({ kind: 'ignore' });
    expect(decideFavouriteTap(true, new Set(), 2, new Set([1]))).toEqual({
      kind: 'add',
      nodeId: 2,
    });
  });
});

describe('favourite ids', () => {
  it('adds newest first', () => {
    const next = addFavouriteId(ids(5), { nodeId: 7, vassalage: 'JDB' });
    expect(next.list).toEqual([
      { nodeId: 7, vendor: 'JDB' },
      { nodeId: 5, vendor: 'PG' },
    ]);
    expect(next.total).toBe(2);
  });
  it('ignores adding a game that is already there (same object, nothing changes)', () => {
    const before = ids(5, 7);
    expect(addFavouriteId(before, { nodeId: 7, vassalage: 'PG' })).toBe(before);
  });
  it('removes a game, and ignores removing an absent one', () => {
    const before = ids(5, 7);
    const next = removeFavouriteId(before, 5);
    expect(next.list.map((f) => f.nodeId)).toEqual([7]);
    expect(next.total).toBe(1);
    expect(removeFavouriteId(next, 99)).toBe(next);
  });
  it('reads as a set; nothing loaded is empty', () => {
    expect([...favouriteIdSet(ids(3, 4))]).toEqual([3, 4]);
    expect(favouriteIdSet(undefined).size).toBe(0);
    expect(favouriteIdSet(emptyFavouriteIds).size).toBe(0);
  });
});

describe('removeFromFavouritePages (the display updates first)', () => {
  it('drops the game from whichever loaded page holds it and lowers the total', () => {
    const data = { pages: [page([1, 2], 4), page([3, 4], 4)], pageParams: [1, 2] };
    const next = removeFromFavouritePages(data, 3);
    expect(next?.pages.map((p) => p.list.map((g) => g.nodeId))).toEqual([[1, 2], [4]]);
    expect(next?.pages[1]?.total).toBe(3);
    expect(next?.pages[0]).toBe(data.pages[0]);
  });
  it('leaves lists without the game (and no data) as they are', () => {
    const data = { pages: [page([1, 2], 2)], pageParams: [1] };
    expect(removeFromFavouritePages(data, 9)).toBe(data);
    expect(removeFromFavouritePages(undefined, 1)).toBeUndefined();
  });
});
