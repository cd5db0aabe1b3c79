import { create } from 'zustand';

/**
 * Which shell overlay is open. One at a time: opening the download popup from the side menu
 * closes the menu. Features outside the shell (agent home's "online service") open the service
 * popup through here.
 */
export type Overlay = 'sideMenu' | 'service' | 'download';

type OverlayState = {
  open: Overlay | null;
  openOverlay: (overlay: Overlay) => void;
  closeOverlay: () => void;
};

export const useOverlayStore = create<OverlayState>()((set) => ({
  open: null,
  openOverlay: (open) => set({ open }),
  closeOverlay: () => set({ open: null }),
}));
