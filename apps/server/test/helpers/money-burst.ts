import { randomUUID } from 'node:crypto';
import { demoSpinResultSchema, demoStateSchema } from '@app/contracts/demo-game';
import { gameListResponseSchema, launchResultSchema } from '@app/contracts/games';
import { agentRoutes } from '@app/contracts/agent-routes';
import { downlinePageSchema } from '@app/contracts/agent-team';
import {
  bankCardListSchema,
  depositCreatedSchema,
  depositSchema,
  withdrawalSchema,
} from '@app/contracts/cashier';
import { cashierRoutes } from '@app/contracts/cashier-routes';
import { routes } from '@app/contracts/routes';
import { expect } from 'vitest';
import { transferKey } from '../../src/services/agent-team-rules';
import { call, loginToken, sealedCall, type Answer } from './server-process';

/**
 * Money movements over real HTTP for the fault tests (issue 20, part 4): demo game rounds, agent
 * transfers, gateway deposits (created, then paid on the payment gateway's page: the money moves
 * when the gateway's signed webhook arrives) and withdrawals, each with its client id (the round
 * id, the request id: the server's idempotency key), so one whose answer was lost can be sent
 * again and must then be applied exactly once.
 */
export type Player = { username: string; token: string; launchToken: string; stake: number };
export type Agent = { username: string; token: string; payees: number[] };
/** A member ready to withdraw: payment password set and a bank card. */
export type Withdrawer = { username: string; token: string; bankCardId: number };

/** agent01's payment password in these tests (set when it has none). */
export const AGENT_PIN = '135790';

export type Movement = {
  kind: 'spin' | 'transfer' | 'deposit' | 'withdrawal';
  /** The client's id: the round id or the transfer's request id. */
  id: string;
  username: string;
  /** Transfers: who receives. */
  payeeId?: number;
  send(baseUrl: string): Promise<Answer>;
  /** ack: 2xx received; answered: another status; lost: no answer (connection failed). */
  outcome: 'pending' | 'ack' | 'answered' | 'lost';
  answer?: Answer;
  /** Spins: the order the round settled as. */
  orderId?: string;
  /** Deposits: the deposit's id, once its creation was answered. */
  depositId?: number;
};
/** The outage test sends rounds only. */
export type Round = Movement;

/** Logs in, launches the first real-money slot of the catalogue and reads its smallest stake. */
export async function preparePlayer(baseUrl: string, username: string): Promise<Player> {
  const token = await loginToken(baseUrl, username);
  const list = await call(
    baseUrl,
    'GET',
    `${routes.gameList.path}?gameType=RNG&pageNo=1&pageSize=25`,
  );
  expect(list.status, list.text).toBe(200);
  const game = gameListResponseSchema.parse(list.body?.value).list[0];
  if (!game) throw new Error('no RNG game in the catalogue');
  const launched = await call(baseUrl, 'POST', routes.launchGame.path, {
    token,
    json: { vendor: game.vassalage, gameId: game.gameId, nodeId: game.nodeId },
  });
  expect(launched.status, launched.text).toBe(200);
  const url = launchResultSchema.parse(launched.body?.value).url;
  const launchToken = /^\/play\/([A-Za-z0-9_-]+)\?/.exec(url)?.[1];
  if (!launchToken) throw new Error(`no launch token in ${url}`);
  const state = await call(
    baseUrl,
    'GET',
    `${routes.demoGameState.path}?launchToken=${encodeURIComponent(launchToken)}`,
  );
  expect(state.status, state.text).toBe(200);
  const parsed = demoStateSchema.parse(state.body?.value);
  expect(parsed.wallet).toBe('REAL');
  return { username, token, launchToken, stake: parsed.stakes[0]! };
}

/** The agent's payment password set, and a few of its direct downlines to pay. */
export async function prepareAgent(baseUrl: string, username: string): Promise<Agent> {
  const token = await loginToken(baseUrl, username);
  const pin = await sealedCall(
    baseUrl,
    'POST',
    cashierRoutes.paymentPasswordSet.path,
    { newPassword: AGENT_PIN, confirmPassword: AGENT_PIN },
    { token },
  );
  expect(pin.status, pin.text).toBe(200);
  const page = await call(baseUrl, 'GET', `${agentRoutes.agentDownlines.path}?pageNo=1`, {
    token,
  });
  expect(page.status, page.text).toBe(200);
  const payees = downlinePageSchema
    .parse(page.body?.value)
    .list.filter((d) => d.kind === 'MEMBER')
    .slice(0, 3)
    .map((d) => d.id);
  expect(payees.length).toBeGreaterThan(0);
  return { username, token, payees };
}

