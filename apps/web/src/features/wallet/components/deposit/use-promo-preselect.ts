import { useEffect, useEffectEvent, useRef } from 'react';
import type { DepositPromo } from '@app/contracts/cashier';

/**
 * `?promo=<id>` (the reward centre's "Deposit now" of a bonus): once the promotions arrive, the
 * form chooses that one when this member is offered it (`choose`), once per id, so the member's
 * own later choice stands. Answers whether the asked-for bonus is not offered (e.g. a welcome
 * bonus after a first deposit), which the form says instead of choosing it.
 */
export function usePromoPreselect(
  promoId: number | null,
  promos: readonly DepositPromo[] | undefined,
  choose: (promoId: number) => void,
): { unavailable: boolean } {
  const applied = useRef<number | null>(null);
  const offered = promoId !== null && promos !== undefined && promos.some((p) => p.id === promoId);
  const onChoose = useEffectEvent(choose);
  useEffect(() => {
    if (!offered || promoId === null || applied.current === promoId) return;
    applied.current = promoId;
    onChoose(promoId);
  }, [offered, promoId]);
  return { unavailable: promoId !== null && promos !== undefined && !offered };
}
