import { GameListHeader } from './game-list-header';
import { GameListScreen } from './game-list-screen';

/** /m/poker-games: the card (PVP) list with its vendor bar (spec 2: PVP has a vendor bar). */
export function PokerGamesPage() {
  return (
    <>
      <GameListHeader />
      <GameListScreen fixedType="PVP" vendorBar />
    </>
  );
}
