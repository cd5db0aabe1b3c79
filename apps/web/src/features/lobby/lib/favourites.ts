import type { InfiniteData } from '@tanstack/react-query';
import type { FavouriteIds, Game, GameListResponse } from '@app/contracts/games';

/**
 * Favourites rules (spec sections 4, 5, 6 and 8), pure so they are unit-tested:
 * - favouriting needs a session: a guest is sent to log in (or told to, on the home FAV view);
 * - adding a game that is already a favourite is ignored (nothing is sent);
 * - removing updates the display first (the ids and every loaded favourites list drop the game),
 *   and is rolled back if the server refuses.
 */
export type FavouriteDecision =
  | { kind: 'login' }
  | { kind: 'add'; nodeId: number }
  | { kind: 'remove'; nodeId: number }
  | { kind: 'ignore' };

/** What a tap on a star does. `pending`: a change of this game is already on its way. */
export function decideFavouriteTap(
  loggedIn: boolean,
  ids: ReadonlySet<number>,
  nodeId: number,
  pending: ReadonlySet<number> = new Set(),
): FavouriteDecision {
  if (!loggedIn) return { kind: 'login' };
  if (pending.has(nodeId)) return { kind: 'ignore' };
  return ids.has(nodeId) ? { kind: 'remove', nodeId } : { kind: 'add', nodeId };
}

/** An explicit add: ignored (same object back) when the game is already there. */
export function addFavouriteId(
  data: FavouriteIds,
  game: Pick<Game, 'nodeId' | 'vassalage'>,
): FavouriteIds {
  if (data.list.some((f) => f.nodeId === game.nodeId)) return data;
  return {
    ...data,
    // Newest first, as the server lists them.
    list: [{ nodeId: game.nodeId, vendor: game.vassalage }, ...data.list],
    total: data.total + 1,
  };
}

/** Drops a game from the ids (same object back when it is not there). */
export function removeFavouriteId(data: FavouriteIds, nodeId: number): FavouriteIds {
  if (!data.list.some((f) => f.nodeId === nodeId)) return data;
  return {
    ...data,
    list: data.list.filter((f) => f.nodeId !== nodeId),
    total: Math.max(0, data.total - 1),
  };
}

export function favouriteIdSet(data: FavouriteIds | undefined): ReadonlySet<number> {
  return new Set((data?.list ?? []).map((f) => f.nodeId));
}

/** Drops a game from every loaded page of a favourites list (the display updates first). */
export function removeFromFavouritePages(
  data: InfiniteData<GameListResponse, number> | undefined,
  nodeId: number,
): InfiniteData<GameListResponse, number> | undefined {
  if (!data) return data;
  let removed = false;
  const pages = data.pages.map((page) => {
    if (!page.list.some((g) => g.nodeId === nodeId)) return page;
    removed = true;
    return {
      ...page,
      list: page.list.filter((g) => g.nodeId !== nodeId),
      total: Math.max(0, page.total - 1),
    };
  });
  return removed ? { ...data, pages } : data;
}

/** An empty ids answer (a guest, or before the first load). */
export const emptyFavouriteIds: FavouriteIds = { list: [], pageNum: 1, totalPages: 0, total: 0 };
