import { useId, useState } from 'react';
import type { TeamDay } from '@app/contracts/agent-reports';
import { useTranslation } from '@/shared/i18n/use-translation';
import { cx } from '@/shared/lib/cx';
import { formatMoney } from '@/shared/lib/money-text';
import { compactNumber, labelledDays, scaleY, valueAxis } from './chart-scale';
import styles from './reports.module.css';

const metrics = ['validTurnover', 'netProfitLoss'] as const;
type Metric = (typeof metrics)[number];

/** The drawing's units (the SVG scales to the card's width). */
const W = 340;
const H = 190;
const PAD = { left: 44, right: 8, top: 10, bottom: 24 };

/**
 * The team's daily series as a bar chart drawn by hand in SVG (no chart library): valid turnover
 * or net profit/loss per day (a switch), a value axis with round ticks and zero marked, the first
 * and last days and a few between on the day axis. Negative days are drawn below zero in the
 * danger colour (a positive net day in green, turnover in the accent). The SVG has a title and a description (the range, the total, the best and worst
 * days) for assistive technology; the figures themselves are the totals above it.
 */
export function PnlChart({
  series,
  symbol,
}: {
  series: readonly TeamDay[] | undefined;
  symbol: string;
}) {
  const { t } = useTranslation();
  const [metric, setMetric] = useState<Metric>('validTurnover');
  const titleId = useId();
  const descId = useId();

  const label = t(`agentReports.figures.${metric}`);
  return (
    <section className={styles.section} aria-labelledby={`${titleId}-h`} data-testid="pnl-chart">
      <header className={styles.sectionHead}>
        <h2 id={`${titleId}-h`} className={styles.sectionTitle}>
          {t('agentReports.pnl.chart')}
        </h2>
        <div className={styles.switch} role="group" aria-label={t('agentReports.pnl.chartMetric')}>
          {metrics.map((m) => (
            <button
              key={m}
              type="button"
              className={cx(styles.switchButton, metric === m && styles.switchOn)}
              aria-pressed={metric === m}
              data-metric={m}
              onClick={() => setMetric(m)}
            >
              {t(`agentReports.pnl.metric.${m}`)}
            </button>
          ))}
        </div>
      </header>
      {series === undefined ? (
        <div className={styles.chartSkeleton} aria-hidden="true" />
      ) : (
        <Chart
          series={series}
          metric={metric}
          label={label}
          symbol={symbol}
          titleId={titleId}
          descId={descId}
        />
      )}
    </section>
  );
}

function Chart({
  series,
  metric,
  label,
  symbol,
  titleId,
  descId,
}: {
  series: readonly TeamDay[];
  metric: Metric;
  label: string;
  symbol: string;
  titleId: string;
  descId: string;
}) {
  const { t } = useTranslation();
  const values = series.map((d) => d[metric]);
  const axis = valueAxis(values);
  const y = scaleY(axis, PAD.top, H - PAD.bottom);
  const plotWidth = W - PAD.left - PAD.right;
  const slot = plotWidth / Math.max(series.length, 1);
  const barWidth = Math.max(2, Math.min(24, slot * 0.7));
  const zero = y(0);
  const first = series[0]?.day ?? '';
  const last = series.at(-1)?.day ?? '';
  const total = values.reduce((s, v) => s + v, 0);
  let high = 0;
  let low = 0;
  values.forEach((v, i) => {
    if (v > values[high]!) high = i;
    if (v < values[low]!) low = i;
  });
  const description = values.some((v) => v !== 0)
    ? t('agentReports.pnl.chartDesc', {
        total: formatMoney(Math.round(total * 100) / 100, symbol),
        high: formatMoney(values[high]!, symbol),
        highDay: series[high]!.day,
        low: formatMoney(values[low]!, symbol),
        lowDay: series[low]!.day,
      })
    : t('agentReports.pnl.chartQuiet');

  return (
    <svg
      className={styles.chart}
      viewBox={`0 0 ${W} ${H}`}
      role="img"
      aria-labelledby={`${titleId} ${descId}`}
      data-testid="pnl-chart-svg"
      data-metric={metric}
    >
      <title id={titleId}>
        {t('agentReports.pnl.chartTitle', { metric: label, from: first, to: last })}
      </title>
      <desc id={descId}>{description}</desc>
      <g className={styles.axis}>
        {axis.ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={PAD.left}
              x2={W - PAD.right}
              y1={y(tick)}
              y2={y(tick)}
              className={tick === 0 ? styles.zeroLine : styles.gridLine}
            />
            <text x={PAD.left - 6} y={y(tick)} dy="0.32em" textAnchor="end">
              {compactNumber(tick)}
            </text>
          </g>
        ))}
        {labelledDays(series.length).map((i) => (
          <text
            key={i}
            x={PAD.left + slot * (i + 0.5)}
            y={H - 6}
            textAnchor={
              series.length > 1 && i === 0
                ? 'start'
                : i === series.length - 1 && series.length > 1
                  ? 'end'
                  : 'middle'
            }
          >
            {series[i]!.day.slice(5).replace('-', '/')}
          </text>
        ))}
      </g>
      <g>
        {series.map((d, i) => {
          const v = d[metric];
          if (v === 0) return null;
          const top = Math.min(y(v), zero);
          const height = Math.max(1, Math.abs(y(v) - zero));
          return (
            <rect
              key={d.day}
              x={PAD.left + slot * (i + 0.5) - barWidth / 2}
              y={top}
              width={barWidth}
              height={height}
              rx={Math.min(3, barWidth / 3)}
              className={
                v < 0 ? styles.barDown : metric === 'netProfitLoss' ? styles.barGain : styles.barUp
              }
              data-testid="pnl-chart-bar"
            >
              <title>{`${d.day}: ${formatMoney(v, symbol)}`}</title>
            </rect>
          );
        })}
      </g>
    </svg>
  );
}
