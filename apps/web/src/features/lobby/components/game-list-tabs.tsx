import { useTranslation } from '@/shared/i18n/use-translation';
import { cx } from '@/shared/lib/cx';
import type { DataType } from '../lib/game-list-state';
import styles from './game-list.module.css';

const listTabs = ['all', 'hot', 'recent', 'fav'] as const satisfies readonly DataType[];

/**
 * The tab bar (spec section 2): all, hot, recent, favourites switch the list; filter opens the
 * filter panel (a dialog), and is marked current while filters are in force.
 */
export function GameListTabs({
  current,
  filterOpen,
  onSelect,
  onOpenFilter,
}: {
  current: DataType;
  filterOpen: boolean;
  onSelect: (tab: Exclude<DataType, 'filter'>) => void;
  onOpenFilter: () => void;
}) {
  const { t } = useTranslation();
  return (
    <nav className={styles.tabs} aria-label={t('gameList.tabsLabel')} data-testid="game-list-tabs">
      {listTabs.map((tab) => (
        <button
          key={tab}
          type="button"
          className={cx(styles.tab, current === tab && styles.tabOn)}
          aria-pressed={current === tab}
          data-tab={tab}
          onClick={() => onSelect(tab)}
        >
          {t(`gameList.tabs.${tab}`)}
        </button>
      ))}
      <button
        type="button"
        className={cx(styles.tab, current === 'filter' && styles.tabOn)}
        aria-pressed={current === 'filter'}
        aria-haspopup="dialog"
        aria-expanded={filterOpen}
        data-tab="filter"
        onClick={onOpenFilter}
      >
        <FilterGlyph />
        {t('gameList.tabs.filter')}
      </button>
    </nav>
  );
}

/** The filter tab's sliders mark. */
export function FilterGlyph() {
  return (
    <svg
      width={16}
      height={16}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.2}
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0" />
      <circle cx="16" cy="6" r="2" />
      <circle cx="10" cy="12" r="2" />
      <circle cx="18" cy="18" r="2" />
    </svg>
  );
}
