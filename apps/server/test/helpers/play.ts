import { freePlayResultSchema } from '@app/contracts/account';
import { routes } from '@app/contracts/routes';
import { demoSpinResultSchema } from '@app/contracts/demo-game';
import { launchResultSchema, type LaunchResult } from '@app/contracts/games';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { DbHandle } from '../../src/db/create-db';
import { games, lotteryGames } from '../../src/db/schema';
import { expectOk } from './envelope';
import { bearer } from './login';

export type PickedGame = { nodeId: number; vendor: string; gameId: string; minBetMinor: number };

/** A visible seeded game matching the condition (first in catalogue order). */
export async function pickGame(
  database: DbHandle,
  where: { gameType?: string; supportPlay?: boolean; lottery?: boolean; minBetMinor?: number },
): Promise<PickedGame> {
  const [row] = await database.db
    .select({
      nodeId: games.id,
      vendor: games.vendor,
      gameId: games.gameCode,
      minBetMinor: games.minBetMinor,
    })
    .from(games)
    .leftJoin(lotteryGames, eq(lotteryGames.gameId, games.id))
    .where(
      and(
        eq(games.enabled, true),
        where.gameType === undefined ? undefined : eq(games.gameType, where.gameType),
        where.supportPlay === undefined ? undefined : eq(games.supportPlay, where.supportPlay),
        where.lottery ? isNotNull(lotteryGames.gameId) : undefined,
        where.minBetMinor === undefined ? undefined : eq(games.minBetMinor, where.minBetMinor),
      ),
    )
    .orderBy(asc(games.id))
    .limit(1);
  if (!row) throw new Error(`no seeded game for ${JSON.stringify(where)}`);
  return row;
}

export function launchBody(game: PickedGame, extra: Record<string, unknown> = {}) {
  return { vendor: game.vendor, gameId: game.gameId, nodeId: game.nodeId, ...extra };
}

export function launchRequest(
  app: FastifyInstance,
  token: string | null,
  body: unknown,
  path: string = routes.launchGame.path,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: path,
    headers: token ? bearer(token) : {},
    payload: body as Record<string, unknown>,
  });
}

/** Launches and returns the answer plus the launch token taken from its URL. */
export async function launch(
  app: FastifyInstance,
  token: string,
  game: PickedGame,
  extra: Record<string, unknown> = {},
): Promise<LaunchResult & { launchToken: string }> {
  const result = expectOk(
    await launchRequest(app, token, launchBody(game, extra)),
    launchResultSchema,
  );
  const match = /^\/play\/([A-Za-z0-9_-]+)\?lang=(km|en|zh|vi)$/.exec(result.url);
  expect(match, result.url).not.toBeNull();
  return { ...result, launchToken: match![1]! };
}

export function spinRequest(
  app: FastifyInstance,
  launchToken: string,
  stake: number,
  roundId: string = crypto.randomUUID(),
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: routes.demoGameSpin.path,
    payload: { launchToken, roundId, stake },
  });
}

export async function spinOk(app: FastifyInstance, launchToken: string, stake: number) {
  return expectOk(await spinRequest(app, launchToken, stake), demoSpinResultSchema);
}

/** A new trial (free play, type 4) account's session token. */
export async function freePlayToken(app: FastifyInstance): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: routes.sessionFreePlay.path,
    payload: { moduleId: 'FREEPLAY3' },
  });
  return expectOk(res, freePlayResultSchema).token;
}

type Rows<T> = { rows: T[] };

export async function queryRows<T>(database: DbHandle, query: ReturnType<typeof sql>) {
  return ((await database.db.execute(query)) as unknown as Rows<T>).rows;
}

/**
 * The ledger's invariants over the whole database: each wallet's balance is the sum of its
 * entries and never negative, each transaction's entries sum to zero (two or more of them), and
 * each wallet entry's balance-after is the running total.
 */
export async function expectLedgerInvariants(database: DbHandle): Promise<void> {
  expect(
    await queryRows(
      database,
      sql`select w.id from wallets w left join ledger_entries e on e.wallet_id = w.id
          group by w.id having w.balance_minor <> coalesce(sum(e.amount_minor), 0)`,
    ),
    'wallet balance equals the sum of its entries',
  ).toEqual([]);
  expect(
    await queryRows(
      database,
      sql`select t.id from ledger_transactions t left join ledger_entries e on e.transaction_id = t.id
          group by t.id having coalesce(sum(e.amount_minor), 0) <> 0 or count(e.id) < 2`,
    ),
    'every transaction sums to zero',
  ).toEqual([]);
  expect(await queryRows(database, sql`select id from wallets where balance_minor < 0`)).toEqual(
    [],
  );
  expect(
    await queryRows(
      database,
      sql`select e.id from ledger_entries e where e.wallet_id is not null and e.balance_after_minor <> (
            select sum(x.amount_minor) from ledger_entries x
            where x.wallet_id = e.wallet_id and x.id <= e.id)`,
    ),
    'balance after is the running total',
  ).toEqual([]);
}
