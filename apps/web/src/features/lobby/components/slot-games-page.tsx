import { GameListHeader } from './game-list-header';
import { GameListScreen } from './game-list-screen';

/** /m/slot-games: the slot (RNG) list (classification bar, vendor strip, tabs, filter). */
export function SlotGamesPage() {
  return (
    <>
      <GameListHeader />
      <GameListScreen fixedType="RNG" vendorBar />
    </>
  );
}
