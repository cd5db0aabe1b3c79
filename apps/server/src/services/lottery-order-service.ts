import { lotteryOdds, maxTicketPicks, type LotteryPlay } from '@app/contracts/bet-constants';
import type {
  LotteryOrderDetail,
  LotteryTicketResult,
  LotteryTicketState,
  SubOrder,
} from '@app/contracts/bets';
import type { PlayableGameType } from '@app/contracts/games';
import type {
  LotteryOrderRepository,
  LotteryOrderRow,
  NewSubOrder,
} from '../repositories/lottery-order-repository';
import type { QueryHandle } from '../repositories/wallet-repository';
import type { Clock } from './clock';
import { DomainError } from './domain-error';
import type { GameLaunchService } from './game-launch-service';
import {
  drawResultOf,
  newDrawSecret,
  newLotteryOrderId,
  oddsX100Of,
  pickWins,
  subOrderIdOf,
  winMinorOf,
  type DrawResult,
} from './lottery-draw';
import { openDrawAt } from './lottery-service';
import { toMajorUnits } from './money';
import type { SaferGamblingGuard } from './safer-gambling-guard';
import { stakeOptions } from './slot-math';
import type { WalletService } from './wallet-service';

export type TicketRequest = {
  launchToken: string;
  requestId: string;
  numero: string;
  picks: readonly { play: LotteryPlay; pick: string; stake: number }[];
};

/** How many of the member's tickets of a game the ticket page lists. */
const TICKETS_SHOWN = 10;
/** Orders one settlement pass takes on (the sweeper comes back for the rest). */
const SETTLE_BATCH = 200;

/** A major-unit stake as minor units, or null when it has more than 2 decimals. */
function stakeToMinor(stake: number): number | null {
  const minor = Math.round(stake * 100);
  return Math.abs(minor - stake * 100) < 1e-6 && Number.isSafeInteger(minor) ? minor : null;
}

const isPlay = (play: string): play is LotteryPlay => play in lotteryOdds;

/** A stored order as the contract shows it, at `now` (what may still be cancelled). */
export function toLotteryDetail(row: LotteryOrderRow, now: Date): LotteryOrderDetail {
  const open = row.status === 'OPEN' && row.closeAt > now;
  const settled = row.status === 'SETTLED';
  const stakeMinor = row.stakeMinor - row.refundMinor;
  const subOrders: SubOrder[] = row.subOrders.map((sub) => ({
    subOrderId: sub.subOrderId,
    play: isPlay(sub.play) ? sub.play : '2D',
    pick: sub.pick,
    stake: toMajorUnits(sub.stakeMinor),
    odds: sub.oddsX100 / 100,
    status: sub.status as SubOrder['status'],
    payout: toMajorUnits(sub.payoutMinor),
    cancellable: open && sub.status === 'OPEN',
  }));
  return {
    orderId: row.orderId,
    kind: 'LOTTERY',
    nodeId: row.gameId,
    gameName: row.gameName,
    vendor: row.vendor,
    gameType: row.gameType as PlayableGameType,
    wallet: row.walletKind,
    stake: toMajorUnits(stakeMinor),
    validTurnover: settled ? toMajorUnits(stakeMinor) : 0,
    payout: toMajorUnits(row.payoutMinor),
    winLoss: settled ? toMajorUnits(row.payoutMinor - stakeMinor) : 0,
    status: row.status as LotteryOrderDetail['status'],
    numero: row.numero,
    createdAt: row.createdAt.toISOString(),
    closeTime: row.closeAt.toISOString(),
    refund: toMajorUnits(row.refundMinor),
    subOrders,
    result: row.result,
    settledAt: row.settledAt?.toISOString() ?? null,
  };
}

/**
 * Lottery betting (issue 14): the ticket page's state and tickets, the cancel of one open pick,
 * and settlement.
 *
 * - A ticket is ONE database transaction: the order claims the member's request id, its picks
 *   are inserted, the whole stake is debited (BET). A retry finds the stored order; too little
 *   money rolls all of it back (INSUFFICIENT_BALANCE). Only the draw the player saw open is
 *   taken: a closed one is DRAW_CLOSED, never moved to the next draw.
 * - A cancel locks the order, checks its draw is still open, moves the pick OPEN -> CANCELLED
 *   only if it is still open and refunds it (BET_REFUND, keyed by the pick): twice at once pays
 *   once, the second is ORDER_NOT_CANCELLABLE.
 * - Settling locks the order too, derives the draw's result (lottery-draw.ts; the same result
 *   for every order of a draw) and credits each winning pick once (PAYOUT, keyed by the pick).
 *   A sweeper settles closed draws every few seconds, and every read of a member's orders
 *   settles theirs first, so a moved test clock needs no waiting.
 */
