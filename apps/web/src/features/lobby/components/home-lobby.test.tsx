import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@app/contracts/routes';
import type { AnnouncementItem, AnnouncementList, Banner } from '@app/contracts/announcements';
import type { Game, Vendor, WinnerItem } from '@app/contracts/games';
import type { GameCategorySetting } from '@app/contracts/system';
import { useCategoryStore } from '@/shared/lib/category-store';
import { useSessionStore } from '@/shared/lib/session-store';
import { useToastStore } from '@/shared/ui/toast';
import { sortGameCategories } from '@/shared/lib/game-categories';
import { idleFallbackMs } from '@/shared/lib/when-idle';
import { HomeLobby, menuCategories } from './home-lobby';
import { tickerItems } from './notice-ticker';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  useCategoryStore.setState({ current: 'HOME' });
  useSessionStore.setState({ session: null, lastEnd: null });
  useToastStore.getState().clear();
  sessionStorage.clear();
});

const categories: GameCategorySetting[] = sortGameCategories([
  { gameCategory: 'RNG', sort: 1, vendors: ['PG', 'EG2', 'PT', 'JDB'] },
  { gameCategory: 'LIVE', sort: 2, vendors: ['EVO'] },
  { gameCategory: 'FISH', sort: 3, vendors: ['JDB', 'JL', 'FC'] },
  { gameCategory: 'SPORTS', sort: 5, vendors: ['SABA', 'CMD'] },
  { gameCategory: 'ESPORTS', sort: 6, vendors: ['IA'] },
  { gameCategory: 'LOTT', sort: 8, vendors: ['TCG_SEA'] },
]);

const game = (nodeId: number, over: Partial<Game> = {}): Game => ({
  nodeId,
  nodeName: 'n',
  gameId: `g${nodeId}`,
  gameName: `Game ${nodeId}`,
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
  ...over,
});

const vendor = (code: string, types: Vendor['gameTypes']): Vendor => ({
  vassalage: code,
  displayName: `${code} Studio`,
  mobileLargeIcon: `vendors/${code}.svg`,
  vendorNames: [],
  gameTypes: types,
  gameCount: 10,
});

const notice = (id: number, title: string, type: AnnouncementItem['type']): AnnouncementItem => ({
  id,
  type,
  groupName: null,
  title,
  content: '',
  startDate: '2026-01-01T00:00:00Z',
  endDate: null,
  noExpiry: true,
  read: false,
  execution: null,
  promotionType: null,
  announcementImages: [],
  promoAnnouncementCategoryIds: [],
  link: null,
});

const banner = (id: number, groupName: string, link: string | null = null): Banner => ({
  id,
  groupName,
  url: `/cdn/banners/${id}.svg`,
  link,
  title: `Banner ${id}`,
  width: 750,
  height: 300,
});

const emptyList: AnnouncementList = {
  promotion: [],
  banners: [],
  player: [],
  popup: [],
  hot: [],
  agent: [],
  footer: { unreadCount: 0 },
};

type Options = { notices?: Partial<AnnouncementList>; winners?: WinnerItem[] };

const ok = (value: unknown) =>
  new Response(JSON.stringify({ success: true, value, errorCode: null, message: null }));

/** The platform API by path and query; returns the spy to inspect the calls. */
function mockApi({ notices, winners = [] }: Options = {}) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    const q = url.searchParams;
    switch (url.pathname) {
      case routes.announcements.path:
        return q.get('groupName')
          ? ok({
              ...emptyList,
              banners: [
                banner(1, 'm_lott', '/m/inviteFriends'),
                banner(2, 'm_lott'),
                banner(3, 'm_home'),
                banner(4, 'm_home'),
              ],
            })
          : ok({ ...emptyList, ...notices });
      case routes.hotGames.path:
        return ok(Array.from({ length: 8 }, (_, i) => game(100 + i)));
      case routes.gameList.path: {
        const size = Number(q.get('pageSize'));
        const type = (q.get('gameType') ?? 'RNG') as Game['gameType'];
        const vendorCode = q.get('vassalage') ?? 'PG';
        const list = Array.from({ length: Math.min(size, 9) }, (_, i) =>
          game(1000 + i, { gameType: type, vassalage: vendorCode, gameName: `${vendorCode} ${i}` }),
        );
        return ok({ list, pageNum: 1, pageSize: size, totalPages: 3, total: 30 });
      }
      case routes.vendorTypes.path:
        return ok([
          vendor('PG', ['RNG']),
          vendor('EG2', ['RNG']),
          vendor('PT', ['RNG']),
          vendor('JDB', ['RNG', 'FISH']),
          vendor('JL', ['FISH']),
          vendor('FC', ['FISH']),
          vendor('EVO', ['LIVE']),
          vendor('SABA', ['SPORTS']),
          vendor('CMD', ['SPORTS']),
          vendor('IA', ['ESPORTS']),
          vendor('TCG_SEA', ['LOTT']),
        ]);
      case routes.rankList.path:
        return ok(winners);
      default:
        return new Response(
          JSON.stringify({ success: false, value: null, errorCode: 'NOT_FOUND', message: 'x' }),
          { status: 404 },
        );
    }
  });
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderLobby(options: Options = {}) {
  const fetchSpy = mockApi(options);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: '/home',
        element: <HomeLobby categories={categories} settingsLoaded currencySymbol="$" />,
      },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: ['/m/home'], basename: '/m' },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { fetchSpy, router };
}

