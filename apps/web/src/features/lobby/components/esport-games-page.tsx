import styles from './game-list-pages.module.css';
import { GameListHeader, GameListTitle } from './game-list-header';
import { VendorGroups } from './game-list-vendor-groups';

/** /m/esport-games: the esports vendors (spec 9: the sports list filtered to the esport vendors) with their lobbies as tiles. */
export function EsportGamesPage() {
  return (
    <>
      <GameListHeader />
      <main id="main" className={styles.main}>
        <GameListTitle />
        <VendorGroups type="ESPORTS" />
      </main>
    </>
  );
}
