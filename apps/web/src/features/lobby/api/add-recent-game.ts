import { apiPaths } from '@app/contracts/api-paths';
import type { Game } from '@app/contracts/games';
import { apiRequest } from '@/shared/api/client';

/**
 * POST /wps/relay/MCS2_addRecentGame. The launch call records the recent game on the server
 * already (agreed behaviour), so the app does not call this after a launch; it exists for
 * completeness of the spec's calls (a game opened some other way).
 */
export function addRecentGame(
  game: Pick<Game, 'nodeId' | 'vassalage' | 'gameId'>,
): Promise<unknown> {
  return apiRequest('POST', apiPaths.recentAdd, {
    body: { nodeId: game.nodeId, vendor: game.vassalage, gameId: game.gameId },
  });
}
