import { useEffect, useRef } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { GameCategory } from '@app/contracts/system';
import { useCategoryStore } from '@/shared/lib/category-store';
import styles from './category-menu.module.css';

/**
 * The horizontally scrolling category menu (spec section 2, Home content). The current category
 * lives in the shared category store, so the side menu and the home footer switch it too; the
 * chosen chip scrolls into view whoever chose it.
 */
export function CategoryMenu({ categories }: { categories: readonly GameCategory[] }) {
  const { t } = useTranslation();
  const current = useCategoryStore((s) => s.current);
  const setCurrent = useCategoryStore((s) => s.setCurrent);
  const listRef = useRef<HTMLUListElement>(null);
  const entries = categories.join(',');

  useEffect(() => {
    const list = listRef.current;
    const chip = list?.querySelector<HTMLElement>('[aria-pressed="true"]');
    if (!list || !chip) return;
    // Centre the chip inside the strip only (scrollIntoView would scroll the page as well).
    const left = chip.offsetLeft - (list.clientWidth - chip.offsetWidth) / 2;
    list.scrollTo?.({ left: Math.max(0, left), behavior: 'smooth' });
    // Only when the choice or the entries change: a re-render must not undo the player's swipe.
  }, [current, entries]);

  return (
    <nav className={styles.menu} aria-label={t('lobby.categoryMenu')} data-sticky-menu>
      <ul ref={listRef} className={styles.list}>
        {categories.map((category) => (
          <li key={category}>
            <button
              type="button"
              className={styles.chip}
              aria-pressed={current === category}
              data-category={category}
              onClick={() => setCurrent(category)}
            >
              {t(`categories.${category}`)}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
