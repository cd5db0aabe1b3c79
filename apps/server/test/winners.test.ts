import { routes } from '@app/contracts/routes';
import { gameListResponseSchema, rankListSchema, type Game } from '@app/contracts/games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betOrders } from '../src/db/schema';
import { maskName } from '../src/services/winner-board-service';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { expectFail, expectOk } from './helpers/envelope';
import { createMember } from './helpers/member-fixtures';

let t: TestApp;
let slot: Game;
let live: Game;

beforeAll(async () => {
  t = await buildTestApp();
  const first = async (gameType: string) =>
    expectOk(
      await t.app.inject({ method: 'GET', url: routes.gameList.path, query: { gameType } }),
      gameListResponseSchema,
    ).list[0]!;
  slot = await first('RNG');
  live = await first('LIVE');
});
afterAll(async () => {
  await t.close();
});

async function board(query: Record<string, string> = {}) {
  return expectOk(
    await t.app.inject({ method: 'GET', url: routes.rankList.path, query }),
    rankListSchema,
  );
}

let orderSeq = 0;
async function bet(
  memberId: number,
  game: Game,
  payoutMinor: number,
  over: { walletKind?: 'REAL' | 'PLAY'; daysAgo?: number; status?: string } = {},
) {
  orderSeq += 1;
  await t.database.db.insert(betOrders).values({
    orderId: `T${orderSeq}`,
    roundId: `round-${orderSeq}`,
    memberId,
    gameId: game.nodeId,
    walletKind: over.walletKind ?? 'REAL',
    stakeMinor: 100,
    payoutMinor,
    balanceAfterMinor: 100_000,
    status: over.status ?? 'SETTLED',
    round: { reels: [], wins: [] },
    createdAt: new Date(Date.now() - (over.daysAgo ?? 0) * 86_400_000),
  });
}

describe('maskName', () => {
  it('keeps two characters at each end of a name', () => {
    expect(maskName('demo01')).toBe('de***01');
    expect(maskName('bigwinner')).toBe('bi***er');
    expect(maskName('abcd')).toBe('a***d');
    expect(maskName('ab')).toBe('a***');
  });
});

describe('GET GCSGAME_getRankList (winner board)', () => {
  it('lists 20 seeded winners by winAmount descending, names masked', async () => {
    const list = await board({ gameCategory: 'HOME', language: 'KM', limitNum: '20' });
    expect(list).toHaveLength(20);
    const amounts = list.map((w) => w.vo.winAmount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    for (const { vo } of list) {
      expect(vo.customerName).toMatch(/^[a-z]{2}\*\*\*\d{2}$/);
      expect(vo.iconUrl).toBe(`games/${vo.vassalage}/${vo.iconUrl.split('/')[2]}`);
      expect(vo.gameName).not.toBe('');
    }
    expect(await board()).toEqual(list); // 20 by default
  });

  it("merges real players' settled wins: big real-money wins rank by amount; play money, losses and old wins do not count", async () => {
    const winner = await createMember(t, { username: 'luckystar88' });
    const before = await board();
    await bet(winner, slot, 1_234_567); // 12,345.67: above every seeded win
    await bet(winner, slot, 9_999_999, { walletKind: 'PLAY' });
    await bet(winner, slot, 5_000_000, { daysAgo: 40 });
    await bet(winner, slot, 0);
    await bet(winner, live, 2_500); // 25.00: too small for the top 20
    const after = await board();
    expect(after).toHaveLength(20);
    expect(after[0]!.vo).toEqual({
      iconUrl: slot.iconUrl,
      gameName: slot.gameName,
      customerName: 'lu***88',
      winAmount: 12_345.67,
      nodeId: slot.nodeId,
      vassalage: slot.vassalage,
    });
    expect(after.slice(1)).toEqual(before.slice(0, 19));
    expect(after.some((w) => w.vo.winAmount === 99_999.99 || w.vo.winAmount === 50_000)).toBe(
      false,
    );
    // Every name is masked: the username never appears.
    expect(JSON.stringify(after)).not.toContain('luckystar88');
  });

  it('narrows to a game category and honours limitNum', async () => {
    const liveBoard = await board({ gameCategory: 'LIVE', limitNum: '50' });
    expect(liveBoard.length).toBeGreaterThan(0);
    expect(liveBoard.some((w) => w.vo.nodeId === live.nodeId && w.vo.winAmount === 25)).toBe(true);
    const liveIds = new Set(
      expectOk(
        await t.app.inject({
          method: 'GET',
          url: routes.gameList.path,
          query: { gameType: 'LIVE', pageSize: '100' },
        }),
        gameListResponseSchema,
      ).list.map((g) => g.nodeId),
    );
    expect(liveBoard.every((w) => liveIds.has(w.vo.nodeId))).toBe(true);
    const five = await board({ limitNum: '5' });
    expect(five).toEqual((await board()).slice(0, 5));
    expectFail(
      await t.app.inject({ method: 'GET', url: routes.rankList.path, query: { limitNum: '500' } }),
      400,
      'VALIDATION_ERROR',
    );
    expectFail(
      await t.app.inject({
        method: 'GET',
        url: routes.rankList.path,
        query: { gameCategory: 'X' },
      }),
      400,
      'VALIDATION_ERROR',
    );
  });
});
