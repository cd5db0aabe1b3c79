import type { CSSProperties } from 'react';
import styles from './progress-bar.module.css';

/**
 * A horizontal progress bar (a bonus's wagering): `value` of `max`, read out by its label and
 * `valueText` ("$120.00 of $1,000.00"). The fill is a transform, not a width: no layout work.
 */
export function ProgressBar({
  value,
  max,
  label,
  valueText,
  testId,
}: {
  value: number;
  max: number;
  label: string;
  valueText: string;
  testId?: string;
}) {
  const share = max > 0 ? Math.min(1, Math.max(0, value / max)) : 1;
  return (
    <div
      className={styles.track}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={Math.min(Math.max(value, 0), max)}
      aria-valuetext={valueText}
      data-testid={testId}
    >
      <span className={styles.fill} style={{ '--share': share } as CSSProperties} />
    </div>
  );
}
