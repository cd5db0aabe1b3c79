import {
  mutationOptions,
  useMutation,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { useCallback } from 'react';
import type { FavouriteIds, Game, GameListResponse } from '@app/contracts/games';
import { routes } from '@app/contracts/routes';
import { call } from '@/shared/api/call';
import { showErrorToast } from '@/shared/api/error-toast';
import { i18n } from '@/shared/i18n/i18n';
import { useSessionStore } from '@/shared/lib/session-store';
import { toastDurations } from '@/shared/lib/timings';
import { useGoToLogin } from '@/shared/lib/use-go-to-login';
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

export type FavouriteChange = { game: Game; kind: 'add' | 'remove' };
type FavPages = InfiniteData<GameListResponse, number>;
/** What the optimistic update replaced, to put back if the server refuses. */
type Snapshot = { ids: FavouriteIds | undefined; lists: [QueryKey, FavPages | undefined][] };

/**
 * Adds (POST MCSFE_addFavoriteGameV2) or removes (DELETE MCSFE_removeFavoriteGameV2) one
 * favourite, body nodeId and vendor. The display changes first (ids, and for a removal every
 * loaded favourites list), is rolled back with an error toast when the server refuses, and the
 * lists reload from the server either way (an added game's place and page are the server's).
 */
export const favouriteMutationOptions = (token: string) =>
  mutationOptions({
    mutationKey: gameKeys.favouriteChange(token),
    mutationFn: ({ game, kind }: FavouriteChange) =>
      call(kind === 'add' ? routes.favouriteAdd : routes.favouriteRemove, {
        body: { nodeId: game.nodeId, vendor: game.vassalage },
      }),
    onMutate: async ({ game, kind }, { client }): Promise<Snapshot> => {
      await client.cancelQueries({ queryKey: gameKeys.favourites(token) });
      const idsKey = gameKeys.favouriteIds(token);
      const snapshot: Snapshot = {
        ids: client.getQueryData<FavouriteIds>(idsKey),
        lists: client.getQueriesData<FavPages>({ queryKey: gameKeys.favouriteLists(token) }),
      };
      const ids = snapshot.ids ?? emptyFavouriteIds;
      client.setQueryData<FavouriteIds>(
        idsKey,
        kind === 'add' ? addFavouriteId(ids, game) : removeFavouriteId(ids, game.nodeId),
      );
      if (kind === 'remove')
        for (const [key, data] of snapshot.lists)
          client.setQueryData<FavPages>(key, removeFromFavouritePages(data, game.nodeId));
      return snapshot;
    },
    onError: (error, _change, snapshot, { client }) => {
      if (snapshot) {
        client.setQueryData(gameKeys.favouriteIds(token), snapshot.ids);
        for (const [key, data] of snapshot.lists) client.setQueryData(key, data);
      }
      // Returned: the mutation settles once the toast is up (its code table may still be loading).
      return showErrorToast(error, 'games.favouriteFailed');
    },
    onSettled: (_result, _error, _change, _snapshot, { client }) =>
      client.invalidateQueries({ queryKey: gameKeys.favouriteLists(token) }),
  });

/** The games whose favourite change is on its way (from the mutation cache, any star's). */
function pendingFavourites(queryClient: QueryClient, token: string): ReadonlySet<number> {
  const pending = queryClient
    .getMutationCache()
    .findAll({ mutationKey: gameKeys.favouriteChange(token), status: 'pending' });
  return new Set(pending.map((m) => (m.state.variables as FavouriteChange).game.nodeId));
}

/**
 * The favourite star's action (spec sections 4 and 5): a guest goes to /m/login and comes back
 * here after logging in; adding a game already there is ignored; removing updates the display
 * first. A tap while the same game's change is on its way (from any star) is ignored.
 */
export function useToggleFavourite(): (game: Game) => void {
  const queryClient = useQueryClient();
  const goToLogin = useGoToLogin();
  const token = useSessionStore((s) => s.session?.token ?? '');
  const { mutate } = useMutation(favouriteMutationOptions(token));
  return useCallback(
    (game: Game) => {
      const ids = favouriteIdSet(
        queryClient.getQueryData<FavouriteIds>(gameKeys.favouriteIds(token)),
      );
      const pending = pendingFavourites(queryClient, token);
      const decision = decideFavouriteTap(token !== '', ids, game.nodeId, pending);
      if (decision.kind === 'login') goToLogin();
      else if (decision.kind !== 'ignore') mutate({ game, kind: decision.kind });
    },
    [queryClient, goToLogin, token, mutate],
  );
}
