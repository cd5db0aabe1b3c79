import { recordMaxDaysBack } from './cashier-constants';

/**
 * Bet records and lottery tickets (issue 14) as plain constants, without zod, so the web app's
 * bet record reads them at run time (bets.ts builds its schemas from them).
 */

/** What a bet record row is: a demo-game round or a lottery order (a ticket of picks). */
export const betKinds = ['ROUND', 'LOTTERY'] as const;
export type BetKind = (typeof betKinds)[number];

/**
 * A row's status: rounds are SETTLED at once; a lottery order is OPEN until its draw is settled
 * (SETTLED) or every pick of it is cancelled (CANCELLED).
 */
export const betStatuses = ['OPEN', 'SETTLED', 'CANCELLED'] as const;
export type BetStatus = (typeof betStatuses)[number];

/** One pick of a lottery order. */
export const subOrderStatuses = ['OPEN', 'WON', 'LOST', 'CANCELLED'] as const;
export type SubOrderStatus = (typeof subOrderStatuses)[number];

/** Lottery bet kinds: 2D picks a number 00 to 99 against the last two digits of the draw. */
export const lotteryPlays = ['2D'] as const;
export type LotteryPlay = (typeof lotteryPlays)[number];

/** A winning 2D pick pays 95 times its stake (the stake included). */
export const lotteryOdds: Record<LotteryPlay, number> = { '2D': 95 };

/** At most this many picks on one ticket (every 2D number once). */
export const maxTicketPicks = 100;

/**
 * How far back the bet record reaches (issue 14: "custom up to 90 days back"): as far as the
 * transaction record, so the screens share one date-range picker.
 */
export const betRecordMaxDaysBack = recordMaxDaysBack;
