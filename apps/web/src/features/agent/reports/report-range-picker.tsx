import { useId } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { cx } from '@/shared/lib/cx';
import { MAX_REPORT_HISTORY_DAYS, MAX_REPORT_SPAN_DAYS } from '@app/contracts/agent-constants';
import {
  earliestReportDay,
  presetDays,
  rangeChoices,
  type RangeChoice,
  type RangeProblem,
} from './report-range';
import styles from './reports.module.css';

export type RangeValue = { range: RangeChoice; from: string | null; to: string | null };

/**
 * The reports' range: today, yesterday, this week, this month or custom (two day inputs, offered
 * within the last 90 days and none after today). The choice lives in the address (the screen's
 * `useUrlState`); a custom range starts from the days of the preset that was on.
 */
export function ReportRangePicker({
  value,
  today,
  problem,
  onChange,
  testId = 'report',
}: {
  value: RangeValue;
  today: string;
  problem: RangeProblem | null;
  onChange: (next: Partial<RangeValue>) => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  const problemId = useId();
  const earliest = earliestReportDay(today);

  function choose(range: RangeChoice) {
    if (range !== 'custom') {
      onChange({ range, from: null, to: null });
      return;
    }
    const days = value.range === 'custom' ? null : presetDays(value.range, today);
    onChange({
      range,
      from: value.from ?? days?.from ?? today,
      to: value.to ?? days?.to ?? today,
    });
  }

  return (
    <div className={styles.picker}>
      <div
        className={styles.chips}
        role="group"
        aria-label={t('agentReports.range.label')}
        data-testid={`${testId}-range`}
      >
        {rangeChoices.map((choice) => (
          <button
            key={choice}
            type="button"
            className={cx(styles.chip, value.range === choice && styles.chipOn)}
            aria-pressed={value.range === choice}
            data-range={choice}
            onClick={() => choose(choice)}
          >
            {t(`agentReports.range.${choice}`)}
          </button>
        ))}
      </div>
      {value.range === 'custom' && (
        <div className={styles.custom} data-testid={`${testId}-custom`}>
          <div className={styles.dates}>
            {(['from', 'to'] as const).map((edge) => (
              <label key={edge} className={styles.field}>
                <span className={styles.fieldLabel}>{t(`agentReports.range.${edge}`)}</span>
                <input
                  type="date"
                  className={styles.input}
                  value={value[edge] ?? ''}
                  min={earliest}
                  max={today}
                  data-testid={`${testId}-${edge}`}
                  aria-invalid={problem !== null ? true : undefined}
                  aria-describedby={problem ? problemId : undefined}
                  onChange={(e) => onChange({ [edge]: e.target.value || null })}
                />
              </label>
            ))}
          </div>
          {problem && (
            <p
              id={problemId}
              className={styles.problem}
              role="alert"
              data-testid={`${testId}-range-problem`}
            >
              {t(`agentReports.range.problem.${problem}`, {
                maxDays: MAX_REPORT_SPAN_DAYS,
                days: MAX_REPORT_HISTORY_DAYS,
                earliest,
              })}
            </p>
          )}
        </div>
      )}
    </div>
  );
}

/** The days a report covers, as the server resolved them. */
export function RangePeriod({
  range,
  testId = 'report-period',
}: {
  range: { startDate: string; endDate: string } | undefined;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <span className={styles.period} data-testid={testId}>
      {range === undefined
        ? '\u00a0'
        : range.startDate === range.endDate
          ? range.startDate
          : t('agentReports.range.period', { from: range.startDate, to: range.endDate })}
    </span>
  );
}
