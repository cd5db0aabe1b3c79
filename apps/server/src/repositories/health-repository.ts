import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/create-db';

export function createHealthRepository(db: AppDatabase) {
  return {
    async ping(): Promise<void> {
      await db.execute(sql`select 1`);
    },
  };
}
export type HealthRepository = ReturnType<typeof createHealthRepository>;
