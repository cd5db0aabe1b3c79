import type { Game } from '@app/contracts/games';
import type { LotteryGame, OpenNumero, PrizeMode } from '@app/contracts/lottery';
import type { GameCategory, GameCategorySetting } from '@app/contracts/system';

/** Vendors whose presence in the ELOTT category switches the lottery to the Elott prize mode. */
const elottTriggerVendors = ['TCG_LOTTO_VN', 'LOTT'];

/**
 * Spec section 4: "Prize mode is Lott, or Elott when the vendor mapping has an
 * electronic-lottery entry for TCG_LOTTO_VN or LOTT" — read as: the consolidated settings' ELOTT
 * category lists TCG_LOTTO_VN or LOTT (team brief, decision 0024).
 */
export function prizeModeFor(
  categories: readonly Pick<GameCategorySetting, 'gameCategory' | 'vendors'>[] | undefined,
): PrizeMode {
  const elott = (categories ?? []).filter((c) => c.gameCategory === 'ELOTT');
  return elott.some((c) => c.vendors.some((v) => elottTriggerVendors.includes(v)))
    ? 'Elott'
    : 'Lott';
}

/**
 * When the open draw closes, on this device's clock: the answer's `remainingSeconds` counted from
 * when the answer arrived (`receivedAt`), so a device clock that is off does not matter.
 */
export function drawDeadline(
  draw: Pick<OpenNumero, 'remainingSeconds'>,
  receivedAt: number,
): number {
  return receivedAt + Math.max(0, draw.remainingSeconds) * 1000;
}

/** Whole seconds left until `deadline` at `now` (never negative). */
export function secondsLeft(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

const two = (n: number) => String(n).padStart(2, '0');

/** A countdown as mm:ss, or h:mm:ss from an hour on. */
export function formatCountdown(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const seconds = s % 60;
  return hours > 0 ? `${hours}:${two(minutes)}:${two(seconds)}` : `${two(minutes)}:${two(seconds)}`;
}

/** The category a lottery game launches under: ELOTT for the Elott prize mode, else LOTT. */
export function lotteryCategory(
  game: Pick<LotteryGame, 'prizeMode'>,
): GameCategory & ('LOTT' | 'ELOTT') {
  return game.prizeMode === 'Elott' ? 'ELOTT' : 'LOTT';
}

/**
 * A lottery game as the launch needs it. Lottery entries do not carry `supportPlay`; every seeded
 * lottery game has a play-money mode, and the server still refuses (FREE_PLAY_UNSUPPORTED) one
 * that has not, which the launch shows as a message.
 */
export function lotteryAsGame(game: LotteryGame): Game {
  return {
    nodeId: game.nodeId,
    nodeName: game.vendor,
    gameId: game.gameId,
    gameName: game.gameName,
    gameType: lotteryCategory(game),
    vassalage: game.vendor,
    gameClassify: null,
    gameClassifyNew: null,
    minBet: 0,
    minLine: 0,
    isNew: 0,
    showIcon: 1,
    iconUrl: game.iconUrl,
    defaultIcon: 'games/default.svg',
    roomId: null,
    supportPlay: true,
  };
}
