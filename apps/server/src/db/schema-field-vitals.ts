import {
  bigserial,
  doublePrecision,
  index,
  pgTable,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * Field data (issue 19, item 7; decision 0044): one row per metric of a real page view, as the
 * web app's reporter sent it. Nothing personal: no member, address, user agent or URL, only the
 * route pattern. `metric_id` is web-vitals' id of the metric instance, so a second report of the
 * same page view's CLS or INP (the page hidden twice) replaces its sample instead of adding one.
 * Samples older than the longest window (28 days) are pruned.
 */
export const fieldVitalSamples = pgTable(
  'field_vital_samples',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    metricId: varchar('metric_id', { length: 48 }).notNull().unique(),
    page: varchar('page', { length: 64 }).notNull(),
    metric: varchar('metric', { length: 8 }).notNull(),
    value: doublePrecision('value').notNull(),
    navigationType: varchar('navigation_type', { length: 24 }).notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('field_vital_samples_recorded_idx').on(t.recordedAt)],
);
