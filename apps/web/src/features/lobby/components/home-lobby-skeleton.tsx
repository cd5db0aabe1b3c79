import { readInviteClosed } from './home-invite-state';
import styles from './home-lobby-skeleton.module.css';

/**
 * The lobby's first-screen shape while its chunk loads (banner, ticker, search row, category
 * menu, first tiles), drawn with the same sizes as the real parts so nothing jumps.
 */
export function HomeLobbySkeleton() {
  return (
    <div className={styles.skeleton} aria-hidden="true" data-testid="home-lobby-skeleton">
      {!readInviteClosed() && <div className={styles.invite} />}
      <div className={styles.banner} />
      <div className={styles.pill} />
      <div className={styles.pill} />
      <div className={styles.menu} />
      <div className={styles.view} />
    </div>
  );
}
