import type { GameCategory } from '@app/contracts/system';
import { playableGameTypes, type WinnerItem } from '@app/contracts/games';
import type { WinnerRepository } from '../repositories/winner-repository';
import { systemClock, type Clock } from './clock';

/** Real wins older than this leave the board (the payout index walks only this window). */
export const WINNER_WINDOW_DAYS = 30;

/** "demo01" -> "de***01"; short names keep only their first character. */
export function maskName(name: string): string {
  if (name.length <= 2) return `${name.slice(0, 1)}***`;
  if (name.length <= 4) return `${name.slice(0, 1)}***${name.slice(-1)}`;
  return `${name.slice(0, 2)}***${name.slice(-2)}`;
}

/** The game types a board category covers; undefined = every type (HOME, ALL, HOT, ...). */
function typesOf(category: GameCategory | undefined): readonly string[] | undefined {
  if (category === undefined) return undefined;
  return (playableGameTypes as readonly string[]).includes(category) ? [category] : undefined;
}

/**
 * The winner board (spec sections 4 and 7, GCSGAME_getRankList): the biggest wins, real
 * settled rounds of the last 30 days with a payout merged with the seeded featured wins,
 * by winAmount descending, names masked.
 */
export function createWinnerBoardService(deps: { winners: WinnerRepository; clock?: Clock }) {
  const clock = deps.clock ?? systemClock;
  return {
    async list(query: { gameCategory?: GameCategory; limitNum: number }): Promise<WinnerItem[]> {
      const gameTypes = typesOf(query.gameCategory);
      const since = new Date(clock().getTime() - WINNER_WINDOW_DAYS * 24 * 60 * 60 * 1000);
      const filter = { limit: query.limitNum, ...(gameTypes ? { gameTypes } : {}) };
      const [real, featured] = await Promise.all([
        deps.winners.topRealWins({ ...filter, since }),
        deps.winners.topFeaturedWins(filter),
      ]);
      return [...real, ...featured]
        .sort((a, b) => b.winAmountMinor - a.winAmountMinor)
        .slice(0, query.limitNum)
        .map((w) => ({
          vo: {
            iconUrl: w.iconPath,
            gameName: w.gameName,
            customerName: w.masked ? w.name : maskName(w.name),
            winAmount: w.winAmountMinor / 100,
            nodeId: w.gameId,
            vassalage: w.vendor,
          },
        }));
    },
  };
}
export type WinnerBoardService = ReturnType<typeof createWinnerBoardService>;
