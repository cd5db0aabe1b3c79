import { gamePageSizes } from '@/shared/lib/lobby-rules';
import { GameListHeader } from './game-list-header';
import { GameListScreen } from './game-list-screen';

/**
 * /m/slotsCenter (spec section 2, "Slot game list screen"): a search box, a vendor selector, a
 * scrolling grid of slot tiles and load-more, 28 a page (spec section 9).
 */
export function SlotsCenterPage() {
  return (
    <>
      <GameListHeader />
      <GameListScreen fixedType="RNG" pageSize={gamePageSizes.slotList} tabs={false} vendorBar />
    </>
  );
}
