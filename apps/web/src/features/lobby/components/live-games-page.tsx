import { GameListHeader } from './game-list-header';
import { GameListScreen } from './game-list-screen';

/** /m/live-games: the live casino list (classification bar, vendor strip, tabs, filter). */
export function LiveGamesPage() {
  return (
    <>
      <GameListHeader />
      <GameListScreen fixedType="LIVE" vendorBar />
    </>
  );
}
