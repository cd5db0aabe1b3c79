import type { CSSProperties } from 'react';
import styles from './home-section.module.css';

/** Tile-sized placeholders while a row loads (same size as the tiles: no jump). */
export function TileSkeletons({
  count,
  columns = 3,
  gap = 10,
}: {
  count: number;
  columns?: number;
  gap?: number;
}) {
  const style = { '--cols': columns, '--gap': `${gap}px` } as CSSProperties;
  return (
    <div className={styles.skeletonRow} style={style} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <span key={i} className={styles.skeletonTile} />
      ))}
    </div>
  );
}

/** Logo-sized placeholders (vendor logos are 240 x 96). */
export function LogoSkeletons({ count, columns = 3 }: { count: number; columns?: number }) {
  const style = { '--cols': columns, '--gap': '10px' } as CSSProperties;
  return (
    <div className={styles.skeletonRow} style={style} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <span key={i} className={styles.skeletonLogo} />
      ))}
    </div>
  );
}
