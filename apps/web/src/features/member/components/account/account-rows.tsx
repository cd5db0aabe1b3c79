import type { ReactNode } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { cx } from '@/shared/lib/cx';
import { ChevronRightIcon } from '@/shared/ui/icons/chevron-right';
import { LockIcon } from '@/shared/ui/icons/lock';
import styles from './my-account.module.css';

/**
 * One row of my account: what it is, its value ("Not set" when empty), and how it changes: a
 * button that opens its sheet ("Edit", or "Set" when empty), a lock when it can no longer be
 * changed here, or a trailing control (copy).
 */
export function AccountRow({
  label,
  value,
  note,
  onEdit,
  locked = false,
  trailing,
  testId,
}: {
  label: string;
  value: string | null;
  note?: string;
  onEdit?: () => void;
  locked?: boolean;
  trailing?: ReactNode;
  testId: string;
}) {
  const { t } = useTranslation();
  const empty = value === null || value === '';
  const text = (
    <span className={styles.rowText}>
      <span className={styles.rowLabel}>{label}</span>
      <span className={cx(styles.rowValue, empty && styles.empty)} data-testid={`${testId}-value`}>
        {empty ? t('myAccount.notSet') : value}
      </span>
      {note && <span className={styles.rowNote}>{note}</span>}
    </span>
  );
  if (onEdit)
    return (
      <li>
        <button
          type="button"
          className={styles.row}
          onClick={onEdit}
          data-testid={testId}
          aria-label={t(empty ? 'myAccount.setNamed' : 'myAccount.editNamed', { field: label })}
        >
          {text}
          <span className={styles.rowAction} aria-hidden="true">
            {t(empty ? 'myAccount.set' : 'myAccount.editAction')}
            <ChevronRightIcon size={18} />
          </span>
        </button>
      </li>
    );
  return (
    <li>
      <div className={styles.row} data-testid={testId}>
        {text}
        {trailing}
        {locked && <LockIcon size={18} className={styles.lock} />}
      </div>
    </li>
  );
}
