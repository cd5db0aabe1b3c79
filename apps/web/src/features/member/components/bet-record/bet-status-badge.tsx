import type { Tone } from './bet-format';
import styles from './bet-record.module.css';

/** A status as a pill in its tone's colour. */
export function BetStatusBadge({
  tone,
  label,
  testId,
}: {
  tone: Tone;
  label: string;
  testId?: string;
}) {
  return (
    <span className={styles.badge} data-tone={tone} data-testid={testId}>
      {label}
    </span>
  );
}
