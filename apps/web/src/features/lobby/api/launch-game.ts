import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { apiPaths } from '@app/contracts/api-paths';
import type { Game, LaunchBody, LaunchResult } from '@app/contracts/games';
import type { GameCategory } from '@app/contracts/system';
import { apiRequest, isApiError } from '@/shared/api/client';
import { errorMessageKey } from '@/shared/api/error-messages';
import { i18n, useLanguageStore } from '@/shared/i18n/i18n';
import { toApiLanguage } from '@/shared/i18n/languages';
import { useGameFrameStore } from '@/shared/lib/game-frame-store';
import type { LoginRedirectState } from '@/shared/lib/login-redirect';
import { paths } from '@/shared/lib/paths';
import { useSessionStore } from '@/shared/lib/session-store';
import { toastDurations } from '@/shared/lib/timings';
import { showToast } from '@/shared/ui/toast';
import { decideLaunch } from '../lib/launch';
import { gameKeys } from './game-keys';

/** POST /wps/game/launchGame (`launchBodySchema` -> `launchResultSchema`); Bearer required. */
export function launchGame(body: LaunchBody): Promise<LaunchResult> {
  return apiRequest<LaunchResult>('POST', apiPaths.launchGame, { body });
}

function toastError(error: unknown) {
  showToast({
    message: isApiError(error)
      ? i18n.t(errorMessageKey(error.errorCode))
      : i18n.t('games.launchFailed'),
    kind: 'error',
    durationMs: toastDurations.short,
  });
}

/**
 * Opening a game (spec section 5): a guest goes to /m/login and returns here; a trial account
 * launches with freePlay; on success the game opens full screen in the app (game frame layer).
 * The launch records the recent game on the server, so recent lists are refreshed, not posted
 * to. A second tap while a launch is on its way is ignored.
 */
export function useLaunchGame(): (game: Game, category?: GameCategory) => void {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const session = useSessionStore((s) => s.session);
  const language = useLanguageStore((s) => s.language);
  return useCallback(
    (game: Game, category?: GameCategory) => {
      const frame = useGameFrameStore.getState();
      if (frame.launching !== null || frame.game !== null) return;
      const decision = decideLaunch(session, game);
      if (decision.kind === 'login') {
        const state: LoginRedirectState = { from: location.pathname + location.search };
        void navigate(paths.login(), { state });
        return;
      }
      if (decision.kind === 'freePlayUnsupported') {
        showToast({
          message: i18n.t('errors.freePlayUnsupported'),
          kind: 'error',
          durationMs: toastDurations.short,
        });
        return;
      }
      frame.setLaunching(game.nodeId);
      const token = session?.token ?? '';
      launchGame({
        vendor: game.vassalage,
        gameId: game.gameId,
        nodeId: game.nodeId,
        gameCategory: category,
        freePlay: decision.freePlay,
        language: toApiLanguage(language),
      })
        .then((result) => {
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
          void queryClient.invalidateQueries({ queryKey: gameKeys.recent(token) });
        })
        .catch((error: unknown) => {
          useGameFrameStore.getState().setLaunching(null);
          toastError(error);
        });
    },
    [navigate, location.pathname, location.search, queryClient, session, language],
  );
}
