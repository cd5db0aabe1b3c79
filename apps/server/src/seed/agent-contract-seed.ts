import type { DividendTerms, SalaryTerms } from '@app/contracts/agent-contract-rules';
import type { ContractKind } from '@app/contracts/agent-constants';
import type { AppDatabase } from '../db/create-db';
import type { Core } from '../areas/core';
import { createAgentContractRepository } from '../repositories/agent-contract-repository';

/** The operator's contracts for agent01 (issue 17's shared design): two signed, one offered. */
const dailySalary: SalaryTerms = {
  tiers: [
    { minTurnover: 0, minActive: 0, amount: 5 },
    { minTurnover: 1_000, minActive: 2, amount: 20 },
    { minTurnover: 10_000, minActive: 5, amount: 80 },
  ],
};
const hourlySalary: SalaryTerms = {
  tiers: [
    { minTurnover: 0, minActive: 0, amount: 0.5 },
    { minTurnover: 500, minActive: 1, amount: 2 },
    { minTurnover: 5_000, minActive: 3, amount: 10 },
  ],
};
const dividend: DividendTerms = {
  period: 'HALF_MONTH',
  tiers: [
    { minNetLoss: 0, minActive: 1, sharePercent: 10 },
    { minNetLoss: 10_000, minActive: 5, sharePercent: 20 },
  ],
};

export const DEMO_AGENT = 'agent01';

/**
 * agent01's contracts from the operator (paid by the house): daily and hourly salary SIGNED
 * (paid from the seed's time on), the dividend OFFERED so agent01 sees a contract prompt on
 * login. Idempotent: a kind agent01 ever had a contract of (signed, declined...) is left alone.
 */
export function createAgentContractSeed(db: AppDatabase, core: Core) {
  const repo = createAgentContractRepository(db);
  return {
    async seed(): Promise<void> {
      const agentId = await repo.memberIdByUsername(DEMO_AGENT);
      if (agentId === null) return;
      const at = core.clock();
      const plan: { kind: ContractKind; terms: unknown; signed: boolean }[] = [
        { kind: 'DAILY_SALARY', terms: dailySalary, signed: true },
        { kind: 'HOURLY_SALARY', terms: hourlySalary, signed: true },
        { kind: 'DIVIDEND', terms: dividend, signed: false },
      ];
      for (const { kind, terms, signed } of plan) {
        if (await repo.latestForAgent(agentId, kind)) continue;
        if (signed) await repo.insertSigned({ kind, agentId, terms, at });
        else await repo.insertOffer({ kind, agentId, uplineId: null, terms, offeredAt: at });
      }
    },
  };
}
