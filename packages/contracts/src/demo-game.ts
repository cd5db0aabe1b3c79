import { z } from 'zod';

/**
 * The reference server's demo game (ours; issue 4): launch answers a URL `/play/<launchToken>`,
 * a small same-origin slot page the app frames full screen. That page talks to these calls with
 * the launch token (not the player's session token, which never enters the game frame):
 * - GET  /wps/game/demo/state?launchToken=   what to draw: game, wallet, balance, stakes
 * - POST /wps/game/demo/spin                 one round: debit the stake, credit the win,
 *                                            record the bet, all in one transaction
 * `roundId` is made by the page once per spin; a retried spin with the same id applies once
 * and answers the first result. An INSUFFICIENT_BALANCE answer moves no money.
 */
export const launchTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{20,100}$/);

export const demoStateQuerySchema = z.object({ launchToken: launchTokenSchema });
export const demoStateSchema = z.object({
  gameName: z.string(),
  vendor: z.string(),
  wallet: z.enum(['REAL', 'PLAY']),
  currency: z.object({ code: z.string(), symbol: z.string() }),
  balance: z.number(),
  /** Stakes the player may pick, ascending, from the game's minimum bet. */
  stakes: z.array(z.number()),
  /** The 3x3 reels of the last round, or a starting layout. */
  reels: z.array(z.array(z.string())),
});
export type DemoState = z.infer<typeof demoStateSchema>;

export const demoSpinBodySchema = z.object({
  launchToken: launchTokenSchema,
  roundId: z.string().uuid(),
  stake: z.number().positive().max(1_000_000),
});
export const demoSpinResultSchema = z.object({
  roundId: z.string(),
  orderId: z.string(),
  stake: z.number(),
  payout: z.number(),
  balance: z.number(),
  reels: z.array(z.array(z.string())),
  wins: z.array(z.object({ line: z.number().int(), symbol: z.string(), amount: z.number() })),
});
export type DemoSpinResult = z.infer<typeof demoSpinResultSchema>;
