import { GameListHeader } from './game-list-header';
import { GameListScreen } from './game-list-screen';

/** /m/fishing-games: the fishing list with its vendor bar (spec 2: FISH has a vendor bar). */
export function FishingGamesPage() {
  return (
    <>
      <GameListHeader />
      <GameListScreen fixedType="FISH" vendorBar />
    </>
  );
}
