import { create } from 'zustand';

/**
 * Issue 18: "after registration the player is shown these tools once". The register screen
 * (auth feature) says a registration just completed; the shell (app/) then mounts the safer
 * gambling feature's intro, which asks the server whether it was already seen. Features do not
 * import each other, so this flag in shared/ is how the one tells the other.
 */
type SaferGamblingIntroState = {
  /** The session token of the member who just registered; null: nothing to show. */
  registeredToken: string | null;
  registered: (token: string) => void;
  done: () => void;
};

export const useSaferGamblingIntroStore = create<SaferGamblingIntroState>()((set) => ({
  registeredToken: null,
  registered: (registeredToken) => set({ registeredToken }),
  done: () => set({ registeredToken: null }),
}));
