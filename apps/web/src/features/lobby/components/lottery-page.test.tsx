import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@app/contracts/routes';
import type { LotteryGame, OpenNumero } from '@app/contracts/lottery';
import type { GameCategorySetting } from '@app/contracts/system';
import { useSessionStore } from '@/shared/lib/session-store';
import { settingsPayload } from '@/test/fixtures';
import { LotteryPage } from './lottery-page';

const lotteryGame = (gameId: string, over: Partial<LotteryGame> = {}): LotteryGame => ({
  nodeId: gameId.length * 100 + gameId.charCodeAt(0),
  gameId,
  gameName: gameId.toUpperCase(),
  vendor: 'TCG_LOTTO_VN',
  prizeMode: 'Elott',
  playType: 'trad',
  region: 'NORTH',
  drawIntervalSeconds: 600,
  iconUrl: `games/TCG_LOTTO_VN/${gameId}.svg`,
  ...over,
});

const ok = (value: unknown) =>
  new Response(JSON.stringify({ success: true, value, errorCode: null, message: null }));

function mockLottery(categories: GameCategorySetting[], numeros: () => OpenNumero[]) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    const playType = url.searchParams.get('playType');
    switch (url.pathname) {
      case routes.systemSettingsConsolidated.path:
        return ok(settingsPayload({ gameCategories: categories }));
      case routes.lotteryMenu.path:
        return ok(
          playType === 'ent'
            ? [{ region: 'FAST', games: [lotteryGame('speed', { region: 'FAST' })] }]
            : [
                { region: 'NORTH', games: [lotteryGame('hanoi')] },
                { region: 'SOUTH', games: [lotteryGame('mekong', { region: 'SOUTH' })] },
              ],
        );
      case routes.lotteryPopular.path:
        return ok([lotteryGame('hanoi')]);
      case routes.lotteryOpenNumeros.path:
        return ok(numeros());
      default:
        return new Response(
          JSON.stringify({ success: false, value: null, errorCode: 'NOT_FOUND', message: null }),
          { status: 404 },
        );
    }
  });
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/lottery']}>
        <Routes>
          <Route path="/lottery" element={<LotteryPage />} />
          <Route path="/login" element={<p>login screen</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const draw = (gameId: string, numero: string, remainingSeconds: number): OpenNumero => ({
  gameId,
  numero,
  openTime: '2026-11-22T13:30:00.000Z',
  closeTime: '2026-11-22T13:40:00.000Z',
  remainingSeconds,
  serverTime: '2026-11-22T13:35:00.000Z',
});

afterEach(() => {
  vi.restoreAllMocks();
  act(() => useSessionStore.getState().clearSession());
});

describe('LotteryPage', () => {
  it('asks in the Elott prize mode and trad play type, shows the draws with numero and countdown', async () => {
    const spy = mockLottery(
      [{ gameCategory: 'ELOTT', sort: 9, vendors: ['ELOTT', 'TCG_LOTTO_VN'] }],
      () => [draw('hanoi', '20261122-0057', 125), draw('mekong', '20261122-0058', 3725)],
    );
    renderPage();
    const rows = await screen.findAllByTestId('lottery-draw');
    expect(rows).toHaveLength(2);
    await within(rows[1]!).findByRole('timer');
    expect(within(rows[0]!).getByTestId('lottery-numero')).toHaveTextContent('Draw 20261122-0057');
    expect(within(rows[0]!).getByRole('timer')).toHaveTextContent('02:05');
    expect(within(rows[1]!).getByRole('timer')).toHaveTextContent('1:02:05');
    expect(screen.getByRole('heading', { name: 'North' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'South' })).toBeInTheDocument();
    expect(screen.getByTestId('lottery-prize-mode')).toHaveTextContent('E-lottery');
    expect(screen.getByTestId('lottery-popular')).toBeInTheDocument();
    expect(screen.queryByTestId('lottery-recent')).toBeNull();
    const menuUrl = new URL(
      String(spy.mock.calls.find(([u]) => String(u).startsWith(routes.lotteryMenu.path))?.[0]),
      'http://localhost',
    );
    expect(menuUrl.searchParams.get('prizeMode')).toBe('Elott');
    expect(menuUrl.searchParams.get('playType')).toBe('trad');
    const numerosUrl = new URL(
      String(
        spy.mock.calls.find(([u]) => String(u).startsWith(routes.lotteryOpenNumeros.path))?.[0],
      ),
      'http://localhost',
    );
    expect(numerosUrl.searchParams.get('gameIds')).toBe('hanoi,mekong');
  });

  it('uses the Lott prize mode when the ELOTT category lists neither TCG_LOTTO_VN nor LOTT', async () => {
    const spy = mockLottery([{ gameCategory: 'ELOTT', sort: 9, vendors: ['ELOTT'] }], () => [
      draw('hanoi', '20261122-0057', 100),
    ]);
    renderPage();
    await screen.findAllByTestId('lottery-draw');
    expect(screen.getByTestId('lottery-prize-mode')).toHaveTextContent('Lottery');
    const menuCall = spy.mock.calls.find(([u]) => String(u).startsWith(routes.lotteryMenu.path));
    expect(String(menuCall?.[0])).toContain('prizeMode=Lott');
  });

  it('ticks every second and asks for the next draw when one reaches 0', async () => {
    let calls = 0;
    mockLottery([], () => {
      calls += 1;
      return calls === 1
        ? [draw('hanoi', '20261122-0057', 3), draw('mekong', '20261122-0058', 500)]
        : [draw('hanoi', '20261122-0058', 600), draw('mekong', '20261122-0058', 498)];
    });
    renderPage();
    const [row] = await screen.findAllByTestId('lottery-draw');
    const timer = await within(row!).findByRole('timer');
    expect(timer).toHaveTextContent(/^00:0[23]$/);
    const first = timer.textContent;
    // It ticks: the text changes within about a second, counting down.
    await waitFor(() => expect(timer.textContent).not.toBe(first), { timeout: 2000 });
    expect(timer).toHaveTextContent(/^00:0[12]$/);
    expect(calls).toBe(1);
    await waitFor(
      () => expect(within(row!).getByTestId('lottery-numero')).toHaveTextContent('20261122-0058'),
      { timeout: 5000 },
    );
    expect(calls).toBe(2);
    expect(within(row!).getByRole('timer')).toHaveTextContent(/^(10:00|09:5\d)$/);
  });

  it('switches to the entertainment play type', async () => {
    const spy = mockLottery([], () => [draw('speed', '20261122-0800', 30), draw('hanoi', 'x', 9)]);
    renderPage();
    await screen.findAllByTestId('lottery-draw');
    fireEvent.click(screen.getByRole('tab', { name: 'Entertainment' }));
    await waitFor(() =>
      expect(screen.getAllByTestId('lottery-draw').map((r) => r.dataset.gameId)).toEqual(['speed']),
    );
    expect(screen.getByRole('tab', { name: 'Entertainment' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(
      spy.mock.calls.some(
        ([u]) =>
          String(u).startsWith(routes.lotteryMenu.path) && String(u).includes('playType=ent'),
      ),
    ).toBe(true);
  });

  it('a guest tapping a draw goes to log in', async () => {
    mockLottery([], () => [draw('hanoi', '20261122-0057', 100)]);
    renderPage();
    const [row] = await screen.findAllByTestId('lottery-draw');
    fireEvent.click(row!);
    expect(await screen.findByText('login screen')).toBeInTheDocument();
  });
});
