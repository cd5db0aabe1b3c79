import type { AppDatabase } from '../../db/create-db';
import { createBonusRepository } from '../../repositories/bonus-repository';
import type { AuditService } from '../../services/audit-service';
import { createBonusService } from '../../services/bonus-service';
import type { Core } from '../core';

/**
 * Bonus money under wagering (issue 16, decision 0039): the cashier credits it with its deposit
 * (`creditWithDeposit`) and refuses withdrawals into it (`lockedMinor`, `openBonusMinorOn`,
 * `wagering`), the demo game's real-money rounds count their stake (`countRound`), the reward
 * centre lists it (`rewardItems`), the member may forfeit it, and it expires (`expireDue`, the
 * sweeper).
 */
export function createBonusServices(db: AppDatabase, core: Core, deps: { audit: AuditService }) {
  const bonuses = createBonusService({
    repo: createBonusRepository(db),
    bind: createBonusRepository,
    wallets: core.wallets,
    audit: deps.audit,
    clock: core.clock,
  });
  return {
    ...bonuses,
    /** The expiry sweeper's timer (main.ts); returns a stop function. */
    startExpirySweeper(intervalMs = 60_000): () => void {
      const timer = setInterval(() => void bonuses.expireDue().catch(() => undefined), intervalMs);
      timer.unref();
      return () => clearInterval(timer);
    },
  };
}
export type BonusServices = ReturnType<typeof createBonusServices>;
