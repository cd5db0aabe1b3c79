import type { ReactNode } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import styles from './list-state.module.css';

/**
 * A centred state card (load failure, empty list, "log in first", not found): icon, message and
 * an optional action. The paged list's empty and error states are this card.
 */
export function ListState({
  icon,
  title,
  body,
  action,
  testId,
  alert = false,
  level = 'h2',
}: {
  icon?: ReactNode;
  title: string;
  body?: string;
  action?: ReactNode;
  testId: string;
  alert?: boolean;
  /** h1 where the state is the whole screen (e.g. a not-found page without a header). */
  level?: 'h1' | 'h2';
}) {
  const Heading = level;
  return (
    <section
      className={styles.state}
      data-testid={testId}
      role={alert ? 'alert' : undefined}
      aria-labelledby={`${testId}-title`}
    >
      {icon && <span className={styles.stateIcon}>{icon}</span>}
      <Heading id={`${testId}-title`} className={styles.stateTitle}>
        {title}
      </Heading>
      {body && <p className={styles.stateBody}>{body}</p>}
      {action}
    </section>
  );
}

/** The action button of a state card (retry, log in, load more). */
export function ListStateButton({
  onClick,
  busy,
  children,
  testId,
}: {
  onClick: () => void;
  busy?: boolean;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <button
      type="button"
      className={styles.action}
      onClick={onClick}
      disabled={busy}
      aria-busy={busy || undefined}
      data-testid={testId}
    >
      {children}
    </button>
  );
}

/** The retry button of a load failure (spec 8: "load failed, tap to retry"). */
export function RetryButton({
  onRetry,
  busy,
  label,
}: {
  onRetry: () => void;
  busy?: boolean;
  /** Defaults to "Tap to retry". */
  label?: string;
}) {
  const { t } = useTranslation();
  return (
    <ListStateButton onClick={onRetry} busy={busy}>
      {label ?? t('common.retry')}
    </ListStateButton>
  );
}
