import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@app/contracts/routes';
import type { Game, GameListResponse, Vendor } from '@app/contracts/games';
import { GameListPage } from './game-list-page';

const game = (nodeId: number, vassalage: string, over: Partial<Game> = {}): Game => ({
  nodeId,
  nodeName: vassalage,
  gameId: `g${nodeId}`,
  gameName: `Game ${nodeId}`,
  gameType: 'FISH',
  vassalage,
  gameClassify: null,
  gameClassifyNew: null,
  minBet: 0.1,
  minLine: 0,
  isNew: 0,
  showIcon: 1,
  iconUrl: `games/${vassalage}/g${nodeId}.svg`,
  defaultIcon: 'games/default.svg',
  roomId: null,
  supportPlay: true,
  ...over,
});

const vendor = (code: string): Vendor => ({
  vassalage: code,
  displayName: `${code} Gaming`,
  mobileLargeIcon: `vendors/${code}.svg`,
  vendorNames: [],
  gameTypes: ['FISH'],
  gameCount: 3,
});

const ok = (value: unknown) =>
  new Response(JSON.stringify({ success: true, value, errorCode: null, message: null }));

/** The catalogue answers from the query: JDB has 2 games, JL 1; hot has 1; filters 0. */
function listFor(params: URLSearchParams): GameListResponse {
  let list = [game(1, 'JDB'), game(2, 'JDB', { isNew: 1 }), game(3, 'JL')];
  const v = params.get('vassalage');
  if (v) list = list.filter((g) => g.vassalage === v);
  if (params.get('isNew') === '1') list = list.filter((g) => g.isNew === 1);
  if (params.get('isHot') === '1') list = list.slice(0, 1);
  if (params.has('minBet') || params.has('minLine')) list = [];
  const name = params.get('gameName');
  if (name) list = list.filter((g) => g.gameName.toLowerCase().includes(name.toLowerCase()));
  return {
    list,
    pageNum: list.length ? 1 : 0,
    pageSize: 25,
    totalPages: list.length ? 1 : 0,
    total: list.length,
  };
}

let calls: URL[] = [];
beforeEach(() => {
  calls = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    calls.push(url);
    if (url.pathname === routes.gameList.path) return ok(listFor(url.searchParams));
    if (url.pathname === routes.vendorTypes.path) return ok([vendor('JDB'), vendor('JL')]);
    return new Response(
      JSON.stringify({ success: false, value: null, errorCode: 'NOT_FOUND', message: null }),
      { status: 404 },
    );
  });
});
afterEach(() => vi.restoreAllMocks());

function Where() {
  const l = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="where">{l.pathname + l.search}</output>
      <button type="button" onClick={() => void navigate(-1)}>
        Go back
      </button>
    </>
  );
}

function renderAt(url: string, before: string[] = []) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[...before, url]} initialIndex={before.length}>
        <Routes>
          <Route path="/gameList" element={<GameListPage />} />
          <Route path="/login" element={<p>login screen</p>} />
        </Routes>
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const listCalls = () =>
  calls
    .filter((u) => u.pathname === routes.gameList.path)
    .map((u) => Object.fromEntries(u.searchParams));
const total = () => screen.getByTestId('game-list-total');

