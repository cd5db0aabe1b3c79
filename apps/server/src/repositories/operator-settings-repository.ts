import { eq, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/create-db';
import { operatorSettings } from '../db/schema';

export type SettingRow = { key: string; value: unknown };

/** SQL for operator_settings; values are validated by the service, not here. */
export function createOperatorSettingsRepository(db: AppDatabase) {
  return {
    async readAll(): Promise<SettingRow[]> {
      return db
        .select({ key: operatorSettings.key, value: operatorSettings.value })
        .from(operatorSettings);
    },

    /** Writes each key, replacing what is stored (the dev route, `set`, `reset`). */
    async upsertMany(rows: readonly SettingRow[]): Promise<void> {
      if (rows.length === 0) return;
      await db
        .insert(operatorSettings)
        .values(rows.map((r) => ({ key: r.key, value: r.value })))
        .onConflictDoUpdate({
          target: operatorSettings.key,
          set: { value: sql`excluded.value`, updatedAt: sql`now()` },
        });
    },

    /** Seeding: adds keys that are missing and never overwrites an operator's change. */
    async insertMissing(rows: readonly SettingRow[]): Promise<void> {
      if (rows.length === 0) return;
      await db
        .insert(operatorSettings)
        .values(rows.map((r) => ({ key: r.key, value: r.value })))
        .onConflictDoNothing({ target: operatorSettings.key });
    },

    /**
     * Read-modify-write of one key under a row lock, so two admins (or instances) changing
     * different flags of the same key do not overwrite each other.
     */
    async update(key: string, change: (current: unknown) => unknown): Promise<unknown> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({ value: operatorSettings.value })
          .from(operatorSettings)
          .where(eq(operatorSettings.key, key))
          .for('update');
        const next = change(row?.value);
        await tx
          .insert(operatorSettings)
          .values({ key, value: next })
          .onConflictDoUpdate({
            target: operatorSettings.key,
            set: { value: next, updatedAt: sql`now()` },
          });
        return next;
      });
    },
  };
}
export type OperatorSettingsRepository = ReturnType<typeof createOperatorSettingsRepository>;
