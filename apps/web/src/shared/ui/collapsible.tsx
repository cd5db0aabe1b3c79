import { useId, useState, type ReactNode } from 'react';
import { cx } from '@/shared/lib/cx';
import styles from './collapsible.module.css';
import { ChevronDownIcon } from './icons/chevron-down';

/** A section whose heading toggles it open and closed (spec section 4: footer sections). */
export function Collapsible({
  title,
  defaultOpen = true,
  children,
}: {
  title: string;
  defaultOpen?: boolean;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const id = useId();
  return (
    <section className={styles.section}>
      <h2 className={styles.heading}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((v) => !v)}
        >
          <span>{title}</span>
          <ChevronDownIcon className={cx(styles.chevron, open && styles.open)} size={20} />
        </button>
      </h2>
      <div id={id} hidden={!open} className={styles.body}>
        {children}
      </div>
    </section>
  );
}
