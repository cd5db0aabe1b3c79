import { useId, useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { cx } from '@/shared/lib/cx';
import { CloseIcon } from '@/shared/ui/icons/close';
import { Overlay } from '@/shared/ui/overlay';
import {
  hasFilters,
  minBetChoices,
  minLineChoices,
  noFilters,
  type GameListFilters,
} from '../lib/game-list-state';
import styles from './filter-panel.module.css';

/** "More than 25" is sent as 26 (contract `minLineOptions`). */
const moreThan25 = 26;

/** A minimum-bet option as the player reads it (0.1 -> "0.10"). */
export const formatBet = (value: number): string => value.toFixed(2);

/** The chips' labels of the filters in force (shown above the list). */
export function useFilterLabels(filters: GameListFilters): string[] {
  const { t } = useTranslation();
  const labels: string[] = [];
  if (filters.minBet !== null)
    labels.push(t('gameList.filter.minBetChip', { value: formatBet(filters.minBet) }));
  if (filters.minLine !== null)
    labels.push(
      filters.minLine === moreThan25
        ? t('gameList.filter.linesMoreChip')
        : t('gameList.filter.linesChip', { value: filters.minLine }),
    );
  return labels;
}

function OptionGroup({
  name,
  legend,
  hint,
  choices,
  value,
  label,
  onChange,
}: {
  name: string;
  legend: string;
  hint: string;
  choices: readonly (number | null)[];
  value: number | null;
  label: (choice: number | null) => string;
  onChange: (value: number | null) => void;
}) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      <p className={styles.hint}>{hint}</p>
      <div className={styles.options}>
        {choices.map((choice) => {
          const checked = choice === value;
          return (
            <label key={String(choice)} className={cx(styles.option, checked && styles.checked)}>
              <input
                type="radio"
                name={name}
                className={styles.radio}
                checked={checked}
                onChange={() => onChange(choice)}
              />
              {label(choice)}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/**
 * The filter panel (spec section 2: "The filter tab opens the filter panel"; options of section
 * 9): a bottom sheet with the minimum bet (all, 0.01, 0.05, 0.1, 0.5, 0.75) and line (all, 10,
 * 15, 20, more than 25) options as radio groups, "Show games" and "Clear filters". The choice
 * applies only on Show games; closing the sheet keeps the list as it was.
 */
export function FilterPanel({
  open,
  value,
  onApply,
  onClose,
}: {
  open: boolean;
  value: GameListFilters;
  onApply: (filters: GameListFilters) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<GameListFilters>(value);
  const [wasOpen, setWasOpen] = useState(open);
  // Each opening starts from the filters in force.
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setDraft(value);
  }
  const all = t('gameList.filter.all');
  const titleId = useId();
  return (
    <Overlay
      open={open}
      onClose={onClose}
      labelledBy={titleId}
      variant="sheet"
      className={styles.sheet}
    >
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {t('gameList.filter.title')}
        </h2>
        <button
          type="button"
          className={styles.close}
          aria-label={t('gameList.filter.close')}
          onClick={onClose}
        >
          <CloseIcon size={20} />
        </button>
      </div>
      <form
        data-testid="filter-panel"
        onSubmit={(e) => {
          e.preventDefault();
          onApply(draft);
        }}
      >
        <OptionGroup
          name="minBet"
          legend={t('gameList.filter.minBet')}
          hint={t('gameList.filter.minBetHint')}
          choices={minBetChoices}
          value={draft.minBet}
          label={(c) => (c === null ? all : formatBet(c))}
          onChange={(minBet) => setDraft((d) => ({ ...d, minBet }))}
        />
        <OptionGroup
          name="minLine"
          legend={t('gameList.filter.lines')}
          hint={t('gameList.filter.linesHint')}
          choices={minLineChoices}
          value={draft.minLine}
          label={(c) =>
            c === null ? all : c === moreThan25 ? t('gameList.filter.moreThan25') : String(c)
          }
          onChange={(minLine) => setDraft((d) => ({ ...d, minLine }))}
        />
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.secondary}
            disabled={!hasFilters(draft) && !hasFilters(value)}
            onClick={() => {
              setDraft(noFilters);
              onApply(noFilters);
            }}
          >
            {t('gameList.filter.clear')}
          </button>
          <button type="submit" className={styles.primary}>
            {t('gameList.filter.apply')}
          </button>
        </div>
      </form>
    </Overlay>
  );
}
