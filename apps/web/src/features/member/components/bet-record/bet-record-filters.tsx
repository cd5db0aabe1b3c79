import { useId } from 'react';
import { playableGameTypes, type PlayableGameType } from '@app/contracts/game-constants';
import type { Vendor } from '@app/contracts/games';
import type { TranslationKey } from '@/shared/i18n/translator';
import { useTranslation } from '@/shared/i18n/use-translation';
import { cx } from '@/shared/lib/cx';
import {
  earliestDay,
  rangePresets,
  recordMaxDaysBack,
  type RangePreset,
  type RangeProblem,
} from '@/shared/lib/record-range';
import styles from './bet-record.module.css';

const presetLabel: Record<RangePreset, TranslationKey> = {
  today: 'betRecord.filters.today',
  '7d': 'betRecord.filters.days7',
  '30d': 'betRecord.filters.days30',
  custom: 'betRecord.filters.custom',
};

/** Today, 7 days, 30 days, Custom: one is on. */
export function RangeChips({
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
      aria-label={t('betRecord.filters.rangeLabel')}
      data-testid="bet-range"
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
 * after today); a typed day outside them is named under the inputs, and the list waits until
 * the range is one the server answers.
 */
export function CustomDays({
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
  const problemId = useId();
  const edges = [
    { edge: 'from', label: 'betRecord.filters.from', day: fromDay },
    { edge: 'to', label: 'betRecord.filters.to', day: toDay },
  ] as const;
  return (
    <div className={styles.custom} data-testid="bet-custom">
      <div className={styles.pair}>
        {edges.map(({ edge, label, day }) => (
          <label key={edge} className={styles.field}>
            <span className={styles.fieldLabel}>{t(label)}</span>
            <input
              type="date"
              className={styles.input}
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
        <p id={problemId} className={styles.problem} role="alert" data-testid="bet-range-problem">
          {t(`betRecord.rangeProblem.${problem}`, { days: recordMaxDaysBack, earliest })}
        </p>
      )}
    </div>
  );
}

/**
 * The game type and vendor filters: "All" or one each. Vendors come from the lobby's vendor list
 * (of the chosen type when there is one); a vendor from the address that the list does not hold
 * stays offered, so the select always shows what is filtered.
 */
export function GameFilters({
  gameType,
  vendor,
  vendors,
  onGameType,
  onVendor,
}: {
  gameType: PlayableGameType | null;
  vendor: string;
  vendors: readonly Vendor[] | undefined;
  onGameType: (gameType: PlayableGameType | null) => void;
  onVendor: (vendor: string) => void;
}) {
  const { t } = useTranslation();
  const listed = vendors ?? [];
  const known = vendor === '' || listed.some((v) => v.vassalage === vendor);
  return (
    <div className={styles.pair}>
      <label className={styles.field}>
        <span className={styles.fieldLabel}>{t('betRecord.filters.gameType')}</span>
        <select
          className={styles.input}
          value={gameType ?? ''}
          data-testid="bet-game-type"
          onChange={(e) => onGameType((e.target.value || null) as PlayableGameType | null)}
        >
          <option value="">{t('betRecord.filters.allTypes')}</option>
          {playableGameTypes.map((type) => (
            <option key={type} value={type}>
              {t(`categories.${type}`)}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        <span className={styles.fieldLabel}>{t('betRecord.filters.vendor')}</span>
        <select
          className={styles.input}
          value={vendor}
          data-testid="bet-vendor"
          onChange={(e) => onVendor(e.target.value)}
        >
          <option value="">{t('betRecord.filters.allVendors')}</option>
          {!known && <option value={vendor}>{vendor}</option>}
          {listed.map((v) => (
            <option key={v.vassalage} value={v.vassalage}>
              {v.displayName}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
