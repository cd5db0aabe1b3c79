import { z } from 'zod';
import { playableGameTypes } from './games';

/**
 * Bet records (spec section 7: /lgw/orders, /lgw/orders/detail). Every settled round of the
 * demo game engine is one order. Money in major units (2 decimals). Needs a session; a member
 * sees only their own orders.
 */
export const betStatuses = ['SETTLED', 'CANCELLED'] as const;

export const betOrderSchema = z.object({
  orderId: z.string(),
  nodeId: z.number().int(),
  gameName: z.string(),
  vendor: z.string(),
  gameType: z.enum(playableGameTypes),
  /** REAL or PLAY (free play). */
  wallet: z.enum(['REAL', 'PLAY']),
  stake: z.number(),
  payout: z.number(),
  /** payout - stake. */
  winLoss: z.number(),
  status: z.enum(betStatuses),
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

/** GET /lgw/orders: newest first. Dates are YYYY-MM-DD (inclusive, UTC). */
export const betOrdersQuerySchema = z.object({
  pageNo: z.coerce.number<number>().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number<number>().int().min(1).max(100).default(20),
  gameType: z.enum(playableGameTypes).optional(),
  wallet: z.enum(['REAL', 'PLAY']).optional(),
  startDate: filterDate.optional(),
  endDate: filterDate.optional(),
});
export const betOrdersSchema = z.object({
  list: z.array(betOrderSchema),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
  /** Over every order the filters match, not just this page. */
  summary: z.object({ stake: z.number(), payout: z.number(), winLoss: z.number() }),
});

/** GET /lgw/orders/detail?orderId=: the order plus what the round showed. */
export const betOrderDetailQuerySchema = z.object({
  orderId: z.string().regex(/^[A-Za-z0-9-]{1,64}$/),
});
export const betOrderDetailSchema = betOrderSchema.extend({
  round: z.object({
    /** Reel symbols, one array per reel, top to bottom. */
    reels: z.array(z.array(z.string())),
    /** Winning lines: line index and the amount it paid. */
    wins: z.array(z.object({ line: z.number().int(), symbol: z.string(), amount: z.number() })),
  }),
  balanceAfter: z.number(),
});
export type BetOrderDetail = z.infer<typeof betOrderDetailSchema>;
