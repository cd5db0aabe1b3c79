import { routes } from '@app/contracts/routes';
import {
  lotteryGameListSchema,
  lotteryMenuSchema,
  lotteryRegions,
  openNumeroListSchema,
  openNumeroSchema,
} from '@app/contracts/lottery';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDrawAt } from '../src/services/lottery-service';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { createTestClock } from './helpers/clock';
import { expectFail, expectOk } from './helpers/envelope';
import { bearer, loginAs } from './helpers/login';
import { launch } from './helpers/play';

let t: TestApp;
const clock = createTestClock(new Date('2026-11-22T10:00:30Z'));

beforeAll(async () => {
  t = await buildTestApp({ services: { clock: clock.now } });
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, query: Record<string, string> = {}, headers = {}) =>
  t.app.inject({ method: 'GET', url, query, headers });

describe('open draws from the clock', () => {
  it('numbers draws yyyymmdd-nnnn by their UTC close time and counts down to it', () => {
    const now = new Date('2026-11-22T10:00:30Z');
    expect(openDrawAt('fast', 60, now)).toEqual({
      gameId: 'fast',
      numero: '20261122-0602',
      openTime: '2026-11-22T10:00:00.000Z',
      closeTime: '2026-11-22T10:01:00.000Z',
      remainingSeconds: 30,
      serverTime: '2026-11-22T10:00:30.000Z',
    });
    expect(openDrawAt('slow', 900, now)).toMatchObject({
      numero: '20261122-0042',
      closeTime: '2026-11-22T10:15:00.000Z',
      remainingSeconds: 870,
    });
    // At a close time exactly, that draw is over: the next one takes bets for a whole interval.
    expect(openDrawAt('slow', 900, new Date('2026-11-22T10:15:00Z'))).toMatchObject({
      numero: '20261122-0043',
      openTime: '2026-11-22T10:15:00.000Z',
      remainingSeconds: 900,
    });
    // Part seconds round the countdown up; the day's first draw closes just after midnight.
    expect(openDrawAt('fast', 60, new Date('2026-11-22T10:00:30.400Z')).remainingSeconds).toBe(30);
    expect(openDrawAt('fast', 60, new Date('2026-11-22T23:59:30Z'))).toMatchObject({
      numero: '20261123-0001',
      closeTime: '2026-11-23T00:00:00.000Z',
    });
    expect(openDrawAt('fast', 60, new Date('2026-11-22T23:58:30Z')).numero).toBe('20261122-1440');
    expect(() => openDrawAt('x', 0, now)).toThrow();
  });
});

describe('lottery game lists', () => {
  it('lists Lott/trad games by default and filters by prize mode and play type', async () => {
    const standard = expectOk(await get(routes.lotteryGames.path), lotteryGameListSchema);
    expect(standard.length).toBeGreaterThan(5);
    expect(standard.every((g) => g.prizeMode === 'Lott' && g.playType === 'trad')).toBe(true);
    for (const [prizeMode, playType] of [
      ['Elott', 'ent'],
      ['Elott', 'trad'],
      ['ZY', 'trad'],
      ['Lott', 'ent'],
    ] as const) {
      const list = expectOk(
        await get(routes.lotteryGames.path, { prizeMode, playType, language: 'EN' }),
        lotteryGameListSchema,
      );
      expect(list.length, `${prizeMode}/${playType}`).toBeGreaterThan(0);
      expect(list.every((g) => g.prizeMode === prizeMode && g.playType === playType)).toBe(true);
      for (const g of list) expect(g.iconUrl).toMatch(/^games\/[A-Z0-9_]+\/[a-z0-9-]+\.webp$/);
    }
    expect(
      expectOk(await get(routes.lotteryGames.path, { limit: '2' }), lotteryGameListSchema),
    ).toHaveLength(2);
    expectFail(await get(routes.lotteryGames.path, { prizeMode: 'Big' }), 400, 'VALIDATION_ERROR');
    expectFail(await get(routes.lotteryGames.path, { playType: 'x' }), 400, 'VALIDATION_ERROR');
  });

  it('lists popular games in rank order, within the mode', async () => {
    const popular = expectOk(await get(routes.lotteryPopular.path), lotteryGameListSchema);
    expect(popular.length).toBeGreaterThan(1);
    expect(popular.every((g) => g.prizeMode === 'Lott' && g.playType === 'trad')).toBe(true);
    const all = expectOk(
      await get(routes.lotteryGames.path, { limit: '100' }),
      lotteryGameListSchema,
    );
    expect(popular.length).toBeLessThan(all.length);
    const elott = expectOk(
      await get(routes.lotteryPopular.path, { prizeMode: 'Elott', playType: 'ent' }),
      lotteryGameListSchema,
    );
    expect(elott.map((g) => g.gameName)).toEqual([
      'Speed E-Lottery 1 Minute',
      'Saigon E-Lottery',
      'E-Lotto 1 Minute',
    ]);
  });

  it('groups the menu by region in menu order', async () => {
    const menu = expectOk(
      await get(routes.lotteryMenu.path, { prizeMode: 'Elott' }),
      lotteryMenuSchema,
    );
    expect(menu.map((m) => m.region)).toEqual(
      lotteryRegions.filter((r) => menu.some((m) => m.region === r)),
    );
    expect(menu.length).toBeGreaterThanOrEqual(3);
    for (const group of menu)
      expect(group.games.every((g) => g.region === group.region && g.prizeMode === 'Elott')).toBe(
        true,
      );
    const flat = expectOk(
      await get(routes.lotteryGames.path, { prizeMode: 'Elott', limit: '100' }),
      lotteryGameListSchema,
    );
    expect(menu.flatMap((m) => m.games).length).toBe(flat.length);
  });
});

describe('open numeros', () => {
  it('answers the open draw of each asked game, or of every game', async () => {
    const fast = expectOk(
      await get(routes.lotteryGames.path, { prizeMode: 'Elott', playType: 'ent' }),
      lotteryGameListSchema,
    );
    const oneMinute = fast.find((g) => g.drawIntervalSeconds === 60)!;
    const other = fast.find((g) => g.drawIntervalSeconds !== 60)!;
    const list = expectOk(
      await get(routes.lotteryOpenNumeros.path, {
        gameIds: `${oneMinute.gameId},${other.gameId},no-such-game`,
      }),
      openNumeroListSchema,
    );
    expect(list.map((n) => n.gameId).sort()).toEqual([oneMinute.gameId, other.gameId].sort());
    expect(list.find((n) => n.gameId === oneMinute.gameId)).toEqual(
      openDrawAt(oneMinute.gameId, 60, clock.now()),
    );
    const every = expectOk(await get(routes.lotteryOpenNumeros.path), openNumeroListSchema);
    expect(every.length).toBeGreaterThan(30);
    for (const n of every) {
      expect(n.numero).toMatch(/^\d{8}-\d{4,}$/);
      expect(n.remainingSeconds).toBeGreaterThan(0);
      expect(Date.parse(n.closeTime) - Date.parse(n.serverTime)).toBe(n.remainingSeconds * 1000);
    }
    const zy = expectOk(
      await get(routes.lotteryOpenNumeros.path, { prizeMode: 'ZY' }),
      openNumeroListSchema,
    );
    expect(zy.length).toBeGreaterThan(0);
    expect(zy.length).toBeLessThan(every.length);
    expectFail(
      await get(routes.lotteryOpenNumeros.path, { gameIds: 'a b' }),
      400,
      'VALIDATION_ERROR',
    );
  });

  it('answers one game’s draw, moving on with the clock', async () => {
    const [game] = expectOk(
      await get(routes.lotteryGames.path, { prizeMode: 'Elott', playType: 'ent' }),
      lotteryGameListSchema,
    ).filter((g) => g.drawIntervalSeconds === 60);
    const first = expectOk(
      await get(routes.lotteryOpenNumero.path, { gameId: game!.gameId }),
      openNumeroSchema,
    );
    expect(first).toMatchObject({ numero: '20261122-0602', remainingSeconds: 30 });
    clock.advance(29);
    const later = expectOk(
      await get(routes.lotteryOpenNumero.path, { gameId: game!.gameId }),
      openNumeroSchema,
    );
    expect(later).toMatchObject({ numero: '20261122-0602', remainingSeconds: 1 });
    clock.advance(1);
    const next = expectOk(
      await get(routes.lotteryOpenNumero.path, { gameId: game!.gameId }),
      openNumeroSchema,
    );
    expect(next).toMatchObject({ numero: '20261122-0603', remainingSeconds: 60 });
    expectFail(
      await get(routes.lotteryOpenNumero.path, { gameId: 'no-such-game' }),
      404,
      'GAME_NOT_FOUND',
    );
    expectFail(await get(routes.lotteryOpenNumero.path), 400, 'VALIDATION_ERROR');
  });
});

describe('recent lottery games', () => {
  it('is empty for guests and lists the member’s launched lottery games, newest first', async () => {
    expect(expectOk(await get(routes.lotteryRecent.path), lotteryGameListSchema)).toEqual([]);
    const token = await loginAs(t.app, 'demo01');
    expect(
      expectOk(await get(routes.lotteryRecent.path, {}, bearer(token)), lotteryGameListSchema),
    ).toEqual([]);
    const [a, b] = expectOk(await get(routes.lotteryGames.path), lotteryGameListSchema);
    const elott = expectOk(
      await get(routes.lotteryGames.path, { prizeMode: 'Elott' }),
      lotteryGameListSchema,
    )[0]!;
    for (const game of [a!, b!, elott]) {
      await launch(t.app, token, {
        nodeId: game.nodeId,
        vendor: game.vendor,
        gameId: game.gameId,
        minBetMinor: 0,
      });
      clock.advance(1);
    }
    const recent = expectOk(
      await get(routes.lotteryRecent.path, {}, bearer(token)),
      lotteryGameListSchema,
    );
    expect(recent.map((g) => g.nodeId)).toEqual([b!.nodeId, a!.nodeId]);
    const recentElott = expectOk(
      await get(routes.lotteryRecent.path, { prizeMode: 'Elott' }, bearer(token)),
      lotteryGameListSchema,
    );
    expect(recentElott.map((g) => g.nodeId)).toEqual([elott.nodeId]);
    // A stale token is a guest here.
    expect(
      expectOk(
        await get(routes.lotteryRecent.path, {}, bearer('stale-token-that-does-not-exist-xx')),
        lotteryGameListSchema,
      ),
    ).toEqual([]);
  });
});
