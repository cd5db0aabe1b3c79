import { asc, count } from 'drizzle-orm';
import type { Country } from '@app/contracts/system';
import type { AppDatabase } from '../db/create-db';
import { countries } from '../db/schema';

export function createCountryRepository(db: AppDatabase) {
  return {
    async list(): Promise<Country[]> {
      return db
        .select({ code: countries.code, name: countries.name, dialingCode: countries.dialingCode })
        .from(countries)
        .orderBy(asc(countries.sort), asc(countries.code));
    },

    async isEmpty(): Promise<boolean> {
      const [row] = await db.select({ n: count() }).from(countries);
      return (row?.n ?? 0) === 0;
    },

    /** Seeding: keeps rows an operator edited; `sort` follows the given order. */
    async insertMissing(rows: readonly Country[]): Promise<void> {
      if (rows.length === 0) return;
      await db
        .insert(countries)
        .values(rows.map((c, i) => ({ ...c, sort: i + 1 })))
        .onConflictDoNothing({ target: countries.code });
    },
  };
}
export type CountryRepository = ReturnType<typeof createCountryRepository>;
