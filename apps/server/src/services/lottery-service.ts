import {
  lotteryRegions,
  type LotteryGame,
  type OpenNumero,
  type PlayType,
  type PrizeMode,
} from '@app/contracts/lottery';
import type {
  LotteryFilter,
  LotteryRepository,
  LotteryRow,
} from '../repositories/lottery-repository';
import type { Clock } from './clock';
import { DomainError } from './domain-error';

export type LotteryModeRequest = { prizeMode?: PrizeMode; playType?: PlayType };

/** Spec section 4: prize mode Lott and play type trad unless the client asks otherwise. */
const DEFAULT_PRIZE_MODE: PrizeMode = 'Lott';
const DEFAULT_PLAY_TYPE: PlayType = 'trad';
/** More than any menu holds; the menu and recent list are not paged. */
const ALL = 500;
const DAY_SECONDS = 24 * 60 * 60;

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/**
 * The draw taking bets at `now` (contracts/lottery.ts): draw n closes at n * interval seconds
 * after the Unix epoch, so the open draw is the first whose close time is after now. Its numero
 * is the UTC date of the close time and the draw's 1-based number within that day (4 digits or
 * more): yyyymmdd-nnnn.
 */
export function openDrawAt(gameId: string, intervalSeconds: number, now: Date): OpenNumero {
  if (!Number.isInteger(intervalSeconds) || intervalSeconds <= 0)
    throw new Error(`lottery: bad draw interval ${intervalSeconds}`);
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const n = Math.floor(nowSeconds / intervalSeconds) + 1;
  const closeSeconds = n * intervalSeconds;
  const close = new Date(closeSeconds * 1000);
  const sinceMidnight = closeSeconds % DAY_SECONDS;
  const day = `${close.getUTCFullYear()}${pad(close.getUTCMonth() + 1, 2)}${pad(close.getUTCDate(), 2)}`;
  return {
    gameId,
    numero: `${day}-${pad(Math.floor(sinceMidnight / intervalSeconds) + 1, 4)}`,
    openTime: new Date((closeSeconds - intervalSeconds) * 1000).toISOString(),
    closeTime: close.toISOString(),
    remainingSeconds: Math.ceil((close.getTime() - now.getTime()) / 1000),
    serverTime: now.toISOString(),
  };
}

function toLotteryGame(row: LotteryRow): LotteryGame {
  return {
    nodeId: row.id,
    gameId: row.gameCode,
    gameName: row.name,
    vendor: row.vendor,
    prizeMode: row.prizeMode as LotteryGame['prizeMode'],
    playType: row.playType as LotteryGame['playType'],
    region: row.region as LotteryGame['region'],
    drawIntervalSeconds: row.drawIntervalSeconds,
    iconUrl: row.iconPath,
  };
}

const modeFilter = (request: LotteryModeRequest): LotteryFilter => ({
  prizeMode: request.prizeMode ?? DEFAULT_PRIZE_MODE,
  playType: request.playType ?? DEFAULT_PLAY_TYPE,
});

/** The lottery calls of spec section 7 (lottery.ts), from lottery_games and the clock. */
export function createLotteryService(deps: { repo: LotteryRepository; clock: Clock }) {
  const { repo, clock } = deps;
  return {
    async games(request: LotteryModeRequest & { limit: number }): Promise<LotteryGame[]> {
      return (await repo.list(modeFilter(request), request.limit)).map(toLotteryGame);
    },

    async popular(request: LotteryModeRequest & { limit: number }): Promise<LotteryGame[]> {
      const rows = await repo.list({ ...modeFilter(request), popularOnly: true }, request.limit);
      return rows.map(toLotteryGame);
    },

    /** The open draw of each asked game (every lottery game when none is asked). */
    async openNumeros(request: {
      gameIds?: readonly string[];
      prizeMode?: PrizeMode;
    }): Promise<OpenNumero[]> {
      const rows = await repo.list(
        {
          ...(request.gameIds ? { gameCodes: request.gameIds } : {}),
          ...(request.prizeMode ? { prizeMode: request.prizeMode } : {}),
        },
        ALL,
      );
      const now = clock();
      return rows.map((row) => openDrawAt(row.gameCode, row.drawIntervalSeconds, now));
    },

    async openNumero(gameId: string): Promise<OpenNumero> {
      const [row] = await repo.list({ gameCodes: [gameId] }, 1);
      if (!row) throw new DomainError('GAME_NOT_FOUND', 'Lottery game not found');
      return openDrawAt(row.gameCode, row.drawIntervalSeconds, clock());
    },

    /** Games grouped by region in menu order (NORTH, CENTRAL, SOUTH, FAST); empty ones left out. */
    async menu(request: LotteryModeRequest) {
      const games = (await repo.list(modeFilter(request), ALL)).map(toLotteryGame);
      return lotteryRegions
        .map((region) => ({ region, games: games.filter((g) => g.region === region) }))
        .filter((group) => group.games.length > 0);
    },

    /** The member's recently launched lottery games, newest first; guests have none. */
    async recent(
      memberId: number | null,
      request: LotteryModeRequest & { limit: number },
    ): Promise<LotteryGame[]> {
      if (memberId === null) return [];
      return (await repo.recentOf(memberId, modeFilter(request), request.limit)).map(toLotteryGame);
    },
  };
}
export type LotteryService = ReturnType<typeof createLotteryService>;
