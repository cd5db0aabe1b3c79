import type { OpsFieldVitals } from '@app/contracts/field-vitals';
import {
  fieldVitalRating,
  fieldVitalWindows,
  type FieldVitalName,
  type FieldVitalRating,
  type FieldVitalWindow,
} from '@app/contracts/field-vitals-constants';
import { opsRoutes } from '@app/contracts/ops-routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { call } from '../api/client';
import { useI18n } from '../i18n/i18n';
import { useFormat } from '../lib/format';
import { Empty, ErrorAlert, Loading } from '../ui/states';
import { TabList, TabPanel } from '../ui/tab-list';
import { TableScroll } from '../ui/table-scroll';
import './field-vitals.css';

/** The Core Web Vitals the table shows (FCP and TTFB are stored, not shown). */
const shown = ['LCP', 'INP', 'CLS'] as const satisfies readonly FieldVitalName[];
const badgeTone: Record<FieldVitalRating, string> = {
  good: 'ok',
  'needs-improvement': 'warn',
  poor: 'danger',
};

/**
 * Field data (issue 19, decision 0044): the 75th percentile of LCP, INP and CLS per page, as real
 * players' browsers measured them, over 24 hours, 7 days or 28 days. Each figure carries its
 * rating in words as well as colour (Core Web Vitals thresholds) and its number of samples.
 */
export function FieldVitalsPanel() {
  const { t } = useI18n();
  const [span, setSpan] = useState<FieldVitalWindow>('24h');
  const query = useQuery({
    queryKey: ['field-vitals', span],
    queryFn: ({ signal }) =>
      call(opsRoutes.opsFieldVitals, { query: { window: span } }, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });
  return (
    <section className="panel field-vitals" aria-labelledby="field-vitals-title">
      <div className="section-head field-vitals-head">
        <div>
          <h2 id="field-vitals-title">{t('vitals.title')}</h2>
          <p className="muted">{t('vitals.intro')}</p>
        </div>
        <TabList
          tabs={fieldVitalWindows}
          selected={span}
          onSelect={setSpan}
          label={t('vitals.windows')}
          idPrefix="field-vitals"
          render={(w) => t(`vitals.window.${w}`)}
        />
      </div>
      <TabPanel idPrefix="field-vitals" selected={span} className="section-body">
        {query.isPending && <Loading />}
        {query.isError && <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />}
        {query.data &&
          (query.data.pages.length === 0 ? (
            <Empty>{t('vitals.empty')}</Empty>
          ) : (
            <VitalsTable data={query.data} />
          ))}
        <p className="muted field-vitals-note">{t('vitals.thresholds')}</p>
      </TabPanel>
    </section>
  );
}

function VitalsTable({ data }: { data: OpsFieldVitals }) {
  const { t } = useI18n();
  return (
    <TableScroll label={t('vitals.tableLabel')}>
      <table className="table field-vitals-table">
        <thead>
          <tr>
            <th scope="col">{t('vitals.page')}</th>
            {shown.map((name) => (
              <th key={name} scope="col" className="num">
                <abbr title={t(`vitals.metricName.${name}`)}>{t(`vitals.metric.${name}`)}</abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.pages.map((row) => (
            <tr key={row.page} data-page={row.page}>
              <th scope="row">
                <code>{row.page}</code>
              </th>
              {shown.map((name) => (
                <Figure key={name} name={name} metric={row.metrics.find((m) => m.name === name)} />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

function Figure({
  name,
  metric,
}: {
  name: FieldVitalName;
  metric: OpsFieldVitals['pages'][number]['metrics'][number] | undefined;
}) {
  const { t } = useI18n();
  const format = useFormat();
  if (!metric)
    return (
      <td className="num muted" data-metric={name}>
        {t('vitals.noSamples')}
      </td>
    );
  const rating = fieldVitalRating(name, metric.p75);
  const value =
    name === 'CLS'
      ? metric.p75.toFixed(2)
      : name === 'LCP'
        ? `${(metric.p75 / 1000).toFixed(2)} s`
        : `${Math.round(metric.p75)} ms`;
  return (
    <td className="num" data-metric={name} data-rating={rating}>
      <span className="field-vital-value">{value}</span>{' '}
      <span className={`badge ${badgeTone[rating]}`}>{t(`vitals.rating.${rating}`)}</span>
      <span className="field-vital-samples muted">
        {metric.samples === 1
          ? t('vitals.sample')
          : t('vitals.samples', { count: format.number(metric.samples) })}
      </span>
    </td>
  );
}
