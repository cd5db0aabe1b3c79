import { randomBytes } from 'node:crypto';
import type { DemoSpinResult, DemoState } from '@app/contracts/demo-game';
import type { QueryHandle } from '../repositories/wallet-repository';
import type { BetOrderRepository, BetOrderRow } from '../repositories/bet-order-repository';
import type { Clock } from './clock';
import { DomainError } from './domain-error';
import type { GameLaunchService } from './game-launch-service';
import { toMajorUnits } from './money';
import type { SaferGamblingGuard } from './safer-gambling-guard';
import { spin as spinReels, stakeOptions, startingReels, type RoundOutcome } from './slot-math';
import type { WalletService } from './wallet-service';

export type SpinRequest = { launchToken: string; roundId: string; stake: number };

/** DG + the UTC date + 10 random hex digits: unique, sortable by day, not guessable. */
function newOrderId(now: Date): string {
  const day = now.toISOString().slice(0, 10).replaceAll('-', '');
  return `DG${day}-${randomBytes(5).toString('hex').toUpperCase()}`;
}

/** A major-unit stake as minor units, or null when it has more than 2 decimals. */
function stakeToMinor(stake: number): number | null {
  const minor = Math.round(stake * 100);
  return Math.abs(minor - stake * 100) < 1e-6 && Number.isSafeInteger(minor) ? minor : null;
}

function resultOf(order: BetOrderRow): DemoSpinResult {
  return {
    roundId: order.roundId,
    orderId: order.orderId,
    stake: toMajorUnits(order.stakeMinor),
    payout: toMajorUnits(order.payoutMinor),
    balance: toMajorUnits(order.balanceAfterMinor),
    reels: order.round.reels,
    wins: order.round.wins.map((w) => ({
      line: w.line,
      symbol: w.symbol,
      amount: toMajorUnits(w.amountMinor),
    })),
  };
}

/**
 * The demo game's rounds (demo-game.ts). A round is ONE database transaction: the order claims
 * the member's round id, the stake is debited (BET), the win credited (PAYOUT, only when there
 * is one) and the order completed with both ledger ids and the balance after. A retried or
 * concurrent round id finds the stored order and moves nothing; too little money rolls the
 * whole round back (INSUFFICIENT_BALANCE).
 */
export function createDemoGameService(deps: {
  launches: GameLaunchService;
  wallets: WalletService;
  betOrders: BetOrderRepository;
  /** The bet-order queries on a transaction (createBetOrderRepository). */
  betOrdersOn: (db: QueryHandle) => BetOrderRepository;
  currency: () => Promise<{ code: string; symbol: string }>;
  clock: Clock;
  /**
   * Safer gambling (issue 18): a break stops every round; a real-money round is refused past a
   * loss or session limit and is the play session's activity, inside the round's transaction.
   */
  protections: Pick<SaferGamblingGuard, 'context' | 'checkRound' | 'recordPlay' | 'assertNoBreak'>;
  /** The slot's random round; tests may fix the reels. */
  spin?: (stakeMinor: number) => RoundOutcome;
  /**
   * Bonus wagering (issue 16): a real-money round's stake counts towards the member's bonuses,
   * inside the round's transaction (`db`), after its BET post.
   */
  wagering?: {
    countRound(
      db: QueryHandle,
      round: { memberId: number; gameType: string; stakeMinor: number },
    ): Promise<void>;
  };
}) {
  const { launches, wallets, betOrders, clock } = deps;
  const spin = deps.spin ?? ((stakeMinor: number) => spinReels(stakeMinor));

  return {
    async state(launchToken: string): Promise<DemoState> {
      const launch = await launches.resolve(launchToken);
      const [currency, balanceMinor, lastReels] = await Promise.all([
        deps.currency(),
        wallets.balanceMinor(launch.memberId, launch.walletKind),
        betOrders.lastReels(launch.memberId, launch.game.id, launch.walletKind),
      ]);
      return {
        gameName: launch.game.name,
        vendor: launch.game.vendor,
        wallet: launch.walletKind,
        currency,
        balance: toMajorUnits(balanceMinor),
        stakes: stakeOptions(launch.game.minBetMinor).map(toMajorUnits),
        reels: lastReels ?? startingReels,
      };
    },

    async spin(request: SpinRequest): Promise<DemoSpinResult> {
      const launch = await launches.resolve(request.launchToken);
      const { memberId, walletKind, game } = launch;
      // A lottery launch plays the lottery ticket page, never a slot round.
      if (game.gameType === 'LOTT' || game.gameType === 'ELOTT')
        throw new DomainError('GAME_NOT_FOUND', 'A lottery game has no slot rounds');

      const stored = await betOrders.findByRound(memberId, request.roundId);
      if (stored) return resultOf(stored);

      const stakeMinor = stakeToMinor(request.stake);
      if (stakeMinor === null || !stakeOptions(game.minBetMinor).includes(stakeMinor))
        throw new DomainError('BET_INVALID', 'This stake is not offered');

      if (walletKind === 'REAL') await wallets.openWallet(memberId);
      else await deps.protections.assertNoBreak(memberId);
      const now = clock();
      const guard = walletKind === 'REAL' ? { ...(await deps.protections.context()), now } : null;
      const outcome = spin(stakeMinor);
      const orderId = newOrderId(now);
      const keyBase = `round:${memberId}:${request.roundId}`;

      const bind = (db: QueryHandle) => ({ orders: deps.betOrdersOn(db), db });
      await wallets.atomically(bind, async (post, { orders, db }) => {
        // Before the order is claimed (it would count as already settled): refused past a
        // protection, nothing of the round is written.
        if (guard) await deps.protections.checkRound(db, memberId, stakeMinor, guard);
        const claimed = await orders.claim({
          orderId,
          roundId: request.roundId,
          memberId,
          gameId: game.id,
          walletKind,
          stakeMinor,
          payoutMinor: outcome.payoutMinor,
          round: { reels: outcome.reels, wins: outcome.wins },
          createdAt: now,
        });
        if (!claimed) return; // the same round settled meanwhile: answer that one
        const bet = await post({
          idempotencyKey: `${keyBase}:bet`,
          memberId,
          walletKind,
          amountMinor: -stakeMinor,
          kind: 'BET',
          memo: orderId,
          gameType: game.gameType,
        });
        if (walletKind === 'REAL' && deps.wagering)
          await deps.wagering.countRound(db, { memberId, gameType: game.gameType, stakeMinor });
        const payout =
          outcome.payoutMinor > 0
            ? await post({
                idempotencyKey: `${keyBase}:payout`,
                memberId,
                walletKind,
                amountMinor: outcome.payoutMinor,
                kind: 'PAYOUT',
                memo: orderId,
                gameType: game.gameType,
              })
            : null;
        await orders.settle(orderId, {
          betTransactionId: bet.transactionId,
          payoutTransactionId: payout?.transactionId ?? null,
          balanceAfterMinor: (payout ?? bet).balanceMinor,
        });
        if (guard)
          await deps.protections.recordPlay(
            db,
            memberId,
            { stakeMinor, payoutMinor: outcome.payoutMinor },
            now,
          );
      });

      const order = await betOrders.findByRound(memberId, request.roundId);
      if (!order) throw new Error(`demo game: round ${request.roundId} has no order`);
      return resultOf(order);
    },
  };
}
export type DemoGameService = ReturnType<typeof createDemoGameService>;
