import styles from './row-skeleton.module.css';

/** Row-shaped placeholders of the real rows' height while a list loads. */
export function RowSkeleton({ count = 5 }: { count?: number }) {
  return (
    <div className={styles.skeletons}>
      {Array.from({ length: count }, (_, i) => (
        <span key={i} className={styles.skeleton} />
      ))}
    </div>
  );
}
