import {
  extraSlotGames,
  featuredWinSeeds,
  seedGames,
  seedLotterySettings,
  seedVendors,
} from '../db/seed-data/game-catalogue';
import type { GameRepository } from '../repositories/game-repository';
import type { WinnerRepository } from '../repositories/winner-repository';

/** The demo game catalogue (issue 4): vendors, games, lottery draw settings, featured wins. */
export function createGameCatalogueSeed(deps: {
  games: GameRepository;
  winners: WinnerRepository;
  /** SEED_GAMES: grow the catalogue to at least this many games (benchmarks). */
  seedGames?: number;
}) {
  const { games } = deps;
  return {
    /**
     * Seeds vendors, the base catalogue (plus SEED_GAMES extras), lottery settings and featured
     * wins; adds only what is missing. Returns how many games were added.
     */
    async seedCatalogue(minGames = deps.seedGames ?? 0): Promise<number> {
      await games.insertMissingVendors(seedVendors);
      const extra = Math.max(0, minGames - seedGames.length);
      const keys = await games.keys();
      const missing = [...seedGames, ...extraSlotGames(extra)].filter(
        (g) => !keys.has(`${g.vendor}/${g.gameCode}`),
      );
      const added = await games.insertMissingGames(missing);
      if (added > 0 || !(await games.hasStatistics())) await games.refreshStatistics();

      // Lottery draw settings for the lottery vendors' games.
      const lotteryKeys = [...seedLotterySettings.keys()].map((key) => {
        const [vendor = '', gameCode = ''] = key.split('/');
        return { vendor, gameCode };
      });
      const ids = await games.idsByKeys(lotteryKeys);
      await games.insertMissingLotteryRows(
        [...seedLotterySettings].flatMap(([key, settings]) => {
          const gameId = ids.get(key);
          return gameId === undefined ? [] : [{ gameId, ...settings }];
        }),
      );

      // Featured wins, only into an empty table (an operator's removals stay removed).
      if ((await deps.winners.featuredCount()) === 0) {
        const wins = featuredWinSeeds();
        const winIds = await games.idsByKeys(
          wins.map((w) => {
            const [vendor = '', gameCode = ''] = w.key.split('/');
            return { vendor, gameCode };
          }),
        );
        await deps.winners.insertFeatured(
          wins.flatMap((w) => {
            const gameId = winIds.get(w.key);
            return gameId === undefined
              ? []
              : [{ gameId, maskedName: w.maskedName, winAmountMinor: w.winAmountMinor }];
          }),
        );
      }
      return added;
    },
  };
}
export type GameCatalogueSeed = ReturnType<typeof createGameCatalogueSeed>;
