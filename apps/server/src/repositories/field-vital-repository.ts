import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/create-db';
import { fieldVitalSamples } from '../db/schema';

export type FieldVitalSampleRow = {
  metricId: string;
  page: string;
  metric: string;
  value: number;
  navigationType: string;
  recordedAt: Date;
};

export type FieldVitalPercentileRow = {
  page: string;
  metric: string;
  p75: number;
  samples: number;
};

/** SQL for field data (issue 19, decision 0044): samples in, the p75 per page and metric out. */
export function createFieldVitalRepository(db: AppDatabase) {
  return {
    /**
     * Stores the samples of one report in one statement. A metric id seen before (the same page
     * view reported again when hidden a second time) updates its value, for the same page and
     * metric only: an id cannot move another page's sample.
     */
    async upsert(rows: FieldVitalSampleRow[]): Promise<number> {
      if (rows.length === 0) return 0;
      const stored = await db
        .insert(fieldVitalSamples)
        .values(rows)
        .onConflictDoUpdate({
          target: fieldVitalSamples.metricId,
          set: {
            value: sql`excluded.value`,
            navigationType: sql`excluded.navigation_type`,
            recordedAt: sql`excluded.recorded_at`,
          },
          setWhere: and(
            eq(fieldVitalSamples.page, sql`excluded.page`),
            eq(fieldVitalSamples.metric, sql`excluded.metric`),
          ),
        })
        .returning({ id: fieldVitalSamples.id });
      return stored.length;
    },

    /**
     * The 75th percentile (continuous, as CrUX reports it) and the number of samples of every
     * page and metric recorded since `since`: one grouped query, computed by the database.
     */
    async percentiles(since: Date): Promise<FieldVitalPercentileRow[]> {
      return db
        .select({
          page: fieldVitalSamples.page,
          metric: fieldVitalSamples.metric,
          p75: sql<number>`percentile_cont(0.75) within group (order by ${fieldVitalSamples.value})`.mapWith(
            Number,
          ),
          samples: sql<number>`count(*)`.mapWith(Number),
        })
        .from(fieldVitalSamples)
        .where(gte(fieldVitalSamples.recordedAt, since))
        .groupBy(fieldVitalSamples.page, fieldVitalSamples.metric);
    },

    /** Deletes the samples recorded before `before`; answers how many. */
    async pruneBefore(before: Date): Promise<number> {
      const gone = await db
        .delete(fieldVitalSamples)
        .where(lt(fieldVitalSamples.recordedAt, before))
        .returning({ id: fieldVitalSamples.id });
      return gone.length;
    },
  };
}
export type FieldVitalRepository = ReturnType<typeof createFieldVitalRepository>;
