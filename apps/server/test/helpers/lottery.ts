import { betRoutes } from '@app/contracts/bet-routes';
import {
  lotteryOrderDetailSchema,
  lotteryTicketResultSchema,
  lotteryTicketStateSchema,
  type LotteryTicketState,
} from '@app/contracts/bets';
import { routes } from '@app/contracts/routes';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { DbHandle } from '../../src/db/create-db';
import { games, lotteryGames } from '../../src/db/schema';
import { expectOk } from './envelope';
import type { PickedGame } from './play';

export type LotteryGamePick = PickedGame & { drawIntervalSeconds: number };

/** A visible seeded lottery game with this draw interval (first in catalogue order). */
export async function pickLotteryGame(
  database: DbHandle,
  drawIntervalSeconds: number,
): Promise<LotteryGamePick> {
  const [row] = await database.db
    .select({
      nodeId: games.id,
      vendor: games.vendor,
      gameId: games.gameCode,
      minBetMinor: games.minBetMinor,
      drawIntervalSeconds: lotteryGames.drawIntervalSeconds,
    })
    .from(games)
    .innerJoin(lotteryGames, eq(lotteryGames.gameId, games.id))
    .where(and(eq(games.enabled, true), eq(lotteryGames.drawIntervalSeconds, drawIntervalSeconds)))
    .orderBy(asc(games.id))
    .limit(1);
  if (!row) throw new Error(`no lottery game drawing every ${drawIntervalSeconds}s`);
  return row;
}

export const ticketStateRequest = (app: FastifyInstance, launchToken: string) =>
  app.inject({
    method: 'GET',
    url: betRoutes.lotteryTicketState.path,
    query: { launchToken },
  });

export async function ticketState(
  app: FastifyInstance,
  launchToken: string,
): Promise<LotteryTicketState> {
  return expectOk(await ticketStateRequest(app, launchToken), lotteryTicketStateSchema);
}

export type Pick = { pick: string; stake: number; play?: '2D' };

export function placeRequest(
  app: FastifyInstance,
  body: { launchToken: string; numero: string; picks: Pick[]; requestId?: string },
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: betRoutes.lotteryTicketPlace.path,
    payload: { requestId: crypto.randomUUID(), ...body },
  });
}

export async function placeOk(
  app: FastifyInstance,
  body: { launchToken: string; numero: string; picks: Pick[]; requestId?: string },
) {
  return expectOk(await placeRequest(app, body), lotteryTicketResultSchema);
}

export const cancelRequest = (
  app: FastifyInstance,
  headers: Record<string, string>,
  subOrderId: unknown,
) =>
  app.inject({
    method: 'POST',
    url: betRoutes.betSubOrderCancel.path,
    headers,
    payload: { subOrderId } as Record<string, unknown>,
  });

export async function cancelOk(
  app: FastifyInstance,
  headers: Record<string, string>,
  subOrderId: string,
) {
  return expectOk(await cancelRequest(app, headers, subOrderId), lotteryOrderDetailSchema);
}

export const ordersRequest = (
  app: FastifyInstance,
  headers: Record<string, string>,
  query: Record<string, string> = {},
) => app.inject({ method: 'GET', url: routes.betOrders.path, headers, query });

export const detailRequest = (
  app: FastifyInstance,
  headers: Record<string, string>,
  orderId: string,
) => app.inject({ method: 'GET', url: routes.betOrderDetail.path, headers, query: { orderId } });

/** `count` distinct 2D numbers from `from` on ("00", "01", ...). */
export const numbers = (count: number, from = 0): string[] =>
  Array.from({ length: count }, (_, i) => String((from + i) % 100).padStart(2, '0'));
