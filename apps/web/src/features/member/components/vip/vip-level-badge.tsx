import { CrownIcon } from '@/shared/ui/icons/crown';
import { StarIcon } from '@/shared/ui/icons/star';
import { cx } from '@/shared/lib/cx';
import styles from './vip-level-badge.module.css';

/** Metal-like tones from bronze to crown; levels past the ladder keep the last. */
const tiers = ['member', 'bronze', 'silver', 'gold', 'platinum', 'diamond', 'crown'] as const;

export function tierOf(level: number): (typeof tiers)[number] {
  return tiers[Math.min(Math.max(level, 0), tiers.length - 1)]!;
}

/** A medallion with the level number (decorative: the text beside it names the level). */
export function VipLevelBadge({
  level,
  size = 'm',
  className,
}: {
  level: number;
  size?: 's' | 'm' | 'l';
  className?: string;
}) {
  const iconSize = size === 'l' ? 30 : size === 's' ? 14 : 20;
  return (
    <span
      className={cx(styles.badge, styles[size], className)}
      data-tier={tierOf(level)}
      aria-hidden="true"
    >
      {level > 0 ? <CrownIcon size={iconSize} /> : <StarIcon size={iconSize} />}
      <span className={styles.number}>{level}</span>
    </span>
  );
}