const gameListCalls = (spy: ReturnType<typeof mockApi>, pageSize: number) =>
  spy.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter(
      (u) =>
        u.pathname === routes.gameList.path && u.searchParams.get('pageSize') === `${pageSize}`,
    );

// Each test renders the lobby with its lazy chunks against the mocked API; on a loaded 2-core
// machine that takes longer than the default 5 s.
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5000 });

describe('home lobby', () => {
  it('menu: HOME, HOT, FAV, then the server categories in the spec order', () => {
    expect(menuCategories(categories)).toEqual([
      'HOME',
      'HOT',
      'FAV',
      'RNG',
      'LIVE',
      'FISH',
      'SPORTS',
      'ESPORTS',
      'LOTT',
    ]);
  });

  it('ticker: titles in notice order, each opening /m/notice?index=<position>', async () => {
    renderLobby({
      notices: {
        player: [notice(11, 'Maintenance tonight', 'PL')],
        popup: [notice(12, 'Welcome gift', 'PU')],
        promotion: [notice(13, 'Weekly cashback', 'PR')],
        hot: [notice(14, 'New games', 'H')],
      },
    });
    const ticker = await screen.findByRole('region', { name: 'Announcements' });
    const links = await within(ticker).findAllByTestId('ticker-item');
    expect(links.map((l) => l.textContent)).toEqual([
      'Maintenance tonight',
      'Welcome gift',
      'Weekly cashback',
      'New games',
    ]);
    expect(links[2]).toHaveAttribute('href', '/m/notice?index=2');
    await userEvent.click(links[1]!);
    expect(screen.getByTestId('where')).toHaveTextContent('/notice?index=1');
  });

  it('ticker: still and without its looping copy until the page is idle, then moving', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderLobby({ notices: { player: [notice(11, 'Maintenance tonight', 'PL')] } });
    const ticker = await screen.findByRole('region', { name: 'Announcements' });
    await within(ticker).findByTestId('ticker-item');
    const marquee = ticker.querySelector('ul')!.parentElement!;
    // Issue 19: the first layout holds the titles once; nothing moves before the page is idle.
    expect(ticker.querySelectorAll('ul')).toHaveLength(1);
    expect(marquee.className).not.toMatch(/moving/);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(idleFallbackMs);
    });
    const lists = ticker.querySelectorAll('ul');
    expect(lists).toHaveLength(2);
    expect(lists[1]).toHaveAttribute('aria-hidden', 'true');
    expect(within(ticker).getAllByTestId('ticker-item')).toHaveLength(1);
    expect(marquee.className).toMatch(/moving/);
  });

  it('ticker: the no-announcement text when there are none', async () => {
    renderLobby();
    expect(await screen.findByText('No announcements at the moment')).toBeInTheDocument();
    expect(screen.queryByTestId('ticker-item')).toBeNull();
  });

  it('tickerItems skips blank titles and repeats', () => {
    const a = notice(1, 'A', 'PL');
    expect(
      tickerItems({ ...emptyList, player: [a, notice(2, ' ', 'PL')], hot: [a] }).map((n) => n.id),
    ).toEqual([1]);
  });

  it('search: Enter goes to /m/gameList?gameName=...; blank does nothing', async () => {
    renderLobby();
    const box = await screen.findByRole('searchbox', { name: 'Search games' });
    await userEvent.type(box, '   {Enter}');
    expect(screen.queryByTestId('where')).toBeNull();
    await userEvent.type(box, 'dragon king{Enter}');
    expect(screen.getByTestId('where')).toHaveTextContent('/gameList?gameName=dragon+king');
  });

  it('deposit goes to /m/voucherCenter', async () => {
    renderLobby();
    expect(await screen.findByRole('link', { name: 'Deposit' })).toHaveAttribute(
      'href',
      '/m/voucherCenter',
    );
  });

  it('deposit as a trial account: free_reject at once, the player stays on home', async () => {
    useSessionStore.setState({
      session: {
        token: 't',
        type: 4,
        userName: 'trial1',
        merchantCode: 'demo',
        firstTimeLogin: false,
      },
    });
    renderLobby();
    await userEvent.click(await screen.findByRole('link', { name: 'Deposit' }));
    expect(useToastStore.getState().toasts.at(-1)).toMatchObject({
      kind: 'error',
      message: 'Please login an actual account to use this function',
    });
    expect(screen.queryByTestId('where')).toBeNull();
  });

  it('banners: m_home as an autoplaying carousel; the invite banner closes for the visit', async () => {
    renderLobby();
    const home = await screen.findByRole('group', { name: 'Featured' });
    expect(
      within(home)
        .getAllByRole('img')
        .map((i) => i.getAttribute('alt')),
    ).toEqual(['Banner 3', 'Banner 4']);
    const invite = await screen.findByTestId('invite-banner');
    expect(within(invite).getByRole('link')).toHaveAttribute('href', '/m/inviteFriends');
    await userEvent.click(screen.getByRole('button', { name: 'Close the invite banner' }));
    expect(screen.queryByTestId('invite-banner')).toBeNull();
    expect(sessionStorage.getItem('lobby.inviteBannerClosed')).toBe('1');
  });

  it('switching categories: the menu, the side menu and the footer (one store) change the view', async () => {
    renderLobby();
    const menu = await screen.findByRole('navigation', { name: 'Game categories' });
    expect(within(menu).getByRole('button', { name: 'Home' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(within(menu).getByRole('button', { name: 'Sports' }));
    const view = await screen.findByTestId('category-view');
    expect(view).toHaveAttribute('data-category', 'SPORTS');
    // Sports drop the esport vendor (IA); each vendor opens its games.
    const links = await within(view).findAllByTestId('vendor-link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/m/gameList?gameType=SPORTS&vassalage=SABA',
      '/m/gameList?gameType=SPORTS&vassalage=CMD',
    ]);
    await userEvent.click(within(menu).getByRole('button', { name: 'Esports' }));
    await waitFor(() =>
      expect(screen.getByTestId('category-view')).toHaveAttribute('data-category', 'ESPORTS'),
    );
    expect(
      (await screen.findAllByTestId('vendor-link')).map((l) => l.getAttribute('data-vendor')),
    ).toEqual(['IA']);

    // As the side menu or the footer does it:
    act(() => useCategoryStore.getState().setCurrent('LIVE'));
    await waitFor(() =>
      expect(screen.getByTestId('category-view')).toHaveAttribute('data-category', 'LIVE'),
    );
    expect(within(menu).getByRole('button', { name: 'Live casino' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // LIVE: a row per vendor with its games.
    const row = await screen.findByTestId('game-row');
    expect(row).toHaveAttribute('data-vendor', 'EVO');
    // Its first page and a peek render with it; the rest once the row is swiped (issue 19).
    expect(await within(row).findAllByTestId('game-tile')).toHaveLength(4);
    expect(within(row).getAllByRole('listitem')).toHaveLength(9);
    fireEvent.scroll(within(row).getByRole('list'));
    expect(within(row).getAllByTestId('game-tile')).toHaveLength(9);
  });

  it('HOT shows the hot games; LOTT a vendor list', async () => {
    renderLobby();
    const menu = await screen.findByRole('navigation', { name: 'Game categories' });
    await userEvent.click(within(menu).getByRole('button', { name: 'Hot' }));
    const hot = await screen.findByTestId('hot-view');
    expect(await within(hot).findAllByTestId('game-tile')).toHaveLength(8);
    expect(within(hot).getByRole('link', { name: 'See all' })).toHaveAttribute(
      'href',
      '/m/hot-games',
    );
    await userEvent.click(within(menu).getByRole('button', { name: 'Lottery' }));
    const list = await screen.findByTestId('vendor-list');
    expect(within(list).getByRole('link', { name: /TCG_SEA Studio/ })).toHaveAttribute(
      'href',
      '/m/gameList?gameType=LOTT&vassalage=TCG_SEA',
    );
  });

  it('FAV logged out: the 2 s info toast and a login prompt', async () => {
    renderLobby();
    const menu = await screen.findByRole('navigation', { name: 'Game categories' });
    await userEvent.click(within(menu).getByRole('button', { name: 'Favourites' }));
    const view = await screen.findByTestId('fav-view');
    expect(within(view).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/m/login');
    const toast = useToastStore.getState().toasts.at(-1);
    expect(toast).toMatchObject({ kind: 'info', durationMs: 2000 });
  });

  it('HOME: vendor banner, hot strip with see-all, blocks per category, previews 400 ms apart', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { fetchSpy } = renderLobby();
    const view = await screen.findByTestId('category-view');
    expect(view).toHaveAttribute('data-category', 'HOME');
    // The first preview (RNG, PG) asks once the page is idle (issue 19: nothing competes with the
    // first screen); the others follow 400 ms apart.
    await waitFor(() => expect(gameListCalls(fetchSpy, 9)).toHaveLength(1));
    const first = gameListCalls(fetchSpy, 9)[0]!.searchParams;
    expect([first.get('gameType'), first.get('vassalage'), first.get('pageNo')]).toEqual([
      'RNG',
      'PG',
      '1',
    ]);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(300);
    });
    expect(gameListCalls(fetchSpy, 9)).toHaveLength(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    expect(gameListCalls(fetchSpy, 9)).toHaveLength(2);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2000);
    });
    expect(
      gameListCalls(fetchSpy, 9).map(
        (u) => `${u.searchParams.get('gameType')}:${u.searchParams.get('vassalage')}`,
      ),
    ).toEqual(['RNG:PG', 'RNG:EG2', 'RNG:PT', 'LIVE:EVO', 'FISH:JDB', 'FISH:JL']);
    // Game-type carousels: 24 per page (sports would ask 40), one per game category.
    expect(gameListCalls(fetchSpy, 24).map((u) => u.searchParams.get('gameType'))).toEqual(
      expect.arrayContaining(['RNG', 'LIVE', 'FISH']),
    );

    const providers = await within(view).findByRole('group', { name: 'Providers' });
    expect(within(providers).getAllByTestId('vendor-link')[0]).toHaveAttribute(
      'href',
      '/m/gameList?gameType=RNG&vassalage=PG',
    );
    const hot = await within(view).findByTestId('hot-games-strip');
    expect(hot).toHaveAttribute('data-layout', 'grid4x2');
    // Below the fold on home, behind the banner (the page's largest image): lazy, not first.
    const hotImages = hot.querySelectorAll('img');
    expect(hotImages.length).toBeGreaterThan(0);
    for (const img of hotImages) {
      expect(img).toHaveAttribute('loading', 'lazy');
      expect(img).not.toHaveAttribute('fetchpriority');
    }
    expect(within(hot).getByRole('link', { name: 'See all' })).toHaveAttribute(
      'href',
      '/m/hot-games',
    );
    // Sports, esports and lottery blocks are vendor lists.
    const blocks = within(view).getAllByTestId('home-block');
    expect(blocks.map((b) => b.getAttribute('data-category'))).toEqual([
      'RNG',
      'LIVE',
      'FISH',
      'SPORTS',
      'ESPORTS',
      'LOTT',
    ]);
    expect(within(blocks[3]!).getByTestId('vendor-list')).toBeInTheDocument();
    const rngCarousel = await within(blocks[0]!).findByTestId('game-type-carousel');
    expect(within(rngCarousel).getByRole('link', { name: 'More Slots' })).toHaveAttribute(
      'href',
      '/m/gameList?gameType=RNG',
    );
  });

  it('winner board: 20 winners by amount, moving every 2 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const winners: WinnerItem[] = Array.from({ length: 20 }, (_, i) => ({
      vo: {
        iconUrl: 'games/PG/x.svg',
        gameName: `Game ${i}`,
        customerName: `pl***${i}`,
        winAmount: 100 + i,
        nodeId: i,
        vassalage: 'PG',
      },
    }));
    renderLobby({ winners });
    const rows = await screen.findAllByTestId('winner');
    expect(rows).toHaveLength(20);
    expect(rows[0]).toHaveTextContent('$119.00');
    const list = screen.getByRole('list', { name: 'Big winners' });
    expect(list).toHaveAttribute('data-offset', '0');
    // The scroll starts once the page is idle (issue 19; jsdom has no requestIdleCallback, so
    // idleFallbackMs after the load), then moves a row every 2 s.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(idleFallbackMs);
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2000);
    });
    expect(list).toHaveAttribute('data-offset', '1');
    fireEvent.mouseEnter(list.parentElement!);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(6000);
    });
    expect(list).toHaveAttribute('data-offset', '1');
  });
});
