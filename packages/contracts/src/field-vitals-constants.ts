/**
 * Field data (issue 19, item 7; decision 0044): what the web app's reporter sends and how the
 * console reads it. Zod-free: the web app's lazy reporter and the console import it.
 */

/** The metrics web-vitals measures that the platform keeps. */
export const fieldVitalNames = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type FieldVitalName = (typeof fieldVitalNames)[number];

/** How the page view began (web-vitals' `navigationType`). */
export const fieldVitalNavigationTypes = [
  'navigate',
  'reload',
  'back-forward',
  'back-forward-cache',
  'prerender',
  'restore',
  'soft-navigation',
] as const;
export type FieldVitalNavigationType = (typeof fieldVitalNavigationTypes)[number];

/**
 * The highest value kept per metric (milliseconds; CLS has no unit). Anything above is a broken
 * or forged report, not a slow phone: a minute for the paints and the first byte, half a minute
 * for an interaction, and a layout shift score no real page reaches.
 */
export const fieldVitalMaxValue: Record<FieldVitalName, number> = {
  LCP: 60_000,
  INP: 30_000,
  CLS: 50,
  FCP: 60_000,
  TTFB: 60_000,
};

/** One beacon carries the metrics of one page view: each metric once, at most. */
export const MAX_FIELD_VITALS_PER_REPORT = fieldVitalNames.length;
/** The page is a route pattern of the web app (`/m/gameList`), never a URL with ids or a query. */
export const MAX_FIELD_VITAL_PAGE_LENGTH = 64;
export const fieldVitalPagePattern = '^/[A-Za-z0-9/_.:?*-]{0,63}$';
/** web-vitals' metric ids: "v6-1700000000000-1234567890123". */
export const MAX_FIELD_VITAL_ID_LENGTH = 48;
export const fieldVitalIdPattern = '^[A-Za-z0-9-]{1,48}$';

/**
 * The Core Web Vitals thresholds (web.dev): at or below `good` is good, above `poor` is poor,
 * between them needs improvement. FCP and TTFB have thresholds too (not Core Web Vitals).
 */
export const fieldVitalThresholds: Record<FieldVitalName, { good: number; poor: number }> = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
  FCP: { good: 1800, poor: 3000 },
  TTFB: { good: 800, poor: 1800 },
};

export type FieldVitalRating = 'good' | 'needs-improvement' | 'poor';

export function fieldVitalRating(name: FieldVitalName, value: number): FieldVitalRating {
  const { good, poor } = fieldVitalThresholds[name];
  if (value <= good) return 'good';
  return value <= poor ? 'needs-improvement' : 'poor';
}

/** The console's windows over the samples, in hours; samples older than the longest are pruned. */
export const fieldVitalWindows = ['24h', '7d', '28d'] as const;
export type FieldVitalWindow = (typeof fieldVitalWindows)[number];
export const fieldVitalWindowHours: Record<FieldVitalWindow, number> = {
  '24h': 24,
  '7d': 7 * 24,
  '28d': 28 * 24,
};
export const FIELD_VITAL_RETENTION_HOURS = fieldVitalWindowHours['28d'];

/** The User Timing mark the web app's reporter sets once it measures a page view. */
export const fieldVitalsStartedMark = 'field-vitals:started';
