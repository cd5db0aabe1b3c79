import { create } from 'zustand';
import type { PlayBlockKind } from '@app/contracts/safer-gambling-constants';

/** Why play is stopped (issue 18) and until when (null: for good). */
export type FramePlayBlock = { kind: PlayBlockKind; until: string | null };

/** A launched game the app shows full screen (the demo game page or a vendor's page). */
export type OpenGame = {
  nodeId: number;
  gameName: string;
  /** Same-origin page to frame (launch answer `url`); empty when the launch was refused. */
  url: string;
  /** Which wallet the rounds use: REAL or PLAY (play money). */
  wallet: 'REAL' | 'PLAY';
  /** A launch refused by a safer-gambling protection: the frame shows why, not the game. */
  block?: FramePlayBlock;
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

/** The history-state marker of the frame's entry (features/lobby/lib/game-frame-history.ts). */
export const frameStateKey = '__gameFrame';

const isFrameState = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && frameStateKey in state;

/**
 * A frame entry with no game open is stale: Forward after closing a game steps back over it,
 * and a page reloaded while a game was open drops the marker, so Back never lands on a dead
 * entry. Installed once by the shell.
 */
export function settleStaleFrameEntries(win: Window = window): () => void {
  if (isFrameState(win.history.state)) {
    const { [frameStateKey]: _marker, ...rest } = win.history.state as Record<string, unknown>;
    win.history.replaceState(rest, '');
  }
  const onPop = (event: PopStateEvent) => {
    if (isFrameState(event.state) && useGameFrameStore.getState().game === null) win.history.back();
  };
  win.addEventListener('popstate', onPop);
  return () => win.removeEventListener('popstate', onPop);
}
