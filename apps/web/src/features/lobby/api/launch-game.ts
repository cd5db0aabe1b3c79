import { useMutation } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Game } from '@app/contracts/games';
import { routes } from '@app/contracts/routes';
import type { GameCategory } from '@app/contracts/system';
import { call } from '@/shared/api/call';
import { showErrorToast } from '@/shared/api/error-toast';
import { i18n } from '@/shared/i18n/i18n';
import { useGameFrameStore } from '@/shared/lib/game-frame-store';
import { useSessionStore } from '@/shared/lib/session-store';
import { toastDurations } from '@/shared/lib/timings';
import { useGoToLogin } from '@/shared/lib/use-go-to-login';
import { showToast } from '@/shared/ui/toast';
import { isApiError } from '@/shared/api/client';
import { decideLaunch } from '../lib/launch';
import { playBlockOfRefusal } from '../lib/play-block';
import { gameKeys } from './game-keys';
import { languageHint } from './get-game-list';
import { lotteryKeys } from './lottery-keys';

type Launch = { game: Game; category: GameCategory | undefined; freePlay: boolean; token: string };

function toastError(message: string) {
  showToast({ message, kind: 'error', durationMs: toastDurations.short });
}

/**
 * Opening a game (spec section 5): a guest goes to /m/login and returns here; a trial account
 * launches with freePlay; on success (POST /wps/game/launchGame) the game opens full screen in
 * the app (game frame layer). The launch records the recent game on the server, so the recent
 * lists are refreshed, not posted to. A second tap while a launch is on its way is ignored.
 * A launch refused by a safer-gambling protection opens the frame on the reason instead.
 */
export function useLaunchGame(): (game: Game, category?: GameCategory) => void {
  const goToLogin = useGoToLogin();
  const { mutate } = useMutation({
    mutationFn: ({ game, category, freePlay }: Launch) =>
      call(routes.launchGame, {
        body: {
          vendor: game.vassalage,
          gameId: game.gameId,
          nodeId: game.nodeId,
          gameCategory: category,
          freePlay,
          language: languageHint(),
        },
      }),
    onSuccess: (result, { game, token }, _none, { client }) => {
      // The session may have ended while the call was out.
      if (useSessionStore.getState().session?.token !== token) {
        useGameFrameStore.getState().setLaunching(null);
        return;
      }
      useGameFrameStore.getState().open({
        nodeId: game.nodeId,
        gameName: result.gameName || game.gameName,
        url: result.url,
        wallet: result.wallet,
      });
      void client.invalidateQueries({ queryKey: gameKeys.recent(token) });
      void client.invalidateQueries({ queryKey: lotteryKeys.recent(token) });
    },
    onError: (error, { game, token }) => {
      const frame = useGameFrameStore.getState();
      frame.setLaunching(null);
      // Play is stopped (issue 18): the frame opens on why and until when, not a passing toast.
      const block = isApiError(error) ? playBlockOfRefusal(error.errorCode, error.details) : null;
      if (block && useSessionStore.getState().session?.token === token) {
        frame.open({
          nodeId: game.nodeId,
          gameName: game.gameName,
          url: '',
          wallet: 'REAL',
          block,
        });
        return undefined;
      }
      return showErrorToast(error, 'games.launchFailed');
    },
  });
  return useCallback(
    (game: Game, category?: GameCategory) => {
      const frame = useGameFrameStore.getState();
      if (frame.launching !== null || frame.game !== null) return;
      const session = useSessionStore.getState().session;
      const decision = decideLaunch(session, game);
      if (decision.kind === 'login') return goToLogin();
      if (decision.kind === 'freePlayUnsupported')
        return toastError(i18n.t('errors.freePlayUnsupported'));
      // Set at once, so a second tap in the same moment finds the launch on its way.
      frame.setLaunching(game.nodeId);
      mutate({ game, category, freePlay: decision.freePlay, token: session?.token ?? '' });
    },
    [goToLogin, mutate],
  );
}
