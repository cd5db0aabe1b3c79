import { GameListHeader } from './game-list-header';
import { GameListScreen } from './game-list-screen';

/**
 * /m/gameList?gameType=&vassalage=&gameName= (spec section 2, "Game list page"): tabs all, hot,
 * recent, favourites and filter; the classification bar for RNG and LIVE, the vendor bar for
 * FISH and PVP, none for SPORTS, no tab bar for INHOUSE; gameType=FAV shows the favourites.
 */
export function GameListPage() {
  return (
    <>
      <GameListHeader />
      <GameListScreen />
    </>
  );
}
