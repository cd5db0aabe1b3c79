import type { Game } from '@app/contracts/games';
import { isGuest, isTrial, type RoleSession } from '@/shared/lib/roles';

/**
 * Spec section 5: launching any game needs a session, else go to login. Trial accounts (type 4)
 * launch with the free-play flag (play money); a game that has no play-money mode cannot be
 * opened by them (the server would answer FREE_PLAY_UNSUPPORTED; we say so without the call).
 * Members launch with real money.
 */
export type LaunchDecision =
  { kind: 'login' } | { kind: 'freePlayUnsupported' } | { kind: 'launch'; freePlay: boolean };

export function decideLaunch(
  session: RoleSession,
  game: Pick<Game, 'supportPlay'>,
): LaunchDecision {
  if (isGuest(session)) return { kind: 'login' };
  if (isTrial(session)) {
    return game.supportPlay ? { kind: 'launch', freePlay: true } : { kind: 'freePlayUnsupported' };
  }
  return { kind: 'launch', freePlay: false };
}
