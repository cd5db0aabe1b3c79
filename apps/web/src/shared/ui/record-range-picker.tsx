import { useId } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { cx } from '@/shared/lib/cx';
import {
  earliestDay,
  rangePresets,
  recordMaxDaysBack,
  type RangePreset,
  type RangeProblem,
} from '@/shared/lib/record-range';
import styles from './record-range-picker.module.css';

/**
 * The date range of a record screen (the transaction record, the bet record): preset tabs and a
 * custom range's two days. Each screen words it in its own namespace (`ns`: its `filters.*` and
 * `rangeProblem.*` keys) and names its test ids (`testId`: `<testId>-range`, `-custom`,
 * `-range-problem`).
 */
type Words = 'records' | 'betRecord';

/** Today, 7 days, 30 days, Custom: one is on. */
export function RangeTabs({
  ns,
  testId,
  preset,
  onSelect,
}: {
  ns: Words;
  testId: string;
  preset: RangePreset;
  onSelect: (preset: RangePreset) => void;
}) {
  const { t } = useTranslation();
  const label = {
    today: `${ns}.filters.today`,
    '7d': `${ns}.filters.days7`,
    '30d': `${ns}.filters.days30`,
    custom: `${ns}.filters.custom`,
  } as const;
  return (
    <div
      className={styles.segments}
      role="group"
      aria-label={t(`${ns}.filters.rangeLabel`)}
      data-testid={`${testId}-range`}
    >
      {rangePresets.map((p) => (
        <button
          key={p}
          type="button"
          className={cx(styles.segment, preset === p && styles.segmentOn)}
          aria-pressed={preset === p}
          data-range={p}
          onClick={() => onSelect(p)}
        >
          {t(label[p])}
        </button>
      ))}
    </div>
  );
}

/**
 * A custom range's two days. The inputs offer only days the record reaches (the last 90, none
 * after today), and a typed or pasted day outside them is named under the inputs: the list
 * waits until the range is one the server answers.
 */
export function CustomRange({
  ns,
  testId,
  fromDay,
  toDay,
  today,
  problem,
  onChange,
}: {
  ns: Words;
  testId: string;
  fromDay: string | null;
  toDay: string | null;
  today: string;
  problem: RangeProblem | null;
  onChange: (edge: 'from' | 'to', day: string | null) => void;
}) {
  const { t } = useTranslation();
  const earliest = earliestDay(today);
  const problemId = useId();
  const edges = [
    { edge: 'from', label: `${ns}.filters.from`, day: fromDay },
    { edge: 'to', label: `${ns}.filters.to`, day: toDay },
  ] as const;
  return (
    <div className={styles.custom} data-testid={`${testId}-custom`}>
      <div className={styles.dates}>
        {edges.map(({ edge, label, day }) => (
          <label key={edge} className={styles.dateField}>
            <span className={styles.dateLabel}>{t(label)}</span>
            <input
              type="date"
              className={styles.dateInput}
              value={day ?? ''}
              min={earliest}
              max={today}
              aria-invalid={problem !== null ? true : undefined}
              aria-describedby={problem ? problemId : undefined}
              onChange={(e) => onChange(edge, e.target.value || null)}
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
          {t(`${ns}.rangeProblem.${problem}`, { days: recordMaxDaysBack, earliest })}
        </p>
      )}
    </div>
  );
}
