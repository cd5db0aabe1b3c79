import { badgeText } from '@app/contracts/message-constants';
import { useTranslation } from '@/shared/i18n/use-translation';
import { cx } from '@/shared/lib/cx';
import styles from './unread-badge.module.css';

/**
 * The control a badge sits on names it with `aria-describedby` (its own name stays as it was):
 * the id while there is a badge, otherwise nothing.
 */
export function badgeDescribedBy(count: number, id: string): string | undefined {
  return badgeText(count) ? id : undefined;
}

/**
 * An unread count (spec section 2, Message centre: "A badge shows 99+ above 99 and appears only
 * when logged in"; the counts are 0 for guests and trial accounts, shared/api/unread-counts.ts):
 * nothing at 0. The digits are decoration; screen readers get "Unread: 3" from the hidden
 * description `id`, which the control refers to (`badgeDescribedBy`).
 */
export function UnreadBadge({
  count,
  id,
  corner = false,
  testId,
  className,
}: {
  count: number;
  /** The description's id, for the control's aria-describedby. */
  id: string;
  /** Pinned to the top right of an icon (its parent is positioned). */
  corner?: boolean;
  testId?: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const text = badgeText(count);
  if (!text) return null;
  return (
    <>
      <span
        className={cx(styles.badge, corner && styles.corner, className)}
        data-testid={testId}
        aria-hidden="true"
      >
        {text}
      </span>
      <span id={id} hidden>
        {t('unread.description', { value: text })}
      </span>
    </>
  );
}