describe('GameListPage', () => {
  it('FISH: vendor bar, no classification; a vendor replaces the list and goes in the URL', async () => {
    renderAt('/gameList?gameType=FISH');
    await waitFor(() => expect(total()).toHaveAttribute('data-total', '3'));
    expect(screen.queryByTestId('classify-bar')).not.toBeInTheDocument();
    expect(listCalls()[0]).toMatchObject({ gameType: 'FISH', pageSize: '25', platform: 'html5' });
    const bar = screen.getByRole('group', { name: 'Game providers' });
    fireEvent.click(await within(bar).findByRole('button', { name: 'JL Gaming' }));
    await waitFor(() => expect(total()).toHaveAttribute('data-total', '1'));
    expect(listCalls().at(-1)).toMatchObject({ gameType: 'FISH', vassalage: 'JL' });
    expect(screen.getByTestId('where')).toHaveTextContent('/gameList?gameType=FISH&vassalage=JL');
    expect(screen.getAllByTestId('game-tile').map((t) => t.dataset.vendor)).toEqual(['JL']);
  });

  it('RNG: classification NEW asks isNew=1, the hot tab isHot=1, the end text shows', async () => {
    renderAt('/gameList?gameType=RNG');
    await waitFor(() => expect(total()).toHaveAttribute('data-total', '3'));
    expect(screen.queryByTestId('vendor-bar')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'New' }));
    await waitFor(() => expect(total()).toHaveAttribute('data-total', '1'));
    expect(listCalls().at(-1)).toMatchObject({ isNew: '1' });
    fireEvent.click(screen.getByRole('button', { name: 'Hot' }));
    await waitFor(() => expect(listCalls().at(-1)).toMatchObject({ isNew: '1', isHot: '1' }));
    expect(await screen.findByTestId('game-list-end')).toBeInTheDocument();
  });

  it('filter panel: apply sends minBet and minLine, nothing found shows the empty state; clear returns to all', async () => {
    renderAt('/gameList?gameType=RNG');
    await waitFor(() => expect(total()).toHaveAttribute('data-total', '3'));
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filter games' });
    fireEvent.click(within(dialog).getByRole('radio', { name: '0.50' }));
    fireEvent.click(within(dialog).getByRole('radio', { name: 'More than 25' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Show games' }));
    await waitFor(() => expect(listCalls().at(-1)).toMatchObject({ minBet: '0.5', minLine: '26' }));
    expect(await screen.findByText('No games found')).toBeInTheDocument();
    expect(screen.getByTestId('active-filters')).toHaveTextContent(
      'Bet ≤ 0.50, More than 25 lines',
    );
    fireEvent.click(within(screen.getByTestId('active-filters')).getByRole('button'));
    await waitFor(() => expect(total()).toHaveAttribute('data-total', '3'));
    const tabs = screen.getByRole('navigation', { name: 'Game lists' });
    expect(within(tabs).getByRole('button', { name: 'All' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(tabs).getByRole('button', { name: 'Filter' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('a guest choosing favourites or recent goes to the login screen', async () => {
    renderAt('/gameList?gameType=RNG');
    await waitFor(() => expect(total()).toHaveAttribute('data-total', '3'));
    fireEvent.click(screen.getByRole('button', { name: 'Recent' }));
    expect(await screen.findByText('login screen')).toBeInTheDocument();
  });

  it('a guest opening the favourites is asked to log in, and no list is requested', async () => {
    renderAt('/gameList?gameType=FAV');
    const prompt = await screen.findByTestId('game-list-login');
    expect(prompt).toHaveTextContent('Log in to see your favourite games.');
    expect(calls.filter((u) => u.pathname === routes.favouriteList.path)).toHaveLength(0);
    fireEvent.click(within(prompt).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('login screen')).toBeInTheDocument();
  });

  it('no tab bar for INHOUSE; search from the URL is sent as gameName', async () => {
    renderAt('/gameList?gameType=INHOUSE&gameName=game%202');
    await waitFor(() => expect(total()).toHaveAttribute('data-total', '1'));
    expect(screen.queryByRole('navigation', { name: 'Game lists' })).not.toBeInTheDocument();
    expect(listCalls()[0]).toMatchObject({ gameType: 'INHOUSE', gameName: 'game 2' });
    expect(screen.getByRole('searchbox', { name: 'Search games' })).toHaveValue('game 2');
  });

  it('the URL is the state: a tab is pushed and Back returns to the list before it', async () => {
    renderAt('/gameList?gameType=RNG', ['/home']);
    await waitFor(() => expect(total()).toHaveAttribute('data-total', '3'));
    const tabs = screen.getByRole('navigation', { name: 'Game lists' });
    fireEvent.click(within(tabs).getByRole('button', { name: 'Hot' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/gameList?gameType=RNG&tab=hot');
    await waitFor(() => expect(total()).toHaveAttribute('data-total', '1'));
    fireEvent.click(screen.getByRole('button', { name: 'Go back' }));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/gameList\?gameType=RNG$/);
    await waitFor(() => expect(total()).toHaveAttribute('data-total', '3'));
    expect(within(tabs).getByRole('button', { name: 'All' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('a link with filters opens the filter tab; a hand-edited value is ignored', async () => {
    renderAt('/gameList?gameType=RNG&minBet=0.5&minLine=banana&tab=nope');
    await waitFor(() => expect(listCalls().at(-1)).toMatchObject({ minBet: '0.5' }));
    expect(listCalls().at(-1)).not.toHaveProperty('minLine');
    expect(await screen.findByTestId('game-list-empty')).toHaveTextContent('No games found');
    const tabs = screen.getByRole('navigation', { name: 'Game lists' });
    expect(within(tabs).getByRole('button', { name: 'Filter' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByTestId('active-filters')).toHaveTextContent('Bet ≤ 0.50');
  });
});
