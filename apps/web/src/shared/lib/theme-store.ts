import { create } from 'zustand';
import { readString, storageKeys, writeString } from './storage';

/** Themes (spec sections 1 and 9): dark is forced by default, light is the alternative. */
export const themes = ['dark', 'light'] as const;
export type Theme = (typeof themes)[number];
export const defaultTheme: Theme = 'dark';

export const themeColors: Record<Theme, string> = { dark: '#0a0e1a', light: '#f3f4f8' };

export function readStoredTheme(): Theme {
  const stored = readString(storageKeys.theme);
  return stored === 'light' ? 'light' : defaultTheme;
}

/** Applies the theme to <html data-theme> (all colours are CSS custom properties keyed on it). */
export function applyTheme(theme: Theme, doc: Document = document): void {
  doc.documentElement.dataset.theme = theme;
  doc.querySelector('meta[name="theme-color"]')?.setAttribute('content', themeColors[theme]);
}

type ThemeState = { theme: Theme; setTheme: (theme: Theme) => void; toggleTheme: () => void };

export const useThemeStore = create<ThemeState>()((set, get) => ({
  theme: readStoredTheme(),
  setTheme: (theme) => {
    writeString(storageKeys.theme, theme);
    applyTheme(theme);
    set({ theme });
  },
  toggleTheme: () => get().setTheme(get().theme === 'dark' ? 'light' : 'dark'),
}));
