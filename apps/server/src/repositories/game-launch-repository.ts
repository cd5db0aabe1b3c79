import { and, eq, gt, isNull } from 'drizzle-orm';
import type { AppDatabase } from '../db/create-db';
import { gameLaunches, members, sessions } from '../db/schema';

export type NewGameLaunch = {
  tokenHash: string;
  memberId: number;
  sessionId: number;
  gameId: number;
  walletKind: 'REAL' | 'PLAY';
  createdAt: Date;
  expiresAt: Date;
};

/** A launch whose token, session and member are all still good. */
export type LiveGameLaunch = {
  memberId: number;
  memberType: number;
  sessionId: number;
  gameId: number;
  walletKind: 'REAL' | 'PLAY';
  expiresAt: Date;
};

/** SQL of demo-game launches; tokens arrive here already hashed (SHA-256). */
export function createGameLaunchRepository(db: AppDatabase) {
  return {
    async insert(launch: NewGameLaunch): Promise<void> {
      await db.insert(gameLaunches).values(launch);
    },

    /**
     * The launch with this token hash while it is unexpired, its session is neither revoked nor
     * expired (logout ends the game too) and its member is enabled; null otherwise.
     */
    async findLive(tokenHash: string, now: Date): Promise<LiveGameLaunch | null> {
      const [row] = await db
        .select({
          memberId: gameLaunches.memberId,
          memberType: members.type,
          sessionId: sessions.id,
          gameId: gameLaunches.gameId,
          walletKind: gameLaunches.walletKind,
          expiresAt: gameLaunches.expiresAt,
        })
        .from(gameLaunches)
        .innerJoin(sessions, eq(sessions.id, gameLaunches.sessionId))
        .innerJoin(members, eq(members.id, gameLaunches.memberId))
        .where(
          and(
            eq(gameLaunches.tokenHash, tokenHash),
            gt(gameLaunches.expiresAt, now),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, now),
            eq(members.disabled, false),
          ),
        )
        .limit(1);
      return row ? { ...row, walletKind: row.walletKind as 'REAL' | 'PLAY' } : null;
    },
  };
}
export type GameLaunchRepository = ReturnType<typeof createGameLaunchRepository>;
