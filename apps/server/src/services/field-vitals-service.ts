import { randomInt } from 'node:crypto';
import type { FieldVitalsReport, OpsFieldVitals } from '@app/contracts/field-vitals';
import {
  FIELD_VITAL_RETENTION_HOURS,
  fieldVitalNames,
  fieldVitalWindowHours,
  type FieldVitalName,
  type FieldVitalWindow,
} from '@app/contracts/field-vitals-constants';
import type { FieldVitalRepository } from '../repositories/field-vital-repository';
import type { Clock } from './clock';

const HOUR_MS = 60 * 60 * 1000;
/** The console lists at most this many pages (the most sampled): the web app has fewer routes. */
export const MAX_FIELD_VITAL_PAGES = 60;
/** Prune samples past the retention on about one report in this many (no scheduler needed). */
const PRUNE_ONE_IN = 200;

/**
 * Field data (issue 19, item 7; decision 0044): stores the web app's reports and answers the
 * console's p75 per page and metric over a window. Samples older than the longest window are
 * pruned now and then as reports arrive, like the rate limits' windows.
 */
export function createFieldVitalsService(deps: {
  repo: FieldVitalRepository;
  clock: Clock;
  /** 1 prunes on every report (tests); default about one in 200. */
  pruneOneIn?: number;
}) {
  const { repo, clock } = deps;
  const pruneOneIn = deps.pruneOneIn ?? PRUNE_ONE_IN;

  async function prune(): Promise<number> {
    return repo.pruneBefore(new Date(clock().getTime() - FIELD_VITAL_RETENTION_HOURS * HOUR_MS));
  }

  return {
    async record(report: FieldVitalsReport): Promise<{ stored: number }> {
      const recordedAt = clock();
      const stored = await repo.upsert(
        report.metrics.map((metric) => ({
          metricId: metric.id,
          page: report.page,
          metric: metric.name,
          value: metric.value,
          navigationType: report.navigationType,
          recordedAt,
        })),
      );
      if (pruneOneIn <= 1 || randomInt(0, pruneOneIn) === 0) await prune();
      return { stored };
    },

    prune,

    async percentiles(window: FieldVitalWindow): Promise<OpsFieldVitals> {
      const now = clock();
      const since = new Date(now.getTime() - fieldVitalWindowHours[window] * HOUR_MS);
      const rows = await repo.percentiles(since);
      const byPage = new Map<string, OpsFieldVitals['pages'][number]['metrics']>();
      for (const row of rows) {
        if (!(fieldVitalNames as readonly string[]).includes(row.metric)) continue;
        const metrics = byPage.get(row.page) ?? [];
        metrics.push({ name: row.metric as FieldVitalName, p75: row.p75, samples: row.samples });
        byPage.set(row.page, metrics);
      }
      const order = (name: FieldVitalName) => fieldVitalNames.indexOf(name);
      const total = (metrics: { samples: number }[]) =>
        metrics.reduce((sum, m) => sum + m.samples, 0);
      const pages = [...byPage.entries()]
        .map(([page, metrics]) => ({
          page,
          metrics: metrics.sort((a, b) => order(a.name) - order(b.name)),
        }))
        .sort((a, b) => total(b.metrics) - total(a.metrics) || a.page.localeCompare(b.page))
        .slice(0, MAX_FIELD_VITAL_PAGES);
      return {
        window,
        since: since.toISOString(),
        generatedAt: now.toISOString(),
        pages,
      };
    },
  };
}
export type FieldVitalsService = ReturnType<typeof createFieldVitalsService>;
