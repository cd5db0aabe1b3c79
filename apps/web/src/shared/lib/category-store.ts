import { create } from 'zustand';
import type { GameCategory } from '@app/contracts/system';

/**
 * The lobby's current game category. The side menu and the home footer set it; the lobby issue
 * reads it. Not persisted: a fresh visit starts on HOME.
 */
type CategoryState = { current: GameCategory; setCurrent: (category: GameCategory) => void };

export const useCategoryStore = create<CategoryState>()((set) => ({
  current: 'HOME',
  setCurrent: (current) => set({ current }),
}));
