import { useEffect, useRef } from 'react';
import type { TxType } from '@app/contracts/cashier-constants';
import type { TranslationKey } from '@/shared/i18n/translator';
import { useTranslation } from '@/shared/i18n/use-translation';
import { cx } from '@/shared/lib/cx';
import type { TxCodeList } from '../../api/transaction-codes';
import {
  earliestDay,
  rangePresets,
  recordMaxDaysBack,
  type RangePreset,
  type RangeProblem,
} from '../../lib/record-range';
import styles from './records.module.css';

const presetLabel: Record<RangePreset, TranslationKey> = {
  today: 'records.filters.today',
  '7d': 'records.filters.days7',
  '30d': 'records.filters.days30',
  custom: 'records.filters.custom',
};

/**
 * The type chips: All, then each type of GLS2_TxCodeList by the server's name. Types toggle, so
 * several may be on; All (and turning the last one off) asks for every type.
 */
export function TypeChips({
  codes,
  selected,
  onAll,
  onToggle,
}: {
  codes: TxCodeList | undefined;
  selected: readonly TxType[];
  onAll: () => void;
  onToggle: (code: TxType) => void;
}) {
  const { t } = useTranslation();
  const row = useRef<HTMLDivElement>(null);
  const loaded = codes !== undefined;
  // A link may choose a type whose chip is off screen in the scrolling row: bring it in once.
  useEffect(() => {
    if (!loaded) return;
    const chip = row.current?.querySelector<HTMLElement>('[aria-pressed="true"]');
    chip?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [loaded]);
  return (
    <div
      ref={row}
      className={styles.chips}
      role="group"
      aria-label={t('records.filters.typesLabel')}
      data-testid="record-types"
    >
      <button
        type="button"
        className={cx(styles.chip, selected.length === 0 && styles.chipOn)}
        aria-pressed={selected.length === 0}
        data-code="A"
        onClick={onAll}
      >
        {t('records.filters.all')}
      </button>
      {codes?.map(({ code, name }) => (
        <button
          key={code}
          type="button"
          className={cx(styles.chip, selected.includes(code) && styles.chipOn)}
          aria-pressed={selected.includes(code)}
          data-code={code}
          onClick={() => onToggle(code)}
        >
          {name}
        </button>
      ))}
    </div>
  );
}

/** Today, 7 days, 30 days, Custom: one is on. */
export function RangeTabs({
  preset,
  onSelect,
}: {
  preset: RangePreset;
  onSelect: (preset: RangePreset) => void;
}) {
  const { t } = useTranslation();
  return (
    <div
      className={styles.segments}
      role="group"
      aria-label={t('records.filters.rangeLabel')}
      data-testid="record-range"
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
          {t(presetLabel[p])}
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
  fromDay,
  toDay,
  today,
  problem,
  onChange,
}: {
  fromDay: string | null;
  toDay: string | null;
  today: string;
  problem: RangeProblem | null;
  onChange: (edge: 'from' | 'to', day: string | null) => void;
}) {
  const { t } = useTranslation();
  const earliest = earliestDay(today);
  const problemId = 'record-range-problem';
  const describedBy = problem ? problemId : undefined;
  const invalid = problem !== null ? true : undefined;
  const edges = [
    { edge: 'from', label: 'records.filters.from', day: fromDay },
    { edge: 'to', label: 'records.filters.to', day: toDay },
  ] as const;
  return (
    <div className={styles.custom} data-testid="record-custom">
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
              aria-invalid={invalid}
              aria-describedby={describedBy}
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
          data-testid="record-range-problem"
        >
          {t(`records.rangeProblem.${problem}`, {
            days: recordMaxDaysBack,
            earliest,
          })}
        </p>
      )}
    </div>
  );
}
