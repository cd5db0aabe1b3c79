import { and, asc, desc, eq, inArray, isNotNull, type SQL } from 'drizzle-orm';
import type { AppDatabase } from '../db/create-db';
import { gameVendors, games, lotteryGames, recentGames } from '../db/schema';

/** A lottery game with its draw settings. */
export type LotteryRow = {
  id: number;
  gameCode: string;
  name: string;
  vendor: string;
  iconPath: string;
  prizeMode: string;
  playType: string;
  region: string;
  drawIntervalSeconds: number;
  popularRank: number | null;
};

export type LotteryFilter = {
  prizeMode?: string;
  playType?: string;
  /** Only these vendor game codes. */
  gameCodes?: readonly string[];
  popularOnly?: boolean;
};

const columns = {
  id: games.id,
  gameCode: games.gameCode,
  name: games.name,
  vendor: games.vendor,
  iconPath: games.iconPath,
  prizeMode: lotteryGames.prizeMode,
  playType: lotteryGames.playType,
  region: lotteryGames.region,
  drawIntervalSeconds: lotteryGames.drawIntervalSeconds,
  popularRank: lotteryGames.popularRank,
};

function conditions(filter: LotteryFilter): SQL | undefined {
  return and(
    eq(games.enabled, true),
    eq(gameVendors.enabled, true),
    filter.prizeMode === undefined ? undefined : eq(lotteryGames.prizeMode, filter.prizeMode),
    filter.playType === undefined ? undefined : eq(lotteryGames.playType, filter.playType),
    filter.gameCodes === undefined ? undefined : inArray(games.gameCode, [...filter.gameCodes]),
    filter.popularOnly ? isNotNull(lotteryGames.popularRank) : undefined,
  );
}

/** SQL of lottery games (games with a lottery_games row); disabled games never appear. */
export function createLotteryRepository(db: AppDatabase) {
  return {
    /** One game's draw settings; null when it is not a lottery game. */
    async settingsOf(
      gameId: number,
    ): Promise<{ drawIntervalSeconds: number; prizeMode: string } | null> {
      const [row] = await db
        .select({
          drawIntervalSeconds: lotteryGames.drawIntervalSeconds,
          prizeMode: lotteryGames.prizeMode,
        })
        .from(lotteryGames)
        .where(eq(lotteryGames.gameId, gameId));
      return row ?? null;
    },

    /** Matching games in menu order (popular ones by rank when `popularOnly`). */
    async list(filter: LotteryFilter, limit: number): Promise<LotteryRow[]> {
      return db
        .select(columns)
        .from(lotteryGames)
        .innerJoin(games, eq(games.id, lotteryGames.gameId))
        .innerJoin(gameVendors, eq(gameVendors.code, games.vendor))
        .where(conditions(filter))
        .orderBy(
          ...(filter.popularOnly ? [asc(lotteryGames.popularRank)] : []),
          asc(gameVendors.sort),
          asc(games.sort),
          asc(games.id),
        )
        .limit(limit);
    },

    /** The member's recently launched lottery games, most recent first. */
    async recentOf(memberId: number, filter: LotteryFilter, limit: number): Promise<LotteryRow[]> {
      return db
        .select(columns)
        .from(recentGames)
        .innerJoin(lotteryGames, eq(lotteryGames.gameId, recentGames.gameId))
        .innerJoin(games, eq(games.id, recentGames.gameId))
        .innerJoin(gameVendors, eq(gameVendors.code, games.vendor))
        .where(and(eq(recentGames.memberId, memberId), conditions(filter)))
        .orderBy(desc(recentGames.playedAt), asc(games.id))
        .limit(limit);
    },
  };
}
export type LotteryRepository = ReturnType<typeof createLotteryRepository>;
