import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  AgentRebateEarnings,
  AgentRebateRates,
  RebateDay,
} from '@app/contracts/agent-rebates';
import { rebateGameTypes } from '@app/contracts/agent-constants';
import { agentRoutes } from '@app/contracts/agent-routes';
import { useSessionStore } from '@/shared/lib/session-store';
import { sessionInfo } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

vi.setConfig({ testTimeout: 20_000 });

let dispose: (() => void) | undefined;
afterEach(() => {
  dispose?.();
  dispose = undefined;
  vi.restoreAllMocks();
  useSessionStore.setState({ session: null, lastEnd: null });
});

type Handler = (init: RequestInit | undefined) => unknown;

function open(url: string, routes: Record<string, Handler>) {
  useSessionStore.getState().setSession(sessionInfo(1));
  const result = renderApp(url, { routes });
  dispose = () => result.router.dispose();
  return result;
}

const fail = (errorCode: string, status = 500) =>
  new Response(JSON.stringify({ success: false, value: null, errorCode, message: errorCode }), {
    status,
  });

function ratesOf(own: number, given: number, ceiling: number | null): AgentRebateRates {
  return {
    hasUpline: ceiling !== null,
    maxBp: 300,
    directDownlines: 4,
    rates: rebateGameTypes.map((gameType) => ({
      gameType,
      ownBp: own,
      givenMaxBp: given,
      givenCount: given > 0 ? 3 : 0,
      ceilingBp: ceiling,
    })),
  };
}

describe('game rebate (/m/member/teamRebate)', () => {
  const url = '/m/member/teamRebate';

  it("shows each game type's own rate, what the downlines have and the upline's ceiling", async () => {
    open(url, { [agentRoutes.agentRebateRates.path]: () => ratesOf(70, 40, 100) });
    const table = await screen.findByTestId('game-rebate-table');
    const slots = within(table).getByTestId('game-rebate-row-RNG');
    expect(within(slots).getByRole('rowheader')).toHaveTextContent('Slots');
    expect(within(slots).getByTestId('own')).toHaveTextContent('0.70%');
    expect(within(slots).getByTestId('given')).toHaveTextContent('0.40%3/4');
    expect(within(slots).getByTestId('ceiling')).toHaveTextContent('1.00%');
    expect(within(table).getByTestId('game-rebate-row-LIVE')).toHaveTextContent('Live casino');
    expect(screen.getByTestId('game-rebate-highest')).toHaveTextContent('0.70%');
    expect(screen.getByTestId('game-rebate-notes')).toHaveTextContent("your upline's own rate");
    expect(screen.getByTestId('game-rebate-manage')).toHaveAttribute('href', '/m/member/team');
  });

  it("says a top agent's ceiling is the operator's maximum", async () => {
    open(url, { [agentRoutes.agentRebateRates.path]: () => ratesOf(100, 70, null) });
    const row = await screen.findByTestId('game-rebate-row-FISH');
    expect(within(row).getByTestId('ceiling')).toHaveTextContent('3.00%');
    expect(screen.getByTestId('game-rebate-notes')).toHaveTextContent(
      'the operator sets your rates, at most 3.00%',
    );
  });

  it('says so while the agent has no rates', async () => {
    open(url, { [agentRoutes.agentRebateRates.path]: () => ratesOf(0, 0, 0) });
    expect(await screen.findByTestId('game-rebate-empty')).toHaveTextContent('No rebate rates yet');
    expect(screen.queryByTestId('game-rebate-table')).toBeNull();
  });

  it('offers a retry when the rates fail to load', async () => {
    let calls = 0;
    open(url, {
      [agentRoutes.agentRebateRates.path]: () => {
        calls += 1;
        return calls === 1 ? fail('SYSTEM_ERROR') : ratesOf(70, 40, 100);
      },
    });
    const error = await screen.findByTestId('game-rebate-error');
    await userEvent.click(within(error).getByRole('button'));
    expect(await screen.findByTestId('game-rebate-table')).toBeInTheDocument();
  });
});

