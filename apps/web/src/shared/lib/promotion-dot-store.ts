import { create } from 'zustand';

/**
 * Hook for the footer menu's unclaimed-promotion dot (spec section 2: "A dot marks unclaimed
 * promotions"). The promotions issue sets `hasUnclaimed` from its data; the footer menu already
 * renders the dot (with a screen-reader label) whenever it is true.
 */
type PromotionDotState = { hasUnclaimed: boolean; setHasUnclaimed: (value: boolean) => void };

export const usePromotionDotStore = create<PromotionDotState>()((set) => ({
  hasUnclaimed: false,
  setHasUnclaimed: (hasUnclaimed) => set({ hasUnclaimed }),
}));
