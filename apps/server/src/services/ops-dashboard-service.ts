import type { OpsDashboard } from '@app/contracts/operator';
import type { DashboardRepository } from '../repositories/dashboard-repository';
import type { Clock } from './clock';

/** Ledger kinds the cashier posts (wallet-service.ts). */
const DEPOSIT = 'DEPOSIT';
const WITHDRAWAL = 'WITHDRAWAL';
/** A rejected withdrawal's money coming back: not money that left. */
const WITHDRAWAL_RETURN = 'WITHDRAWAL_RETURN';

/** Midnight UTC of `at`'s day. */
const startOfDay = (at: Date) =>
  new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));

/** The console's dashboard: today (UTC) and the last 7 days including today. */
export function createOpsDashboardService(deps: {
  repo: DashboardRepository;
  clock: Clock;
  currency: () => Promise<string>;
}) {
  async function period(since: Date) {
    const [registrations, money, bets] = await Promise.all([
      deps.repo.registrations(since),
      deps.repo.realMoneyByKind([DEPOSIT, WITHDRAWAL, WITHDRAWAL_RETURN], since),
      deps.repo.realMoneyBets(since),
    ]);
    return {
      registrations,
      depositsMinor: money.get(DEPOSIT) ?? 0,
      // Withdrawals are debits (negative entries), less those rejected; shown as an amount.
      withdrawalsMinor: Math.abs(
        (money.get(WITHDRAWAL) ?? 0) + (money.get(WITHDRAWAL_RETURN) ?? 0),
      ),
      betsMinor: bets.stakes,
      winsMinor: bets.payouts,
      ggrMinor: bets.stakes - bets.payouts,
      betCount: bets.count,
    };
  }

  return {
    async figures(): Promise<OpsDashboard> {
      const now = deps.clock();
      const today = startOfDay(now);
      const weekStart = new Date(today.getTime() - 6 * 86_400_000);
      const [playersOnline, todayFigures, week, currency] = await Promise.all([
        deps.repo.playersOnline(now),
        period(today),
        period(weekStart),
        deps.currency(),
      ]);
      return {
        currency,
        playersOnline,
        today: todayFigures,
        last7Days: week,
        generatedAt: now.toISOString(),
      };
    },
  };
}
export type OpsDashboardService = ReturnType<typeof createOpsDashboardService>;