/** The PIN (AGENT_PIN, unless one is set), a payee name (set once: a second try is refused and
 * harmless) and a bank card. */
export async function prepareWithdrawer(baseUrl: string, username: string): Promise<Withdrawer> {
  const token = await loginToken(baseUrl, username);
  const hasPin = await call(baseUrl, 'GET', cashierRoutes.hasWithdrawalPassword.path, { token });
  expect(hasPin.status, hasPin.text).toBe(200);
  if ((hasPin.body?.value as { hasWithdrawalPassword?: boolean }).hasWithdrawalPassword !== true) {
    const pin = await sealedCall(
      baseUrl,
      'POST',
      cashierRoutes.paymentPasswordSet.path,
      { newPassword: AGENT_PIN, confirmPassword: AGENT_PIN },
      { token },
    );
    expect(pin.status, pin.text).toBe(200);
  }
  await call(baseUrl, 'POST', routes.memberInfoPayeeName.path, {
    token,
    json: { payeeName: 'Sok Dara' },
  });
  const added = await call(baseUrl, 'POST', cashierRoutes.bankCardAdd.path, {
    token,
    json: { bankCode: 'ABA', accountNumber: '001234567890' },
  });
  expect([200, 400, 409], added.text).toContain(added.status);
  const cards = await call(baseUrl, 'GET', cashierRoutes.bankCards.path, { token });
  expect(cards.status, cards.text).toBe(200);
  const card = bankCardListSchema.parse(cards.body?.value).cards[0];
  if (!card) throw new Error(`${username} has no bank card: ${added.text}`);
  return { username, token, bankCardId: card.id };
}

export function newRound(player: Player): Movement {
  const id = randomUUID();
  return {
    kind: 'spin',
    id,
    username: player.username,
    outcome: 'pending',
    send: (baseUrl) =>
      call(baseUrl, 'POST', routes.demoGameSpin.path, {
        json: { launchToken: player.launchToken, roundId: id, stake: player.stake },
        timeoutMs: 60_000,
      }),
  };
}

/** One transfer of 1.00 from the agent to `payeeId`. */
export function newTransfer(agent: Agent, payeeId: number): Movement {
  const id = randomUUID();
  return {
    kind: 'transfer',
    id,
    username: agent.username,
    payeeId,
    outcome: 'pending',
    send: (baseUrl) =>
      sealedCall(
        baseUrl,
        'POST',
        agentRoutes.agentTransferDownline.path,
        { memberId: payeeId, amount: '1', paymentPassword: AGENT_PIN, requestId: id },
        { token: agent.token, timeoutMs: 60_000 },
      ),
  };
}

/** The gateway method the deposits use (the payment simulator in this server answers it). */
const GATEWAY_METHOD = 'CARD_GATEWAY';

/**
 * One gateway deposit of 20.00: created with its request id, then paid on the gateway's page.
 * Acknowledged when the gateway took the payment (it then tells the server by webhook, retried
 * until the server answers). A retry creates nothing new: the same request id answers the same
 * deposit, and paying it again finds it paid.
 */
