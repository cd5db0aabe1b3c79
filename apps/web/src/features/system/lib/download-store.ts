import { create } from 'zustand';
import { readFlag, storageKeys, writeString } from '@/shared/lib/storage';

/** The download bar's closed state, remembered under hideDownloadBar (spec section 2). */
type DownloadBarState = { dismissed: boolean; dismiss: () => void };

export const useDownloadBarStore = create<DownloadBarState>()((set) => ({
  dismissed: readFlag(storageKeys.hideDownloadBar),
  dismiss: () => {
    writeString(storageKeys.hideDownloadBar, '1');
    set({ dismissed: true });
  },
}));
