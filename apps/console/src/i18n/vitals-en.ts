/**
 * English strings of the dashboard's field data (issue 19, decision 0044). Spread into en.ts
 * (`...vitalsEn`).
 */
export const vitalsEn = {
  'vitals.title': 'Field data (p75)',
  'vitals.intro':
    'How fast pages are for real players: the 75th percentile of each Core Web Vital, per page, measured in their browsers.',
  'vitals.windows': 'Window',
  'vitals.window.24h': 'Last 24 hours',
  'vitals.window.7d': 'Last 7 days',
  'vitals.window.28d': 'Last 28 days',
  'vitals.page': 'Page',
  'vitals.metric.LCP': 'LCP',
  'vitals.metric.INP': 'INP',
  'vitals.metric.CLS': 'CLS',
  'vitals.metricName.LCP': 'Largest contentful paint',
  'vitals.metricName.INP': 'Interaction to next paint',
  'vitals.metricName.CLS': 'Cumulative layout shift',
  'vitals.sample': '1 sample',
  'vitals.samples': '{count} samples',
  'vitals.noSamples': 'no samples',
  'vitals.rating.good': 'Good',
  'vitals.rating.needs-improvement': 'Needs improvement',
  'vitals.rating.poor': 'Poor',
  'vitals.thresholds':
    'Good up to LCP 2.5 s, INP 200 ms, CLS 0.1; poor above LCP 4 s, INP 500 ms, CLS 0.25.',
  'vitals.empty': 'No field data in this window yet.',
  'vitals.tableLabel': 'Field data per page',
} as const;
