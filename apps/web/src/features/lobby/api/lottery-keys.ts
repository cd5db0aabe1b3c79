import type { PlayType, PrizeMode } from '@app/contracts/lottery';
import { sessionKeys } from '@/shared/api/session-keys';

export type LotteryMode = { prizeMode: PrizeMode; playType: PlayType };

/**
 * Query-key factory of the lottery calls. Lottery games and draws are the same in every language
 * (their names are not translated), so no key holds it. The recently played lottery games are a
 * session's data, under its scope (a launch refreshes them with the recent games).
 */
export const lotteryKeys = {
  all: ['lottery'] as const,
  menu: (mode: LotteryMode) => [...lotteryKeys.all, 'menu', mode.prizeMode, mode.playType] as const,
  popular: (mode: LotteryMode) =>
    [...lotteryKeys.all, 'popular', mode.prizeMode, mode.playType] as const,
  numeros: (prizeMode: PrizeMode, gameIds: readonly string[]) =>
    [...lotteryKeys.all, 'numeros', prizeMode, gameIds.join(',')] as const,
  recent: (token: string) => [...sessionKeys.scope(token), 'lottery', 'recent'] as const,
  recentList: (token: string, mode: LotteryMode) =>
    [...lotteryKeys.recent(token), mode.prizeMode, mode.playType] as const,
};