export function newDeposit(player: { username: string; token: string }): Movement {
  const id = randomUUID();
  const movement: Movement = {
    kind: 'deposit',
    id,
    username: player.username,
    outcome: 'pending',
    send: async (baseUrl) => {
      const created = await call(baseUrl, 'POST', cashierRoutes.depositCreate.path, {
        token: player.token,
        json: { requestId: id, methodCode: GATEWAY_METHOD, amount: '20', promoId: null },
        timeoutMs: 60_000,
      });
      if (created.status !== 200) return created;
      const { deposit, redirectUrl } = depositCreatedSchema.parse(created.body?.value);
      movement.depositId = deposit.id;
      // Paid already (a retry after the gateway's answer was lost): nothing left to pay.
      if (deposit.status === 'SUCCESS') return created;
      if (!redirectUrl)
        return { ...created, status: 500, text: `deposit ${deposit.id} has no payment page` };
      // The page is the gateway's (here the simulator in the same server): the player's "pay".
      const page = new URL(redirectUrl);
      const paid = await fetch(`${baseUrl}${page.pathname}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'action=pay',
        redirect: 'manual',
        signal: AbortSignal.timeout(60_000),
      });
      const text = await paid.text();
      // 303 back to the merchant: paid now; 200: the page says it was paid before.
      const status = paid.status === 303 || paid.status === 200 ? 200 : paid.status;
      return { status, headers: paid.headers, body: null, text };
    },
  };
  return movement;
}

/** One withdrawal of 50.00 (the minimum): the amount is held at once, under its request id. */
export function newWithdrawal(member: Withdrawer): Movement {
  const id = randomUUID();
  return {
    kind: 'withdrawal',
    id,
    username: member.username,
    outcome: 'pending',
    send: (baseUrl) =>
      sealedCall(
        baseUrl,
        'POST',
        cashierRoutes.withdraw.path,
        { requestId: id, amount: '50', bankCardId: member.bankCardId, paymentPassword: AGENT_PIN },
        { token: member.token, timeoutMs: 60_000 },
      ),
  };
}

/**
 * Waits until every deposit of `movements` is SUCCESS as its member sees it: the gateway's
 * webhook (retried by its dispatcher after a crash) reached the server.
 */
export async function waitForDepositsCredited(
  baseUrl: string,
  movements: Movement[],
  tokens: Map<string, string>,
  timeoutMs = 120_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (const movement of movements.filter((m) => m.kind === 'deposit')) {
    const path = cashierRoutes.deposit.path.replace(':id', String(movement.depositId));
    for (;;) {
      const res = await call(baseUrl, 'GET', path, { token: tokens.get(movement.username) });
      expect(res.status, res.text).toBe(200);
      const status = depositSchema.parse(res.body?.value).status;
      if (status === 'SUCCESS') break;
      expect(status, `deposit ${movement.depositId}`).toBe('PENDING');
      if (Date.now() > deadline)
        throw new Error(`deposit ${movement.depositId} still ${status} after ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

/** Sends one movement and records what came back. */
export async function sendRound(baseUrl: string, movement: Movement): Promise<Movement> {
  try {
    const answer = await movement.send(baseUrl);
    movement.answer = answer;
    if (answer.status >= 200 && answer.status < 300) {
      movement.outcome = 'ack';
      if (movement.kind === 'spin')
        movement.orderId = demoSpinResultSchema.parse(answer.body?.value).orderId;
      if (movement.kind === 'withdrawal') withdrawalSchema.parse(answer.body?.value);
    } else {
      movement.outcome = 'answered';
    }
  } catch {
    movement.outcome = 'lost';
  }
  return movement;
}

/** Runs the movements with `concurrency` requests in flight; `onAnswer` sees each as it completes. */
export async function runBurst(
  baseUrl: string,
  rounds: Movement[],
  concurrency: number,
  onAnswer: (round: Movement) => void = () => {},
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < rounds.length) {
      const round = rounds[next++]!;
      onAnswer(await sendRound(baseUrl, round));
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

/** A query runner over the test's own connection to the server's database. */
export type Query = <T>(text: string, values?: unknown[]) => Promise<T[]>;

/**
 * The ledger's invariants over the whole database: every wallet's balance is the sum of its
 * entries, none is negative, every transaction has two or more entries summing to zero.
 */
export async function expectLedgerInvariants(query: Query): Promise<void> {
  expect(
    await query(
      `select w.id from wallets w left join ledger_entries e on e.wallet_id = w.id
        group by w.id having w.balance_minor <> coalesce(sum(e.amount_minor), 0)`,
    ),
    'every wallet balance equals the sum of its entries',
  ).toEqual([]);
  expect(
    await query(`select id from wallets where balance_minor < 0`),
    'no negative balance',
  ).toEqual([]);
  expect(
    await query(
      `select t.id from ledger_transactions t left join ledger_entries e on e.transaction_id = t.id
        group by t.id having coalesce(sum(e.amount_minor), 0) <> 0 or count(e.id) < 2`,
    ),
    'every ledger transaction sums to zero',
  ).toEqual([]);
}

/**
 * Deposits: one row per request id, SUCCESS, its gateway payment SUCCEEDED, credited by one
 * ledger transaction (`deposit:<id>`) with the deposit's amount. Withdrawals: one row per request
 * id and one hold (`withdrawal:<id>:hold`) of its amount.
 */
async function expectCashierAppliedOnce(query: Query, movements: Movement[]): Promise<void> {
  const deposits = movements.filter((m) => m.kind === 'deposit');
  if (deposits.length > 0) {
    const rows = await query<{ request_id: string; n: string; status: string; psp: string }>(
      `select d.request_id, count(*) over (partition by d.request_id)::text as n, d.status,
              coalesce(p.status, '') as psp
         from deposits d left join psp_payments p on p.id = d.psp_payment_id
        where d.request_id = any($1::text[])`,
      [deposits.map((d) => d.id)],
    );
    const byRequest = new Map(rows.map((r) => [r.request_id, r]));
    const credits = await query<{
      request_id: string;
      n: string;
      credited: string;
      amount: string;
    }>(
      `select d.request_id, count(distinct t.id)::text as n,
              coalesce(sum(e.amount_minor) filter (where e.wallet_id is not null), 0)::text as credited,
              d.amount_minor::text as amount
         from deposits d
         join ledger_transactions t on t.idempotency_key = 'deposit:' || d.id
         join ledger_entries e on e.transaction_id = t.id
        where d.request_id = any($1::text[])
        group by d.request_id, d.amount_minor`,
      [deposits.map((d) => d.id)],
    );
    const creditOf = new Map(credits.map((c) => [c.request_id, c]));
    for (const deposit of deposits) {
      const row = byRequest.get(deposit.id);
      expect(row?.n, `deposit ${deposit.id} (${deposit.outcome}) has one row`).toBe('1');
      expect(row?.status, `deposit ${deposit.id} is credited`).toBe('SUCCESS');
      expect(row?.psp, `deposit ${deposit.id}'s payment`).toBe('SUCCEEDED');
      const credit = creditOf.get(deposit.id);
      expect(credit?.n, `deposit ${deposit.id} has one ledger transaction`).toBe('1');
      expect(credit?.credited, `deposit ${deposit.id} credited its amount`).toBe(credit?.amount);
    }
  }
  const withdrawals = movements.filter((m) => m.kind === 'withdrawal');
  if (withdrawals.length > 0) {
    const holds = await query<{ request_id: string; rows: string; holds: string }>(
      `select w.request_id, count(distinct w.id)::text as rows, count(t.id)::text as holds
         from withdrawals w
         left join ledger_transactions t on t.idempotency_key = 'withdrawal:' || w.id || ':hold'
        where w.request_id = any($1::text[])
        group by w.request_id`,
      [withdrawals.map((w) => w.id)],
    );
    const byRequest = new Map(holds.map((h) => [h.request_id, h]));
    for (const withdrawal of withdrawals) {
      const row = byRequest.get(withdrawal.id);
      expect(row?.rows, `withdrawal ${withdrawal.id} (${withdrawal.outcome}) has one row`).toBe(
        '1',
      );
      expect(row?.holds, `withdrawal ${withdrawal.id} is held once`).toBe('1');
    }
  }
}

/**
 * Each movement is applied exactly once. A round: one settled order with its bet transaction,
 * one BET ledger transaction under the round's key. A transfer: one ledger transaction under its
 * key (agent, request, payee). Deposits and withdrawals: expectCashierAppliedOnce.
 */
export async function expectRoundsAppliedOnce(query: Query, movements: Movement[]): Promise<void> {
  const spins = movements.filter((m) => m.kind === 'spin');
  const ids = spins.map((r) => r.id);
  const orders = await query<{ round_id: string; n: string; bet: string | null }>(
    `select round_id, count(*)::text as n, max(bet_transaction_id)::text as bet
       from bet_orders where round_id = any($1::text[]) group by round_id`,
    [ids],
  );
  const byRound = new Map(orders.map((o) => [o.round_id, o]));
  const bets = await query<{ key: string; n: string }>(
    `select idempotency_key as key, count(*)::text as n from ledger_transactions
      where idempotency_key like 'round:%:bet' and split_part(idempotency_key, ':', 3) = any($1::text[])
      group by idempotency_key`,
    [ids],
  );
  const betByRound = new Map(bets.map((b) => [b.key.split(':')[2]!, b]));
  for (const round of spins) {
    const order = byRound.get(round.id);
    expect(order?.n, `round ${round.id} (${round.outcome}) has one order`).toBe('1');
    expect(order?.bet, `round ${round.id} is settled`).not.toBeNull();
    expect(betByRound.get(round.id)?.n, `round ${round.id} has one BET`).toBe('1');
  }

  await expectCashierAppliedOnce(query, movements);
  const transfers = movements.filter((m) => m.kind === 'transfer');
  if (transfers.length === 0) return;
  const agents = await query<{ id: number; username: string }>(
    `select id, username from members where username = any($1::text[])`,
    [[...new Set(transfers.map((t) => t.username))]],
  );
  const agentId = new Map(agents.map((a) => [a.username, Number(a.id)]));
  const keys = transfers.map((t) => transferKey(agentId.get(t.username)!, t.id, t.payeeId!));
  const posted = await query<{ key: string; n: string }>(
    `select idempotency_key as key, count(*)::text as n from ledger_transactions
      where idempotency_key = any($1::text[]) group by idempotency_key`,
    [keys],
  );
  const byKey = new Map(posted.map((p) => [p.key, p.n]));
  for (const [i, transfer] of transfers.entries())
    expect(byKey.get(keys[i]!), `transfer ${transfer.id} (${transfer.outcome}) once`).toBe('1');
}
