import styles from './game-list-pages.module.css';
import { GameListHeader, GameListTitle } from './game-list-header';
import { VendorGroups } from './game-list-vendor-groups';

/** /m/sport-games: the sports vendors (spec 9 order rules) with their lobbies as tiles. */
export function SportGamesPage() {
  return (
    <>
      <GameListHeader />
      <main id="main" className={styles.main}>
        <GameListTitle />
        <VendorGroups type="SPORTS" />
      </main>
    </>
  );
}
