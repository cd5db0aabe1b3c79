import { z } from 'zod';
import {
  betKinds,
  betStatuses,
  lotteryPlays,
  maxTicketPicks,
  subOrderStatuses,
} from './bet-constants';
import type { betRoutes } from './bet-routes';
import { launchTokenSchema } from './demo-game';
import type { EndpointSchemas } from './endpoints';
import { playableGameTypes, vendorCodeSchema } from './games';
import { openNumeroSchema } from './lottery';

export { betKinds, betStatuses, subOrderStatuses } from './bet-constants';

/**
 * Bet records (spec section 7: /lgw/orders, /lgw/orders/detail, /lgw/orders/suborders/cancel)
 * and the lottery ticket page's calls (ours). A member's records are the settled rounds of the
 * demo game engine and their lottery orders (one per ticket, one sub-order per pick). Money in
 * major units (2 decimals). A member sees only their own orders.
 *
 * Per row: `stake` is what stays staked (a lottery order's cancelled picks are refunded and not
 * counted); `validTurnover` is the stake of what is settled (a round at once, a lottery order once
 * its draw is settled; open and cancelled picks count nothing); `winLoss` is payout - stake of
 * what is settled (0 while a lottery order is open).
 */
export const betOrderSchema = z.object({
  orderId: z.string(),
  kind: z.enum(betKinds),
  nodeId: z.number().int(),
  gameName: z.string(),
  vendor: z.string(),
  gameType: z.enum(playableGameTypes),
  /** REAL or PLAY (free play). */
  wallet: z.enum(['REAL', 'PLAY']),
  stake: z.number(),
  validTurnover: z.number(),
  payout: z.number(),
  winLoss: z.number(),
  status: z.enum(betStatuses),
  /** Lottery orders: the draw (yyyymmdd-nnnn); rounds: null. */
  numero: z.string().nullable(),
  /** ISO 8601. */
  createdAt: z.string(),
});
export type BetOrder = z.infer<typeof betOrderSchema>;

/**
 * A filter date: YYYY-MM-DD in the years a timestamp column holds both ways (year 0 does not
 * exist in PostgreSQL, and the end date's next day must stay a four-digit year).
 */
const filterDate = z.iso
  .date()
  .refine((d) => d >= '1000-01-01' && d <= '9998-12-31', { message: 'date out of range' });
const isoDateTime = z.iso.datetime({ offset: true });

/**
 * GET /lgw/orders: newest first. `from` and `to` (ISO datetimes with the member's offset, both
 * or neither) are the member's own days, at most 90 days back (DATE_RANGE_INVALID otherwise), as
 * the bet record asks; `startDate`/`endDate` are whole UTC days (YYYY-MM-DD, inclusive).
 */
export const betOrdersQuerySchema = z.object({
  pageNo: z.coerce.number<number>().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number<number>().int().min(1).max(100).default(20),
  gameType: z.enum(playableGameTypes).optional(),
  vendor: vendorCodeSchema.optional(),
  kind: z.enum(betKinds).optional(),
  wallet: z.enum(['REAL', 'PLAY']).optional(),
  from: isoDateTime.optional(),
  to: isoDateTime.optional(),
  startDate: filterDate.optional(),
  endDate: filterDate.optional(),
});
export const betSummarySchema = z.object({
  stake: z.number(),
  validTurnover: z.number(),
  payout: z.number(),
  winLoss: z.number(),
});
export type BetSummary = z.infer<typeof betSummarySchema>;
export const betOrdersSchema = z.object({
  list: z.array(betOrderSchema),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
  /** Over every order the filters match, not just this page. */
  summary: betSummarySchema,
});
export type BetOrderPage = z.infer<typeof betOrdersSchema>;

/** GET /lgw/orders/detail?orderId=: the order plus what the round showed or the ticket held. */
export const betOrderDetailQuerySchema = z.object({
  orderId: z.string().regex(/^[A-Za-z0-9-]{1,64}$/),
});

export const roundDetailSchema = betOrderSchema.extend({
  kind: z.literal('ROUND'),
  round: z.object({
    /** Reel symbols, one array per reel, top to bottom. */
    reels: z.array(z.array(z.string())),
    /** Winning lines: line index and the amount it paid. */
    wins: z.array(z.object({ line: z.number().int(), symbol: z.string(), amount: z.number() })),
  }),
  balanceAfter: z.number(),
});
export type RoundDetail = z.infer<typeof roundDetailSchema>;

/** One pick of a lottery order. */
export const subOrderSchema = z.object({
  subOrderId: z.string(),
  play: z.enum(lotteryPlays),
  /** 2D: two digits, 00 to 99. */
  pick: z.string(),
  stake: z.number(),
  /** The payout multiple on a win (95: a 1.00 stake pays 95.00). */
  odds: z.number(),
  status: z.enum(subOrderStatuses),
  payout: z.number(),
  /** Open and its draw still taking bets: /lgw/orders/suborders/cancel refunds it. */
  cancellable: z.boolean(),
});
export type SubOrder = z.infer<typeof subOrderSchema>;

