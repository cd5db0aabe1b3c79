import { useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { apiPaths } from '@app/contracts/api-paths';
import type { FavouriteIds, Game, GameListResponse } from '@app/contracts/games';
import { apiRequest, isApiError } from '@/shared/api/client';
import { errorMessageKey } from '@/shared/api/error-messages';
import { i18n } from '@/shared/i18n/i18n';
import type { LoginRedirectState } from '@/shared/lib/login-redirect';
import { paths } from '@/shared/lib/paths';
import { useSessionStore } from '@/shared/lib/session-store';
import { toastDurations } from '@/shared/lib/timings';
import { showToast } from '@/shared/ui/toast';
import {
  addFavouriteId,
  decideFavouriteTap,
  emptyFavouriteIds,
  favouriteIdSet,
  removeFavouriteId,
  removeFromFavouritePages,
} from '../lib/favourites';
import { gameKeys } from './game-keys';

/** POST MCSFE_addFavoriteGameV2 (body nodeId, vendor; the token travels in the header). */
export function addFavourite(game: Pick<Game, 'nodeId' | 'vassalage'>): Promise<unknown> {
  return apiRequest('POST', apiPaths.favouriteAdd, {
    body: { nodeId: game.nodeId, vendor: game.vassalage },
  });
}

/** DELETE MCSFE_removeFavoriteGameV2 with the same body. */
export function removeFavourite(game: Pick<Game, 'nodeId' | 'vassalage'>): Promise<unknown> {
  return apiRequest('DELETE', apiPaths.favouriteRemove, {
    body: { nodeId: game.nodeId, vendor: game.vassalage },
  });
}

/**
 * Spec sections 6 and 8: a guest on the home FAV view is told to log in by an info toast of 2 s
 * (elsewhere the star leads to /m/login).
 */
export function notifyLoginNeeded(): void {
  showToast({
    message: i18n.t('games.loginToFavourite'),
    kind: 'info',
    durationMs: toastDurations.loginRequired,
  });
}

/** Changes of one game on their way: a second tap waits for the first answer. */
const pending = new Set<number>();

type FavPages = InfiniteData<GameListResponse, number>;

/**
 * Adds or removes one favourite with the display updated first (ids and loaded lists), rolled
 * back with an error toast when the server refuses. Exported for tests.
 */
export async function changeFavourite(
  queryClient: QueryClient,
  token: string,
  game: Game,
  kind: 'add' | 'remove',
): Promise<void> {
  const idsKey = gameKeys.favouriteIds(token);
  const listsKey = gameKeys.favourites(token);
  pending.add(game.nodeId);
  await queryClient.cancelQueries({ queryKey: listsKey });
  const previousIds = queryClient.getQueryData<FavouriteIds>(idsKey);
  const previousLists = queryClient.getQueriesData<FavPages>({
    queryKey: [...listsKey, 'list'],
  });
  const ids = previousIds ?? emptyFavouriteIds;
  queryClient.setQueryData<FavouriteIds>(
    idsKey,
    kind === 'add' ? addFavouriteId(ids, game) : removeFavouriteId(ids, game.nodeId),
  );
  if (kind === 'remove')
    for (const [key, data] of previousLists)
      queryClient.setQueryData<FavPages>(key, removeFromFavouritePages(data, game.nodeId));
  try {
    await (kind === 'add' ? addFavourite(game) : removeFavourite(game));
    // Lists gain the new game from the server (its place and page); ids are already right.
    void queryClient.invalidateQueries({ queryKey: [...listsKey, 'list'] });
  } catch (error) {
    queryClient.setQueryData(idsKey, previousIds);
    for (const [key, data] of previousLists) queryClient.setQueryData(key, data);
    showToast({
      message: isApiError(error)
        ? i18n.t(errorMessageKey(error.errorCode))
        : i18n.t('games.favouriteFailed'),
      kind: 'error',
      durationMs: toastDurations.short,
    });
  } finally {
    pending.delete(game.nodeId);
  }
}

/**
 * The favourite star's action (spec sections 4 and 5): a guest goes to /m/login and comes back
 * here after logging in; adding a game already there is ignored; removing updates the display
 * first. A tap while the same game's change is on its way is ignored.
 */
export function useToggleFavourite(): (game: Game) => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const token = useSessionStore((s) => s.session?.token ?? '');
  return useCallback(
    (game: Game) => {
      const ids = favouriteIdSet(
        queryClient.getQueryData<FavouriteIds>(gameKeys.favouriteIds(token)),
      );
      const decision = decideFavouriteTap(token !== '', ids, game.nodeId, pending);
      if (decision.kind === 'login') {
        const state: LoginRedirectState = { from: location.pathname + location.search };
        void navigate(paths.login(), { state });
        return;
      }
      if (decision.kind === 'ignore') return;
      void changeFavourite(queryClient, token, game, decision.kind);
    },
    [queryClient, navigate, location.pathname, location.search, token],
  );
}
