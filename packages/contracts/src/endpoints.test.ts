import { describe, expect, it } from 'vitest';
import { endpoints, type EndpointInput, type EndpointResult } from './endpoints';
import type { GameListQuery } from './games';
import { cashierRoutes } from './cashier-routes';
import { devRoutes } from './dev-routes';
import { opsRoutes } from './ops-routes';
import { routes } from './routes';
import { uploadRoutes } from './upload-routes';
import { vipRoutes } from './vip-routes';
import { securityRoutes } from './security-routes';
import { referralRoutes } from './referral-routes';
import { feedbackRoutes } from './feedback-routes';
import { profileRoutes } from './profile-routes';
import { kycRoutes } from './kyc-routes';
import { messageRoutes } from './message-routes';
import { rewardRoutes } from './reward-routes';
import { agentRoutes } from './agent-routes';
import { betRoutes } from './bet-routes';
import { saferGamblingRoutes } from './safer-gambling-routes';
import { fieldVitalsRoutes } from './field-vitals-routes';
import { dropBlankQueryValues } from './query-fields';

// ---------------------------------------------------------------- compile-time checks
// `npm run typecheck` compiles this file: each @ts-expect-error below must be an error, so a
// schema whose input type loosens (a preprocess or coerce without a type) fails the build.

// @ts-expect-error gameType is an enum, pageNo a number, minBet a number
const badQuery: GameListQuery = { gameType: 12345, pageNo: 'abc', minBet: [] };
const goodQuery: GameListQuery = { gameType: 'RNG', pageNo: 2, minBet: 0.5, gameName: 'dragon' };

const badListInput: EndpointInput<'gameList'> = {
  // @ts-expect-error a query field of the wrong type
  query: { pageSize: 'many' },
};
const goodListInput: EndpointInput<'gameList'> = { query: { gameType: 'LIVE' } };
// A row with no required input needs none.
const noInput: EndpointInput<'systemStatus'> = {};
// @ts-expect-error a body is required and nodeId is a number
const badFavourite: EndpointInput<'favouriteAdd'> = { body: { nodeId: '7', vendor: 'PG' } };
// @ts-expect-error favouriteAdd needs its body
const missingBody: EndpointInput<'favouriteAdd'> = {};
const goodLogin: EndpointInput<'sessionLogin'> = {
  body: { type: 'username', username: 'demo01', password: 'x' },
  moduleId: 'COMM3',
};
const badLogin: EndpointInput<'sessionLogin'> = {
  // @ts-expect-error the login payload's discriminant
  body: { type: 'email', username: 'demo01', password: 'x' },
};
// @ts-expect-error a GET row takes no body
const getWithBody: EndpointInput<'wallet'> = { body: { any: 1 } };
const listResult = (r: EndpointResult<'gameList'>): number => r.totalPages;

describe('the endpoint table', () => {
  it('keeps the compile-time examples alive', () => {
    expect([badQuery, goodQuery, badListInput, goodListInput, noInput, badFavourite]).toHaveLength(
      6,
    );
    expect([missingBody, goodLogin, badLogin, getWithBody, listResult]).toHaveLength(5);
  });

  it('has the same rows in its client columns and its schemas', () => {
    // Every module of rows (the order of the area modules does not matter; no row twice).
    const rowNames = [
      ...Object.keys(routes),
      ...Object.keys(cashierRoutes),
      ...Object.keys(uploadRoutes),
      ...Object.keys(vipRoutes),
      ...Object.keys(securityRoutes),
      ...Object.keys(referralRoutes),
      ...Object.keys(feedbackRoutes),
      ...Object.keys(profileRoutes),
      ...Object.keys(kycRoutes),
      ...Object.keys(betRoutes),
      ...Object.keys(messageRoutes),
      ...Object.keys(rewardRoutes),
      ...Object.keys(agentRoutes),
      ...Object.keys(saferGamblingRoutes),
      ...Object.keys(fieldVitalsRoutes),
      ...Object.keys(devRoutes),
      ...Object.keys(opsRoutes),
    ];
    expect(new Set(rowNames).size).toBe(rowNames.length);
    expect([...Object.keys(endpoints)].sort()).toEqual([...rowNames].sort());
    for (const [name, row] of Object.entries(endpoints)) expect(row.name).toBe(name);
  });

  it('names each method and path once', () => {
    const seen = new Set<string>();
    for (const row of Object.values(endpoints)) {
      const key = `${row.method} ${row.path}`;
      expect(seen.has(key), key).toBe(false);
      seen.add(key);
    }
  });

  it('gives a body schema exactly to rows that send a body, and none to GET rows', () => {
    for (const row of Object.values(endpoints)) {
      const hasBody = 'body' in row && row.body !== undefined;
      expect(hasBody, row.name).toBe(row.encoding !== 'none');
      if (row.method === 'GET') expect(row.encoding, row.name).toBe('none');
    }
  });

  it('gives a params schema exactly to rows with path parameters', () => {
    for (const row of Object.values(endpoints)) {
      const hasParams = 'params' in row && row.params !== undefined;
      expect(hasParams, row.name).toBe(row.path.includes('/:'));
    }
  });

  it('keeps dev rows under /__dev and only there, out of the table the web app imports', () => {
    for (const row of [...Object.values(routes), ...Object.values(cashierRoutes)])
      expect(row.path, row.name).not.toMatch(/^\/(__dev|ops)\//);
    for (const row of Object.values(opsRoutes)) expect(row.path, row.name).toMatch(/^\/ops\/api\//);
    for (const row of Object.values(devRoutes)) expect(row.path, row.name).toMatch(/^\/__dev\//);
    for (const row of Object.values(endpoints)) {
      const devOnly = 'devOnly' in row && row.devOnly === true;
      expect(devOnly, row.name).toBe(row.path.startsWith('/__dev/'));
    }
  });

  it('parses a query string as the server receives it', () => {
    const parsed = endpoints.gameList.query.parse(
      dropBlankQueryValues({ gameType: 'RNG', pageNo: '3', minBet: '0.5', gameName: '  ' }),
    );
    expect(parsed).toMatchObject({ gameType: 'RNG', pageNo: 3, minBet: 0.5, pageSize: 25 });
    expect(parsed.gameName).toBeUndefined();
  });
});
