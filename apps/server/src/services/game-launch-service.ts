import type { LaunchResult } from '@app/contracts/games';
import { defaultLanguage, type Language } from '@app/contracts/languages';
import { isTrialType } from '@app/contracts/member-types';
import type { GameLaunchRepository } from '../repositories/game-launch-repository';
import type { GameRow } from '../repositories/game-repository';
import { addSeconds, type Clock } from './clock';
import { DomainError } from './domain-error';
import type { SaferGamblingGuard } from './safer-gambling-guard';
import type { AuthContext } from './session-service';
import { newToken, sha256Hex } from './tokens';
import type { WalletKind, WalletService } from './wallet-service';

/** A launch stays playable for 2 hours (and never longer than its session). */
export const LAUNCH_TTL_SECONDS = 2 * 60 * 60;

export type LaunchRequest = {
  vendor: string;
  gameId: string;
  nodeId: number;
  freePlay: boolean;
  language?: Language;
};

/** A live launch: who plays which game with which money. */
export type ResolvedLaunch = {
  memberId: number;
  memberType: number;
  walletKind: WalletKind;
  game: GameRow;
};

/** The page's own path for a launch token (the same-origin demo game, docs/decisions/0021). */
export const playPath = (token: string, language: Language) => `/play/${token}?lang=${language}`;

/**
 * POST /wps/game/launchGame (spec section 5: launching needs a session). Trial accounts always
 * play with play money and only games that support it; real accounts play for real unless they
 * ask for free play. The launch token (not the session token) is what the game page holds; it
 * is stored hashed and dies with the session (logout) or after LAUNCH_TTL_SECONDS.
 */
export function createGameLaunchService(deps: {
  launches: GameLaunchRepository;
  findGame: (id: number) => Promise<GameRow | null>;
  recordRecent: (memberId: number, gameId: number) => Promise<void>;
  wallets: WalletService;
  clock: Clock;
  /** Safer gambling (issue 18): breaks, loss and session limits; a launch is session activity. */
  protections: Pick<SaferGamblingGuard, 'assertMayPlay' | 'assertNoBreak' | 'recordPlay'>;
}) {
  const { launches, wallets, clock } = deps;

  return {
    async launch(auth: AuthContext, request: LaunchRequest): Promise<LaunchResult> {
      const game = await deps.findGame(request.nodeId);
      if (!game || game.vendor !== request.vendor || game.gameCode !== request.gameId)
        throw new DomainError('GAME_NOT_FOUND', 'Game not found');
      const trial = isTrialType(auth.type);
      const walletKind: WalletKind = trial || request.freePlay ? 'PLAY' : 'REAL';
      if (walletKind === 'PLAY' && !game.supportPlay)
        throw new DomainError('FREE_PLAY_UNSUPPORTED', 'This game has no free play');

      // A break stops every launch; limits reached stop real-money play (issue 18).
      if (walletKind === 'REAL') await deps.protections.assertMayPlay(auth.memberId);
      else await deps.protections.assertNoBreak(auth.memberId);

      // The wallet the rounds use exists before the first round (play money: the one-off grant).
      if (walletKind === 'PLAY') await wallets.grantPlayMoney(auth.memberId);
      else await wallets.openWallet(auth.memberId);

      const token = newToken();
      const now = clock();
      await launches.insert({
        tokenHash: sha256Hex(token),
        memberId: auth.memberId,
        sessionId: auth.sessionId,
        gameId: game.id,
        walletKind,
        createdAt: now,
        expiresAt: addSeconds(now, LAUNCH_TTL_SECONDS),
      });
      await deps.recordRecent(auth.memberId, game.id);
      if (walletKind === 'REAL') await deps.protections.recordPlay(null, auth.memberId, null, now);
      return {
        url: playPath(token, request.language ?? defaultLanguage),
        gameName: game.name,
        wallet: walletKind,
        expiresInSeconds: LAUNCH_TTL_SECONDS,
      };
    },

    /** The launch behind a token, or GAME_SESSION_EXPIRED (unknown, expired, logged out). */
    async resolve(token: string): Promise<ResolvedLaunch> {
      const live =
        token.length >= 20 && token.length <= 100
          ? await launches.findLive(sha256Hex(token), clock())
          : null;
      const game = live ? await deps.findGame(live.gameId) : null;
      if (!live || !game) throw new DomainError('GAME_SESSION_EXPIRED', 'Game session ended');
      return {
        memberId: live.memberId,
        memberType: live.memberType,
        walletKind: live.walletKind,
        game,
      };
    },
  };
}
export type GameLaunchService = ReturnType<typeof createGameLaunchService>;
