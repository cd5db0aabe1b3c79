import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Game, GameListResponse, WinnerItem } from '@app/contracts/games';
import { routes } from '@app/contracts/routes';
import { getGameList, nextPageNo, useGameListInfinite, useGameListPage } from './get-game-list';
import { sortWinners } from './get-winners';

const game = (nodeId: number): Game => ({
  nodeId,
  nodeName: 'n',
  gameId: `g${nodeId}`,
  gameName: `G${nodeId}`,
  gameType: 'RNG',
  vassalage: 'PG',
  gameClassify: null,
  gameClassifyNew: null,
  minBet: 0.1,
  minLine: 10,
  isNew: 0,
  showIcon: 1,
  iconUrl: `games/PG/g${nodeId}.svg`,
  defaultIcon: 'games/default.svg',
  roomId: null,
  supportPlay: true,
});
const page = (pageNum: number, totalPages: number): GameListResponse => ({
  list: [game(pageNum * 10 + 1), game(pageNum * 10 + 2)],
  pageNum,
  pageSize: 2,
  totalPages,
  total: totalPages * 2,
});

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

function mockPages(totalPages: number) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    expect(url.pathname).toBe(routes.gameList.path);
    const pageNo = Number(url.searchParams.get('pageNo') ?? 1);
    return new Response(
      JSON.stringify({
        success: true,
        value: page(pageNo, totalPages),
        errorCode: null,
        message: null,
      }),
    );
  });
}

afterEach(() => vi.restoreAllMocks());

describe('paging rule (spec section 4)', () => {
  it('has more while pageNum is below totalPages', () => {
    expect(nextPageNo({ pageNum: 1, totalPages: 3 })).toBe(2);
    expect(nextPageNo({ pageNum: 3, totalPages: 3 })).toBeUndefined();
    expect(nextPageNo({ pageNum: 1, totalPages: 0 })).toBeUndefined();
  });

  it('sends only the query values that are set', async () => {
    const spy = mockPages(1);
    await getGameList({
      gameType: 'RNG',
      vassalage: undefined,
      minBet: 0.5,
      isNew: '1',
      pageSize: 25,
    });
    const url = new URL(String(spy.mock.calls[0]?.[0]), 'http://localhost');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      platform: 'html5',
      gameType: 'RNG',
      minBet: '0.5',
      isNew: '1',
      pageSize: '25',
      language: 'EN',
    });
  });
});

describe('useGameListInfinite', () => {
  it('starts at page 1, appends pages, and stops at the last one', async () => {
    const spy = mockPages(3);
    const { result } = renderHook(
      () => useGameListInfinite({ gameType: 'RNG', vassalage: 'PG', pageSize: 2, pageNo: 9 }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(1));
    expect(result.current.hasNextPage).toBe(true);
    const first = new URL(String(spy.mock.calls[0]?.[0]), 'http://localhost');
    expect(Object.fromEntries(first.searchParams)).toMatchObject({
      gameType: 'RNG',
      vassalage: 'PG',
      pageSize: '2',
      pageNo: '1',
      platform: 'html5',
      language: 'EN',
    });
    await act(() => result.current.fetchNextPage());
    await act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(3));
    expect(result.current.hasNextPage).toBe(false);
    expect(result.current.data?.pages.flatMap((p) => p.list.map((g) => g.nodeId))).toEqual([
      11, 12, 21, 22, 31, 32,
    ]);
  });
});

describe('useGameListPage', () => {
  it('asks one page and can wait until enabled', async () => {
    const spy = mockPages(1);
    const { result, rerender } = renderHook(
      ({ enabled }) => useGameListPage({ gameType: 'FISH', pageSize: 9 }, { enabled }),
      { wrapper, initialProps: { enabled: false } },
    );
    expect(spy).not.toHaveBeenCalled();
    rerender({ enabled: true });
    await waitFor(() => expect(result.current.data?.list).toHaveLength(2));
    expect(String(spy.mock.calls[0]?.[0])).toContain('gameType=FISH');
  });
});

describe('sortWinners', () => {
  const winner = (winAmount: number): WinnerItem => ({
    vo: {
      iconUrl: '',
      gameName: 'g',
      customerName: 'de***01',
      winAmount,
      nodeId: winAmount,
      vassalage: 'PG',
    },
  });
  it('keeps 20, by winAmount descending', () => {
    const list = Array.from({ length: 25 }, (_, i) => winner(i + 1));
    const sorted = sortWinners(list);
    expect(sorted).toHaveLength(20);
    expect(sorted[0]?.vo.winAmount).toBe(25);
    expect(sorted[19]?.vo.winAmount).toBe(6);
  });
});
