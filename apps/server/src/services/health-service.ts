import type { HealthRepository } from '../repositories/health-repository';

export function createHealthService(repo: HealthRepository) {
  return {
    /** The cause is returned for the log only; clients see a generic message. */
    async checkDatabase(): Promise<{ ok: true } | { ok: false; error: unknown }> {
      try {
        await repo.ping();
        return { ok: true };
      } catch (error) {
        return { ok: false, error };
      }
    },
  };
}
export type HealthService = ReturnType<typeof createHealthService>;