function dayOf(day: string, status: RebateDay['status'], total: number): RebateDay {
  return {
    day,
    status,
    own: 0.5,
    team: total - 0.5,
    total,
    teamTurnover: 1_000,
    ownTurnover: 50,
    games: [
      { gameType: 'RNG', ownTurnover: 50, teamTurnover: 800, ownBp: 100, own: 0.5, team: 2.4 },
      { gameType: 'SPORTS', ownTurnover: 0, teamTurnover: 200, ownBp: 100, own: 0, team: 0.6 },
    ],
  };
}

function earningsOf(list: RebateDay[], pageNo: number, totalCount: number): AgentRebateEarnings {
  return {
    range: { startDate: '2026-08-28', endDate: '2026-11-25' },
    pageNo,
    pageSize: 10,
    totalCount,
    totals: { own: 6, team: 30, total: 36, teamTurnover: 12_000, ownTurnover: 600, projected: 3.5 },
    list,
  };
}

describe('agent rebate (/m/member/agent/agentRebeat)', () => {
  const url = '/m/member/agent/agentRebeat';

  it("lists the days newest first, today projected, the totals and a day's game types", async () => {
    const pages = [
      earningsOf(
        Array.from({ length: 10 }, (_, i) =>
          dayOf(`2026-11-${String(25 - i).padStart(2, '0')}`, i === 0 ? 'PROJECTED' : 'PAID', 3.5),
        ),
        1,
        11,
      ),
      earningsOf([dayOf('2026-11-15', 'PAID', 3.5)], 2, 11),
    ];
    const { fetchSpy } = open(url, {
      [agentRoutes.agentRebateEarnings.path]: () => {
        const asked = fetchSpy.mock.calls.filter(([input]) =>
          String(input).includes(agentRoutes.agentRebateEarnings.path),
        ).length;
        return pages[Math.min(asked, 2) - 1];
      },
    });
    const days = await screen.findAllByTestId('agent-rebate-day');
    expect(days).toHaveLength(10);
    expect(days[0]).toHaveAttribute('data-status', 'PROJECTED');
    expect(days[0]).toHaveTextContent('2026/11/25Projected$3.50');
    expect(days[1]).toHaveTextContent('2026/11/24Paid$3.50');
    const totals = screen.getByTestId('agent-rebate-totals');
    expect(within(totals).getByTestId('agent-rebate-total')).toHaveTextContent('$36.00');
    expect(within(totals).getByTestId('agent-rebate-range')).toHaveTextContent(
      '2026/08/28 – 2026/11/25',
    );
    expect(within(totals).getByTestId('agent-rebate-total-projected')).toHaveTextContent('$3.50');

    await userEvent.click(within(days[1]!).getByRole('button'));
    const games = within(days[1]!).getByTestId('agent-rebate-games');
    expect(within(games).getByTestId('agent-rebate-game-RNG')).toHaveTextContent(
      'Slots$850.00Mine $50.001.00%$2.90Mine $0.50',
    );
    expect(within(games).getByTestId('agent-rebate-game-SPORTS')).toHaveTextContent(
      'Sports$200.001.00%$0.60',
    );

    await userEvent.click(screen.getByTestId('agent-rebate-days-load-more'));
    await waitFor(() => expect(screen.getAllByTestId('agent-rebate-day')).toHaveLength(11));
    expect(await screen.findByTestId('agent-rebate-days-end')).toHaveTextContent('No earlier days');
  });

  it('asks for the chosen period', async () => {
    const { fetchSpy } = open(url, {
      [agentRoutes.agentRebateEarnings.path]: () => earningsOf([], 1, 0),
    });
    await screen.findByTestId('agent-rebate-days-empty');
    await userEvent.click(screen.getByRole('button', { name: 'This month' }));
    await waitFor(() =>
      expect(
        fetchSpy.mock.calls.some(([input]) => String(input).includes('range=THIS_MONTH')),
      ).toBe(true),
    );
    expect(screen.getByRole('button', { name: 'This month' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('says so when nothing was earned, and offers a retry on failure', async () => {
    let calls = 0;
    open(url, {
      [agentRoutes.agentRebateEarnings.path]: () => {
        calls += 1;
        return calls === 1 ? fail('SYSTEM_ERROR') : earningsOf([], 1, 0);
      },
    });
    const error = await screen.findByTestId('agent-rebate-days-error');
    await userEvent.click(within(error).getByRole('button'));
    expect(await screen.findByTestId('agent-rebate-days-empty')).toHaveTextContent(
      'No rebates yet',
    );
  });
});