export function createLotteryOrderService(deps: {
  repo: LotteryOrderRepository;
  /** The same queries on a transaction (createLotteryOrderRepository). */
  ordersOn: (db: QueryHandle) => LotteryOrderRepository;
  /** A lottery game's draw settings; null for any other game. */
  settingsOf: (gameId: number) => Promise<{ drawIntervalSeconds: number } | null>;
  launches: GameLaunchService;
  wallets: WalletService;
  currency: () => Promise<{ code: string; symbol: string }>;
  clock: Clock;
  /** Safer gambling (issue 18): no lottery bets on a break or past a loss or session limit. */
  protections: Pick<SaferGamblingGuard, 'assertMayPlay' | 'assertNoBreak'>;
}) {
  const { repo, wallets, clock } = deps;
  let secret: Promise<string> | null = null;

  /** The draws' secret: read once per process, made by the first instance that needs it. */
  function drawSecret(): Promise<string> {
    secret ??= (async () => {
      const stored = await repo.readDrawSecret();
      if (stored) return stored;
      await repo.insertDrawSecret(newDrawSecret());
      const made = await repo.readDrawSecret();
      if (!made) throw new Error('lottery: no draw secret after making one');
      return made;
    })();
    secret.catch(() => {
      secret = null;
    });
    return secret;
  }

  async function resultOf(gameId: number, numero: string): Promise<DrawResult> {
    return (
      (await repo.settledResultOf(gameId, numero)) ??
      drawResultOf(await drawSecret(), gameId, numero)
    );
  }

  /** Settles one order whose draw has closed; false when it was not open any more. */
  async function settleOne(order: { id: number; gameId: number; numero: string }) {
    const result = await resultOf(order.gameId, order.numero);
    const now = clock();
    return wallets.atomically(deps.ordersOn, async (post, orders) => {
      const head = await orders.lock(order.id);
      if (!head || head.status !== 'OPEN' || head.closeAt > now) return false;
      let payoutMinor = 0;
      for (const sub of await orders.subOrdersOf(order.id)) {
        if (sub.status !== 'OPEN') continue;
        if (!pickWins(sub.play, sub.pick, result)) {
          await orders.settleSubOrder(sub.id, {
            status: 'LOST',
            payoutMinor: 0,
            payoutTransactionId: null,
          });
          continue;
        }
        const winMinor = winMinorOf(sub.stakeMinor, sub.oddsX100);
        const payout = await post({
          idempotencyKey: `lottery:${sub.subOrderId}:payout`,
          memberId: head.memberId,
          walletKind: head.walletKind,
          amountMinor: winMinor,
          kind: 'PAYOUT',
          memo: head.orderId,
          gameType: head.gameType,
        });
        await orders.settleSubOrder(sub.id, {
          status: 'WON',
          payoutMinor: winMinor,
          payoutTransactionId: payout.transactionId,
        });
        payoutMinor += winMinor;
      }
      await orders.settleOrder(order.id, { result, payoutMinor, settledAt: now });
      return true;
    });
  }

  /** Settles the open orders whose draw has closed (one member's, or everyone's); how many. */
  async function settleDue(options: { memberId?: number } = {}): Promise<number> {
    const due = await repo.dueOrders(clock(), options.memberId ?? null, SETTLE_BATCH);
    let settled = 0;
    for (const order of due) if (await settleOne(order)) settled += 1;
    return settled;
  }

  async function lotteryLaunch(launchToken: string) {
    const launch = await deps.launches.resolve(launchToken);
    const settings = await deps.settingsOf(launch.game.id);
    if (!settings) throw new DomainError('GAME_NOT_FOUND', 'Not a lottery game');
    return { ...launch, drawIntervalSeconds: settings.drawIntervalSeconds };
  }

  return {
    settleDue,

    /** GET /wps/game/lottery/state: the open draw, the stakes, the member's latest tickets. */
    async ticketState(launchToken: string): Promise<LotteryTicketState> {
      const launch = await lotteryLaunch(launchToken);
      const { memberId, walletKind, game } = launch;
      await settleDue({ memberId });
      const now = clock();
      const [currency, balanceMinor, tickets] = await Promise.all([
        deps.currency(),
        wallets.balanceMinor(memberId, walletKind),
        repo.latestOfGame(memberId, game.id, walletKind, TICKETS_SHOWN),
      ]);
      return {
        gameName: game.name,
        vendor: game.vendor,
        wallet: walletKind,
        currency,
        balance: toMajorUnits(balanceMinor),
        draw: openDrawAt(game.gameCode, launch.drawIntervalSeconds, now),
        play: {
          code: '2D',
          odds: lotteryOdds['2D'],
          stakes: stakeOptions(game.minBetMinor).map(toMajorUnits),
          maxPicks: maxTicketPicks,
        },
        tickets: tickets.map((row) => toLotteryDetail(row, now)),
      };
    },

    /** POST /wps/game/lottery/ticket: one ticket, idempotent by the page's request id. */
    async place(request: TicketRequest): Promise<LotteryTicketResult> {
      const launch = await lotteryLaunch(request.launchToken);
      const { memberId, walletKind, game } = launch;
      const answer = async (): Promise<LotteryTicketResult> => {
        const order = await repo.findByRequest(memberId, request.requestId);
        if (!order) throw new Error(`lottery: request ${request.requestId} has no order`);
        return {
          ticket: toLotteryDetail(order, clock()),
          balance: toMajorUnits(await wallets.balanceMinor(memberId, order.walletKind)),
        };
      };
      if (await repo.findByRequest(memberId, request.requestId)) return answer();

      const offered = stakeOptions(game.minBetMinor);
      const subs: NewSubOrder[] = [];
      for (const pick of request.picks) {
        const stakeMinor = stakeToMinor(pick.stake);
        if (stakeMinor === null || !offered.includes(stakeMinor))
          throw new DomainError('BET_INVALID', 'This stake is not offered');
        subs.push({
          subOrderId: '',
          play: pick.play,
          pick: pick.pick,
          stakeMinor,
          oddsX100: oddsX100Of(pick.play),
        });
      }
      const now = clock();
      const draw = openDrawAt(game.gameCode, launch.drawIntervalSeconds, now);
      if (draw.numero !== request.numero)
        throw new DomainError('DRAW_CLOSED', 'This draw is no longer taking bets', {
          numero: draw.numero,
        });

      if (walletKind === 'REAL') await deps.protections.assertMayPlay(memberId);
      else await deps.protections.assertNoBreak(memberId);
      if (walletKind === 'REAL') await wallets.openWallet(memberId);
      const orderId = newLotteryOrderId(now);
      const totalMinor = subs.reduce((sum, s) => sum + s.stakeMinor, 0);
      await wallets.atomically(deps.ordersOn, async (post, orders) => {
        const id = await orders.insertOrder({
          orderId,
          requestId: request.requestId,
          memberId,
          gameId: game.id,
          numero: draw.numero,
          closeAt: new Date(draw.closeTime),
          stakeMinor: totalMinor,
          createdAt: now,
        });
        if (id === null) return; // the same request placed meanwhile: answer that one
        await orders.insertSubOrders(
          id,
          subs.map((s, i) => ({ ...s, subOrderId: subOrderIdOf(orderId, i + 1) })),
        );
        const bet = await post({
          idempotencyKey: `lottery:${memberId}:${request.requestId}:bet`,
          memberId,
          walletKind,
          amountMinor: -totalMinor,
          kind: 'BET',
          memo: orderId,
          gameType: game.gameType,
        });
        await orders.setBetTransaction(id, bet.transactionId);
      });
      return answer();
    },

    /**
     * POST /lgw/orders/suborders/cancel: one open pick of the member's own order, while its draw
     * is open; refunded once. Someone else's (or none) is ORDER_NOT_FOUND.
     */
    async cancel(memberId: number, subOrderId: string): Promise<LotteryOrderDetail> {
      await settleDue({ memberId });
      const sub = await repo.findOwnSubOrder(memberId, subOrderId);
      if (!sub) throw new DomainError('ORDER_NOT_FOUND', 'Order not found');
      const now = clock();
      await wallets.atomically(deps.ordersOn, async (post, orders) => {
        const head = await orders.lock(sub.orderDbId);
        if (!head || head.status !== 'OPEN' || head.closeAt <= now)
          throw new DomainError('ORDER_NOT_CANCELLABLE', 'The draw has closed');
        if (!(await orders.cancelSubOrder(sub.id, now)))
          throw new DomainError('ORDER_NOT_CANCELLABLE', 'This pick is not open');
        const refund = await post({
          idempotencyKey: `lottery:${subOrderId}:refund`,
          memberId,
          walletKind: head.walletKind,
          amountMinor: sub.stakeMinor,
          kind: 'BET_REFUND',
          memo: head.orderId,
          gameType: head.gameType,
        });
        await orders.setRefundTransaction(sub.id, refund.transactionId);
        await orders.addRefund(sub.orderDbId, sub.stakeMinor);
      });
      const order = await repo.findOwn(memberId, sub.orderId);
      if (!order) throw new Error(`lottery: order ${sub.orderId} vanished`);
      return toLotteryDetail(order, clock());
    },

    /** One of the member's lottery orders (settled first if its draw has closed), or null. */
    async detail(memberId: number, orderId: string): Promise<LotteryOrderDetail | null> {
      await settleDue({ memberId });
      const order = await repo.findOwn(memberId, orderId);
      return order ? toLotteryDetail(order, clock()) : null;
    },

    /** The settlement sweeper's timer (main.ts); returns a stop function. */
    startSettlementSweeper(intervalMs = 5_000): () => void {
      let running = false;
      const timer = setInterval(() => {
        if (running) return;
        running = true;
        void settleDue()
          .catch(() => undefined)
          .finally(() => {
            running = false;
          });
      }, intervalMs);
      timer.unref();
      return () => clearInterval(timer);
    },
  };
}
export type LotteryOrderService = ReturnType<typeof createLotteryOrderService>;
