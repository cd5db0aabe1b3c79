import { z } from 'zod';
import type { EndpointSchemas } from './endpoints';
import {
  fieldVitalIdPattern,
  fieldVitalMaxValue,
  fieldVitalNames,
  fieldVitalNavigationTypes,
  fieldVitalPagePattern,
  fieldVitalWindows,
  MAX_FIELD_VITAL_ID_LENGTH,
  MAX_FIELD_VITAL_PAGE_LENGTH,
  MAX_FIELD_VITALS_PER_REPORT,
  type FieldVitalName,
} from './field-vitals-constants';
import type { fieldVitalsRoutes } from './field-vitals-routes';
import type { opsRoutes } from './ops-routes';

/**
 * Field data (issue 19, item 7; decision 0044): the schemas of the report the web app sends and of
 * the console's p75 per page. Every bound is here, so the server stores nothing unbounded.
 */

const metricOf = <N extends FieldVitalName>(name: N) =>
  z.object({
    /** web-vitals' id of this metric instance: a later value of the same id replaces the first. */
    id: z.string().max(MAX_FIELD_VITAL_ID_LENGTH).regex(new RegExp(fieldVitalIdPattern)),
    name: z.literal(name),
    /** Milliseconds (CLS: a score without unit); finite, never negative, capped per metric. */
    value: z.number().min(0).max(fieldVitalMaxValue[name]),
  });

export const fieldVitalSchema = z.discriminatedUnion('name', [
  metricOf('LCP'),
  metricOf('INP'),
  metricOf('CLS'),
  metricOf('FCP'),
  metricOf('TTFB'),
]);
export type FieldVital = z.infer<typeof fieldVitalSchema>;

export const fieldVitalsReportSchema = z.object({
  /** The web app's route pattern (`/m/gameList`, `/m/activity/:id?`), never the URL itself. */
  page: z.string().max(MAX_FIELD_VITAL_PAGE_LENGTH).regex(new RegExp(fieldVitalPagePattern)),
  navigationType: z.enum(fieldVitalNavigationTypes),
  metrics: z
    .array(fieldVitalSchema)
    .min(1)
    .max(MAX_FIELD_VITALS_PER_REPORT)
    .refine((metrics) => new Set(metrics.map((m) => m.name)).size === metrics.length, {
      message: 'Each metric at most once per report',
    }),
});
export type FieldVitalsReport = z.infer<typeof fieldVitalsReportSchema>;

export const fieldVitalsReportResultSchema = z.object({
  /** Metrics stored (a repeated id updates its sample). */
  stored: z.number().int().min(0),
});

export const opsFieldVitalsQuerySchema = z.object({
  window: z.enum(fieldVitalWindows).default('24h'),
});

const fieldVitalAggregateSchema = z.object({
  name: z.enum(fieldVitalNames),
  /** The 75th percentile (continuous) of the window's samples. */
  p75: z.number(),
  samples: z.number().int().min(1),
});
export type FieldVitalAggregate = z.infer<typeof fieldVitalAggregateSchema>;

export const opsFieldVitalsSchema = z.object({
  window: z.enum(fieldVitalWindows),
  since: z.string().datetime({ offset: true }),
  generatedAt: z.string().datetime({ offset: true }),
  /** Pages with samples in the window, the most sampled first; metrics without samples absent. */
  pages: z.array(
    z.object({
      page: z.string(),
      metrics: z.array(fieldVitalAggregateSchema),
    }),
  ),
});
export type OpsFieldVitals = z.infer<typeof opsFieldVitalsSchema>;

export const fieldVitalsSchemas = {
  fieldVitalsReport: {
    area: 'vitals',
    summary:
      'Field data: the Core Web Vitals (LCP, INP, CLS, FCP, TTFB) of one page view, by route pattern. JSON, also as text/plain (sendBeacon).',
    body: fieldVitalsReportSchema,
    response: fieldVitalsReportResultSchema,
  },
} as const satisfies { [K in keyof typeof fieldVitalsRoutes]: EndpointSchemas };

export const opsFieldVitalsSchemas = {
  opsFieldVitals: {
    area: 'vitals',
    summary: 'Field data: the 75th percentile of each metric per page over a window.',
    query: opsFieldVitalsQuerySchema,
    response: opsFieldVitalsSchema,
  },
} as const satisfies { [K in keyof typeof opsRoutes & 'opsFieldVitals']: EndpointSchemas };
