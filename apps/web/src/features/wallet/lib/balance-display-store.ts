import { create } from 'zustand';
import { readFlag, storageKeys, writeString } from '@/shared/lib/storage';
import {
  initialBalanceDisplay,
  isHiddenChoice,
  nextBalanceDisplay,
  type BalanceDisplay,
  type BalanceEvent,
} from './balance-display';

type BalanceDisplayState = {
  display: BalanceDisplay;
  send: (event: BalanceEvent) => void;
};

/**
 * One display state for every balance on screen (header and dropdown agree). The hide/show choice
 * is remembered across visits under `balanceHidden`.
 */
export const useBalanceDisplayStore = create<BalanceDisplayState>()((set, get) => ({
  display: initialBalanceDisplay(readFlag(storageKeys.balanceHidden)),
  send: (event) => {
    const before = get().display;
    const display = nextBalanceDisplay(before, event);
    if (isHiddenChoice(display) !== isHiddenChoice(before))
      writeString(storageKeys.balanceHidden, isHiddenChoice(display) ? '1' : '0');
    set({ display });
  },
}));
