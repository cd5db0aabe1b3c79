import { randomUUID } from 'node:crypto';
import { demoSpinResultSchema, demoStateSchema } from '@app/contracts/demo-game';
import { gameListResponseSchema, launchResultSchema } from '@app/contracts/games';
import { agentRoutes } from '@app/contracts/agent-routes';
import { downlinePageSchema } from '@app/contracts/agent-team';
import { cashierRoutes } from '@app/contracts/cashier-routes';
import { routes } from '@app/contracts/routes';
import { expect } from 'vitest';
import { transferKey } from '../../src/services/agent-team-rules';
import { call, loginToken, sealedCall, type Answer } from './server-process';

/**
 * Money movements over real HTTP for the fault tests (issue 20, part 4): demo game rounds and
 * agent transfers, each with its client id (the round id, the transfer's request id: the
 * server's idempotency key), so one whose answer was lost can be sent again and must then be
 * applied exactly once.
 */
export type Player = { username: string; token: string; launchToken: string; stake: number };
export type Agent = { username: string; token: string; payees: number[] };

/** agent01's payment password in these tests (set when it has none). */
export const AGENT_PIN = '135790';

export type Movement = {
  kind: 'spin' | 'transfer';
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

/** Sends one movement and records what came back. */
export async function sendRound(baseUrl: string, movement: Movement): Promise<Movement> {
  try {
    const answer = await movement.send(baseUrl);
    movement.answer = answer;
    if (answer.status >= 200 && answer.status < 300) {
      movement.outcome = 'ack';
      if (movement.kind === 'spin')
        movement.orderId = demoSpinResultSchema.parse(answer.body?.value).orderId;
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
 * Each movement is applied exactly once. A round: one settled order with its bet transaction,
 * one BET ledger transaction under the round's key. A transfer: one ledger transaction under its
 * key (agent, request, payee).
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