/** A settled draw: a 5-digit number; 2D picks play its last two digits. */
export const drawResultSchema = z.object({ number: z.string(), twoD: z.string() });
export type DrawResult = z.infer<typeof drawResultSchema>;

export const lotteryOrderDetailSchema = betOrderSchema.extend({
  kind: z.literal('LOTTERY'),
  numero: z.string(),
  /** When the draw stops taking bets (ISO 8601). */
  closeTime: z.string(),
  /** What cancelled picks gave back. */
  refund: z.number(),
  subOrders: z.array(subOrderSchema),
  /** Once settled. */
  result: drawResultSchema.nullable(),
  settledAt: z.string().nullable(),
});
export type LotteryOrderDetail = z.infer<typeof lotteryOrderDetailSchema>;

export const betOrderDetailSchema = z.discriminatedUnion('kind', [
  roundDetailSchema,
  lotteryOrderDetailSchema,
]);
export type BetOrderDetail = z.infer<typeof betOrderDetailSchema>;

// ---------------------------------------------------------------- cancel (bet-routes.ts)

/** POST /lgw/orders/suborders/cancel: one open pick of the member's own order. */
export const subOrderCancelBodySchema = z.object({
  subOrderId: z.string().regex(/^[A-Za-z0-9-]{1,48}$/),
});

// ---------------------------------------------------------------- the lottery ticket page

/**
 * The lottery ticket page (ours, like the demo game: GET /play/<launchToken> of a lottery game)
 * talks to these with the launch token, never the session token:
 * - GET  /wps/game/lottery/state?launchToken=  the open draw, the plays and stakes, the
 *                                              member's latest tickets of the game
 * - POST /wps/game/lottery/ticket              one ticket: the picks, debited in one ledger
 *                                              transaction, idempotent by `requestId`
 */
export const lotteryTicketStateQuerySchema = z.object({ launchToken: launchTokenSchema });
export const lotteryTicketStateSchema = z.object({
  gameName: z.string(),
  vendor: z.string(),
  wallet: z.enum(['REAL', 'PLAY']),
  currency: z.object({ code: z.string(), symbol: z.string() }),
  balance: z.number(),
  draw: openNumeroSchema,
  play: z.object({
    code: z.enum(lotteryPlays),
    odds: z.number(),
    /** Stakes a pick may have, ascending, from the game's minimum bet. */
    stakes: z.array(z.number()),
    maxPicks: z.number().int(),
  }),
  /** The member's latest tickets of this game in this wallet, newest first (open ones first). */
  tickets: z.array(lotteryOrderDetailSchema),
});
export type LotteryTicketState = z.infer<typeof lotteryTicketStateSchema>;

const twoDigits = z.string().regex(/^\d{2}$/);
export const lotteryTicketBodySchema = z.object({
  launchToken: launchTokenSchema,
  /** The page's id of this ticket: a retry with the same id places it once. */
  requestId: z.string().regex(/^[A-Za-z0-9-]{8,64}$/),
  /** The draw the player saw open: a closed one is refused (DRAW_CLOSED), never moved on. */
  numero: z.string().regex(/^\d{8}-\d{4,6}$/),
  picks: z
    .array(
      z.object({
        play: z.enum(lotteryPlays).default('2D'),
        pick: twoDigits,
        /** Major units; one of the state's `play.stakes` (BET_INVALID otherwise). */
        stake: z.number().min(0.01).max(1_000_000),
      }),
    )
    .min(1)
    .max(maxTicketPicks)
    .refine((picks) => new Set(picks.map((p) => `${p.play}:${p.pick}`)).size === picks.length, {
      message: 'each number once per ticket',
    }),
});
export const lotteryTicketResultSchema = z.object({
  ticket: lotteryOrderDetailSchema,
  /** The wallet's balance after the ticket. */
  balance: z.number(),
});
export type LotteryTicketResult = z.infer<typeof lotteryTicketResultSchema>;

export const betSchemas = {
  lotteryTicketState: {
    area: 'lottery',
    summary: "The lottery ticket page's open draw, stakes and latest tickets for a launch token.",
    query: lotteryTicketStateQuerySchema,
    response: lotteryTicketStateSchema,
  },
  lotteryTicketPlace: {
    area: 'lottery',
    summary:
      'Place one lottery ticket: one order, a sub-order per pick, the whole stake debited once (idempotent by request id).',
    body: lotteryTicketBodySchema,
    response: lotteryTicketResultSchema,
  },
  betSubOrderCancel: {
    area: 'bets',
    summary:
      "Cancel one open pick of the member's own lottery order while its draw is open; refunded once.",
    body: subOrderCancelBodySchema,
    response: lotteryOrderDetailSchema,
  },
} as const satisfies { [K in keyof typeof betRoutes]: EndpointSchemas };
