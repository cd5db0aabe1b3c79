import { GameListHeader } from './game-list-header';
import { GameListScreen } from './game-list-screen';

/** The catalogue requests of the hot games page: hot games only, in hot order (contract isHot=1). */
const hotOnly = { isHot: '1' } as const;

/**
 * /m/hot-games (spec section 2, "Hot games page"): the hot games of every type with a filter
 * panel, a search box and infinite scroll.
 */
export function HotGamesPage() {
  return (
    <>
      <GameListHeader />
      <GameListScreen fixedQuery={hotOnly} tabs={false} filterButton />
    </>
  );
}
