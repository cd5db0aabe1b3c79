import type { ReactNode } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { cx } from '@/shared/lib/cx';
import styles from './disclosure.module.css';
import { ChevronDownIcon } from './icons/chevron-down';
import { RowSkeleton } from './row-skeleton';

/**
 * One item of an accordion list (help centre, notices): a heading button that toggles the body.
 * The body stays in the document while closed (hidden), so a deep link can open it at once and
 * the server HTML inside is sanitised the same way whether or not it is shown.
 */
export function DisclosureItem({
  id,
  title,
  open,
  onToggle,
  children,
  marker,
  className,
  headingLevel = 'h2',
  ...rest
}: {
  /** DOM id of the item (deep links scroll to it); the body is `${id}-body`. */
  id: string;
  title: ReactNode;
  open: boolean;
  onToggle: () => void;
  children: ReactNode;
  /** Shown before the title (e.g. an unread dot). */
  marker?: ReactNode;
  className?: string;
  headingLevel?: 'h2' | 'h3';
  [data: `data-${string}`]: string | undefined;
}) {
  const Heading = headingLevel;
  const bodyId = `${id}-body`;
  const buttonId = `${id}-button`;
  return (
    <li id={id} className={cx(styles.item, open && styles.itemOpen, className)} {...rest}>
      <Heading className={styles.heading}>
        <button
          id={buttonId}
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={onToggle}
        >
          {marker}
          <span className={styles.title}>{title}</span>
          <ChevronDownIcon className={cx(styles.chevron, open && styles.chevronOpen)} size={20} />
        </button>
      </Heading>
      <div
        id={bodyId}
        role="region"
        aria-labelledby={buttonId}
        hidden={!open}
        className={styles.body}
      >
        {children}
      </div>
    </li>
  );
}

/** The accordion's list element. */
export function DisclosureList({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <ul className={styles.list} aria-label={label}>
      {children}
    </ul>
  );
}

/** Rows of the real rows' height while the list loads. */
export function DisclosureSkeleton({ count = 5 }: { count?: number }) {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" data-testid="list-loading">
      <span className="visually-hidden">{t('common.loading')}</span>
      <RowSkeleton count={count} />
    </div>
  );
}
