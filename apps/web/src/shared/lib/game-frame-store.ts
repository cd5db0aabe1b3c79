import { create } from 'zustand';

/** A launched game the app shows full screen (the demo game page or a vendor's page). */
export type OpenGame = {
  nodeId: number;
  gameName: string;
  /** Same-origin page to frame (launch answer `url`). */
  url: string;
  /** Which wallet the rounds use: REAL or PLAY (play money). */
  wallet: 'REAL' | 'PLAY';
};

type GameFrameState = {
  /** The game on screen, or null. The shell renders the frame layer only while this is set. */
  game: OpenGame | null;
  /** The game whose launch call is on its way (tiles show it busy; a second tap is ignored). */
  launching: number | null;
  setLaunching: (nodeId: number | null) => void;
  open: (game: OpenGame) => void;
  close: () => void;
};

/**
 * The in-app game layer (issue 4, decision 0024). Launch opens it; its Back button or the
 * browser's Back closes it.
 */
export const useGameFrameStore = create<GameFrameState>()((set) => ({
  game: null,
  launching: null,
  setLaunching: (launching) => set({ launching }),
  open: (game) => set({ game, launching: null }),
  close: () => set({ game: null }),
}));
