import { seedVipLevels } from '../db/seed-data/vip-levels';
import type { VipRepository } from '../repositories/vip-repository';

/** The VIP ladder (issue 14): adds the levels that are missing, so every start is a no-op. */
export function createVipLevelSeed(repo: VipRepository) {
  return {
    async seed(): Promise<void> {
      await repo.insertMissingLevels(seedVipLevels);
    },
  };
}
